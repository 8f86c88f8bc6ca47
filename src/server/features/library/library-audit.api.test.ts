import { describe, expect, it } from 'vitest';
import { auditEvent } from '#server/db/schema/audit.ts';
import { apiAs } from '#testing/api-client.ts';
import { createStaff } from '#testing/auth-helpers.ts';
import {
  createResource,
  sampleMedia,
  studioAs,
  uploadResourceFile,
} from '#testing/library-helpers.ts';
import { createTestApp } from '#testing/test-app.ts';

describe('the content studio’s audit trail', { timeout: 60_000 }, () => {
  it('records who created, edited, gave a file to and deleted a resource, with before and after', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const created = await createResource(testApp, staff.cookie, { title: 'Audience Map' });
    const { id } = (await created.json()) as { id: string };
    await studioAs(testApp, staff.cookie)[':resourceId'].$patch({
      param: { resourceId: id },
      json: { title: 'Audience Map v2' },
    });
    expect((await uploadResourceFile(testApp, staff.cookie, id, sampleMedia.pdf)).status).toBe(200);
    await studioAs(testApp, staff.cookie)[':resourceId'].$delete({ param: { resourceId: id } });

    const rows = await testApp.db.select().from(auditEvent).orderBy(auditEvent.id);
    expect(rows.map((row) => row.action)).toEqual([
      'resource.create',
      'resource.update',
      'resource.file',
      'resource.delete',
    ]);
    expect(rows.every((row) => row.actorId === staff.id && row.targetId === id)).toBe(true);
    expect(rows[0]).toMatchObject({
      before: null,
      after: { title: 'Audience Map', isActive: true },
    });
    expect(rows[1]).toMatchObject({
      before: { title: 'Audience Map' },
      after: { title: 'Audience Map v2' },
    });
    expect(rows[2]).toMatchObject({
      before: { fileName: null },
      after: { fileName: 'worksheet.pdf' },
    });
    expect(rows[3]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });

    const trail = await (
      await apiAs(testApp, staff.cookie).admin.audit.$get({ query: { pageSize: '2' } })
    ).json();
    expect(trail.items.map((item) => item.action)).toEqual(['resource.delete', 'resource.file']);
    expect(trail.hasMore).toBe(true);
  });

  it('writes nothing when the change is refused', async () => {
    const testApp = await createTestApp();
    const staff = await createStaff(testApp);
    const missing = await studioAs(testApp, staff.cookie)[':resourceId'].$delete({
      param: { resourceId: crypto.randomUUID() },
    });
    expect(missing.status).toBe(404);
    expect(await testApp.db.select().from(auditEvent)).toEqual([]);
  });
});
