import type { ReactNode } from 'react';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { DataTable, type Column } from './data-table.tsx';
import { Pager } from './pager.tsx';

type PagedQuery<Item> = {
  data: { items: Item[]; page: number; hasMore: boolean } | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
};

type PagedListProps<Item> = {
  query: PagedQuery<Item>;
  /** What is listed, in 'Loading …' and 'Error loading …' ('the audit trail'). */
  what: string;
  emptyText: string;
  /** The list's name, which its table and its pages are named after ('Audit trail pages'). */
  label: string;
  onPage: (page: number) => void;
};

/** A console list, a page at a time: its loading, error and empty states, its rows, then Previous / Next. */
export function PagedList<Item>(
  props: PagedListProps<Item> & { children: (items: Item[]) => ReactNode },
) {
  return (
    <QueryState
      query={props.query}
      what={props.what}
      isEmpty={(data) => data.items.length === 0}
      emptyText={props.emptyText}
    >
      {(data) => (
        <>
          {props.children(data.items)}
          <Pager
            label={props.label}
            page={data.page}
            hasMore={data.hasMore}
            isFetching={props.query.isFetching}
            onPage={props.onPage}
          />
        </>
      )}
    </QueryState>
  );
}

/** A PagedList whose rows are a DataTable (a table on a laptop, cards on a phone). */
export function PagedTable<Row>(
  props: PagedListProps<Row> & { columns: Column<Row>[]; rowKey: (row: Row) => string | number },
) {
  return (
    <PagedList {...props}>
      {(rows) => (
        <DataTable label={props.label} columns={props.columns} rows={rows} rowKey={props.rowKey} />
      )}
    </PagedList>
  );
}
