import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createLocalFileStore } from '#server/storage/local-file-store.ts';
import { apiAs } from './api-client.ts';
import type { TestApp } from './test-app.ts';

/** A photo as a phone would send it: with a camera's EXIF block, GPS position included. */
export function samplePhoto(
  options: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'webp' } = {},
) {
  const image = sharp({
    create: {
      width: options.width ?? 640,
      height: options.height ?? 480,
      channels: 3,
      background: { r: 200, g: 90, b: 40 },
    },
  }).withExif({
    IFD0: { Copyright: 'SECRET-OWNER-NAME', Make: 'EmberCam' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 31/1 0/1' },
  });
  return image[options.format ?? 'jpeg']().toBuffer();
}

export function uploadAvatar(
  testApp: TestApp,
  cookie: string,
  body: BodyInit,
  fileName = 'me.jpg',
) {
  return apiAs(testApp, cookie).profile.avatar.$put(
    {},
    {
      headers: { 'x-file-name': encodeURIComponent(fileName) },
      init: { body, ...({ duplex: 'half' } as object) },
    },
  );
}

/** A local file store in a folder the test can look into. */
export function createInspectableFileStore() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'emberpath-store-'));
  return { root, fileStore: createLocalFileStore(root) };
}

/** Every file in the store, as keys relative to its root. */
export function listStoredKeys(root: string): string[] {
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}
