import {
  artworkFrom,
  groundOf,
  parseCm,
  printMethodFor,
  type ArtworkSpec,
  type GarmentSpec,
} from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';

// The pack's artwork: from the pattern answer and the measured colour regions, scaled by the pack's chest
// and length at the sample size; where the analysis measured where the colours lie (colourLayout), a placement print's
// box and an all-over print's repeat come from the photo (measuredLayout). The designer's box (provenance 'user') is kept.
export function artworkFor(pack: TechPack, spec: GarmentSpec): ArtworkSpec {
  if (pack.provenance.artwork === 'user' && pack.artwork) return pack.artwork as ArtworkSpec;
  const art = estimatedArtwork(pack, spec);
  return measuredLayout(pack, spec, art);
}

function estimatedArtwork(pack: TechPack, spec: GarmentSpec): ArtworkSpec {
  const pattern = pack.aiAnalysis.features?.pattern;
  const colours = inkColours(pack);
  const upper = spec.family === 'top' || spec.family === 'outerwear' || spec.family === 'dress';
  const chest = chestOf(pack);
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

const round1 = (n: number) => Math.round(n * 10) / 10;
const chestOf = (pack: TechPack) =>
  parseCm(pack.measurements.chestWidth) ?? parseCm(pack.measurements.hip) ?? 50;

/**
 * The artwork where the analysis measured where its colours lie (colourLayout): the ground (listed first in the
 * measured colourways) is no ink; a placement print gets the box measured on the photo, in body widths scaled by the
 * pack's flat chest (or hip) width; an all-over print, stripe or check gets no box, and its repeat where the photo's
 * alternation was regular. A print answer whose colours lie all over is an all-over print, never a placement box.
 */
function measuredLayout(pack: TechPack, spec: GarmentSpec, art: ArtworkSpec): ArtworkSpec {
  const layout = pack.aiAnalysis.colourLayout;
  if (!layout || art.kind === 'none' || pack.provenance.colors === 'user') return art;
  const colours = inkColours(pack);
  const inks = colours.slice(1).map(({ name, hex, pantone }) => ({ name, hex: hex.toUpperCase(), pantone }));
  const chest = chestOf(pack);
  const repeat = layout.repeatBodyWidths ? { repeatCm: round1(layout.repeatBodyWidths * chest) } : {};
  if (art.method === 'yarn-dyed') return { ...art, ...repeat };
  if (layout.print === 'placement' && layout.placement && inks.length > 0) {
    const b = layout.placement.bodyWidths;
    return {
      kind: 'placement',
      widthCm: round1(Math.max(3, b.width * chest)),
      heightCm: round1(Math.max(3, b.height * chest)),
      fromHpsCm: round1(Math.max(0, b.fromTop * chest)),
      fromCentreFrontCm: round1(b.fromCentre * chest),
      method: printMethodFor(spec.fabric, inks.length, spec.padded),
      inks,
      note: 'Placement print measured on the photo, scaled by the chest width: confirm size and position on the strike-off',
      provenance: art.provenance,
    };
  }
  if (layout.print === 'all-over') {
    return {
      kind: 'all-over',
      method: 'digital print (all-over)',
      inks,
      note: 'All-over print: supply the artwork and the repeat size',
      provenance: art.provenance,
      ...repeat,
    };
  }
  return art;
}

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

/**
 * The body (ground) colour first: a print's ground is the colour covering most of the garment, not its first ink.
 * Where the analysis measured where its colours lie (colourLayout), its colourways already list the ground first.
 */
export function groundFirst(pack: TechPack): void {
  if (pack.provenance.colors === 'user' || pack.colors.length < 2 || pack.aiAnalysis.colourLayout) return;
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
