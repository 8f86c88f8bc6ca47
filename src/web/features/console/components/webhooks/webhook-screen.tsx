import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#shared/paths.ts';
import { BreakableName } from '#web/components/breakable-name.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useChangeWebhook } from '../../api/change-webhook.ts';
import { useWebhooks } from '../../api/get-webhooks.ts';
import { useRemoveWebhook } from '../../api/remove-webhook.ts';
import { useRotateWebhookSecret } from '../../api/rotate-webhook-secret.ts';
import { useSendTestEvent } from '../../api/send-test-event.ts';
import { ConsolePage } from '../console-page.tsx';
import { DeliveryLog } from './delivery-log.tsx';
import { SecretDialog } from './secret-dialog.tsx';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';

type OpenDialog = 'edit' | 'rotate' | 'remove' | null;

/** One endpoint: its settings, 'Send test event', its secret's rotation, and its delivery log. */
export function WebhookScreen({ endpointId }: { endpointId: string }) {
  const webhooks = useWebhooks();
  const change = useChangeWebhook(endpointId);
  const remove = useRemoveWebhook(endpointId);
  const rotate = useRotateWebhookSecret(endpointId);
  const sendTest = useSendTestEvent(endpointId);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => setDialog(null);

  return (
    <ConsolePage>
      <QueryState
        query={webhooks}
        what="webhook"
        isEmpty={(endpoints) => !endpoints.some((endpoint) => endpoint.id === endpointId)}
        emptyText="There is no such webhook endpoint."
      >
        {(endpoints) => {
          const endpoint = endpoints.find((candidate) => candidate.id === endpointId)!;
          return (
            <>
              <section aria-label="Endpoint" className="rounded-xl border border-line bg-white p-4">
                <h2 className="font-semibold text-ink">
                  <BreakableName text={endpoint.url} />
                </h2>
                {endpoint.description && <p className="text-ink-soft">{endpoint.description}</p>}
                <p className="mt-2 text-sm text-ink-soft">
                  {endpoint.isEnabled ? 'On' : 'Off'} ·{' '}
                  {endpoint.includesAnswers ? 'Includes answers' : 'Ids only, no answers'}
                </p>
                <p className="mt-1 font-mono text-sm break-words text-ink">
                  {endpoint.eventTypes.join(', ')}
                </p>
                {endpoint.previousSecretExpiresAt && (
                  <p className="mt-1 text-sm text-ink-soft">
                    The previous secret also signs until{' '}
                    {formatDateTime(endpoint.previousSecretExpiresAt)}.
                  </p>
                )}
                <div className="mt-4 flex flex-wrap gap-2">
                  <Button
                    disabled={sendTest.isPending}
                    onClick={() =>
                      sendTest.mutate(undefined, {
                        onSuccess: () => notify('success', 'Test event sent'),
                        onError: (error) => notifyError(error, 'Test event not sent'),
                      })
                    }
                  >
                    {sendTest.isPending ? 'Please wait...' : 'Send test event'}
                  </Button>
                  <Button variant="secondary" onClick={() => setDialog('edit')}>
                    Edit
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={change.isPending}
                    onClick={() =>
                      change.mutate(
                        { isEnabled: !endpoint.isEnabled },
                        { onError: (error) => notifyError(error, 'Webhook not saved') },
                      )
                    }
                  >
                    {endpoint.isEnabled ? 'Turn off' : 'Turn on'}
                  </Button>
                  <Button variant="secondary" onClick={() => setDialog('rotate')}>
                    Rotate secret
                  </Button>
                  <Button variant="secondary" onClick={() => setDialog('remove')}>
                    Delete
                  </Button>
                </div>
              </section>
              {dialog === 'edit' && (
                <WebhookFormDialog
                  endpoint={endpoint}
                  onClose={close}
                  onSave={async (input) => {
                    await change.mutateAsync(input);
                    close();
                  }}
                />
              )}
            </>
          );
        }}
      </QueryState>
      <DeliveryLog endpointId={endpointId} />
      {dialog === 'rotate' && (
        <ConfirmDialog
          title="Rotate the signing secret?"
          description="A new secret signs every message from now on. The current one signs too for 24 hours, so the receiver can switch without refusing any."
          confirmLabel="Rotate secret"
          busyLabel="Please wait..."
          isBusy={rotate.isPending}
          onClose={close}
          onConfirm={() =>
            rotate.mutate(undefined, {
              onSuccess: (rotated) => {
                close();
                setSecret(rotated.secret);
              },
              onError: (error) => notifyError(error, 'Secret not rotated'),
            })
          }
        />
      )}
      {dialog === 'remove' && (
        <ConfirmDialog
          title="Delete this webhook?"
          description="Nothing more is sent to it, and its delivery log is deleted."
          confirmLabel="Delete"
          busyLabel="Deleting..."
          isBusy={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                notify('success', 'Webhook deleted');
                void navigate(paths.adminWebhooks);
              },
              onError: (error) => notifyError(error, 'Webhook not deleted'),
            })
          }
        />
      )}
      {secret && (
        <SecretDialog title="Secret Rotated" secret={secret} onClose={() => setSecret(null)} />
      )}
    </ConsolePage>
  );
}
