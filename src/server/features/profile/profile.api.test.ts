import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { apiAs } from '#testing/api-client.ts';
import { createStaff, createUser } from '#testing/auth-helpers.ts';
import { sampleFiles } from '#testing/journey-helpers.ts';
import {
  createInspectableFileStore,
  listStoredKeys,
  samplePhoto,
  uploadAvatar,
} from '#testing/profile-helpers.ts';
import { blackPng } from '#testing/png-bomb.ts';
import { createTestApp } from '#testing/test-app.ts';
import { AVATAR_DIMENSIONS_MESSAGE } from '#shared/rules/profile.ts';

describe('Edit Profile', () => {
  it('saves the display name, what they create and up to three links; the name is what /me shows', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie);

    const empty = await api.profile.$get();
    expect(await empty.json()).toEqual({
      name: '',
      email: creator.email,
      image: null,
      bio: '',
      links: [],
      hasAvatar: false,
    });

    const saved = await api.profile.$put({
      json: {
        name: '  Maya Rivera ',
        bio: 'Short films about bread.',
        links: ['https://youtube.com/@maya', 'http://maya.example/blog'],
      },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      name: 'Maya Rivera',
      bio: 'Short films about bread.',
      links: ['https://youtube.com/@maya', 'http://maya.example/blog'],
    });
    const me = await (await api.me.$get()).json();
    expect(me.user.name).toBe('Maya Rivera');
  });

  it('refuses links that are not web addresses, a fourth link, and over-long text, in words', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie);
    const attempts = [
      { name: 'Maya', bio: '', links: ['javascript:alert(1)'] },
      { name: 'Maya', bio: '', links: ['maya.example'] },
      {
        name: 'Maya',
        bio: '',
        links: ['https://a.example', 'https://b.example', 'https://c.example', 'https://d.example'],
      },
      { name: 'M'.repeat(101), bio: '', links: [] },
      { name: 'Maya', bio: 'b'.repeat(281), links: [] },
    ];
    const messages = [];
    for (const json of attempts) {
      const response = await api.profile.$put({ json });
      expect(response.status).toBe(422);
      const body = (await response.json()) as unknown as {
        error: { problems: { message: string }[] };
      };
      messages.push(body.error.problems[0]!.message);
    }
    expect(messages).toEqual([
      'Please enter a full web address starting with https:// or http://.',
      'Please enter a full web address starting with https:// or http://.',
      'Add at most 3 links.',
      'Please keep your name under 100 characters.',
      'Please keep this under 280 characters.',
    ]);
    expect((await (await api.profile.$get()).json()).links).toEqual([]);
  });
});

