import { isPatternedValue } from '@techpack/catalog';
import type { DominantColor, GarmentFeatures, TechPack, TechPackColor } from '@techpack/contracts';
import { COLOUR_OF_FEATURE, provOfSource } from './features';

// The pack's colours as derivePack sets them. `isUser`: the field is the designer's (or a fit session's).
export function deriveColours(
  pack: TechPack,
  features: GarmentFeatures,
  isUser: (k: string) => boolean,
): void {
  const a = pack.aiAnalysis;
  const prov = pack.provenance;
  // colours: measured (kept), the designer's (kept), else from the main colour feature
  if (!isUser('colors') && prov.colors !== 'detected') {
    const mc = features.main_colour;
    const c = mc && COLOUR_OF_FEATURE[mc.value];
    if (c) {
      pack.colors = [{ name: c.name, hex: c.hex, pantone: c.pantone }];
      prov.colors = provOfSource(mc.source);
    } else if (pack.colors.length === 0) {
      pack.colors = [{ name: 'White', hex: '#FFFFFF', pantone: '11-0601 TCX Bright White' }];
      prov.colors = 'standard';
    }
  }
  // measured colours follow the pattern answer (the designer's included): a print lists its motif colours, a solid its
  // one fabric (the analyzer measured both lists; older analyses without them keep their colours)
  const patternValue = features.pattern?.value;
  const patterned = isPatternedValue(patternValue);
  if (prov.colors === 'detected' && a.colourwayFor && (patterned || patternValue === 'solid')) {
    const colors = packColours(patterned ? a.colourwayFor.patterned : a.colourwayFor.solid);
    if (colors.length > 0) pack.colors = colors;
  }
}

// The pack's colourway takes up to four of the analysis's colours (the analyzer lists at most four: a print's ground, its
// shades and the motif colours under the listing share, colour.ts accentColours); the viewer shows the first four.
const PACK_COLOURS = 4;

export function packColours(dominant: readonly DominantColor[]): TechPackColor[] {
  const colors: TechPackColor[] = [];
  for (const c of dominant) {
    if (colors.length >= PACK_COLOURS || colors.some((x) => x.name === c.name)) continue; // one swatch per colour name
    colors.push({
      name: c.name,
      hex: c.hex.toUpperCase(),
      pantone: c.pantone,
      ...(typeof c.deltaE === 'number' ? { deltaE: c.deltaE } : {}),
    });
  }
  return colors;
}
