import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '#testing/api-stub.ts';
import { renderAsStaff } from '#testing/render-staff.tsx';
import type { StandingNudge } from '../../api/get-standing-nudges.ts';
import { StandingNudgesSection } from './standing-nudges-section.tsx';

const standing: StandingNudge = {
  id: 3,
  list: { kind: 'stuck-on-quest', cohort: 'month:2026-11' },
  message: 'Hi {name}, {quest} is waiting.',
  templateLabel: null,
  holdoutPercent: 15,
  createdByEmail: 'sam@emberpath.test',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastRanAt: '2026-11-25T10:00:00.000Z',
};

describe('standing nudges', () => {
  it('lists each with its list, words and share, and stops one after asking', async () => {
    const api = stubApi({
      'GET /api/admin/insights/standing-nudges': { items: [standing] },
      'POST /api/admin/insights/standing-nudges/:standingNudgeId/stop': new Response(null, {
        status: 204,
      }),
    });
    renderAsStaff(<StandingNudgesSection />);
    const list = await screen.findByRole('list', { name: 'Standing nudges' });
    expect(
      within(list).getByRole('heading', { name: 'Stuck on one quest, cohort month:2026-11' }),
    ).toBeTruthy();
    expect(within(list).getByText(/Written by hand · 15% held back · set by sam@/)).toBeTruthy();
    fireEvent.click(
      within(list).getByRole('button', {
        name: 'Stop the standing nudge for Stuck on one quest, cohort month:2026-11',
      }),
    );
    const confirm = screen.getByRole('alertdialog', { name: 'Stop this standing nudge?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Stop Nudge' }));
    expect(await screen.findByText('Standing Nudge Stopped')).toBeTruthy();
    expect(api.changes().map((request) => request.path)).toEqual([
      '/api/admin/insights/standing-nudges/3/stop',
    ]);
  });

  it('says when none are running', async () => {
    stubApi({ 'GET /api/admin/insights/standing-nudges': { items: [] } });
    renderAsStaff(<StandingNudgesSection />);
    expect(await screen.findByText('No standing nudges running.')).toBeTruthy();
  });
});
