import { artworkFrom, groundOf, parseCm, type ArtworkSpec, type GarmentSpec } from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';

// The pack's artwork: from the pattern answer and the measured colour regions, scaled by the pack's chest
// and length at the sample size. The designer's box (provenance 'user') is kept.
export function artworkFor(pack: TechPack, spec: GarmentSpec): ArtworkSpec {
  if (pack.provenance.artwork === 'user' && pack.artwork) return pack.artwork as ArtworkSpec;
  const pattern = pack.aiAnalysis.features?.pattern;
  const colours = inkColours(pack);
  const upper = spec.family === 'top' || spec.family === 'outerwear' || spec.family === 'dress';
  const chest = parseCm(pack.measurements.chestWidth) ?? parseCm(pack.measurements.hip) ?? 50;
  const length =
    parseCm(pack.measurements.length) ??
    parseCm(pack.measurements.outseam) ??
    parseCm(pack.measurements.skirtLength) ??
    65;
  return artworkFrom({
    pattern: pattern?.value,
    colours: colours.map((c) => ({
      name: c.name,
      hex: c.hex.toUpperCase(),
      pantone: c.pantone,
      share: Number(c.share) || 0,
    })),
    chestWidthCm: chest,
    lengthCm: length,
    fabric: spec.fabric,
    padded: spec.padded,
    upper,
    detected: pattern?.source === 'detected',
  });
}

type Ink = { name: string; hex: string; pantone: string; share: number };

/**
 * The colours the artwork is made in. Measured colours until the designer sets the colours (Colors tab, a colourway's
 * body, a main colour answer): then the pack's own colours, so a yarn-dyed stripe's yarns and a print's inks follow the
 * edit everywhere (pack, PDF, xlsx, JSON export). Each colour takes the measured share of its place: the first (the
 * body colour) is the ground, the rest the inks by size, so the print keeps its kind and box.
 */
function inkColours(pack: TechPack): Ink[] {
  const measured = pack.aiAnalysis.colourwayFor?.patterned ?? pack.aiAnalysis.dominantColors ?? [];
  const even = (i: number, n: number) => (i === 0 ? 0.8 : 0.2 / Math.max(1, n - 1));
  if (pack.provenance.colors !== 'user' || pack.colors.length === 0) {
    return measured.length > 0
      ? measured
      : pack.colors.map((c, i) => ({ ...c, share: even(i, pack.colors.length) }));
  }
  const ground = groundOf(measured);
  const byPlace = [
    ...(ground ? [ground] : []),
    ...measured.filter((m) => m !== ground).sort((a, b) => b.share - a.share),
  ];
  return pack.colors.map((c, i) => ({
    name: c.name,
    hex: c.hex,
    pantone: c.pantone,
    share: byPlace[i]?.share ?? even(i, pack.colors.length),
  }));
}

/** The body (ground) colour first: a print's ground is the colour covering most of the garment, not its first ink. */
export function groundFirst(pack: TechPack): void {
  if (pack.provenance.colors === 'user' || pack.colors.length < 2) return;
  const measured = [
    ...(pack.aiAnalysis.colourwayFor?.patterned ?? []),
    ...(pack.aiAnalysis.dominantColors ?? []),
  ];
  const shareOf = (name: string) =>
    Math.max(0, ...measured.filter((m) => m.name === name).map((m) => m.share));
  const ground = groundOf(pack.colors.map((c) => ({ c, share: shareOf(c.name) })));
  if (ground && ground.share > 0 && pack.colors[0] !== ground.c)
    pack.colors = [ground.c, ...pack.colors.filter((c) => c !== ground.c)];
}

/**
 * A colour-block: one BOM line per contrast colour (the same fabric quality in that colour), its colour and where it
 * goes, and its share of the main fabric from the measured colour regions. Mutates pack.bom.
 */
export function contrastPanels(pack: TechPack, spec: GarmentSpec): void {
  pack.bom = pack.bom.filter((l) => !l.item.startsWith('Contrast panel'));
  if (spec.features.pattern !== 'colour-block' || pack.colors.length < 2) return;
  const main = pack.bom.find((l) => l.category === 'fabric');
  if (!main) return;
  const measured = [
    ...(pack.aiAnalysis.colourwayFor?.patterned ?? []),
    ...(pack.aiAnalysis.dominantColors ?? []),
  ];
  const shareOf = (name: string) => measured.find((m) => m.name === name)?.share;
  let n = Math.max(0, ...pack.bom.filter((l) => /^F\d+$/.test(l.ref)).map((l) => Number(l.ref.slice(1))));
  const at = pack.bom.indexOf(main) + 1;
  const lines = pack.colors.slice(1).map((c, i) => {
    const share = shareOf(c.name) ?? 0.3 / (pack.colors.length - 1);
    const q = Math.max(0.1, Math.round(main.quantity * Math.min(0.6, share + 0.05) * 100) / 100);
    return {
      ref: `F${++n}`,
      category: 'fabric' as const,
      item: `Contrast panel ${i + 1}: ${main.item}`,
      description: `Same quality as the body (${pack.materials.fabricDetails.composition}), dyed to ${c.name}`,
      placement: `Colour-block panel ${i + 1} (see flats; seam height K1 from hem)`,
      color: `${c.name} ${c.pantone}`.trim(),
      quantity: q,
      unit: main.unit,
      supplier: 'TBC by factory',
      provenance: pack.provenance.colors === 'detected' ? ('estimated' as const) : ('standard' as const),
    };
  });
  pack.bom.splice(at, 0, ...lines);
}
