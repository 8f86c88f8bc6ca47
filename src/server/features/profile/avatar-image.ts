import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '#shared/errors.ts';
import {
  AVATAR_DIMENSIONS_MESSAGE,
  AVATAR_PIXELS,
  AVATAR_TOO_LARGE_MESSAGE,
  AVATAR_UNSUPPORTED_MESSAGE,
  MAX_AVATAR_ASPECT_RATIO,
  MAX_AVATAR_BYTES,
  MAX_AVATAR_PIXELS,
  MAX_AVATAR_SIDE_PIXELS,
} from '#shared/rules/profile.ts';
import { uploadInterrupted } from '../../storage/streamed-upload.ts';

const acceptedImageTypes = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Decoding is where a small file costs memory (a 187 KB PNG can unpack to
 * 1 GB): one avatar is decoded at a time in a process, so uploads in parallel
 * queue instead of adding up. sharp's operation cache would keep the last
 * pictures' pixels around; avatars are never read twice.
 */
const decodeOneAtATime = pLimit(1);
sharp.cache(false);

const tooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', {
    title: 'Image Too Large',
    userMessage: AVATAR_TOO_LARGE_MESSAGE,
  });
const badDimensions = () =>
  new AppError('VALIDATION_FAILED', {
    title: 'Image Too Large',
    userMessage: AVATAR_DIMENSIONS_MESSAGE,
  });
const unsupported = () =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', {
    title: 'Unsupported Image',
    userMessage: AVATAR_UNSUPPORTED_MESSAGE,
  });

/** Reads the upload into memory, refusing it as soon as it passes 5 MB. */
async function readUpTo(body: ReadableStream<Uint8Array>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of Readable.fromWeb(body as WebReadableStream<Uint8Array>)) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    throw error instanceof AppError ? error : uploadInterrupted();
  }
  return Buffer.concat(chunks);
}

/**
 * Turns an uploaded picture into the avatar that is stored: a JPEG, PNG or
 * WebP recognised by its bytes (never by its name), turned upright, cropped
 * to a 256 px square and re-encoded as WebP. Re-encoding drops every piece of
 * metadata (EXIF with its GPS position, ICC, XMP) and anything hidden after
 * the image data. An avatar is at most 5 MB, so holding it is cheap; the
 * limit is enforced while reading, not after.
 */
export async function toAvatarImage(input: {
  body: ReadableStream<Uint8Array> | null;
  declaredLength: number | undefined;
}): Promise<Buffer> {
  if (input.declaredLength !== undefined && input.declaredLength > MAX_AVATAR_BYTES)
    throw tooLarge();
  if (!input.body) throw unsupported();
  const original = await readUpTo(input.body, MAX_AVATAR_BYTES);
  const detected = await fileTypeFromBuffer(original);
  if (!detected || !acceptedImageTypes.has(detected.mime)) throw unsupported();
  assertReasonableDimensions(await readDimensions(original));
  return decodeOneAtATime(async () => {
    try {
      return await sharp(original, { limitInputPixels: MAX_AVATAR_PIXELS, failOn: 'error' })
        .rotate()
        .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: 'cover', position: 'attention' })
        .webp({ quality: 82 })
        .toBuffer();
    } catch {
      // Truncated or corrupt image data.
      throw unsupported();
    }
  });
}

/** The picture's size from its header alone: nothing is decoded yet. */
async function readDimensions(original: Buffer) {
  try {
    const { width, height } = await sharp(original).metadata();
    return { width, height };
  } catch {
    throw unsupported();
  }
}

/**
 * Refuses what would be costly to decode before decoding it: a side beyond
 * any camera, more pixels than a square crop could ever need, or a strip far
 * longer than it is wide (the shape of a decompression bomb).
 */
export function assertReasonableDimensions({ width, height }: { width: number; height: number }) {
  const longest = Math.max(width, height);
  const shortest = Math.min(width, height);
  if (
    shortest < 1 ||
    longest > MAX_AVATAR_SIDE_PIXELS ||
    width * height > MAX_AVATAR_PIXELS ||
    longest / shortest > MAX_AVATAR_ASPECT_RATIO
  )
    throw badDimensions();
}
