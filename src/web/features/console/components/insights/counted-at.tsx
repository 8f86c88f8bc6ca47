import { countOf, nouns } from '#shared/rules/plural.ts';
import { formatDateTime } from '#web/lib/format-date.ts';

/** How fresh a view is: when it was counted, and whose latest changes are still being counted. */
export function CountedAt(props: { countedAt: string | Date; pendingCreators: number }) {
  return (
    <p className="text-xs text-ink-soft">
      Counted {formatDateTime(props.countedAt)}
      {props.pendingCreators > 0 &&
        ` · the latest changes of ${countOf(props.pendingCreators, nouns.creator)} are still being counted`}
    </p>
  );
}
