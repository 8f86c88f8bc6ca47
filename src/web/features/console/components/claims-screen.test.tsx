import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, stubApi, type StubReply } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { ConsoleClaim } from '../api/get-claims.ts';
import { ClaimsScreen } from './claims-screen.tsx';

const claimOf = (id: number, name: string, changes: Partial<ConsoleClaim> = {}): ConsoleClaim => ({
  id,
  userId: `user-${id}`,
  realmId: 1,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
  address: `${id} Ember Lane`,
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  specialInstructions: null,
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
  packedAt: null,
  shippedAt: null,
  deliveredAt: null,
  cancelledAt: null,
  carrier: null,
  trackingNumber: null,
  cancelReason: null,
  personalDataErasedAt: null,
  overdue: false,
  history: [],
  ...changes,
});

const ada = claimOf(1, 'Ada Lovelace', { overdue: true });
const grace = claimOf(2, 'Grace Hopper');
const katherine = claimOf(3, 'Katherine Johnson', {
  status: 'shipped',
  packedAt: '2026-11-02T09:30:00.000Z',
  shippedAt: '2026-11-03T15:45:00.000Z',
  carrier: 'UPS',
  trackingNumber: '1Z999',
});
const margaret = claimOf(4, 'Margaret Hamilton', {
  address: '12 Corrected Road',
  history: [
    {
      name: 'Margaret Hamilton',
      email: 'margaret@example.com',
      address: '1 Old Road',
      city: 'Boston',
      state: 'MA',
      zipCode: '02101',
      specialInstructions: null,
      claimedAt: '2026-10-01T10:00:00.000Z',
      cancelledAt: '2026-10-05T10:00:00.000Z',
      cancelReason: 'The address could not be reached.',
      replacedAt: '2026-10-06T10:00:00.000Z',
    },
  ],
});

const page = (items: ConsoleClaim[]) => ({ items, page: 1, pageSize: 25, hasMore: false });

function serve(routes: Record<string, StubReply> = {}) {
  return stubApi({
    'GET /api/admin/claims': page([ada, grace, katherine, margaret]),
    'GET /api/admin/programme': { realms: [], checkinPrompts: [], insights: [] },
    ...routes,
  });
}

/** The cards (phones and tablets) and the table (laptops): both are drawn, CSS shows one. */
const cards = () => screen.findByRole('list', { name: 'Kit claims' });
const table = () => screen.findByRole('table', { name: 'Kit claims' });

