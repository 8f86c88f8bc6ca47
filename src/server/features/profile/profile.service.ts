import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { AppError } from '#shared/errors.ts';
import type {
  ProfileInput,
  ShippingAddressInput,
  TimeZoneSettingInput,
} from '#shared/schemas/profile.ts';
import {
  updateDisplayName,
  updateImage,
  updateTimeZoneSetting,
} from '../../auth/profile-user.queries.ts';
import { findUserById } from '../../auth/users.queries.ts';
import type { Database } from '../../db/client.ts';
import type { ServableFile } from '../../http/stored-file-response.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { setBuddyVisibility } from '../buddies/buddy-blocks.service.ts';
import { rescheduleReminder } from '../reminders/reminders.service.ts';
import { toAvatarImage } from './avatar-image.ts';
import {
  deleteShippingAddress,
  findAvatarKey,
  findProfile,
  findShippingAddress,
  lockProfileRow,
  swapAvatarKey,
  upsertProfileText,
  upsertShippingAddress,
} from './profile.queries.ts';

export type ProfileDeps = { db: Database; fileStore: FileStore };

const avatarKeyOf = (userId: string, avatarId: string) => `avatars/${userId}/${avatarId}.webp`;

/**
 * The path an avatar is served from. Its random part changes with every
 * upload, so the path is known only to those an API showed the creator to
 * (themselves, their buddies, staff), and an old path stops working.
 */
const avatarPathOf = (userId: string, avatarId: string) =>
  `/api/profile/avatars/${userId}/${avatarId}`;

export async function getProfile(deps: Pick<ProfileDeps, 'db'>, input: { userId: string }) {
  const profile = await findProfile(deps.db, input.userId);
  if (!profile) throw new AppError('UNAUTHENTICATED');
  const { avatarKey, ...shown } = profile;
  return { ...shown, hasAvatar: avatarKey !== null };
}

export async function updateProfile(
  deps: Pick<ProfileDeps, 'db'>,
  input: { userId: string } & ProfileInput,
) {
  const links = input.links.filter((link) => link.length > 0);
  await deps.db.transaction(async (tx) => {
    await lockProfileRow(tx, input.userId);
    await updateDisplayName(tx, input.userId, input.name);
    await upsertProfileText(tx, input.userId, { bio: input.bio, links });
  });
  return getProfile(deps, input);
}

/** Stores a new avatar (re-encoded, metadata stripped) and removes the one it replaces. */
export async function uploadAvatar(
  deps: ProfileDeps,
  input: {
    userId: string;
    body: ReadableStream<Uint8Array> | null;
    declaredLength: number | undefined;
  },
) {
  const image = await toAvatarImage(input);
  const avatarId = randomUUID();
  const avatarKey = avatarKeyOf(input.userId, avatarId);
  await deps.fileStore.put(avatarKey, Readable.from(image), 'image/webp');
  const imagePath = avatarPathOf(input.userId, avatarId);
  let replacedKey: string | null;
  try {
    replacedKey = await deps.db.transaction(async (tx) => {
      const previous = await swapAvatarKey(tx, input.userId, avatarKey);
      await updateImage(tx, input.userId, imagePath);
      return previous;
    });
  } catch (error) {
    await deps.fileStore.delete(avatarKey);
    throw error;
  }
  if (replacedKey) await deps.fileStore.delete(replacedKey);
  return { image: imagePath };
}

/** Back to initials. */
export async function removeAvatar(deps: ProfileDeps, input: { userId: string }) {
  const replacedKey = await deps.db.transaction(async (tx) => {
    const previous = await swapAvatarKey(tx, input.userId, null);
    await updateImage(tx, input.userId, null);
    return previous;
  });
  if (replacedKey) await deps.fileStore.delete(replacedKey);
  return { image: null };
}

/**
 * Back to a blank profile: no name, bio, links or picture, the time zone
 * following the device again, not listed to buddies. One tap for an owner who
 * finds, after proving their address, a profile they did not fill in
 * (decision 033).
 */
export async function clearProfile(deps: ProfileDeps, input: { userId: string }) {
  const replacedKey = await deps.db.transaction(async (tx) => {
    const previous = await swapAvatarKey(tx, input.userId, null);
    await updateImage(tx, input.userId, null);
    await updateDisplayName(tx, input.userId, '');
    await upsertProfileText(tx, input.userId, { bio: '', links: [] });
    const holder = await findUserById(tx, input.userId);
    if (holder) {
      await updateTimeZoneSetting(tx, input.userId, {
        timeZone: holder.timeZone,
        followsDevice: true,
      });
    }
    await setBuddyVisibility({ db: tx }, { userId: input.userId, isFindable: false });
    return previous;
  });
  if (replacedKey) await deps.fileStore.delete(replacedKey);
  return getProfile(deps, input);
}

/**
 * An avatar is served to signed-in people who hold its current path, which
 * only the APIs that show this creator hand out; any other path is a 404.
 */
export async function findAvatarFile(
  deps: Pick<ProfileDeps, 'db'>,
  input: { userId: string; avatarId: string },
): Promise<ServableFile> {
  const avatarKey = await findAvatarKey(deps.db, input.userId);
  if (!avatarKey || avatarKey !== avatarKeyOf(input.userId, input.avatarId)) {
    throw new AppError('NOT_FOUND', { userMessage: 'There is no picture here.' });
  }
  return {
    fileKey: avatarKey,
    fileName: 'avatar.webp',
    contentType: 'image/webp',
    size: 0,
    disposition: 'inline',
  };
}

const emptyAddress = { name: '', address: '', city: '', state: '', zipCode: '', updatedAt: null };

export async function getShippingAddress(deps: Pick<ProfileDeps, 'db'>, input: { userId: string }) {
  return (await findShippingAddress(deps.db, input.userId)) ?? emptyAddress;
}

export async function saveShippingAddress(
  deps: Pick<ProfileDeps, 'db'>,
  input: { userId: string } & ShippingAddressInput,
) {
  const { userId, ...address } = input;
  return upsertShippingAddress(deps.db, userId, address);
}

/**
 * Removes the saved address, so the kit form no longer starts from it: a
 * proof of the address clears one typed by whoever held the account before
 * (decision 033). Answers whether there was one.
 */
export async function forgetShippingAddress(
  deps: Pick<ProfileDeps, 'db'>,
  input: { userId: string },
) {
  return { removed: await deleteShippingAddress(deps.db, input.userId) };
}

/** A zone chosen by hand stays put; "follow my device" hands it back to the device. */
export async function changeTimeZoneSetting(
  deps: Pick<ProfileDeps, 'db'>,
  input: { userId: string; now: Date } & TimeZoneSettingInput,
) {
  await updateTimeZoneSetting(deps.db, input.userId, input);
  await rescheduleReminder(deps, input);
  return { timeZone: input.timeZone, followsDevice: input.followsDevice };
}
