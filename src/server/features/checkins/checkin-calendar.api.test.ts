import { describe, expect, it } from 'vitest';
import { dailyCheckin } from '#server/db/schema/journey.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser } from '#testing/auth-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

/** 20:00 UTC on Thursday 2026-03-12 is already Friday the 13th in Tokyo. */
const NOW = new Date('2026-03-12T20:00:00Z');

describe('the check-in calendar', () => {
  it('covers twelve whole weeks, Monday first, to today in the creator’s zone, with only their days', async () => {
    const testApp = await createTestApp({}, { clock: () => NOW });
    const creator = await createUser(testApp, { timeZone: 'Asia/Tokyo' });
    const other = await createUser(testApp);
    const row = (userId: string, localDate: string) => ({
      userId,
      localDate,
      prompt: 'p',
      response: 'r',
    });
    await testApp.db
      .insert(dailyCheckin)
      .values([
        row(creator.id, '2025-12-21'),
        row(creator.id, '2025-12-22'),
        row(creator.id, '2026-03-13'),
        row(other.id, '2026-03-10'),
      ]);

    const response = await apiAs(testApp, creator.cookie).checkins.calendar.$get();
    expect(await response.json()).toEqual({
      from: '2025-12-22',
      today: '2026-03-13',
      dates: ['2025-12-22', '2026-03-13'],
    });
  });
});
