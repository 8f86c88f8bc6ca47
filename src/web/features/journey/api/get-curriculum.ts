import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { AppError } from '#shared/errors.ts';
import { apiClient } from '#web/lib/api-client.ts';
import { useQuestPreview } from '../components/quests/quest-preview.tsx';

/**
 * The words of the open realms (prompts, affirmations, kits) and the insight
 * quotes: staff change them, so they come from the server rather than the
 * bundle (decision 020). The browser keeps the last copy, for a first paint
 * and for reading a quest offline; the copy's ETag turns an unchanged
 * curriculum into a 304.
 */
export type CreatorCurriculum = InferResponseType<typeof apiClient.api.curriculum.$get, 200>;

const CURRICULUM_STORAGE_KEY = 'emberpath-curriculum';

type KeptCurriculum = { etag: string; curriculum: CreatorCurriculum };

function readKeptCurriculum(): KeptCurriculum | undefined {
  try {
    const raw = localStorage.getItem(CURRICULUM_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as KeptCurriculum) : undefined;
  } catch {
    return undefined;
  }
}

function keepCurriculum(kept: KeptCurriculum): void {
  try {
    localStorage.setItem(CURRICULUM_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or disabled: the next visit asks the server again.
  }
}

async function getCurriculum(): Promise<CreatorCurriculum> {
  const kept = readKeptCurriculum();
  const response = await apiClient.api.curriculum.$get(
    {},
    kept ? { headers: { 'If-None-Match': kept.etag } } : undefined,
  );
  if (response.status === 304) {
    if (kept) return kept.curriculum;
    throw new AppError('INTERNAL');
  }
  const curriculum = (await response.json()) as CreatorCurriculum;
  const etag = response.headers.get('ETag');
  if (etag) keepCurriculum({ etag, curriculum });
  return curriculum;
}

export const getCurriculumQueryOptions = () =>
  queryOptions({
    queryKey: ['curriculum'] as const,
    queryFn: getCurriculum,
    // The copy paints at once; the server is asked on every app start (a 304 when unchanged).
    initialData: () => readKeptCurriculum()?.curriculum,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });

export function useCurriculum() {
  return useQuery(getCurriculumQueryOptions());
}

/**
 * A quest's prompt and affirmation as they read now (or as staff are writing
 * them, in a preview); undefined until the curriculum is here.
 */
export function useQuestWords(questId: string) {
  const preview = useQuestPreview();
  const curriculum = useCurriculum();
  if (preview) return preview.get(questId);
  for (const realm of curriculum.data?.realms ?? []) {
    const quest = realm.quests.find((candidate) => candidate.id === questId);
    if (quest) return quest;
  }
  return undefined;
}

/**
 * A realm's Ember Kit as staff wrote it: its name and what it is. Only an
 * open realm's kit is sent (decision 034); before the curriculum arrives, or
 * for a realm not open, the name is the realm's and there is no description.
 */
export function useKit(
  realmId: number,
  realmTitle: string,
): { name: string; description?: string } {
  const curriculum = useCurriculum();
  const realm = curriculum.data?.realms.find((candidate) => candidate.id === realmId);
  return realm
    ? { name: realm.kitName, description: realm.kitDescription }
    : { name: `${realmTitle} Ember Kit` };
}
