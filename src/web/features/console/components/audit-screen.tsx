import { useState } from 'react';
import { useAuditTrail, type ConsoleAuditEvent } from '../api/get-audit-trail.ts';
import { ConsolePage } from './console-page.tsx';
import type { Column } from './data-table.tsx';
import { PagedTable } from './paged-list.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

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
    <ConsolePage intro="Every staff action: kit claims, roles, nudges and their templates, email retries, library and programme changes, and webhooks.">
      <PagedTable
        query={trail}
        what="the audit trail"
        emptyText="No staff actions yet."
        label="Audit trail"
        onPage={setPage}
        columns={auditColumns}
        rowKey={(event) => event.id}
      />
    </ConsolePage>
  );
}
