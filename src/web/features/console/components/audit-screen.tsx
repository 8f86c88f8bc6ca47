import { useState } from 'react';
import { useAuditTrail, type ConsoleAuditEvent } from '../api/get-audit-trail.ts';
import { ConsolePage } from './console-page.tsx';
import { DataTable, type Column } from './data-table.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { Pager } from './pager.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';

const describeChange = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .filter(([, field]) => field !== null && field !== undefined)
        .map(([key, field]) => `${key}: ${String(field)}`)
        .join(', ') || '—'
    : '—';

const auditColumns: Column<ConsoleAuditEvent>[] = [
  { heading: 'When', render: (event) => formatDateTime(event.createdAt), isNoWrap: true },
  { heading: 'Who', render: (event) => event.actorEmail, isLongText: true },
  { heading: 'What', render: (event) => event.action, isNoWrap: true },
  {
    heading: 'Target',
    render: (event) => `${event.targetType} ${event.targetId}`,
    isLongText: true,
  },
  { heading: 'Before', render: (event) => describeChange(event.before), isLongText: true },
  { heading: 'After', render: (event) => describeChange(event.after), isLongText: true },
];

/** Every staff action, newest first; the table refuses edits, so this is the whole story. */
export function AuditScreen() {
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(page);
  return (
    <ConsolePage intro="Every staff action: status changes, roles, library changes and email retries.">
      <QueryState
        query={trail}
        loadingText="Loading the audit trail..."
        errorTitle="Error loading the audit trail"
        isEmpty={(data) => data.items.length === 0}
        emptyText="No staff actions yet."
      >
        {(data) => (
          <>
            <DataTable
              label="Audit trail"
              columns={auditColumns}
              rows={data.items}
              rowKey={(event) => event.id}
            />
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
