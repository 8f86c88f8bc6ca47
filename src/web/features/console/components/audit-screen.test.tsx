import { fireEvent, screen, within } from '@testing-library/react';
import type { InferResponseType } from 'hono/client';
import { describe, expect, it } from 'vitest';
import { apiError, heldReply, stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { apiClient } from '#web/lib/api-client.ts';
import { AuditScreen } from './audit-screen.tsx';

type Trail = InferResponseType<typeof apiClient.api.admin.audit.$get, 200>;

const trail: Trail = {
  page: 1,
  pageSize: 25,
  hasMore: false,
  items: [
    {
      id: 2,
      actorId: 'staff-1',
      actorEmail: 'sam@emberpath.test',
      action: 'kit-claim.status',
      targetType: 'kit-claim',
      targetId: '7',
      before: { status: 'packed' },
      after: { status: 'shipped', carrier: 'UPS', trackingNumber: '1Z9' },
      createdAt: '2026-11-27T08:00:00.000Z',
      actorName: 'Sam Staff',
      subject: { id: 'creator-3', name: 'Maya Rivera' },
    },
    {
      id: 1,
      actorId: 'staff-2',
      actorEmail: 'former-staff-abc',
      action: 'creator.nudge',
      targetType: 'creator',
      targetId: 'creator-4',
      before: null,
      after: { message: 'Hi Ada', isEmailed: true },
      createdAt: '2026-11-26T08:00:00.000Z',
      actorName: null,
      subject: { id: 'creator-4', name: null },
    },
  ],
};

const entries = () => screen.findByRole('list', { name: 'Audit trail' });

describe('the audit trail', () => {
  it('says it is loading, then reads each action in plain words with its time', async () => {
    const answer = heldReply(trail);
    stubApi({ 'GET /api/admin/audit': answer.reply });
    renderAsStaff(<AuditScreen />);
    expect(screen.getByRole('status').textContent).toBe('Loading the audit trail...');
    answer.release();
    const [shipped, nudged] = within(await entries()).getAllByRole('listitem');
    expect(
      within(shipped!).getByText("Sam Staff marked Maya Rivera's kit claim as shipped (UPS 1Z9)"),
    ).toBeTruthy();
    expect(within(shipped!).getByText(/2026/).tagName).toBe('TIME');
    expect(within(shipped!).getByText(/2026/).getAttribute('datetime')).toBe(
      '2026-11-27T08:00:00.000Z',
    );
    expect(
      within(nudged!).getByText('A deleted account nudged a deleted account: “Hi Ada”'),
    ).toBeTruthy();
  });

  it('keeps the raw action, ids and fields a click away', async () => {
    stubApi({ 'GET /api/admin/audit': trail });
    renderAsStaff(<AuditScreen />);
    const [shipped] = within(await entries()).getAllByRole('listitem');
    const details = within(shipped!).getByText('Details').closest('details')!;
    expect(details.open).toBe(false);
    fireEvent.click(within(details).getByText('Details'));
    expect(within(details).getByText('kit-claim.status')).toBeTruthy();
    expect(within(details).getByText('kit-claim 7')).toBeTruthy();
    expect(within(details).getByText('sam@emberpath.test')).toBeTruthy();
    expect(within(details).getByText('status: packed')).toBeTruthy();
    expect(
      within(details).getByText('status: shipped, carrier: UPS, trackingNumber: 1Z9'),
    ).toBeTruthy();
  });

  it('says so when there is nothing yet, and shows a failed load in the server’s words', async () => {
    stubApi({ 'GET /api/admin/audit': { ...trail, items: [] } });
    const first = renderAsStaff(<AuditScreen />);
    expect(await screen.findByText('No staff actions yet.')).toBeTruthy();
    first.unmount();
    stubApi({
      'GET /api/admin/audit': apiError(500, { code: 'INTERNAL', message: 'The trail is resting.' }),
    });
    renderAsStaff(<AuditScreen />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The trail is resting.')).toBeTruthy();
  });
});
