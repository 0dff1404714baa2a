// The garment's colours as they lie on it (./ground.ts): every measured pixel labelled with its nearest listed colour,
// the ground found, the other colours' kind (placement print, all-over print / stripe / check, panel or trim); and a
// colour list put ground first.

import { deltaE2000, srgbToLab, type Lab } from './lab';
import type { ColourCluster } from './colour-clusters';
import { colourLayout, type ColourLayout, type ColourRole, type PrintKind } from './ground';

export { colourLayout, type ColourLayout, type ColourRole, type PrintKind } from './ground';

/** A shade of the ground (CIEDE2000, textile weighting kL = 2, under this) is the ground in light or shadow, no print. */
export const GROUND_SHADE_DELTA_E = 12;
/** A listed colour within this (CIEDE2000, kL = 2) of the measured ground is the ground in a colour list. */
export const GROUND_MATCH_DELTA_E = 20;

/** The garment's ground colour, the other colours' roles, the print's kind, its placement box and repeat. */
export interface GarmentLayout {
  ground: { hex: string; lab: Lab; share: number };
  print: PrintKind;
  roles: { hex: string; role: ColourRole; share: number }[];
  placement?: ColourLayout['placement'];
  repeat?: ColourLayout['repeat'];
  touch: number[];
  placementFigures?: ColourLayout['placementFigures'];
}

const meanLab = (m: ColourCluster): Lab => srgbToLab(m.rgb[0] / m.n, m.rgb[1] / m.n, m.rgb[2] / m.n);

/**
 * The layout of the listed colours (`listed`, described as `colours` in the same order) over the measured pixels
 * `idx` of a W x H raster whose garment is `mask`: each pixel takes its nearest listed colour (Lab).
 */
export function garmentLayout(
  idx: number[],
  lab: Lab[],
  mask: Uint8Array,
  W: number,
  H: number,
  listed: ColourCluster[],
  colours: { hex: string; share: number }[],
): GarmentLayout | undefined {
  if (listed.length === 0) return undefined;
  const centres = listed.map(meanLab);
  const layout = colourLayout({
    width: W,
    height: H,
    mask,
    label: labelPixels(idx, lab, W * H, centres),
    colours: listed.length,
    shadeOf: (a, b) => deltaE2000(centres[a], centres[b], 2) < GROUND_SHADE_DELTA_E,
  });
  if (!layout) return undefined;
  const g = colours[layout.ground];
  return {
    ground: { hex: g.hex, lab: centres[layout.ground], share: g.share },
    print: layout.print,
    roles: colours.map((c, k) => ({ hex: c.hex, role: layout.roles[k], share: c.share })),
    ...(layout.placement ? { placement: layout.placement } : {}),
    ...(layout.repeat !== undefined ? { repeat: layout.repeat } : {}),
    touch: layout.touch,
    ...(layout.placementFigures ? { placementFigures: layout.placementFigures } : {}),
  };
}

/** Each of the pixels `idx` labelled with its nearest colour centre (Lab); -1 elsewhere on a raster of N pixels. */
export function labelPixels(idx: number[], lab: Lab[], N: number, centres: Lab[]): Int16Array {
  const label = new Int16Array(N).fill(-1);
  for (const i of idx) {
    let best = 0;
    let bd = Infinity;
    for (let c = 0; c < centres.length; c++) {
      const p = lab[i];
      const d = (p[0] - centres[c][0]) ** 2 + (p[1] - centres[c][1]) ** 2 + (p[2] - centres[c][2]) ** 2;
      if (d < bd) {
        bd = d;
        best = c;
      }
    }
    label[i] = best;
  }
  return label;
}

/**
 * A colour list with the garment's ground first (the listed colour nearest the measured ground, within
 * GROUND_MATCH_DELTA_E), the others in their order; unchanged where there is no layout or no colour near its ground.
 */
export function groundFirst<T extends { lab: Lab }>(
  list: T[],
  layout: Pick<GarmentLayout, 'ground'> | undefined,
): T[] {
  if (!layout || list.length < 2) return list;
  let best = -1;
  let bd = GROUND_MATCH_DELTA_E;
  list.forEach((c, k) => {
    const d = deltaE2000(c.lab, layout.ground.lab, 2);
    if (d < bd) {
      bd = d;
      best = k;
    }
  });
  return best <= 0 ? list : [list[best], ...list.filter((_, k) => k !== best)];
}
