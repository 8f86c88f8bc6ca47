import type { LegalPageName } from '#shared/schemas/legal.ts';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useLegalText } from '../api/get-legal-text.ts';

/**
 * The text as the operator wrote it: paragraphs split by a blank line, a line
 * starting with "# " a heading. Plain text otherwise: nothing in the file is
 * read as HTML.
 */
export function LegalText({ page }: { page: LegalPageName }) {
  const legal = useLegalText(page);
  return (
    <QueryState query={legal} loadingText="Loading..." errorTitle="Error loading this page">
      {(data) => (
        <div className="flex flex-col gap-3 text-sm leading-relaxed text-ink">
          {data.text
            .split(/\n\s*\n/)
            .map((block) => block.trim())
            .filter(Boolean)
            .map((block, index) =>
              block.startsWith('# ') ? (
                <h2 key={index} className="mt-2 text-base font-semibold text-ink">
                  {block.slice(2)}
                </h2>
              ) : (
                <p key={index} className="whitespace-pre-line">
                  {block}
                </p>
              ),
            )}
        </div>
      )}
    </QueryState>
  );
}
