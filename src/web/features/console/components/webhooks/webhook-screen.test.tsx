import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, neverAnswered, stubApi, type StubReply } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import { webhookEventTypes } from '#shared/schemas/webhooks.ts';
import type { apiClient } from '#web/lib/api-client.ts';
import { automationsEndpoint, type WebhookList } from './webhook-fixtures.ts';
import { WebhookScreen } from './webhook-screen.tsx';

type Webhooks = typeof apiClient.api.admin.webhooks;
type Deliveries = InferResponseType<Webhooks[':endpointId']['deliveries']['$get'], 200>;
type Rotated = InferResponseType<Webhooks[':endpointId']['rotate-secret']['$post'], 200>;

const endpoint = automationsEndpoint;

const list: WebhookList = { endpoints: [endpoint], eventTypes: webhookEventTypes };

const failedDelivery: Deliveries['deliveries'][number] = {
  id: 7,
  messageId: 'msg_2k9',
  eventType: 'quest.completed',
  status: 'failed',
  attempts: 8,
  lastStatusCode: 500,
  lastResponseMs: 120,
  lastError: null,
  lastAttemptAt: '2026-11-21T09:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: null,
  createdAt: '2026-11-20T11:00:00.000Z',
  body: '{}',
};

const base = '/api/admin/webhooks/wh-1';

/** The endpoint's page, its list and log answered as given, and anything else added. */
function serve(routes: Record<string, StubReply> = {}) {
  return stubApi({
    'GET /api/admin/webhooks': list,
    [`GET ${base}/deliveries`]: { deliveries: [failedDelivery] },
    ...routes,
  });
}

async function renderEndpoint() {
  renderAsStaff(<WebhookScreen endpointId="wh-1" />);
  return screen.findByRole('region', { name: 'Endpoint' });
}

