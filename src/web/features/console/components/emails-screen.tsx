import { outboxStatuses } from '#shared/schemas/admin.ts';
import { Button } from '#web/components/ui/button.tsx';
import { SelectField } from '#web/components/ui/select.tsx';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useEmails, type ConsoleEmail } from '../api/get-emails.ts';
import { useRetryEmail } from '../api/retry-email.ts';
import { ConsolePage } from './console-page.tsx';
import type { Column } from './data-table.tsx';
import { PagedTable } from './paged-list.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { useSearchParamsAtOnce } from '#web/lib/use-search-params-at-once.ts';

const statusLabels: Record<ConsoleEmail['status'], string> = {
  pending: 'Pending',
  sent: 'Sent',
  logged: 'Sent (to the log)',
  failed: 'Failed',
};

function RetryButton({ email }: { email: ConsoleEmail }) {
  const retry = useRetryEmail();
  if (email.status !== 'failed' && email.status !== 'pending') return null;
  return (
    <Button
      variant="secondary"
      disabled={retry.isPending}
      aria-label={`Retry now: ${email.subject}`}
      onClick={() =>
        retry.mutate(email.id, {
          onSuccess: () =>
            notify('success', 'Email Queued', { description: `Sending to ${email.to} again.` }),
          onError: (error) => notifyError(error, 'Retry Failed'),
        })
      }
    >
      {retry.isPending ? 'Please wait...' : 'Retry now'}
    </Button>
  );
}

const emailColumns: Column<ConsoleEmail>[] = [
  { heading: 'Subject', render: (email) => email.subject, isLongText: true },
  { heading: 'To', render: (email) => email.to, isLongText: true },
  {
    heading: 'Status',
    render: (email) => (
      <span className={email.status === 'failed' ? 'font-semibold text-red-700' : undefined}>
        {statusLabels[email.status]}
      </span>
    ),
  },
  { heading: 'Attempts', render: (email) => email.attempts },
  { heading: 'Last error', render: (email) => email.lastError ?? '—', isLongText: true },
  { heading: 'Created', render: (email) => formatDateTime(email.createdAt) },
  { heading: 'Action', render: (email) => <RetryButton email={email} /> },
];

/** The outbox: every email the app sent or tried to, with 'Retry now'. */
export function EmailsScreen() {
  const [params, setParams] = useSearchParamsAtOnce();
  const status = outboxStatuses.find((value) => value === params.get('status'));
  const page = Number(params.get('page') ?? '1') || 1;
  const emails = useEmails({ page, status });
  const setParam = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(key, value);
      else next.delete(key);
      if (key !== 'page') next.delete('page');
      return next;
    });
  return (
    <ConsolePage intro="Every email, newest first. Failed ones gave up after 8 tries; 'Retry now' starts again.">
      <SelectField
        label="Status"
        className="max-w-xs"
        value={status ?? ''}
        onChange={(event) => setParam('status', event.target.value)}
        options={outboxStatuses.map((value) => ({ value, label: statusLabels[value] }))}
      >
        <option value="">All emails</option>
      </SelectField>
      <PagedTable
        query={emails}
        what="emails"
        emptyText="No emails here."
        label="Emails"
        onPage={(next) => setParam('page', String(next))}
        columns={emailColumns}
        rowKey={(email) => email.id}
      />
    </ConsolePage>
  );
}
