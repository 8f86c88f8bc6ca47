import fs from 'node:fs';

const DAY_MS = 86_400_000;

/**
 * The app's clock for end-to-end tests (TEST_CLOCK_FILE, refused in production): real time,
 * moved ahead by the number of days the file holds (0 when it is missing or empty), so a
 * test walks a creator through a week away in seconds instead of waiting for it. The file is
 * read on every call: the test moves the clock by writing it. Times the database writes with
 * its own now() do not move.
 */
export function clockAheadBy(file: string): () => Date {
  return () => {
    let days = 0;
    try {
      days = Number(fs.readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // No file yet: today.
    }
    return new Date(Date.now() + days * DAY_MS);
  };
}
