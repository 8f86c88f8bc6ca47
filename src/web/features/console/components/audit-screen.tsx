import { useState } from 'react';
import { useAuditTrail } from '../api/console-queries.ts';
import { ConsolePage } from './console-page.tsx';
import { Cell, DataTable } from './data-table.tsx';
import { formatInstant } from './format-instant.ts';
import { Pager } from './pager.tsx';
import { QueryState } from './query-state.tsx';

const describeChange = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .filter(([, field]) => field !== null && field !== undefined)
        .map(([key, field]) => `${key}: ${String(field)}`)
        .join(', ') || '—'
    : '—';

/** Every staff action, newest first; the table refuses edits, so this is the whole story. */
export function AuditScreen() {
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(page);
  return (
    <ConsolePage intro="Every staff action: status changes, roles, library changes and email retries.">
      <QueryState
        query={trail}
        what="the audit trail"
        isEmpty={(data) => data.items.length === 0}
        emptyText="No staff actions yet."
      >
        {(data) => (
          <>
            <DataTable
              label="Audit trail"
              headings={['When', 'Who', 'What', 'Target', 'Before', 'After']}
            >
              {data.items.map((event) => (
                <tr key={event.id}>
                  <Cell>{formatInstant(event.createdAt)}</Cell>
                  <Cell className="break-all">{event.actorEmail}</Cell>
                  <Cell>{event.action}</Cell>
                  <Cell className="break-all">
                    {event.targetType} {event.targetId}
                  </Cell>
                  <Cell className="max-w-64 break-words">{describeChange(event.before)}</Cell>
                  <Cell className="max-w-64 break-words">{describeChange(event.after)}</Cell>
                </tr>
              ))}
            </DataTable>
            <Pager
              label="Audit trail"
              page={data.page}
              hasMore={data.hasMore}
              isFetching={trail.isFetching}
              onPage={setPage}
            />
          </>
        )}
      </QueryState>
    </ConsolePage>
  );
}
