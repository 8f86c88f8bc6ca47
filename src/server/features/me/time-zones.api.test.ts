import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timeZoneNames } from '#shared/rules/time-zones.ts';
import { apiAs } from '#testing/api-client.ts';
import { createUser, postJson, uniqueEmail } from '#testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '#testing/test-app.ts';
import { rowsOf } from '../../db/raw-rows.ts';
import { arrayLiteral } from '../insights/insights-sql.ts';

/** Known to Intl, dropped from the tz database: PostgreSQL and PGlite refuse them. */
const droppedZones = ['US/Pacific-New', 'Canada/East-Saskatchewan'];

async function recordedZone(testApp: TestApp, cookie: string) {
  return (await (await apiAs(testApp, cookie).me.$get()).json()).user.timeZone;
}

describe('a creator’s time zone', { timeout: 120_000 }, () => {
  it('may be any listed zone: the database under test accepts every one', async () => {
    const testApp = await createTestApp();
    const result = await testApp.db.execute(sql`
      select zone, (timestamptz '2026-06-01 12:00:00Z' at time zone zone)::text as local
      from unnest(${arrayLiteral(timeZoneNames)}::text[]) as zones(zone)`);
    expect(rowsOf<{ zone: string }>(result).map((row) => row.zone)).toEqual(timeZoneNames);
  });

  it('is refused at sign-up when the database would refuse it, and stored as the tz database spells it', async () => {
    const testApp = await createTestApp();
    for (const timeZone of droppedZones) {
      const response = await postJson(testApp.app, '/api/auth/sign-up/email', {
        email: uniqueEmail(),
        password: 'ember-path-2026',
        name: 'Zoe Zone',
        timeZone,
      });
      expect(response.status, timeZone).toBe(400);
    }
    const creator = await createUser(testApp, { timeZone: 'asia/tokyo' });
    expect(await recordedZone(testApp, creator.cookie)).toBe('Asia/Tokyo');
  });

  it('is refused from the device, the settings and update-user alike, and canonicalised', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp, { timeZone: 'Europe/Paris' });
    const api = apiAs(testApp, creator.cookie);
    const updateUser = (timeZone: string) =>
      postJson(testApp.app, '/api/auth/update-user', { timeZone }, { cookie: creator.cookie });
    for (const timeZone of droppedZones) {
      expect((await api.me['time-zone'].$put({ json: { timeZone } })).status).toBe(422);
      const settings = await api.profile['time-zone'].$put({
        json: { timeZone, followsDevice: false },
      });
      expect(settings.status).toBe(422);
      expect(await settings.json()).toMatchObject({
        error: { problems: [{ path: 'timeZone' }] },
      });
      expect((await updateUser(timeZone)).status).toBe(400);
    }
    expect(await recordedZone(testApp, creator.cookie)).toBe('Europe/Paris');

    const device = await api.me['time-zone'].$put({ json: { timeZone: 'america/new_york' } });
    expect(await device.json()).toEqual({ timeZone: 'America/New_York' });
    expect(await recordedZone(testApp, creator.cookie)).toBe('America/New_York');
    const settings = await api.profile['time-zone'].$put({
      json: { timeZone: 'EUROPE/LISBON', followsDevice: false },
    });
    expect(await settings.json()).toEqual({ timeZone: 'Europe/Lisbon', followsDevice: false });
    expect((await updateUser('asia/kolkata')).status).toBe(200);
    expect(await recordedZone(testApp, creator.cookie)).toBe('Asia/Kolkata');
  });
});
