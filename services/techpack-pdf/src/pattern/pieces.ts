// The drafted parts as pattern pieces: seam line, cutting line (a seam allowance outside it), notches, grain line
// and cut quantity, in millimetres with the piece's top-left corner at the origin.
import type { Drafted } from './draft';
import type { DesignPlan } from './designs/types';
import { bbox, flatten, offset, seamOf, type Pt } from './geometry';

export const SEAM_ALLOWANCE_MM = 10;

export interface Piece {
  part: string;
  name: string;
  component: string;
  cut: number;
  onFold: boolean;
  seam: Pt[];
  cutLine: Pt[];
  notches: Pt[];
  /** lines inside the piece (darts, fold and roll lines), open polylines */
  internal: Pt[][];
  grain: [Pt, Pt];
  /** where the fold line runs (x of the piece) when cut on the fold */
  foldX?: number;
  width: number;
  height: number;
}

export function piecesOf(plan: DesignPlan, drafted: Drafted, omit: string[] = []): Piece[] {
  const out: Piece[] = [];
  for (const [part, info] of Object.entries(plan.pieces)) {
    if (omit.includes(part)) continue;
    const p = drafted.parts[part];
    if (!p) continue;
    const seam = seamOf(p);
    if (seam.length < 3) continue;
    const material = drafted.cutlist[part]?.materials?.fabric?.[0];
    const onFold = info.onFold ?? Boolean(material?.onFold);
    const fold = Math.min(...seam.map((q) => q[0]));
    // no allowance past the fold line: the fold is a fold, not a seam
    const cutLine = offset(seam, SEAM_ALLOWANCE_MM).map(([x, y]): Pt => [onFold ? Math.max(fold, x) : x, y]);
    const b = bbox(cutLine);
    const shift = ([x, y]: Pt): Pt => [
      Math.round((x - b.minX) * 10) / 10,
      Math.round((y - b.minY) * 10) / 10,
    ];
    const notches = Object.values(p.snippets)
      .filter((s) => s.def === 'notch' || s.def === 'bnotch')
      .map((s) => shift([s.anchor.x, s.anchor.y]));
    const internal = Object.entries(p.paths)
      .filter(
        ([k, path]) =>
          !path.hidden && k !== 'seam' && k !== 'outline' && !k.startsWith('sa') && !k.startsWith('__'),
      )
      .map(([, path]) => flatten(path.ops).map(shift))
      .filter((line) => line.length > 1);
    const sb = bbox(seam);
    const gx = (sb.minX + sb.maxX) / 2;
    out.push({
      part,
      name: info.name,
      component: info.component,
      cut: info.cut ?? material?.cut ?? (onFold ? 1 : 2),
      onFold,
      seam: seam.map(shift),
      cutLine: cutLine.map(shift),
      notches,
      internal,
      grain: [
        shift([gx, sb.minY + (sb.maxY - sb.minY) * 0.2]),
        shift([gx, sb.maxY - (sb.maxY - sb.minY) * 0.2]),
      ],
      foldX: onFold ? shift([fold, 0])[0] : undefined,
      width: Math.round((b.maxX - b.minX) * 10) / 10,
      height: Math.round((b.maxY - b.minY) * 10) / 10,
    });
  }
  return out;
}
