import { hexToLab, nearestTcx } from '@techpack/garment-classifier/photo';
import { getSimilarColors } from 'pantone-tcx';

// The colour standard of a pack is the measured body colour's nearest Pantone TCX (code, name and CIEDE2000 ΔE). The
// designer's colour class (the main colour answer) is a check on it, not a replacement: a class that agrees keeps the
// measured standard; one that disagrees leaves the standard to the designer (colour picker or TCX search), never a
// class's generic swatch.

/** A colour class (main colour answer) agrees with a measured hex when the hex's lightness, chroma and hue fall in the
 *  class's band. The bands are wide on purpose: they check a confirmation, they do not name a colour. */
export function colourClassAgrees(hex: string, colourClass: string): boolean {
  const [L, a, b] = hexToLab(hex);
  const C = Math.hypot(a, b);
  const h = (Math.atan2(b, a) * 180) / Math.PI + (b < 0 ? 360 : 0);
  const within = (lo: number, hi: number) => (lo <= hi ? h >= lo && h <= hi : h >= lo || h <= hi);
  switch (colourClass) {
    case 'multicolour':
      return true;
    case 'black':
      return L < 32 && C < 22;
    case 'white':
      return L > 84 && C < 14;
    case 'cream-ivory':
      return L > 78 && C < 32 && (C < 8 || within(30, 115));
    case 'grey':
      return C < 16 && L > 14 && L < 92;
    case 'navy':
      return L < 42 && (C < 10 || within(190, 315));
    case 'blue':
      return C >= 6 && within(180, 310);
    case 'light-blue':
      return L > 52 && C >= 6 && within(170, 300);
    case 'green':
      return C >= 8 && within(90, 215);
    case 'olive-khaki':
      return C >= 6 && L < 80 && within(65, 135);
    case 'yellow':
      return C >= 22 && L > 58 && within(65, 112);
    case 'orange':
      return C >= 22 && within(30, 85);
    case 'beige-camel':
      return C >= 6 && C <= 52 && L > 38 && L < 92 && within(35, 100);
    case 'brown':
      return C >= 6 && L < 58 && within(15, 95);
    case 'red':
      return C >= 28 && within(335, 50);
    case 'burgundy':
      return C >= 12 && L < 42 && within(320, 45);
    case 'pink':
      return C >= 10 && L > 45 && within(290, 60);
    case 'purple':
      return C >= 8 && within(260, 350);
    default:
      return true;
  }
}

export interface ColourStandard {
  code: string; // "18-4215 TCX"
  name: string; // "Blue Mirage"
  hex: string;
  deltaE: number; // CIEDE2000 from the measured colour to the TCX reference
  approximate: boolean; // ΔE above 3: approve a lab dip
  pantone: string; // "18-4215 TCX Blue Mirage"
}

/** The nearest Pantone TCX of a measured colour, with its name and ΔE. */
export function colourStandardOf(hex: string): ColourStandard {
  const t = nearestTcx(hex);
  return {
    code: t.code,
    name: t.name,
    hex: t.hex,
    deltaE: t.deltaE,
    approximate: t.approximate,
    pantone: `${t.code} ${t.name}`,
  };
}

interface TcxRow {
  code: string;
  name: string;
  hex: string;
}
let TABLE: TcxRow[] | undefined;
const table = () =>
  (TABLE ??= getSimilarColors('#808080', 1e9).map((c) => ({
    code: `${c.tcx} TCX`,
    name: c.name,
    hex: c.hex.toUpperCase(),
  })));

/** TCX search for the colour picker: by code ("18-4215"), by name words ("blue mirage"), or by hex (nearest first). */
export function searchTcx(query: string, limit = 20): TcxRow[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  if (/^#?[0-9a-f]{6}$/.test(q)) {
    const hex = q.startsWith('#') ? q : `#${q}`;
    return getSimilarColors(hex, 48)
      .slice(0, limit)
      .map((c) => ({ code: `${c.tcx} TCX`, name: c.name, hex: c.hex.toUpperCase() }));
  }
  const words = q.split(/\s+/);
  const hits = table().filter((r) => {
    const text = `${r.code} ${r.name}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  // names that start with the query first, then alphabetical
  return hits
    .sort(
      (x, y) =>
        Number(!x.name.toLowerCase().startsWith(q)) - Number(!y.name.toLowerCase().startsWith(q)) ||
        x.name.localeCompare(y.name),
    )
    .slice(0, limit);
}
