import { describe, expect, it } from 'vitest';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import {
  addResource,
  fetchResourceFile,
  sampleMedia,
  uploadResourceFile,
} from '#testing/library-helpers.ts';
import { useLocalS3 } from '#testing/local-s3.ts';
import { createTestApp } from '#testing/test-app.ts';

const localS3 = useLocalS3();

async function s3App() {
  const fileStore = localS3.store();
  return createTestApp({}, { fileStore });
}

describe('library files in an S3 bucket', () => {
  it('hands an unlocked file over through a short-lived signed URL, after the same check', async () => {
    const testApp = await s3App();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const { id } = await addResource(testApp, staff.cookie, {
      file: sampleMedia.pdf,
      fileName: 'Audience Discovery.pdf',
    });

    const response = await fetchResourceFile(testApp, creator.cookie, id);
    expect(response.status).toBe(302);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const signed = new URL(response.headers.get('location')!);
    expect(signed.origin).toBe(localS3.settings().endpoint);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('300');

    const fromBucket = await fetch(signed);
    expect(fromBucket.status).toBe(200);
    expect(fromBucket.headers.get('content-type')).toBe('application/pdf');
    expect(fromBucket.headers.get('content-disposition')).toBe(
      `inline; filename="Audience Discovery.pdf"; filename*=UTF-8''Audience%20Discovery.pdf`,
    );
    expect(Buffer.from(await fromBucket.arrayBuffer())).toEqual(sampleMedia.pdf);

    // The bucket answers byte ranges itself, so media seeks there too.
    const ranged = await fetch(signed, { headers: { range: 'bytes=0-3' } });
    expect(ranged.status).toBe(206);
    expect(await ranged.text()).toBe('%PDF');
  });

  it('gives a creator no URL at all for a locked file, and a visitor a 401', async () => {
    const testApp = await s3App();
    const staff = await createStaff(testApp);
    const creator = await createUser(testApp);
    const { id } = await addResource(testApp, staff.cookie, { realmId: 2 });
    const locked = await fetchResourceFile(testApp, creator.cookie, id);
    expect(locked.status).toBe(404);
    expect(locked.headers.get('location')).toBeNull();
    expect((await fetchResourceFile(testApp, undefined, id)).status).toBe(401);
    expect((await fetchResourceFile(testApp, staff.cookie, id)).status).toBe(302);
  });

  it('replaces a file in the bucket, removing the old object', async () => {
    const testApp = await s3App();
    const staff = await createStaff(testApp);
    const { id } = await addResource(testApp, staff.cookie);
    const oldUrl = (await fetchResourceFile(testApp, staff.cookie, id)).headers.get('location')!;
    const replaced = await uploadResourceFile(testApp, staff.cookie, id, sampleMedia.mp3, 'a.mp3');
    expect(replaced.status).toBe(200);
    expect((await fetch(oldUrl)).status).toBe(404);
    const newUrl = (await fetchResourceFile(testApp, staff.cookie, id)).headers.get('location')!;
    const fromBucket = await fetch(newUrl);
    expect(fromBucket.headers.get('content-disposition')).toBe(
      `inline; filename=a.mp3; filename*=UTF-8''a.mp3`,
    );
    expect(Buffer.from(await fromBucket.arrayBuffer())).toEqual(sampleMedia.mp3);
  });

  it('lets the page play media from the bucket (Content-Security-Policy)', async () => {
    const testApp = await s3App();
    const response = await testApp.app.request('/healthz');
    expect(response.headers.get('content-security-policy')).toContain(
      `media-src 'self' ${localS3.settings().endpoint}`,
    );
  });
});
