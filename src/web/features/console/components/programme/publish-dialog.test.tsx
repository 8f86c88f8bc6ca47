import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSignedIn, signedInUser } from '#testing/render.tsx';
import { PublishDialog } from './publish-dialog.tsx';

// 19:53 in Berlin on 1 December 2026: staff schedule realm 4 for 09:00, a time already gone.
const NOW = new Date('2026-12-01T18:53:00Z');

let requests: Request[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  requests = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return Response.json({ realmId: 4, state: 'scheduled', opensAt: '2026-12-01T19:30:00.000Z' });
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderDialog() {
  const onClose = vi.fn();
  renderSignedIn(<PublishDialog realmId={4} realmTitle="Amplification" onClose={onClose} />, {
    me: signedInUser({ isStaff: true }),
  });
  fireEvent.click(screen.getByRole('radio', { name: 'At a day and time' }));
  fireEvent.change(screen.getByLabelText(/Time zone/), { target: { value: 'Europe/Berlin' } });
  return { onClose };
}

function choose(date: string, time: string) {
  fireEvent.change(screen.getByLabelText('Day'), { target: { value: date } });
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: time } });
  fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
}

/** The words a field is described by: its error, beside it. */
function errorOf(field: HTMLElement) {
  const [errorId] = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return errorId ? document.getElementById(errorId)?.textContent : undefined;
}

describe('the publish dialog', () => {
  it.each([
    ['a time already passed today, beside the time', '2026-12-01', '09:00', 'Time'],
    ['a day already passed, beside the day', '2026-11-30', '21:00', 'Day'],
  ])('refuses %s, and sends nothing', async (_, date, time, fieldLabel) => {
    renderDialog();
    choose(date, time);
    const field = screen.getByLabelText(fieldLabel);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(field)).toBe(
      'This time has already passed. Choose a later one, or open it now.',
    );
    expect(requests).toEqual([]);
  });

  it('schedules a time still to come, as the instant it is in the zone chosen', async () => {
    const { onClose } = renderDialog();
    choose('2026-12-01', '20:30');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toMatch(/\/api\/admin\/programme\/realms\/4\/publish$/);
    expect(await requests[0]!.json()).toEqual({
      opensAt: '2026-12-01T19:30:00.000Z',
      timeZone: 'Europe/Berlin',
    });
  });

  it('says the opening chosen in words, in its zone, before anything is sent', async () => {
    renderDialog();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2026-12-02' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '09:00' } });
    expect(
      await screen.findByText('Opens Wednesday 2 December at 09:00 (Europe/Berlin)'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Time zone/), { target: { value: 'Europe/London' } });
    expect(
      await screen.findByText('Opens Wednesday 2 December at 09:00 (Europe/London)'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: '2027-01-05' } });
    expect(
      await screen.findByText('Opens Tuesday 5 January 2027 at 09:00 (Europe/London)'),
    ).toBeTruthy();
    expect(requests).toEqual([]);
  });
});
