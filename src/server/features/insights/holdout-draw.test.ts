import { describe, expect, it } from 'vitest';
import { drawHoldout } from './holdout-draw.ts';

const creators = (count: number) => Array.from({ length: count }, (_, index) => `user-${index}`);

describe('drawHoldout', () => {
  it('holds back exactly round(share × creators), all of them from the list', () => {
    for (const [count, percent, expected] of [
      [100, 10, 10],
      [7, 10, 1],
      [4, 10, 0],
      [1, 50, 1],
      [0, 10, 0],
      [33, 0, 0],
      [9, 50, 5],
    ] as const) {
      const list = creators(count);
      const heldBack = drawHoldout(list, percent);
      expect(heldBack.size, `${percent}% of ${count}`).toBe(expected);
      for (const id of heldBack) expect(list).toContain(id);
    }
  });

  it('keeps the realised share within half a creator of the share asked, over many lists', () => {
    let asked = 0;
    let heldBackTotal = 0;
    for (let draw = 0; draw < 500; draw += 1) {
      const size = 1 + ((draw * 37) % 600);
      const percent = draw % 51;
      const heldBack = drawHoldout(creators(size), percent).size;
      expect(
        Math.abs(heldBack - (percent / 100) * size),
        `${percent}% of ${size}`,
      ).toBeLessThanOrEqual(0.5);
      asked += (percent / 100) * size;
      heldBackTotal += heldBack;
    }
    expect(Math.abs(heldBackTotal - asked) / asked).toBeLessThan(0.01);
  });

  it('gives every creator the same chance of being held back', () => {
    // 4,000 draws of 2 from 10: each creator is held back 800 times in expectation (sd ≈ 25).
    const list = creators(10);
    const times = new Map(list.map((id) => [id, 0]));
    for (let draw = 0; draw < 4_000; draw += 1)
      for (const id of drawHoldout(list, 20)) times.set(id, times.get(id)! + 1);
    for (const [id, held] of times) {
      expect(held, id).toBeGreaterThan(680);
      expect(held, id).toBeLessThan(920);
    }
  });

  it('draws from the random source it is given', () => {
    const always0 = () => 0;
    expect([...drawHoldout(creators(10), 30, always0)]).toEqual(['user-0', 'user-1', 'user-2']);
  });
});