describe('the avatar', () => {
  it('is re-encoded to a 256 px WebP without its EXIF, and served only by its current path', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const other = await createUser(testApp);
    const photo = await samplePhoto({ width: 1200, height: 800 });
    expect(photo.includes('SECRET-OWNER-NAME')).toBe(true);

    const uploaded = await uploadAvatar(testApp, creator.cookie, photo, 'holiday.jpg');
    expect(uploaded.status).toBe(200);
    const { image } = await uploaded.json();
    expect(image).toMatch(new RegExp(`^/api/profile/avatars/${creator.id}/[0-9a-f-]{36}$`));
    const me = await (await apiAs(testApp, creator.cookie).me.$get()).json();
    expect(me.user.image).toBe(image);

    const served = await testApp.app.request(image!, { headers: { cookie: creator.cookie } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('SECRET-OWNER-NAME')).toBe(false);
    expect(bytes.includes('EmberCam')).toBe(false);

    // Someone shown this creator (a buddy, staff) may load it; nobody signed out, and no other path.
    const byOther = await testApp.app.request(image!, { headers: { cookie: other.cookie } });
    expect(byOther.status).toBe(200);
    expect((await testApp.app.request(image!)).status).toBe(401);
    const guessed = image!.replace(/[0-9a-f-]{36}$/, '00000000-0000-4000-8000-000000000000');
    expect((await testApp.app.request(guessed, { headers: { cookie: other.cookie } })).status).toBe(
      404,
    );
  });

  it('is what staff see on the creator’s page in the console, and they may load it', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const staff = await createStaff(testApp);
    const { image } = await (
      await uploadAvatar(testApp, creator.cookie, await samplePhoto())
    ).json();
    const detail = await apiAs(testApp, staff.cookie).admin.creators[':userId'].$get({
      param: { userId: creator.id },
    });
    expect((await detail.json()).creator.image).toBe(image);
    const served = await testApp.app.request(image!, { headers: { cookie: staff.cookie } });
    expect(served.status).toBe(200);
  });

  it('takes PNG and WebP too, and refuses a non-image named .png, a corrupt image, anything over 5 MB and a cut-off upload', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    for (const format of ['png', 'webp'] as const) {
      const response = await uploadAvatar(
        testApp,
        creator.cookie,
        await samplePhoto({ format }),
        `me.${format}`,
      );
      expect(response.status).toBe(200);
    }

    const notAnImage = await uploadAvatar(testApp, creator.cookie, sampleFiles.html, 'me.png');
    expect(notAnImage.status).toBe(415);
    expect(await notAnImage.json()).toMatchObject({
      error: { title: 'Unsupported Image', message: 'Please choose a JPG, PNG or WebP image.' },
    });
    const pdf = await uploadAvatar(testApp, creator.cookie, sampleFiles.pdf, 'me.jpg');
    expect(pdf.status).toBe(415);
    const truncated = (await samplePhoto()).subarray(0, 600);
    expect((await uploadAvatar(testApp, creator.cookie, truncated, 'me.jpg')).status).toBe(415);

    const huge = Buffer.concat([await samplePhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await uploadAvatar(testApp, creator.cookie, huge, 'me.jpg');
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toMatchObject({
      error: { message: 'Please choose an image under 5 MB.' },
    });

    const cutOff = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue((await samplePhoto()).subarray(0, 600));
        controller.error(new Error('the connection was reset'));
      },
    });
    const interrupted = await uploadAvatar(testApp, creator.cookie, cutOff, 'me.jpg');
    expect(interrupted.status).toBe(422);
    expect(await interrupted.json()).toMatchObject({ error: { title: 'Upload Interrupted' } });
  });

  it('refuses a decompression bomb (a 128 × 500,000 PNG) from its header, before decoding any of it', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    // Only the header is real: decoding would fail as a corrupt image (415), a header read refuses its shape.
    for (const [width, height] of [
      [128, 500_000],
      [10_001, 200],
      [9_000, 9_000],
    ] as const) {
      const response = await uploadAvatar(
        testApp,
        creator.cookie,
        blackPng(width, height, 'none'),
        'bomb.png',
      );
      expect(response.status, `${width} × ${height}`).toBe(422);
      expect(await response.json()).toMatchObject({
        error: { title: 'Image Too Large', message: AVATAR_DIMENSIONS_MESSAGE },
      });
    }
    // A wide panorama within the limits is still a picture.
    const panorama = await samplePhoto({ width: 4000, height: 500 });
    expect((await uploadAvatar(testApp, creator.cookie, panorama, 'pano.jpg')).status).toBe(200);
  });

  it('replacing or removing it deletes the old file; 20 uploads at once leave exactly one (the lock is proven on PostgreSQL)', async () => {
    const { root, fileStore } = createInspectableFileStore();
    const testApp = await createTestApp({}, { fileStore });
    const creator = await createUser(testApp);
    const photo = await samplePhoto();

    const first = await (await uploadAvatar(testApp, creator.cookie, photo)).json();
    const second = await (await uploadAvatar(testApp, creator.cookie, photo)).json();
    expect(listStoredKeys(root)).toEqual([`${second.image!.replace('/api/profile/', '')}.webp`]);
    const old = await testApp.app.request(first.image!, { headers: { cookie: creator.cookie } });
    expect(old.status).toBe(404);

    const uploads = await Promise.all(
      Array.from({ length: 20 }, () => uploadAvatar(testApp, creator.cookie, photo)),
    );
    expect(uploads.map((response) => response.status)).toEqual(Array(20).fill(200));
    const stored = listStoredKeys(root);
    expect(stored).toHaveLength(1);
    const me = await (await apiAs(testApp, creator.cookie).me.$get()).json();
    expect(`${me.user.image!.replace('/api/profile/', '')}.webp`).toBe(stored[0]);

    const removed = await apiAs(testApp, creator.cookie).profile.avatar.$delete();
    expect(await removed.json()).toEqual({ image: null });
    expect(listStoredKeys(root)).toEqual([]);
    expect((await (await apiAs(testApp, creator.cookie).me.$get()).json()).user.image).toBeNull();
  });

  it('saves, clears and removes the picture of one profile at once, 21 requests, without a deadlock (the lock is proven on PostgreSQL)', async () => {
    const { root, fileStore } = createInspectableFileStore();
    const testApp = await createTestApp({}, { fileStore });
    const creator = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie);
    expect((await uploadAvatar(testApp, creator.cookie, await samplePhoto())).status).toBe(200);
    const json = { name: 'Maya Rivera', bio: 'Bread films.', links: [] };
    // A save takes the user row then the profile row; a picture change took them the other way.
    const answers = await Promise.all(
      Array.from({ length: 7 }, () => [
        api.profile.$put({ json }),
        api.profile.avatar.$delete(),
        api.profile.$delete(),
      ]).flat(),
    );
    expect(answers.map((response) => response.status)).toEqual(Array(21).fill(200));
    expect(listStoredKeys(root)).toEqual([]);
  });

  it('20 first uploads at once leave exactly one file (the lock is proven on PostgreSQL)', async () => {
    const { root, fileStore } = createInspectableFileStore();
    const testApp = await createTestApp({}, { fileStore });
    const creator = await createUser(testApp);
    const photo = await samplePhoto();
    const uploads = await Promise.all(
      Array.from({ length: 20 }, () => uploadAvatar(testApp, creator.cookie, photo)),
    );
    expect(uploads.map((response) => response.status)).toEqual(Array(20).fill(200));
    const me = await (await apiAs(testApp, creator.cookie).me.$get()).json();
    expect(listStoredKeys(root)).toEqual([`${me.user.image!.replace('/api/profile/', '')}.webp`]);
  });

  it('cannot be set to an outside address through better-auth’s update-user', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const response = await testApp.app.request('/api/auth/update-user', {
      method: 'POST',
      headers: { cookie: creator.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ image: 'https://tracker.example/pixel.png' }),
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      error: { message: 'Change your picture on Edit Profile.' },
    });
  });
});

