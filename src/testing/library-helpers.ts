import type { ResourceInput } from '#shared/schemas/library.ts';
import { apiAs } from './api-client.ts';
import { sampleFiles } from './journey-helpers.ts';
import type { TestApp } from './test-app.ts';

function withPadding(head: Buffer) {
  const file = Buffer.alloc(head.length + 256);
  head.copy(file);
  return file;
}

/** The smallest bytes each kind of library file is recognised by. */
export const sampleMedia = {
  pdf: sampleFiles.pdf,
  png: sampleFiles.png,
  html: sampleFiles.html,
  jpg: withPadding(Buffer.from('ffd8ffe000104a46494600', 'hex')),
  mp3: withPadding(Buffer.from('fffb9064', 'hex')),
  wav: withPadding(Buffer.from('524946462400000057415645666d7420', 'hex')),
  mp4: withPadding(Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex')),
  mov: withPadding(Buffer.from('00000014667479707174202000000200717420', 'hex')),
  avi: withPadding(Buffer.from('5249464624000000415649204c495354', 'hex')),
};

export const studioAs = (testApp: TestApp, cookie: string) =>
  apiAs(testApp, cookie).admin.resources;

export function createResource(
  testApp: TestApp,
  cookie: string,
  resource: Partial<ResourceInput> = {},
) {
  return studioAs(testApp, cookie).$post({
    json: { title: 'Audience Discovery', type: 'download', realmId: 1, ...resource },
  });
}

export function uploadResourceFile(
  testApp: TestApp,
  cookie: string,
  resourceId: string,
  body: BodyInit,
  fileName = 'worksheet.pdf',
  headers: Record<string, string> = {},
) {
  return studioAs(testApp, cookie)[':resourceId'].file.$put(
    { param: { resourceId } },
    {
      headers: { 'x-file-name': encodeURIComponent(fileName), ...headers },
      // Node needs `duplex` to send a streamed body.
      init: { body, ...({ duplex: 'half' } as object) },
    },
  );
}

/** A new resource's file, checked and stored before the resource exists. */
export function stageResourceFile(
  testApp: TestApp,
  cookie: string,
  body: BodyInit,
  fileName = 'worksheet.pdf',
) {
  return studioAs(testApp, cookie).files.$post(
    {},
    {
      headers: { 'x-file-name': encodeURIComponent(fileName) },
      init: { body, ...({ duplex: 'half' } as object) },
    },
  );
}

/** A resource with its file, added by staff as the studio does it: the file first, then the resource with it. */
export async function addResource(
  testApp: TestApp,
  staffCookie: string,
  options: Partial<ResourceInput> & { file?: Buffer<ArrayBuffer>; fileName?: string } = {},
) {
  const { file = sampleMedia.pdf, fileName = 'worksheet.pdf', ...resource } = options;
  const staged = await stageResourceFile(testApp, staffCookie, file, fileName);
  if (staged.status !== 201) throw new Error(`upload: ${staged.status} ${await staged.text()}`);
  const { fileToken } = await staged.json();
  const created = await createResource(testApp, staffCookie, { ...resource, fileToken });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  return created.json();
}

export async function readLibrary(testApp: TestApp, cookie: string) {
  const response = await apiAs(testApp, cookie).resources.$get();
  if (response.status !== 200) throw new Error(`library: ${response.status}`);
  return response.json();
}

export function fetchResourceFile(
  testApp: TestApp,
  cookie: string | undefined,
  resourceId: string,
  headers: Record<string, string> = {},
) {
  return testApp.app.request(`/api/resources/${resourceId}/file`, {
    headers: { ...(cookie && { cookie }), ...headers },
  });
}

/** The notifications of one kind a creator has, as the bell lists them. */
export async function notificationsOf(testApp: TestApp, cookie: string, kind: string) {
  const response = await apiAs(testApp, cookie).notifications.$get();
  if (response.status !== 200) throw new Error(`notifications: ${response.status}`);
  const { notifications } = await response.json();
  return notifications
    .filter((notification) => notification.kind === kind)
    .map(({ title, body, actionPath }) => ({ title, body, actionPath }));
}
