import { createContext, useContext } from 'react';

type QuestWords = { id: string; prompt: string; affirmation: string };

/**
 * Set around journey screens that staff are previewing (a realm not yet
 * open): the quests' words come from the realm being written, not the
 * creator's curriculum, and nothing a preview does is saved.
 */
export const QuestPreviewContext = createContext<ReadonlyMap<string, QuestWords> | null>(null);

/** The words of the realm previewed, or null outside a preview. */
export function useQuestPreview() {
  return useContext(QuestPreviewContext);
}
