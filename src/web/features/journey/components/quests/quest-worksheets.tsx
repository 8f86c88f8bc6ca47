import { FileDown } from 'lucide-react';
import { createContext, useContext } from 'react';

export type QuestWorksheet = { title: string; fileUrl: string };

/**
 * The library's worksheet for each worksheet quest, by quest id. The app
 * provides it (from the library), so the journey never reaches into it.
 */
export const QuestWorksheetsContext = createContext<ReadonlyMap<string, QuestWorksheet>>(new Map());

/** A worksheet quest's template, straight from the library, when there is one. */
export function WorksheetTemplateLink({ questId }: { questId: string }) {
  const worksheet = useContext(QuestWorksheetsContext).get(questId);
  if (!worksheet) return null;
  return (
    <a
      href={worksheet.fileUrl}
      className="flex min-h-11 items-center gap-3 rounded-xl border border-ember-200 bg-ember-50 p-3 text-sm font-medium text-ember-900 underline-offset-2 hover:underline"
    >
      <FileDown className="size-5 shrink-0" aria-hidden />
      <span>Download the {worksheet.title} from the Library</span>
    </a>
  );
}
