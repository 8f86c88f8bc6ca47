import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, neverAnswered, stubApi } from '#testing/api-stub.ts';
import { errorBeside, renderAsStaff } from '#testing/render-staff.tsx';
import { webhookEventTypes } from '#shared/schemas/webhooks.ts';
import type { apiClient } from '#web/lib/api-client.ts';
import { automationsEndpoint, type WebhookList } from './webhook-fixtures.ts';
import { WebhooksScreen } from './webhooks-screen.tsx';

type AddedWebhook = InferResponseType<typeof apiClient.api.admin.webhooks.$post, 201>;

const automations = { ...automationsEndpoint, pendingCount: 2 };

const listOf = (...endpoints: WebhookList['endpoints']): WebhookList => ({
  endpoints,
  eventTypes: webhookEventTypes,
});

const added: AddedWebhook = {
  endpoint: { ...automations, id: 'wh-2', url: 'https://crm.example.com/in' },
  secret: 'whsec_c2VjcmV0LXNob3duLW9uY2U=',
};

function openAddDialog() {
  fireEvent.click(screen.getByRole('button', { name: 'Add Webhook' }));
  return screen.getByRole('dialog', { name: 'Add Webhook' });
}

describe('the webhooks list', () => {
  it('says it is loading while the list is on its way', () => {
    stubApi({ 'GET /api/admin/webhooks': neverAnswered });
    renderAsStaff(<WebhooksScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading webhooks...');
  });

  it('says when there is none', async () => {
    stubApi({ 'GET /api/admin/webhooks': listOf() });
    renderAsStaff(<WebhooksScreen />);
    expect(await screen.findByText('No webhooks yet.')).toBeTruthy();
  });

  it('shows a failed load in the server’s words, with Try again', async () => {
    stubApi({
      'GET /api/admin/webhooks': apiError(500, {
        code: 'INTERNAL',
        message: 'The database is resting.',
      }),
    });
    renderAsStaff(<WebhooksScreen />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading webhooks')).toBeTruthy();
    expect(within(alert).getByText('The database is resting.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists each endpoint with its link, state and counts', async () => {
    stubApi({ 'GET /api/admin/webhooks': listOf(automations) });
    renderAsStaff(<WebhooksScreen />);
    const list = await screen.findByRole('list', { name: 'Webhooks' });
    // The address breaks only after its dots and slashes: its text is whole, its name split.
    const link = within(list).getByRole('link', {
      name: (_, element) => element.textContent === 'https://hooks.example.com/emberpath',
    });
    expect(link.getAttribute('href')).toBe('/admin/webhooks/wh-1');
    expect(within(list).getByText('Our automations')).toBeTruthy();
    expect(list.textContent).toContain('On · 2 events · 2 waiting · 1 failed');
  });
});

describe('adding a webhook', () => {
  it('asks for the address beside its field and sends nothing', async () => {
    const api = stubApi({ 'GET /api/admin/webhooks': listOf() });
    renderAsStaff(<WebhooksScreen />);
    await screen.findByText('No webhooks yet.');
    const dialog = openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));
    const url = within(dialog).getByLabelText(/Endpoint URL/);
    await waitFor(() =>
      expect(errorBeside(url)).toBe('Please enter the address to send events to.'),
    );
    expect(api.changes()).toEqual([]);
  });

  it('sends what was chosen, waits with its buttons off, then shows the secret once', async () => {
    const answer = heldReply(added);
    const api = stubApi({
      'GET /api/admin/webhooks': listOf(),
      'POST /api/admin/webhooks': answer.reply,
    });
    renderAsStaff(<WebhooksScreen />);
    await screen.findByText('No webhooks yet.');
    const dialog = openAddDialog();
    fireEvent.change(within(dialog).getByLabelText(/Endpoint URL/), {
      target: { value: 'https://crm.example.com/in' },
    });
    fireEvent.change(within(dialog).getByLabelText(/^Description/), {
      target: { value: 'The CRM' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /kit\.claimed/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));

    const busy = await within(dialog).findByRole('button', { name: 'Please wait...' });
    expect(busy).toHaveProperty('disabled', true);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveProperty('disabled', true);
    answer.release();

    const secret = await screen.findByRole('dialog', { name: 'Webhook Added' });
    expect(within(secret).getByLabelText('Signing secret').textContent).toBe(added.secret);
    expect(api.changes()).toEqual([
      {
        method: 'POST',
        path: '/api/admin/webhooks',
        query: expect.anything(),
        body: {
          url: 'https://crm.example.com/in',
          description: 'The CRM',
          eventTypes: ['kit.claimed'],
          includesAnswers: false,
        },
      },
    ]);
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText(added.secret)).toBeNull();
  });

  it('shows the server’s refusal of the address beside it and in a toast', async () => {
    const refusal = 'The host crm.example.com could not be found.';
    stubApi({
      'GET /api/admin/webhooks': listOf(),
      'POST /api/admin/webhooks': apiError(422, {
        code: 'VALIDATION_FAILED',
        title: 'Address Refused',
        message: refusal,
        problems: [{ path: 'url', message: refusal }],
      }),
    });
    renderAsStaff(<WebhooksScreen />);
    await screen.findByText('No webhooks yet.');
    const dialog = openAddDialog();
    const url = within(dialog).getByLabelText(/Endpoint URL/);
    fireEvent.change(url, { target: { value: 'https://crm.example.com/in' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /quest\.completed/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Webhook' }));

    await waitFor(() => expect(errorBeside(url)).toBe(refusal));
    expect(await screen.findByText('Address Refused')).toBeTruthy();
    // Still open with what was typed, for another try.
    expect(screen.getByRole('dialog', { name: 'Add Webhook' })).toBeTruthy();
    expect(url).toHaveProperty('value', 'https://crm.example.com/in');
  });
});
