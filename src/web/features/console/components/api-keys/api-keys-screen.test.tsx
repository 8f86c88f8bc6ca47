import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, neverAnswered, stubApi } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import type { apiClient } from '#web/lib/api-client.ts';
import type { ConsoleApiKey } from '../../api/get-api-keys.ts';
import { ApiKeysScreen } from './api-keys-screen.tsx';

type CreatedKey = InferResponseType<(typeof apiClient.api.admin)['api-keys']['$post'], 201>;

const crm: ConsoleApiKey = {
  id: '7d3c1a52-0c55-4f43-9a1e-3f4a8f0d2b11',
  name: 'CRM sync',
  prefix: 'ep_live_Ab3x',
  role: 'admin',
  createdAt: '2026-11-20T09:00:00.000Z',
  createdByEmail: 'ana@emberpath.test',
  lastUsedAt: null,
  revokedAt: null,
};
const oldSheet: ConsoleApiKey = {
  ...crm,
  id: '0b8f6a0e-2b5b-4c1e-8a57-6f0e4d9a7c22',
  name: 'Old sheet',
  prefix: 'ep_live_Zz90',
  lastUsedAt: '2026-11-21T10:00:00.000Z',
  revokedAt: '2026-11-22T10:00:00.000Z',
};
const created: CreatedKey = {
  key: { ...crm, id: 'c5a3f0d1-8d2e-4e0b-9a3c-1f2e3d4c5b6a', name: 'Fulfilment sheet' },
  secret: `ep_live_${'k'.repeat(43)}`,
};

function openCreateDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Create API Key' }));
  return screen.getByRole('dialog', { name: 'Create API Key' });
}

describe('the API keys screen', () => {
  it('says it is loading, then that there is none', async () => {
    stubApi({ 'GET /api/admin/api-keys': neverAnswered });
    const { unmount } = renderAsStaff(<ApiKeysScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading API keys...');
    unmount();
    stubApi({ 'GET /api/admin/api-keys': { keys: [] } });
    renderAsStaff(<ApiKeysScreen />);
    expect(await screen.findByText('No API keys yet.')).toBeTruthy();
  });

  it('shows a failed load in the server’s words, with Try again', async () => {
    stubApi({
      'GET /api/admin/api-keys': apiError(500, { code: 'INTERNAL', message: 'Resting.' }),
    });
    renderAsStaff(<ApiKeysScreen />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Resting.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists each key by name and prefix, never a secret; only active ones can be revoked', async () => {
    stubApi({ 'GET /api/admin/api-keys': { keys: [crm, oldSheet] } });
    renderAsStaff(<ApiKeysScreen />);
    const list = await screen.findByRole('list', { name: 'API keys' });
    const [active, revoked] = within(list).getAllByRole('listitem');
    expect(active!.textContent).toContain('CRM sync');
    expect(active!.textContent).toContain('ep_live_Ab3x… · Admin · Active');
    expect(active!.textContent).toContain('Made by ana@emberpath.test');
    expect(active!.textContent).toContain('Never used');
    expect(within(active!).getByRole('button', { name: 'Revoke CRM sync' })).toBeTruthy();
    expect(revoked!.textContent).toContain('Revoked');
    expect(revoked!.textContent).toContain('Last used');
    expect(within(revoked!).queryByRole('button')).toBeNull();
  });

  it('asks for a name beside its field and sends nothing', async () => {
    const api = stubApi({ 'GET /api/admin/api-keys': { keys: [] } });
    renderAsStaff(<ApiKeysScreen />);
    await screen.findByText('No API keys yet.');
    const dialog = openCreateDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    const name = within(dialog).getByLabelText(/^Name/);
    await waitFor(() =>
      expect(errorBeside(name)).toBe('Please name the key after what will use it.'),
    );
    expect(api.changes()).toEqual([]);
  });

  it('creates a key with its buttons off while waiting, then shows the secret once', async () => {
    const answer = heldReply(created);
    const api = stubApi({
      'GET /api/admin/api-keys': { keys: [] },
      'POST /api/admin/api-keys': answer.reply,
    });
    renderAsStaff(<ApiKeysScreen />);
    await screen.findByText('No API keys yet.');
    const dialog = openCreateDialog();
    expect(within(dialog).getByLabelText('Role')).toHaveProperty('value', 'admin');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), {
      target: { value: 'Fulfilment sheet' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Key' }));
    const busy = await within(dialog).findByRole('button', { name: 'Please wait...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();

    const shown = await screen.findByRole('dialog', { name: 'API Key Created' });
    expect(within(shown).getByLabelText('API key').textContent).toBe(created.secret);
    expect(within(shown).getByRole('button', { name: 'Copy key' })).toBeTruthy();
    expect(api.changes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/api-keys',
        query: expect.anything(),
        body: { name: 'Fulfilment sheet', role: 'admin' },
      },
    ]);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(created.secret)).toBeNull();
  });

  it('revokes a key after asking, with the button busy meanwhile', async () => {
    const answer = heldReply({ ...crm, revokedAt: '2026-11-28T10:00:00.000Z' });
    const api = stubApi({
      'GET /api/admin/api-keys': { keys: [crm] },
      'POST /api/admin/api-keys/:keyId/revoke': answer.reply,
    });
    renderAsStaff(<ApiKeysScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke CRM sync' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Revoke CRM sync?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke key' }));
    expect(await within(confirm).findByRole('button', { name: 'Revoking...' })).toHaveProperty(
      'disabled',
      true,
    );
    answer.release();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(api.changes()).toEqual([
      expect.objectContaining({ method: 'POST', path: `/api/admin/api-keys/${crm.id}/revoke` }),
    ]);
  });
});