describe('a webhook endpoint’s page', () => {
  it('says it is loading while the endpoint is on its way', () => {
    serve({ 'GET /api/admin/webhooks': neverAnswered });
    renderAsStaff(<WebhookScreen endpointId="wh-1" />);
    const said = screen.getAllByRole('status').map((status) => status.textContent);
    expect(said).toContain('Loading webhook...');
  });

  it('shows its address, state, events and what it sends', async () => {
    serve();
    const section = await renderEndpoint();
    expect(within(section).getByRole('heading').textContent).toBe(endpoint.url);
    expect(section.textContent).toContain('On · Ids only, no answers');
    expect(section.textContent).toContain('quest.completed, kit.claimed');
  });

  it('says so when there is no such endpoint', async () => {
    serve({ 'GET /api/admin/webhooks': { ...list, endpoints: [] } });
    renderAsStaff(<WebhookScreen endpointId="wh-1" />);
    expect(await screen.findByText('There is no such webhook endpoint.')).toBeTruthy();
  });

  it('turns it off with isEnabled alone, keeping every other setting', async () => {
    const api = serve({ [`PATCH ${base}`]: { ...endpoint, isEnabled: false } });
    const section = await renderEndpoint();
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]).toMatchObject({ method: 'PATCH', path: base });
    expect(api.changes()[0]!.body).toEqual({ isEnabled: false });
  });

  it('turns an endpoint that is off back on with isEnabled alone', async () => {
    const api = serve({
      'GET /api/admin/webhooks': { ...list, endpoints: [{ ...endpoint, isEnabled: false }] },
      [`PATCH ${base}`]: endpoint,
    });
    const section = await renderEndpoint();
    expect(section.textContent).toContain('Off ·');
    fireEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]!.body).toEqual({ isEnabled: true });
  });

  it('edits the endpoint in a dialog filled with its settings, and sends them all', async () => {
    const api = serve({ [`PATCH ${base}`]: endpoint });
    const section = await renderEndpoint();
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Webhook' });
    expect(within(dialog).getByLabelText(/Endpoint URL/)).toHaveProperty('value', endpoint.url);
    expect(within(dialog).getByRole('checkbox', { name: /kit\.claimed/ })).toHaveProperty(
      'checked',
      true,
    );
    fireEvent.change(within(dialog).getByLabelText(/^Description/), {
      target: { value: 'Zapier' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Include what creators wrote/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Webhook' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.changes().map((request) => request.body)).toEqual([
      {
        url: endpoint.url,
        description: 'Zapier',
        eventTypes: ['quest.completed', 'kit.claimed'],
        includesAnswers: true,
      },
    ]);
    expect(await screen.findByText('Webhook saved')).toBeTruthy();
  });

  it('refuses an edit that clears the address, beside the field, and sends nothing', async () => {
    const api = serve();
    const section = await renderEndpoint();
    fireEvent.click(within(section).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Webhook' });
    const url = within(dialog).getByLabelText(/Endpoint URL/);
    fireEvent.change(url, { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Webhook' }));
    await waitFor(() =>
      expect(errorBeside(url)).toBe('Please enter the address to send events to.'),
    );
    expect(api.changes()).toEqual([]);
  });

  it('rotates the secret after asking, and shows the new one once', async () => {
    const rotated: Rotated = {
      endpoint: { ...endpoint, previousSecretExpiresAt: '2026-11-29T10:00:00.000Z' },
      secret: 'whsec_bmV3LXNlY3JldA==',
    };
    const api = serve({ [`POST ${base}/rotate-secret`]: rotated });
    const section = await renderEndpoint();
    fireEvent.click(within(section).getByRole('button', { name: 'Rotate secret' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Rotate the signing secret?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Rotate secret' }));

    const shown = await screen.findByRole('dialog', { name: 'Secret Rotated' });
    expect(within(shown).getByLabelText('Signing secret').textContent).toBe(rotated.secret);
    expect(api.changes()).toMatchObject([{ method: 'POST', path: `${base}/rotate-secret` }]);
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(rotated.secret)).toBeNull();
  });

  it('sends a test event, its button waiting until the server has it', async () => {
    const answer = heldReply({ queued: true });
    const api = serve({ [`POST ${base}/test`]: answer.reply });
    const section = await renderEndpoint();
    fireEvent.click(within(section).getByRole('button', { name: 'Send test event' }));
    const busy = await within(section).findByRole('button', { name: 'Please wait...' });
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Test event sent')).toBeTruthy();
    expect(api.changes()).toMatchObject([{ method: 'POST', path: `${base}/test` }]);
  });

  it('shows a test event refused in the server’s words', async () => {
    serve({
      [`POST ${base}/test`]: apiError(429, {
        code: 'RATE_LIMITED',
        title: 'Slow Down',
        message: 'Five test events a minute at most.',
      }),
    });
    const section = await renderEndpoint();
    fireEvent.click(within(section).getByRole('button', { name: 'Send test event' }));
    expect(await screen.findByText('Slow Down')).toBeTruthy();
    expect(screen.getByText('Five test events a minute at most.')).toBeTruthy();
  });
});

describe('the delivery log', () => {
  const log = () => screen.getByRole('region', { name: 'Delivery log' });

  it('says it is loading, then lists each delivery with its answer', async () => {
    const answer = heldReply({ deliveries: [failedDelivery] });
    serve({ [`GET ${base}/deliveries`]: answer.reply });
    await renderEndpoint();
    expect(within(log()).getByRole('status').textContent).toBe('Loading deliveries...');
    answer.release();
    const table = await within(log()).findByRole('table', { name: 'Deliveries' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('quest.completed')).toBeTruthy();
    expect(within(row).getByText('Failed')).toBeTruthy();
    expect(within(row).getByText('500 in 120 ms')).toBeTruthy();
  });

  it('says when nothing was sent yet', async () => {
    serve({ [`GET ${base}/deliveries`]: { deliveries: [] } });
    await renderEndpoint();
    expect(
      await within(log()).findByText("Nothing sent yet. 'Send test event' sends one now."),
    ).toBeTruthy();
  });

  it('shows a failed load of the log in the server’s words', async () => {
    serve({
      [`GET ${base}/deliveries`]: apiError(500, { code: 'INTERNAL', message: 'Log unavailable.' }),
    });
    await renderEndpoint();
    const alert = await within(log()).findByRole('alert');
    expect(within(alert).getByText('Error loading deliveries')).toBeTruthy();
    expect(within(alert).getByText('Log unavailable.')).toBeTruthy();
  });

  it('retries a delivery, its button waiting until the server has it', async () => {
    const answer = heldReply({ queued: true });
    const api = serve({ [`POST ${base}/deliveries/7/retry`]: answer.reply });
    await renderEndpoint();
    const table = await within(log()).findByRole('table', { name: 'Deliveries' });
    fireEvent.click(within(table).getByRole('button', { name: 'Retry quest.completed (msg_2k9)' }));
    const busy = await within(table).findByRole('button', { name: /Retry quest\.completed/ });
    await waitFor(() => expect(busy.textContent).toBe('Please wait...'));
    expect(busy).toHaveProperty('disabled', true);
    answer.release();
    expect(await screen.findByText('Delivery queued')).toBeTruthy();
    expect(api.changes()).toMatchObject([
      { method: 'POST', path: `${base}/deliveries/7/retry`, body: undefined },
    ]);
  });
});