describe('the shipping address and the time zone', () => {
  it('keeps one shipping address, trimmed, with limits in words', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp);
    const other = await createUser(testApp);
    const api = apiAs(testApp, creator.cookie);
    expect(await (await api.profile['shipping-address'].$get()).json()).toMatchObject({
      name: '',
      address: '',
      updatedAt: null,
    });
    const address = {
      name: 'Maya Rivera',
      address: '12 Ember Lane ',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
    };
    const saved = await api.profile['shipping-address'].$put({ json: address });
    expect(saved.status).toBe(200);
    expect(await (await api.profile['shipping-address'].$get()).json()).toMatchObject({
      ...address,
      address: '12 Ember Lane',
    });
    // Another creator sees only their own (empty) address.
    const theirs = await apiAs(testApp, other.cookie).profile['shipping-address'].$get();
    expect(await theirs.json()).toMatchObject({ name: '', address: '' });

    const tooLong = await api.profile['shipping-address'].$put({
      json: { ...address, zipCode: '9'.repeat(41) },
    });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({
      error: { problems: [{ path: 'zipCode', message: 'Please keep this under 40 characters.' }] },
    });
  });

  it('sets a time zone by hand (no longer following the device) or hands it back to the device', async () => {
    const testApp = await createTestApp();
    const creator = await createUser(testApp, { timeZone: 'Europe/Paris' });
    const api = apiAs(testApp, creator.cookie);
    const pinned = await api.profile['time-zone'].$put({
      json: { timeZone: 'Asia/Tokyo', followsDevice: false },
    });
    expect(await pinned.json()).toEqual({ timeZone: 'Asia/Tokyo', followsDevice: false });
    const me = await (await api.me.$get()).json();
    expect(me.user).toMatchObject({ timeZone: 'Asia/Tokyo', timeZoneFollowsDevice: false });

    const invalid = await api.profile['time-zone'].$put({
      json: { timeZone: 'Mars/Olympus', followsDevice: true },
    });
    expect(invalid.status).toBe(422);
  });
});
