import { describe, expect, it } from 'vitest';
import { createAppWithDataDir, requestBackup, TOKEN } from '#testing/backup-helpers.ts';

describe('POST /operator/backup on PostgreSQL', () => {
  it('says it is for the embedded database on PostgreSQL', async () => {
    const { testApp } = await createAppWithDataDir();
    const response = await requestBackup(testApp, `Bearer ${TOKEN}`);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      error: { title: 'Embedded Database Only', message: expect.stringContaining('pg_dump') },
    });
  });
});
