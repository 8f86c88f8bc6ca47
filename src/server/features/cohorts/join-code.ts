import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L: a code read aloud or copied by hand comes out right. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const LENGTH = 10;

/**
 * A cohort's join code: 31^10 ≈ 8·10^14 codes, so one cannot be guessed from another, and it
 * names a cohort to join, nothing more (its members are never shown through it).
 */
export function newJoinCode(): string {
  return Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
