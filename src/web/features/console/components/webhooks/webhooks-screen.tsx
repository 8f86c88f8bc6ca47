import { useState } from 'react';
import { Link } from 'react-router';
import { adminWebhookPath } from '../console-paths.ts';
import { BreakableName } from '#web/components/breakable-name.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { notify } from '#web/lib/notify.ts';
import { useAddWebhook } from '../../api/add-webhook.ts';
import { useWebhooks } from '../../api/get-webhooks.ts';
import { ConsolePage } from '../console-page.tsx';
import { SecretDialog } from './secret-dialog.tsx';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';

/** Where programme events are sent: every endpoint, and a button to add one. */
export function WebhooksScreen() {
  const webhooks = useWebhooks();
  const add = useAddWebhook();
  const [isAdding, setIsAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <ConsolePage intro="Send programme events to other services, signed as Standard Webhooks. Each endpoint gets its own signing secret.">
      <div>
        <Button onClick={() => setIsAdding(true)}>Add Webhook</Button>
      </div>
      <QueryState query={webhooks} what="webhooks" emptyText="No webhooks yet.">
        {(endpoints) => (
          <ul aria-label="Webhooks" className="flex flex-col gap-3">
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} className="rounded-xl border border-line bg-white p-4">
                <Link
                  to={adminWebhookPath(endpoint.id)}
                  className="font-semibold text-ember-700 underline-offset-4 hover:underline"
                >
                  <BreakableName text={endpoint.url} />
                </Link>
                {endpoint.description && <p className="text-ink-soft">{endpoint.description}</p>}
                <p className="mt-1 text-sm text-ink-soft">
                  {endpoint.isEnabled ? 'On' : 'Off'} · {endpoint.eventTypes.length}{' '}
                  {endpoint.eventTypes.length === 1 ? 'event' : 'events'} · {endpoint.pendingCount}{' '}
                  waiting ·{' '}
                  <span className={endpoint.failedCount > 0 ? 'font-semibold text-red-700' : ''}>
                    {endpoint.failedCount} failed
                  </span>
                </p>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {isAdding && (
        <WebhookFormDialog
          onClose={() => setIsAdding(false)}
          onSave={async (input) => {
            const created = await add.mutateAsync(input);
            notify('success', 'Webhook added');
            setIsAdding(false);
            setSecret(created.secret);
          }}
        />
      )}
      {secret && (
        <SecretDialog title="Webhook Added" secret={secret} onClose={() => setSecret(null)} />
      )}
    </ConsolePage>
  );
}
