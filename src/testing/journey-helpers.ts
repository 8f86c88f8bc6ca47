import { realms } from '#content/realms.ts';
import { allTasksOf } from '#shared/rules/realm-progress.ts';
import type { RewardClaimInput } from '#shared/schemas/journey.ts';
import { apiAs } from './api-client.ts';
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
  return apiAs(testApp, cookie).quests[':questId'].file.$put(
    { param: { questId } },
    {
      headers: { 'x-file-name': encodeURIComponent(fileName), ...headers },
      // Node needs `duplex` to send a streamed body.
      init: { body, ...({ duplex: 'half' } as object) },
    },
  );
}

export function completeQuest(testApp: TestApp, cookie: string, questId: string, content?: string) {
  return apiAs(testApp, cookie).quests[':questId'].complete.$post({
    param: { questId },
    json: content === undefined ? {} : { content },
  });
}

export function getProgress(testApp: TestApp, cookie: string) {
  return apiAs(testApp, cookie).progress.$get();
}

/** The creator's progress, as the web app receives it. */
export async function readProgress(testApp: TestApp, cookie: string) {
  const response = await getProgress(testApp, cookie);
  if (response.status !== 200) throw new Error(`progress: ${response.status}`);
  return response.json();
}

/** Does every quest and the final task of a realm, uploading a PDF for worksheets. */
export async function finishRealmTasks(
  testApp: TestApp,
  cookie: string,
  realmId: number,
  options: { worksheetName?: string } = {},
  realm = realms.find((candidate) => candidate.id === realmId)!,
) {
  for (const task of allTasksOf(realm)) {
    if (task.type === 'worksheet') {
      const upload = await uploadWorksheet(
        testApp,
        cookie,
        task.id,
        sampleFiles.pdf,
        options.worksheetName,
      );
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
  claim: RewardClaimInput = validClaim,
) {
  return apiAs(testApp, cookie).realms[':realmId'].complete.$post({
    param: { realmId: String(realmId) },
    json: claim,
  });
}
