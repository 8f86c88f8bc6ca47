import type { Library } from '../api/get-library.ts';

/** Each quest's worksheet this creator may open, by quest id (the first, if several). */
export function questWorksheetsOf(
  library: Library | undefined,
): ReadonlyMap<string, { title: string; fileUrl: string }> {
  const worksheets = new Map<string, { title: string; fileUrl: string }>();
  for (const resource of library?.sections.flatMap((section) => section.resources) ?? []) {
    if (resource.questId && resource.fileUrl && !worksheets.has(resource.questId)) {
      worksheets.set(resource.questId, { title: resource.title, fileUrl: resource.fileUrl });
    }
  }
  return worksheets;
}
