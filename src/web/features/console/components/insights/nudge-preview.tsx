import type { UseQueryResult } from '@tanstack/react-query';
import { countOf, nouns } from '#shared/rules/plural.ts';
import { NUDGE_INTERVAL_DAYS, NUDGE_MAX_RECIPIENTS } from '#shared/schemas/insights.ts';
import type { NudgePreview as Preview } from '../../api/preview-nudges.ts';

const skippedWords = (skipped: number) =>
  `${skipped} skipped (nudged or held back in the last ${NUDGE_INTERVAL_DAYS} days, or not a creator)`;

/** Whom the nudge reaches, in the server's count: the number the send will report. */
function Reach({ preview }: { preview: Preview }) {
  return (
    <>
      <p className="font-semibold text-ink">
        {preview.recipients === 0
          ? 'Sends to no one'
          : `Sends to ${countOf(preview.recipients, nouns.creator)}`}
        {preview.heldBack > 0 && `; holds back ${preview.heldBack}, who get nothing`}
      </p>
      {preview.skipped > 0 && (
        <p className="text-sm text-ink-soft">{skippedWords(preview.skipped)}</p>
      )}
      {preview.hasMore && (
        <p className="text-sm text-ink-soft">
          The list goes on beyond the {NUDGE_MAX_RECIPIENTS} one nudge reaches.
        </p>
      )}
    </>
  );
}

/**
 * Before sending: how many creators receive the nudge and the words as the first of them
 * reads them, {name} and {quest} filled in; for several, it says each gets their own.
 */
export function NudgePreview(props: {
  query: UseQueryResult<Preview>;
  isForSeveral: boolean;
  hasMessage: boolean;
}) {
  const { data, isPending, isError } = props.query;
  const sample = data?.sample;
  return (
    <section
      aria-label="Preview"
      className="flex flex-col gap-2 rounded-lg border border-line bg-stone-50 p-3"
    >
      <div role="status" aria-live="polite">
        {!props.hasMessage ? (
          <p className="text-sm text-ink-soft">Write the message to see how it reads.</p>
        ) : data ? (
          <Reach preview={data} />
        ) : isPending ? (
          <p className="text-sm text-ink-soft">Counting who will receive it...</p>
        ) : isError ? (
          <p className="text-sm text-ink-soft">
            We could not count who will receive it. The send will still say who got it.
          </p>
        ) : null}
      </div>
      {props.hasMessage && sample && (
        <figure className="flex flex-col gap-1">
          <figcaption className="text-sm text-ink-soft">
            {props.isForSeveral
              ? `How ${sample.name}, the first of them, will read it (each creator’s own name and quest are filled in)`
              : `How ${sample.name} will read it`}
          </figcaption>
          <blockquote className="whitespace-pre-wrap break-words rounded-md bg-white p-2 text-ink">
            {sample.message}
          </blockquote>
        </figure>
      )}
    </section>
  );
}
