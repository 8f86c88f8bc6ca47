import { realms } from '#content/realms.ts';
import { findQuest } from '#shared/rules/realm-progress.ts';

/** A quest's prompt and affirmation, from the content shipped with the app. */
export function questTextOf(questId: string): { prompt: string; affirmation: string } {
  const found = findQuest(realms, questId)?.quest;
  return { prompt: found?.prompt ?? '', affirmation: found?.affirmation ?? '' };
}
