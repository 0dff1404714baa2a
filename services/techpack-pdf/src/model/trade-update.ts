import { SIZE_RANGE_SPECS, defaultSizeRange, isSizeRange, sizesOf } from '@techpack/catalog';
import type { TechPack, TechPackUpdate } from '@techpack/contracts';
import { AppError } from '@techpack/platform';

type Mark = (path: string, from?: unknown, to?: unknown) => void;

function sizeError(size: string, sizes: readonly string[]): AppError {
  const e = new AppError(
    400,
    'TECHPACK.SIZE_NOT_IN_RANGE',
    `Invalid size ${size}: choose one of ${sizes.join(', ')}`,
  );
  e.body = { fields: ['selectedSize'] };
  return e;
}

/**
 * The designer's size range, fit and artwork, applied before the sample size: a new range re-grades every
 * measurement from its own blocks (the designer's measurements were of the other range and are dropped, the revision
 * says so) and moves the sample size into the range; a new fit re-derives the ease. A sample size outside the pack's
 * range is a 400 naming selectedSize.
 */
export function applyTradeUpdate(next: TechPack, update: TechPackUpdate, mark: Mark): void {
  const current = isSizeRange(next.sizeRange)
    ? next.sizeRange
    : defaultSizeRange(next.aiAnalysis.garmentType);
  const range = update.sizeRange ?? current;
  const sizes = sizesOf(range) as readonly string[];
  if (update.selectedSize && !sizes.includes(update.selectedSize))
    throw sizeError(update.selectedSize, sizes);
  if (update.sizeRange && update.sizeRange !== current) {
    mark('sizeRange', current, update.sizeRange);
    next.sizeRange = update.sizeRange;
    for (const k of Object.keys(next.measurements)) {
      if (next.provenance[`measurements.${k}`] === 'user' && !next.customPoms?.[k])
        delete next.provenance[`measurements.${k}`];
    }
    if (!sizes.includes(next.selectedSize)) {
      const to = update.selectedSize ?? SIZE_RANGE_SPECS[range].baseSize;
      mark('selectedSize', next.selectedSize, to);
      next.selectedSize = to as TechPack['selectedSize'];
    }
    // the graded table's rows were of the other range: the new sample size is read from the new blocks
    next.pointsOfMeasure = {
      ...next.pointsOfMeasure,
      baseSize: next.selectedSize,
      sizes: [...sizes] as TechPack['pointsOfMeasure']['sizes'],
      rows: [],
    };
  }
  if (update.fit && update.fit !== next.fit) {
    mark('fit', next.fit ?? '-', update.fit);
    next.fit = update.fit;
    // the fit's ease re-derives the measurements nobody set by hand
  }
  // the artwork as GET gave it, sent back unchanged (the studio's whole-pack save), is not an edit
  const echoed =
    update.artwork &&
    next.artwork &&
    Object.entries(update.artwork).every(
      ([k, v]) =>
        k === 'provenance' ||
        JSON.stringify(v) === JSON.stringify((next.artwork as Record<string, unknown>)[k]),
    );
  if (update.artwork && !echoed) {
    const was = next.artwork;
    next.artwork = {
      ...(update.artwork.kind === undefined ? (was ?? { kind: 'none' }) : {}),
      ...update.artwork,
      kind: update.artwork.kind ?? was?.kind ?? 'none',
      provenance: 'user',
    };
    mark('artwork', was?.kind, next.artwork.kind);
  }
}
