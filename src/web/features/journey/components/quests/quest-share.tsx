import { createContext, useContext, type ReactNode } from 'react';

export type QuestShareProps = { questId: string; questTitle: string; headingId: string };

/**
 * What a completed quest offers for sharing its answer with a buddy. The app
 * provides it (from the buddies feature), so the journey never reaches into it.
 */
export const QuestShareContext = createContext<(props: QuestShareProps) => ReactNode>(() => null);

export function QuestShare(props: QuestShareProps) {
  return useContext(QuestShareContext)(props);
}
