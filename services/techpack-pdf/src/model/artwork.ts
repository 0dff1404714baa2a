import { artworkFrom, groundOf, parseCm, type ArtworkSpec, type GarmentSpec } from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';

// The pack's artwork (issue 52): from the pattern answer and the measured colour regions, scaled by the pack's chest
// and length at the sample size. The designer's box (provenance 'user') is kept.
export function artworkFor(pack: TechPack, spec: GarmentSpec): ArtworkSpec {
  if (pack.provenance.artwork === 'user' && pack.artwork) return pack.artwork as ArtworkSpec;
  const pattern = pack.aiAnalysis.features?.pattern;
  const measured = pack.aiAnalysis.colourwayFor?.patterned ?? pack.aiAnalysis.dominantColors ?? [];
  const colours = measured.length > 0 ? measured : pack.colors.map((c, i) => ({ ...c, share: i === 0 ? 0.8 : 0.2 / Math.max(1, pack.colors.length - 1) }));
  const upper = spec.family === 'top' || spec.family === 'outerwear' || spec.family === 'dress';
  const chest = parseCm(pack.measurements.chestWidth) ?? parseCm(pack.measurements.hip) ?? 50;
  const length = parseCm(pack.measurements.length) ?? parseCm(pack.measurements.outseam) ?? parseCm(pack.measurements.skirtLength) ?? 65;
  return artworkFrom({
    pattern: pattern?.value,
    colours: colours.map((c) => ({ name: c.name, hex: c.hex.toUpperCase(), pantone: c.pantone, share: 'share' in c ? Number(c.share) : 0 })),
    chestWidthCm: chest,
    lengthCm: length,
    fabric: spec.fabric,
    padded: spec.padded,
    upper,
    detected: pattern?.source === 'detected',
  });
}

/** The body (ground) colour first: a print's ground is the colour covering most of the garment, not its first ink. */
export function groundFirst(pack: TechPack): void {
  if (pack.provenance.colors === 'user' || pack.colors.length < 2) return;
  const measured = [...(pack.aiAnalysis.colourwayFor?.patterned ?? []), ...(pack.aiAnalysis.dominantColors ?? [])];
  const shareOf = (name: string) => Math.max(0, ...measured.filter((m) => m.name === name).map((m) => m.share));
  const ground = groundOf(pack.colors.map((c) => ({ c, share: shareOf(c.name) })));
  if (ground && ground.share > 0 && pack.colors[0] !== ground.c) pack.colors = [ground.c, ...pack.colors.filter((c) => c !== ground.c)];
}
