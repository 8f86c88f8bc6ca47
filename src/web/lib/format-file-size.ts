const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * "29 bytes", "42 kB", "3.4 MB" in the reader's own locale (bytes spelled out: the
 * short form reads "29 byte"). Counted in 1024s, as the
 * 50 MB upload limit is, so a file at the limit reads "50 MB".
 */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(undefined, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: unit === 0 ? 'long' : 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
