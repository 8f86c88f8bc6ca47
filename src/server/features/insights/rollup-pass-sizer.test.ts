import { describe, expect, it } from 'vitest';
import { createPassSizer, PASS_TARGET_MS, ROLLUP_BATCH } from './rollup.service.ts';

describe('the rollup’s pass sizer', () => {
  it('sizes the next pass to end within the target, from the last pass’s time per creator', () => {
    const sizer = createPassSizer();
    expect(sizer.limit()).toBe(50);
    // 5 ms a creator (the embedded database, long histories): 10 fit in 50 ms; half-way there.
    sizer.took(50, 250);
    expect(sizer.limit()).toBe(30);
    sizer.took(30, 150);
    expect(sizer.limit()).toBe(20);
    // Fast passes (PostgreSQL) grow it up to the batch, never past it.
    for (let pass = 0; pass < 10; pass += 1) sizer.took(sizer.limit(), sizer.limit() * 0.05);
    expect(sizer.limit()).toBe(ROLLUP_BATCH);
    // One pause of the collector halves the distance only.
    sizer.took(ROLLUP_BATCH, 2 * PASS_TARGET_MS);
    expect(sizer.limit()).toBe(375);
  });

  it('learns nothing from a pass too small to tell, and never goes below ten', () => {
    const sizer = createPassSizer();
    sizer.took(3, 500);
    expect(sizer.limit()).toBe(50);
    for (let pass = 0; pass < 10; pass += 1) sizer.took(sizer.limit(), 10_000);
    expect(sizer.limit()).toBe(10);
  });
});
