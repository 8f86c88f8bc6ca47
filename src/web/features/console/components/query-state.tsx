import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';

type QueryLike<Data> = {
  data: Data | undefined;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** Loading, error (with Try again) and empty states around a console list. */
export function QueryState<Data>(props: {
  query: QueryLike<Data>;
  what: string;
  isEmpty: (data: Data) => boolean;
  emptyText: string;
  children: (data: Data) => ReactNode;
}) {
  const { query } = props;
  if (!query.data) {
    return query.isError ? (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-(--radius-card) border border-line bg-white p-6 text-center"
      >
        <p className="font-semibold text-ink">Error loading {props.what}</p>
        <p className="text-ink-soft">{query.error?.message}</p>
        <Button onClick={() => void query.refetch()}>Try again</Button>
      </div>
    ) : (
      <p role="status" className="p-6 text-center text-ink-soft">
        Loading {props.what}...
      </p>
    );
  }
  if (props.isEmpty(query.data)) {
    return (
      <p className="rounded-(--radius-card) border border-dashed border-ember-200 bg-white/70 p-6 text-center text-ink-soft">
        {props.emptyText}
      </p>
    );
  }
  return props.children(query.data);
}
