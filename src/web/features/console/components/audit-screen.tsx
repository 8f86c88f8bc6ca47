import { useState } from 'react';
import { useAuditTrail, type ConsoleAuditEvent } from '../api/get-audit-trail.ts';
import { describeAuditEvent } from './audit-wording.ts';
import { ConsolePage } from './console-page.tsx';
import { PagedList } from './paged-list.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';

const describeChange = (value: unknown) =>
  value && typeof value === 'object'
    ? Object.entries(value)
        .filter(([, field]) => field !== null && field !== undefined)
        .map(([key, field]) => `${key}: ${String(field)}`)
        .join(', ') || '—'
    : '—';

/** The record as written, for staff who need the action's name, the ids and every field. */
function RawEvent({ event }: { event: ConsoleAuditEvent }) {
  const rows: [string, string][] = [
    ['Action', event.action],
    ['Target', `${event.targetType} ${event.targetId}`],
    ['By', event.actorEmail],
    ['Before', describeChange(event.before)],
    ['After', describeChange(event.after)],
  ];
  return (
    <details className="text-sm text-ink-soft">
      <summary className="cursor-pointer">Details</summary>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="min-w-0 text-ink [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

/** Every staff action, newest first, in plain words; the table refuses edits, so this is the whole story. */
export function AuditScreen() {
  const [page, setPage] = useState(1);
  const trail = useAuditTrail(page);
  return (
    <ConsolePage intro="Every staff action: kit claims, roles, nudges and their templates, email retries, library and programme changes, and webhooks.">
      <PagedList
        query={trail}
        what="the audit trail"
        emptyText="No staff actions yet."
        label="Audit trail"
        onPage={setPage}
      >
        {(events) => (
          <ul aria-label="Audit trail" className="flex flex-col gap-3">
            {events.map((event) => (
              <li
                key={event.id}
                className="flex flex-col gap-1 rounded-(--radius-card) border border-line bg-white p-4 shadow-sm"
              >
                <p className="text-ink [overflow-wrap:anywhere]">{describeAuditEvent(event)}</p>
                <time dateTime={event.createdAt} className="text-sm text-ink-soft">
                  {formatDateTime(event.createdAt)}
                </time>
                <RawEvent event={event} />
              </li>
            ))}
          </ul>
        )}
      </PagedList>
    </ConsolePage>
  );
}
