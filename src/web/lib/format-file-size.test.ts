import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('spells bytes out in the singular and the plural', () => {
    expect(formatFileSize(29)).toBe('29 bytes');
    expect(formatFileSize(1)).toBe('1 byte');
    expect(formatFileSize(50 * 1024 * 1024)).toBe('50 MB');
  });
});
