import { realms } from '#content/realms.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import { postJson } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The smallest bytes each kind of file is recognised by. */
export const sampleFiles = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  ),
  png: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'),
  html: Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
};

export const validClaim = {
  name: 'Maya Rivera',
  email: 'maya@example.com',
  address: '12 Ember Lane',
  city: 'Portland',
  state: 'OR',
  zipCode: '97201',
  specialInstructions: 'Leave with the neighbour',
};

export function uploadWorksheet(
  testApp: TestApp,
  cookie: string,
  questId: string,
  body: BodyInit,
  fileName = 'worksheet.pdf',
  headers: Record<string, string> = {},
) {
  return testApp.app.request(`/api/quests/${questId}/file`, {
    method: 'PUT',
    headers: { cookie, 'x-file-name': encodeURIComponent(fileName), ...headers },
    body,
    // Node needs this to send a streamed body.
    ...({ duplex: 'half' } as object),
  });
}

export function completeQuest(testApp: TestApp, cookie: string, questId: string, content?: string) {
  return postJson(
    testApp.app,
    `/api/quests/${questId}/complete`,
    content === undefined ? {} : { content },
    {
      cookie,
    },
  );
}

export function getProgress(testApp: TestApp, cookie: string) {
  return testApp.app.request('/api/progress', { headers: { cookie } });
}

/** Does every quest and the final task of a realm, uploading a PDF for worksheets. */
export async function finishRealmTasks(testApp: TestApp, cookie: string, realmId: number) {
  const realm = realms.find((candidate) => candidate.id === realmId)!;
  for (const task of allTasksOf(realm)) {
    if (task.type === 'worksheet') {
      const upload = await uploadWorksheet(testApp, cookie, task.id, sampleFiles.pdf);
      if (upload.status !== 200)
        throw new Error(`upload ${task.id}: ${upload.status} ${await upload.text()}`);
    }
    const response = await completeQuest(
      testApp,
      cookie,
      task.id,
      task.type === 'worksheet' ? undefined : 'My answer',
    );
    if (response.status !== 200)
      throw new Error(`complete ${task.id}: ${response.status} ${await response.text()}`);
  }
}

export function claimKit(
  testApp: TestApp,
  cookie: string,
  realmId: number,
  claim: object = validClaim,
) {
  return postJson(testApp.app, `/api/realms/${realmId}/complete`, claim, { cookie });
}
