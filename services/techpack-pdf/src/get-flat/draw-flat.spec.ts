import { describe, expect, it } from '@jest/globals';
import { AppError } from '@techpack/platform';
import type { TechPack } from '@techpack/contracts';
import { packOf } from '../testing/build-pack';
import { FLAT_BUDGET_MS, drawFlat } from './get-flat.controller';

// The flat route's guard: a flat draws within its time budget, or the caller gets a clear answer instead of a held
// thread (503 past the budget, 422 for a pack that cannot be drawn).

const failure = (f: () => unknown): AppError => {
  try {
    f();
  } catch (e) {
    return e as AppError;
  }
  throw new Error('drew without failing');
};

describe('drawFlat', () => {
  const pack = packOf('hoodie');

  it('draws a pack within the budget', () => {
    expect(FLAT_BUDGET_MS).toBeLessThanOrEqual(250);
    expect(drawFlat(pack, 'front', 'all').svg).toContain('data-role="body"');
  });

  it('a render past its budget answers 503 TECHPACK.FLAT_TOO_SLOW with Retry-After', () => {
    const e = failure(() => drawFlat(pack, 'front', 'all', 1e-9));
    expect(e).toBeInstanceOf(AppError);
    expect({ status: e.status, code: e.code, retry: e.headers?.['retry-after'] }).toEqual({
      status: 503,
      code: 'TECHPACK.FLAT_TOO_SLOW',
      retry: '5',
    });
    expect(e.message).toMatch(/took too long to draw/);
  });

  it('a pack the engine cannot read answers 422 TECHPACK.FLAT_UNDRAWABLE', () => {
    const e = failure(() =>
      drawFlat({ ...pack, aiAnalysis: undefined } as unknown as TechPack, 'back', 'base'),
    );
    expect({ status: e.status, code: e.code }).toEqual({ status: 422, code: 'TECHPACK.FLAT_UNDRAWABLE' });
  });
});
