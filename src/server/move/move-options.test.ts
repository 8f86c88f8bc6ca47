import { describe, expect, it } from 'vitest';
import { MoveUsageError, parseMoveOptions } from './move-options.ts';

describe('npm run move’s options', () => {
  it('reads the target, the files’ destination and an archive', () => {
    expect(parseMoveOptions(['--to', 'postgres://db/emberpath'])).toEqual({
      targetUrl: 'postgres://db/emberpath',
      files: 'stay',
      archivePath: undefined,
    });
    expect(
      parseMoveOptions(['--to', 'postgresql://db/e', '--files', 's3', '--from', 'b.zip']),
    ).toEqual({ targetUrl: 'postgresql://db/e', files: 's3', archivePath: 'b.zip' });
  });

  it('refuses a missing or foreign target, another destination and unknown options, with the usage', () => {
    for (const args of [
      [],
      ['--to', 'mysql://db/e'],
      ['--to', 'postgres://db/e', '--files', 'disk'],
      ['--to', 'postgres://db/e', '--force'],
      ['postgres://db/e'],
    ]) {
      expect(() => parseMoveOptions(args), args.join(' ')).toThrow(MoveUsageError);
      expect(() => parseMoveOptions(args), args.join(' ')).toThrow(/Usage: npm run move -- --to/);
    }
  });
});
