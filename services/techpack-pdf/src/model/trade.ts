import {
  SIZE_RANGE_SPECS,
  defaultSizeRange,
  formatCm,
  gradeInRange,
  isFit,
  isSizeRange,
  sizeInRange,
  type Fit,
  type GarmentSpec,
  type GrammarPom,
  type SizeRange,
  FABRIC_TO_CONFIRM,
  labelWithoutFabricGuess,
  likeliestFabrics,
} from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';
import { artworkFor, contrastPanels } from './artwork';
import { defaultStyleName } from './sections';

// The pack's trade fields: its size range and fit (every measurement and size follows them), the print's
// artwork box and the care symbols. derive.ts calls these; the rules live in libs/catalog.

/** The range and fit the grammar derives with: the pack's (the designer's or the upload form's), else the defaults. */
export function tradeInputs(pack: Pick<TechPack, 'sizeRange' | 'fit' | 'aiAnalysis' | 'provenance'>): {
  sizeRange: SizeRange;
  fit?: Fit;
} {
  // a range nobody chose follows the garment type (a t-shirt corrected to a dress takes the dress's range)
  const sizeRange =
    isSizeRange(pack.sizeRange) && pack.provenance.sizeRange === 'user'
      ? pack.sizeRange
      : defaultSizeRange(pack.aiAnalysis.garmentType);
  // a fit nobody chose follows the silhouette answer (re-read on every derivation)
  const chosen = pack.provenance.fit === 'user' && isFit(pack.fit) ? pack.fit : undefined;
  return { sizeRange, ...(chosen ? { fit: chosen } : {}) };
}

/** Puts the sample size inside the range (the same size if it belongs, else the range's sample size). */
export function sampleSizeFor(
  pack: Pick<TechPack, 'selectedSize'>,
  range: SizeRange,
): TechPack['selectedSize'] {
  return sizeInRange(pack.selectedSize, range);
}

/** A grammar POM's value at the pack's sample size (the grammar draws its blocks at the range's base size). */
export function atSampleSize(
  spec: Pick<GarmentSpec, 'baseSize' | 'sizeRange'>,
  p: Pick<GrammarPom, 'gradeClass'>,
  grade: number,
  atBase: number,
  size: string,
): string {
  return formatCm(
    gradeInRange(grade, atBase, spec.baseSize, size, p.gradeClass ?? 'girthMajor', spec.sizeRange),
  );
}

/** After derivation: the pack records its range, fit and sizes, the artwork box and the care symbols. */
export function applyTrade(pack: TechPack, spec: GarmentSpec): void {
  pack.sizeRange = spec.sizeRange;
  pack.fit = spec.fit;
  pack.provenance.sizeRange ??= 'standard';
  pack.provenance.fit ??= 'standard';
  pack.pointsOfMeasure.sizes = [...SIZE_RANGE_SPECS[spec.sizeRange].sizes];
  pack.artwork = artworkFor(pack, spec);
  contrastPanels(pack, spec);
  fabricToConfirm(pack, spec);
}

/**
 * A guess is never printed as a standard: while the fabric is unconfirmed, the fabric, its details, every BOM line, the
 * construction (its stitches follow the fabric) and the care (its fibre) are estimates, and so are the garment's components (derive.ts).
 */
function markProvisional(pack: TechPack): void {
  const est = (k: string) => {
    if (pack.provenance[k] === 'standard' || pack.provenance[k] === undefined)
      pack.provenance[k] = 'estimated';
  };
  est('materials.mainFabric');
  est('materials.fabricDetails');
  est('construction');
  for (const l of pack.bom) if (l.provenance === 'standard') l.provenance = 'estimated';
  if (pack.construction.provenance === 'standard') pack.construction.provenance = 'estimated';
  if (pack.care.provenance === 'standard') pack.care.provenance = 'estimated';
}

/** A fabric look nobody saw: "Fabric to be confirmed" with the three likeliest, and a style name without the guess. */
function fabricToConfirm(pack: TechPack, spec: GarmentSpec): void {
  const look = pack.aiAnalysis.features?.fabric_look;
  const seen = look && look.value !== 'unclear' && (look.source === 'detected' || look.source === 'user');
  const chosen = pack.provenance['materials.mainFabric'] === 'user';
  const m = pack.materials as TechPack['materials'] & { fabricStatus?: string; fabricCandidates?: string[] };
  if (seen || chosen) {
    delete m.fabricStatus;
    delete m.fabricCandidates;
    return;
  }
  m.fabricStatus = FABRIC_TO_CONFIRM;
  m.fabricCandidates = likeliestFabrics(spec.kind, spec.features.fabric_look, spec.features.waist);
  markProvisional(pack);
  if (pack.provenance.styleName !== 'user')
    pack.styleName = defaultStyleName(pack, { label: labelWithoutFabricGuess(spec.label) });
}
