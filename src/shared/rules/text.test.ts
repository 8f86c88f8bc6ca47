import { describe, expect, it } from 'vitest';
import { shortenTo } from './text.ts';

describe('shortenTo', () => {
  it('leaves text that fits as it is', () => {
    expect(shortenTo('Maya joined', 20)).toBe('Maya joined');
  });

  it('cuts to the limit with an ellipsis, never through a character', () => {
    expect(shortenTo('a'.repeat(200_000), 120)).toBe(`${'a'.repeat(119)}…`);
    const flames = '🔥'.repeat(10);
    const shortened = shortenTo(flames, 6);
    expect(shortened).toBe('🔥🔥…');
    expect(shortened.length).toBeLessThanOrEqual(6);
  });
});
