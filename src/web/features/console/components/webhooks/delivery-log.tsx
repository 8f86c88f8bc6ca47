import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useWebhookDeliveries, type WebhookDelivery } from '../../api/get-webhook-deliveries.ts';
import { useRetryDelivery } from '../../api/retry-delivery.ts';
import { DataTable, type Column } from '../data-table.tsx';

const statusLabels: Record<WebhookDelivery['status'], string> = {
  pending: 'Waiting',
  delivered: 'Delivered',
  failed: 'Failed',
};

function RetryButton({ endpointId, delivery }: { endpointId: string; delivery: WebhookDelivery }) {
  const retry = useRetryDelivery(endpointId);
  return (
    <Button
      variant="secondary"
      disabled={retry.isPending}
      aria-label={`Retry ${delivery.eventType} (${delivery.messageId})`}
      onClick={() =>
        retry.mutate(delivery.id, {
          onSuccess: () => notify('success', 'Delivery queued'),
          onError: (error) => notifyError(error, 'Retry Failed'),
        })
      }
    >
      {retry.isPending ? 'Please wait...' : 'Retry'}
    </Button>
  );
}

/** The latest deliveries to one endpoint: status, answer, response time, and 'Retry'. */
export function DeliveryLog({ endpointId }: { endpointId: string }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const columns: Column<WebhookDelivery>[] = [
    { heading: 'Event', render: (row) => row.eventType, isLongText: true },
    {
      heading: 'Status',
      render: (row) => (
        <span className={row.status === 'failed' ? 'font-semibold text-red-700' : undefined}>
          {statusLabels[row.status]}
        </span>
      ),
    },
    { heading: 'Attempts', render: (row) => row.attempts },
    {
      heading: 'Answer',
      render: (row) =>
        row.lastStatusCode !== null
          ? `${row.lastStatusCode} in ${row.lastResponseMs} ms`
          : (row.lastError ?? '—'),
      isLongText: true,
    },
    { heading: 'Created', render: (row) => formatDateTime(row.createdAt), isNoWrap: true },
    {
      heading: 'Action',
      render: (row) => <RetryButton endpointId={endpointId} delivery={row} />,
    },
  ];
  return (
    <section aria-labelledby="delivery-log-heading" className="flex flex-col gap-3">
      <h2 id="delivery-log-heading" className="text-lg font-semibold text-ink">
        Delivery log
      </h2>
      <QueryState
        query={deliveries}
        what="deliveries"
        emptyText="Nothing sent yet. 'Send test event' sends one now."
      >
        {(rows) => (
          <DataTable label="Deliveries" columns={columns} rows={rows} rowKey={(row) => row.id} />
        )}
      </QueryState>
    </section>
  );
}
