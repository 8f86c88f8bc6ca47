import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { realms } from '#content/realms.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';

type RealmTask = (typeof realms)[number]['quests'][number];

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** The given quests done through the API as the creator signed in on `page` (worksheets uploaded first). */
export async function completeTasks(page: Page, tasks: RealmTask[]): Promise<void> {
  for (const task of tasks) {
    if (task.type === 'worksheet') {
      const upload = await page.request.put(`/api/quests/${task.id}/file`, {
        headers: { 'x-file-name': 'worksheet.pdf' },
        data: PDF,
      });
      expect(upload.status()).toBe(200);
    }
    const done = await page.request.post(`/api/quests/${task.id}/complete`, {
      data: task.type === 'worksheet' ? {} : { content: 'Done with care.' },
    });
    expect(done.status()).toBe(200);
  }
}

/** Every quest and the final task of a realm, done through the API as the creator signed in on `page`. */
export async function finishRealmTasks(page: Page, realmId: number): Promise<void> {
  const realm = realms.find((candidate) => candidate.id === realmId)!;
  await completeTasks(page, allTasksOf(realm));
}

/** The realm's Ember Kit claimed through the API, which completes it. */
export async function claimKit(page: Page, realmId: number): Promise<void> {
  const claim = await page.request.post(`/api/realms/${realmId}/complete`, {
    data: { name: 'Flame Keeper', email: 'flame@emberpath.test', address: '1 Hearth Road' },
  });
  expect(claim.status()).toBe(201);
}
