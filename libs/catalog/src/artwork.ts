// A print's artwork as a factory needs it: a placement print (a motif on part of the garment) gets a box sized and
// placed on the garment, a method and its inks; an all-over print asks for the artwork and its repeat; a yarn-dyed
// stripe or check gives its yarn colours and a repeat to confirm. Told apart from the colour regions the analyzer
// measured: a placement print leaves most of the garment in its ground colour, an all-over print does not.
import type { Fabric } from './fabrics';

export interface ArtworkColour {
  name: string;
  hex: string;
  pantone: string;
  share: number; // of garment pixels
}
export interface ArtworkInk {
  name: string;
  hex: string;
  pantone: string;
}
export interface ArtworkSpec {
  kind: 'placement' | 'all-over' | 'none';
  widthCm?: number;
  heightCm?: number;
  fromHpsCm?: number;
  fromCentreFrontCm?: number;
  method?: string;
  inks?: ArtworkInk[];
  repeatCm?: number;
  note?: string;
  provenance?: 'detected' | 'estimated' | 'standard' | 'user';
}

/** A ground colour covering at least this share of the garment leaves room only for a placement motif. */
export const PLACEMENT_GROUND_SHARE = 0.72;
// the share of a motif's box its inks fill (a wordmark or a character leaves ground between its strokes)
const INK_FILL = 0.45;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The print method that suits the fabric and the ink count. */
export function printMethodFor(
  fabric: Pick<Fabric, 'family' | 'construction' | 'composition'>,
  inks: number,
  padded = false,
): string {
  if (
    padded ||
    fabric.construction === 'ripstop' ||
    fabric.construction === 'taffeta' ||
    fabric.construction === 'softshell'
  )
    return 'heat transfer';
  if (fabric.construction === 'sweater-knit' || fabric.family === 'leather') return 'embroidery';
  if (inks > 4) return 'DTG';
  if (/polyester|polyamide|nylon/i.test(fabric.composition) || fabric.construction === 'fleece')
    return 'plastisol screen print';
  return 'water-based screen print';
}

export interface ArtworkInput {
  pattern: string | undefined;
  colours: ArtworkColour[]; // the patterned colourway, largest first or not
  chestWidthCm: number; // half chest at the sample size
  lengthCm: number; // body length at the sample size
  fabric: Pick<Fabric, 'family' | 'construction' | 'composition'>;
  padded?: boolean;
  upper: boolean; // a top, jacket or dress (artwork measured from HPS)
  detected?: boolean; // the pattern answer was seen in the photo
}

/** The ground (body) colour of a print: the colour covering most of the garment. */
export function groundOf<T extends { share: number }>(colours: T[]): T | undefined {
  return colours.reduce<T | undefined>((best, c) => (!best || c.share > best.share ? c : best), undefined);
}

export function artworkFrom(input: ArtworkInput): ArtworkSpec {
  const { pattern, colours } = input;
  const provenance = input.detected ? 'estimated' : 'standard';
  if (!pattern || pattern === 'solid' || pattern === 'colour-block') return { kind: 'none', provenance };
  const ground = groundOf(colours);
  const inks = colours.filter((c) => c !== ground).map(({ name, hex, pantone }) => ({ name, hex, pantone }));
  if (pattern === 'stripe' || pattern === 'check') {
    return {
      kind: 'all-over',
      method: 'yarn-dyed',
      inks: colours.map(({ name, hex, pantone }) => ({ name, hex, pantone })),
      note: `Yarn-dyed ${pattern}: yarn colours as listed; supply the repeat (cm) and match ${pattern === 'check' ? 'checks at centre front, side seams and pockets' : 'stripes at side seams and sleeves'}`,
      provenance,
    };
  }
  const groundShare = ground?.share ?? 0;
  const inkShare = colours.filter((c) => c !== ground).reduce((s, c) => s + c.share, 0);
  if (groundShare >= PLACEMENT_GROUND_SHARE && inkShare > 0) {
    // front panel area ~ flat width x body length; the motif's box holds its inks at INK_FILL
    const frontArea = input.chestWidthCm * input.lengthCm * 0.85;
    const side = Math.sqrt((inkShare * frontArea) / INK_FILL);
    const widthCm = round1(Math.min(input.chestWidthCm * 0.75, Math.max(5, side * 1.1)));
    const heightCm = round1(Math.min(input.lengthCm * 0.6, Math.max(4, side / 1.1)));
    return {
      kind: 'placement',
      widthCm,
      heightCm,
      fromHpsCm: input.upper ? round1(Math.max(7, input.lengthCm * 0.14)) : 6,
      fromCentreFrontCm: 0,
      method: printMethodFor(input.fabric, inks.length, input.padded),
      inks,
      note: 'Placement print estimated from the photo: confirm size and position on the strike-off',
      provenance,
    };
  }
  return {
    kind: 'all-over',
    method: input.fabric.family === 'knit' ? 'digital print (all-over)' : 'digital print (all-over)',
    inks,
    note: 'All-over print: supply the artwork and the repeat size',
    provenance,
  };
}