describe('the kit claims queue', () => {
  it('asks for the oldest first, and the newest first when the order is changed', async () => {
    const api = serve();
    renderAsStaff(<ClaimsScreen />);
    await cards();
    expect(api.requests[0]!.query.get('sort')).toBe('oldest');
    fireEvent.change(screen.getByLabelText('Order'), { target: { value: 'newest' } });
    await waitFor(() => expect(api.requests.at(-1)!.query.get('sort')).toBe('newest'));
  });

  it('marks an overdue claim, and shows when a kit was packed and shipped on its card and its row', async () => {
    serve();
    renderAsStaff(<ClaimsScreen />);
    const adaCard = within(await cards()).getByRole('article', { name: /Ada Lovelace/ });
    expect(within(adaCard).getByText('Overdue')).toBeTruthy();
    expect(within(adaCard).queryByText('Packed:')).toBeNull();
    const katherineCard = within(await cards()).getByRole('article', {
      name: /Katherine Johnson/,
    });
    expect(within(katherineCard).queryByText('Overdue')).toBeNull();
    expect(within(katherineCard).getByText('Packed:')).toBeTruthy();
    expect(within(katherineCard).getByText('Shipped:')).toBeTruthy();

    const rows = within(await table()).getAllByRole('row');
    const adaRow = rows.find((row) => row.textContent!.includes('Ada Lovelace'))!;
    expect(within(adaRow).getByText('Overdue')).toBeTruthy();
    const katherineRow = rows.find((row) => row.textContent!.includes('Katherine Johnson'))!;
    expect(within(katherineRow).queryByText('Overdue')).toBeNull();
    // Claimed, packed and shipped: three dates; a pending claim has only the first.
    expect(within(katherineRow).getAllByText(/2026/)).toHaveLength(3);
    expect(within(katherineRow).getByText('Nov 3, 2026').getAttribute('title')).toMatch(
      /Nov 3, 2026, \d/,
    );
    expect(within(adaRow).getAllByText('—')).toHaveLength(2);
  });

  it('shows the earlier address and why it was cancelled when a claim was claimed again', async () => {
    serve();
    renderAsStaff(<ClaimsScreen />);
    const card = within(await cards()).getByRole('article', { name: /Margaret Hamilton/ });
    expect(within(card).getByText(/12 Corrected Road/)).toBeTruthy();
    expect(
      within(card).getByText('Claimed again after a cancellation (1 earlier address)'),
    ).toBeTruthy();
    const earlier = within(card).getByRole('list', { name: 'Earlier claims of Margaret Hamilton' });
    expect(within(earlier).getByText('1 Old Road, Boston, MA, 02101')).toBeTruthy();
    expect(within(earlier).getByText(/The address could not be reached\./)).toBeTruthy();
  });

  it('moves the ticked claims a step at once, offering only a step every one of them can take', async () => {
    const moved = heldReply({
      claims: [
        { ...ada, status: 'packed' },
        { ...grace, status: 'packed' },
      ],
    });
    const api = serve({ 'POST /api/admin/claims/status': moved.reply });
    renderAsStaff(<ClaimsScreen />);
    const rows = within(await table());
    const bar = screen.getByRole('region', { name: 'Selected claims' });
    expect(within(bar).getByText('Tick claims to move them together.')).toBeTruthy();

    fireEvent.click(rows.getByRole('checkbox', { name: 'Select the claim of Ada Lovelace' }));
    fireEvent.click(rows.getByRole('checkbox', { name: 'Select the claim of Katherine Johnson' }));
    expect(within(bar).getByText('2 claims selected')).toBeTruthy();
    expect(within(bar).queryByRole('button', { name: /^Mark/ })).toBeNull();
    expect(within(bar).getByText(/cannot take the same step/)).toBeTruthy();

    fireEvent.click(rows.getByRole('checkbox', { name: 'Select the claim of Katherine Johnson' }));
    // The card of the same claim is ticked too: one selection, two views.
    const graceCard = within(await cards()).getByRole('article', { name: /Grace Hopper/ });
    fireEvent.click(within(graceCard).getByRole('checkbox', { name: /Select/ }));
    const markPacked = within(bar).getByRole('button', { name: 'Mark 2 as packed' });
    expect(within(bar).queryByRole('button', { name: /delivered/ })).toBeNull();
    fireEvent.click(markPacked);
    await waitFor(() => expect(api.changes()).toHaveLength(1));
    expect(api.changes()[0]!.body).toEqual({ claimIds: [1, 2], status: 'packed' });
    expect(
      (within(bar).getByRole('button', { name: 'Please wait...' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    moved.release();
    expect(await screen.findByText('Kits Marked Packed')).toBeTruthy();
    await waitFor(() =>
      expect(within(bar).getByText('Tick claims to move them together.')).toBeTruthy(),
    );
  });

  it('ticks every claim on the page from the table heading, and shows a refusal in the server’s words', async () => {
    serve({
      'POST /api/admin/claims/status': apiError(409, {
        code: 'CONFLICT',
        title: 'Status Not Changed',
        message: 'Nothing was changed: Ada Lovelace (packed) cannot be marked packed.',
      }),
      'GET /api/admin/claims': page([ada, grace]),
    });
    renderAsStaff(<ClaimsScreen />);
    const rows = within(await table());
    fireEvent.click(rows.getByRole('checkbox', { name: 'Select every claim on this page' }));
    const bar = screen.getByRole('region', { name: 'Selected claims' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Mark 2 as packed' }));
    expect(
      await screen.findByText(
        'Nothing was changed: Ada Lovelace (packed) cannot be marked packed.',
      ),
    ).toBeTruthy();
    // Refused, the selection stays for another try.
    expect(within(bar).getByText('2 claims selected')).toBeTruthy();
  });
});
