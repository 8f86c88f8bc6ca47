import { useState } from 'react';
import { staffRoleLabels } from '#shared/rules/staff-permissions.ts';
import { Link } from 'react-router';
import { paths } from '#shared/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { formatDateTime } from '#web/lib/format-date.ts';
import { notify, notifyError } from '#web/lib/notify.ts';
import { useAddApiKey } from '../../api/add-api-key.ts';
import { useApiKeys, type ConsoleApiKey } from '../../api/get-api-keys.ts';
import { useRevokeApiKey } from '../../api/revoke-api-key.ts';
import { ConsolePage } from '../console-page.tsx';
import { SecretDialog } from '../webhooks/secret-dialog.tsx';
import { ApiKeyFormDialog } from './api-key-form-dialog.tsx';

const newKeyWords = {
  label: 'API key',
  description:
    'Copy this key into the integration now: it will not be shown again. Send it as "Authorization: Bearer" and the key.',
  copyLabel: 'Copy key',
};

/** One key: what it is for, the start of its secret, who made it, when it was last used. */
function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ConsoleApiKey; onRevoke: () => void }) {
  const isRevoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-start gap-3 rounded-xl border border-line bg-white p-4">
      <div className="min-w-0 flex-1 basis-56">
        <p className="font-semibold break-words text-ink">{apiKey.name}</p>
        <p className="mt-0.5 text-sm text-ink-soft">
          <code>{apiKey.prefix}…</code> · {staffRoleLabels[apiKey.role].name} ·{' '}
          <span className={isRevoked ? 'font-semibold text-red-700' : ''}>
            {isRevoked ? `Revoked ${formatDateTime(apiKey.revokedAt)}` : 'Active'}
          </span>
        </p>
        <p className="mt-0.5 text-sm break-words text-ink-soft">
          Made by {apiKey.createdByEmail} on {formatDateTime(apiKey.createdAt)} ·{' '}
          {apiKey.lastUsedAt ? `Last used ${formatDateTime(apiKey.lastUsedAt)}` : 'Never used'}
        </p>
      </div>
      {!isRevoked && (
        <Button variant="secondary" onClick={onRevoke} aria-label={`Revoke ${apiKey.name}`}>
          Revoke
        </Button>
      )}
    </li>
  );
}

/** The keys integrations call the staff API with: make one (its secret shown once), revoke one. */
export function ApiKeysScreen() {
  const keys = useApiKeys();
  const add = useAddApiKey();
  const revoke = useRevokeApiKey();
  const [isAdding, setIsAdding] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ConsoleApiKey | null>(null);
  return (
    <ConsolePage
      intro={
        <>
          Integrations call the staff API with a key instead of signing in: a key acts as the staff
          member who made it, on the staff routes only, 120 calls a minute, and its use is recorded
          in the audit trail once an hour. Send it as <code>Authorization: Bearer</code> and the
          key.{' '}
          <Link
            to={paths.adminApiReference}
            className="font-semibold text-ember-700 underline-offset-4 hover:underline"
          >
            What the API answers
          </Link>
        </>
      }
    >
      <div>
        <Button onClick={() => setIsAdding(true)}>Create API Key</Button>
      </div>
      <QueryState query={keys} what="API keys" emptyText="No API keys yet.">
        {(list) => (
          <ul aria-label="API keys" className="flex flex-col gap-3">
            {list.map((apiKey) => (
              <ApiKeyItem key={apiKey.id} apiKey={apiKey} onRevoke={() => setRevoking(apiKey)} />
            ))}
          </ul>
        )}
      </QueryState>
      {isAdding && (
        <ApiKeyFormDialog
          onClose={() => setIsAdding(false)}
          onSave={async (input) => {
            const created = await add.mutateAsync(input);
            notify('success', 'API key created');
            setIsAdding(false);
            setSecret(created.secret);
          }}
        />
      )}
      {secret && (
        <SecretDialog
          title="API Key Created"
          secret={secret}
          words={newKeyWords}
          onClose={() => setSecret(null)}
        />
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke ${revoking.name}?`}
          description="Every call with this key is refused from now on. This cannot be undone: make a new key if the integration still needs one."
          confirmLabel="Revoke key"
          busyLabel="Revoking..."
          isBusy={revoke.isPending}
          onClose={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.id, {
              onSuccess: () => {
                notify('success', 'API key revoked');
                setRevoking(null);
              },
              onError: (error) => notifyError(error, 'API key not revoked'),
            })
          }
        />
      )}
    </ConsolePage>
  );
}
