// Kept free of zod: the profile and settings forms use these limits and words without loading it.

export const MAX_BIO_LENGTH = 280;
export const MAX_PROFILE_LINKS = 3;
export const MAX_LINK_LENGTH = 300;

/** Avatars: what may be uploaded, and what is kept after re-encoding. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;
export const AVATAR_PIXELS = 256;
export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';
export const AVATAR_TOO_LARGE_MESSAGE = 'Please choose an image under 5 MB.';
export const AVATAR_UNSUPPORTED_MESSAGE = 'Please choose a JPG, PNG or WebP image.';
/** Far beyond any phone camera or a square crop's needs; what is larger is a decompression bomb. */
export const MAX_AVATAR_SIDE_PIXELS = 10_000;
export const MAX_AVATAR_PIXELS = 40_000_000;
/** A panorama is fine; a 128 × 500,000 strip is not a picture of anyone. */
export const MAX_AVATAR_ASPECT_RATIO = 10;
export const AVATAR_DIMENSIONS_MESSAGE =
  'Please choose a picture up to 10,000 pixels on a side and at most 10 times longer than it is wide.';

export const LINK_MESSAGE = 'Please enter a full web address starting with https:// or http://.';

/** A link shown on a profile must be a web address: no javascript:, data: or bare words. */
export function isWebLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** Initials for an avatar without a picture: the first letters of the first two words. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 0 ? words.slice(0, 2).map((word) => word[0]) : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/** What the creator types to confirm deleting their account must be their own address. */
export function isSameEmail(typed: string, email: string): boolean {
  return typed.trim().toLowerCase() === email.toLowerCase();
}
