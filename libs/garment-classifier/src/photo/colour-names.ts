import { TRADE_COLOURS } from '@techpack/catalog';
import { getSimilarColors } from 'pantone-tcx';
import { deltaE2000, hexToLab, type Lab } from './lab';

// Colour names from the catalogue's plain trade colour list (240 names a buyer and a mill use: Navy, Grey Marl, Rust;
// no novelty, pop-culture or trademarked names) and the nearest Pantone TCX of the pantone-tcx table (~2,800
// references), by CIEDE2000.

interface Ref {
  name: string;
  hex: string;
  lab: Lab;
  code?: string;
}
let NAMES: Ref[] | undefined;
let TCX: Ref[] | undefined;
const names = () =>
  (NAMES ??= TRADE_COLOURS.map(([name, hex]) => ({ name, hex: hex.toUpperCase(), lab: hexToLab(hex) })));
const tcx = () =>
  (TCX ??= getSimilarColors('#808080', 1e9).map((c) => ({
    name: c.name,
    hex: c.hex.toUpperCase(),
    code: c.tcx,
    lab: hexToLab(c.hex),
  })));

// Nearest by CIEDE2000: CIE76 shortlist (cheap), then CIEDE2000 on the shortlist.
function nearest(list: Ref[], lab: Lab, shortlist = 16): { ref: Ref; deltaE: number } {
  // shortlist: the `shortlist` smallest CIE76 distances (insertion into a small sorted list)
  const keepD: number[] = [];
  const keepI: number[] = [];
  for (let i = 0; i < list.length; i++) {
    const l = list[i].lab;
    const d = (l[0] - lab[0]) ** 2 + (l[1] - lab[1]) ** 2 + (l[2] - lab[2]) ** 2;
    if (keepD.length === shortlist && d >= keepD[shortlist - 1]) continue;
    let j = keepD.length;
    while (j > 0 && keepD[j - 1] > d) j--;
    keepD.splice(j, 0, d);
    keepI.splice(j, 0, i);
    if (keepD.length > shortlist) {
      keepD.pop();
      keepI.pop();
    }
  }
  let best = list[keepI[0]];
  let bestD = Infinity;
  for (const i of keepI) {
    const d = deltaE2000(list[i].lab, lab);
    if (d < bestD) {
      bestD = d;
      best = list[i];
    }
  }
  return { ref: best, deltaE: bestD };
}

export const APPROXIMATE_PANTONE = 'approximate, approve a lab dip';
export const PANTONE_EXACT_DELTA_E = 3;

export function nameColour(hex: string): { name: string; deltaE: number } {
  const n = nearest(names(), hexToLab(hex));
  return { name: n.ref.name, deltaE: Math.round(n.deltaE * 10) / 10 };
}

/** Nearest Pantone TCX by CIEDE2000; `pantone` reads e.g. "19-4006 TCX Caviar", marked approximate above ΔE 3. */
export function nearestTcx(hex: string): {
  code: string;
  name: string;
  hex: string;
  deltaE: number;
  approximate: boolean;
  pantone: string;
} {
  const n = nearest(tcx(), hexToLab(hex));
  const deltaE = Math.round(n.deltaE * 10) / 10;
  const approximate = deltaE > PANTONE_EXACT_DELTA_E;
  const pantone = `${n.ref.code} TCX ${n.ref.name}${approximate ? ` (${APPROXIMATE_PANTONE})` : ''}`;
  return { code: `${n.ref.code} TCX`, name: n.ref.name, hex: n.ref.hex, deltaE, approximate, pantone };
}

export const tcxTableSize = () => tcx().length;
export const colourNameCount = () => names().length;
