// A pack's pattern: the design for its garment type drafted at every size of its range, the pieces, and the check of
// the pattern's own measures against every point of measure of the spec.
import type { TechPack } from '@techpack/contracts';
import { isSizeRange, type SizeRange } from '@techpack/catalog';
import { bodyAt } from './body';
import { draftSize, type Drafted, type Offsets } from './draft';
import type { DesignPlan, SpecAt } from './designs/types';
import { piecesOf, type Piece } from './pieces';
import { planFor } from './plans';

export type CheckStatus = 'in' | 'out' | 'not drafted';
export interface CheckRow {
  size: string;
  key: string;
  code: string;
  name: string;
  spec: number;
  measured: number | null;
  diff: number | null;
  tolerance: number;
  status: CheckStatus;
  note?: string;
}
export interface SizePattern {
  size: string;
  pieces: Piece[];
  measured: Record<string, number>;
  rounds: number;
}
export interface PatternResult {
  packId: string;
  revision: number;
  styleNumber: string;
  styleName: string;
  garmentType: string;
  design: string;
  designLabel: string;
  sizes: string[];
  baseSize: string;
  bySize: SizePattern[];
  check: CheckRow[];
  notDrafted: { component: string; name: string; reason: string }[];
}

export const revisionOf = (pack: TechPack): number => pack.revision ?? pack.revisions.at(-1)?.rev ?? 1;
export const garmentTypeOf = (pack: TechPack): string =>
  String(pack.aiAnalysis.garmentType ?? pack.upload.garmentType).toLowerCase();
const rangeOf = (pack: TechPack): SizeRange => (isSizeRange(pack.sizeRange) ? pack.sizeRange : 'unisex');
const r1 = (n: number) => Math.round(n * 10) / 10;

function specAt(pack: TechPack, size: string): { spec: SpecAt; tolerance: Record<string, number> } {
  const spec: SpecAt = {},
    tolerance: Record<string, number> = {};
  for (const row of pack.pointsOfMeasure.rows) {
    const v = row.values[size];
    if (typeof v === 'number' && Number.isFinite(v)) {
      spec[row.key] = v;
      tolerance[row.key] = row.tolerance;
    }
  }
  return { spec, tolerance };
}

// The garment's parts that are cut from fabric (a pattern piece each); labels, trims, zips, interlining, thread and
// packaging are not pattern pieces, and the hem is an edge of the body.
const CUT_KINDS = new Set([
  'body',
  'sleeve',
  'collar',
  'hood',
  'pocket',
  'cuff',
  'waistband',
  'placket',
  'yoke',
  'facing',
  'rib',
  'lining',
  'neckband',
  'belt',
  'strap',
  'flap',
  'gusset',
  'tab',
  'ruffle',
  'panel',
  'vent',
  'band',
]);

// The pack's cut components: its component list where the pack has one, else read from its features.
function componentsOf(pack: TechPack): { key: string; kind: string; name: string }[] {
  const listed = (pack.garment as { components?: { key: string; kind: string; name: string }[] } | undefined)
    ?.components;
  if (Array.isArray(listed))
    return listed.filter(
      (c) => CUT_KINDS.has(c.kind) || (c.kind === 'closure' && /fly|placket/i.test(`${c.key} ${c.name}`)),
    );
  const f = pack.garment?.features ?? {};
  const out = [{ key: 'body', kind: 'body', name: 'Body' }];
  const add = (key: string, kind: string, name: string) => out.push({ key, kind, name });
  if (f.sleeve && !['sleeveless', 'none', 'n/a'].includes(f.sleeve)) add('sleeves', 'sleeve', 'Sleeves');
  if (f.collar && !['none', 'n/a'].includes(f.collar)) add('collar', 'collar', 'Collar');
  else if (f.neckline && f.neckline !== 'n/a') add('neckline', 'neckband', 'Neckband');
  if (f.hood === 'yes') add('hood', 'hood', 'Hood');
  if (f.pockets && !['none', 'n/a'].includes(f.pockets)) add('pockets', 'pocket', 'Pockets');
  if (f.waist && /waistband/.test(f.waist)) add('waistband', 'waistband', 'Waistband');
  if (f.waist && /fly/.test(f.waist)) add('fly', 'closure', 'Fly');
  return out;
}

/**
 * The pack's components without a piece: those the design never drafts, and (given the drafted pieces) those whose
 * pieces the design left out at the spec's measurements (Bent's sleeve, shaped to the elbow, for a short sleeve).
 */
export function notDraftedOf(
  pack: TechPack,
  plan: DesignPlan,
  pieces?: { component: string }[],
): PatternResult['notDrafted'] {
  const planned = new Set(Object.values(plan.pieces).map((p) => p.component));
  const present = pieces ? new Set(pieces.map((p) => p.component)) : planned;
  const left = [...planned].filter((c) => !present.has(c));
  const drafted = new Set([...plan.drafts, ...present]);
  return componentsOf(pack)
    .filter((c) => left.includes(c.key) || (!drafted.has(c.key) && !drafted.has(c.kind)))
    .map((c) => ({
      component: c.key,
      name: c.name,
      reason: left.includes(c.key)
        ? `${c.name}: ${plan.id} drafts no piece for it at the spec's measurements (not drafted)`
        : `${c.name}: ${plan.id} has no piece for it yet (not drafted)`,
    }));
}

function checkRows(pack: TechPack, plan: DesignPlan, bySize: SizePattern[]): CheckRow[] {
  const rows: CheckRow[] = [];
  for (const s of bySize)
    for (const row of pack.pointsOfMeasure.rows) {
      const spec = row.values[s.size];
      if (typeof spec !== 'number') continue;
      const m = s.measured[row.key];
      const base = {
        size: s.size,
        key: row.key,
        code: row.code,
        name: row.name,
        spec,
        tolerance: row.tolerance,
      };
      if (m === undefined || !Number.isFinite(m) || m <= 0) {
        rows.push({
          ...base,
          measured: null,
          diff: null,
          status: 'not drafted',
          note: plan.unreached[row.key] ?? `${plan.id} has no line that measures this point`,
        });
        continue;
      }
      const diff = r1(m - spec);
      const status: CheckStatus = Math.abs(diff) <= row.tolerance + 1e-9 ? 'in' : 'out';
      rows.push({
        ...base,
        measured: r1(m),
        diff,
        status,
        ...(status === 'out'
          ? { note: plan.unreached[row.key] ?? 'the design did not reach the spec at this size' }
          : {}),
      });
    }
  return rows;
}

/** Yields to the event loop between sizes: one size's draft is the longest the loop is held. */
const breathe = () => new Promise<void>((r) => setImmediate(r));

// Drafts by their inputs (the design, the spec and tolerances at the size, the body): a pack edited elsewhere than
// its measurements (a colour, the BOM, a comment) or a size whose grade did not move is not drafted again.
const MEMO = 256;
const memo = new Map<string, { size: SizePattern; offsets: Offsets }>();
// the levers' offsets by the same inputs (small: many more are kept than whole drafts)
const SOLVED = 4096;
const solved = new Map<string, Offsets>();
// a key set as the newest of a map kept to `max` entries (the oldest let go)
function keep<T>(map: Map<string, T>, key: string, value: T, max: number) {
  map.delete(key);
  map.set(key, value);
  while (map.size > max) map.delete(map.keys().next().value as string);
}

function drafted(
  pack: TechPack,
  plan: DesignPlan,
  size: string,
  hint?: Offsets,
): { size: SizePattern; offsets: Offsets } {
  const { spec, tolerance } = specAt(pack, size);
  const body = bodyAt(rangeOf(pack), size);
  const key = JSON.stringify([plan.label, spec, tolerance, body]);
  const hit = memo.get(key);
  if (hit) {
    keep(memo, key, hit, MEMO);
    return { size: { ...hit.size, size }, offsets: hit.offsets };
  }
  // the levers' solution for these inputs, when a draft of them was made before (its pieces since let go): one round
  const d: Drafted = draftSize(plan, spec, tolerance, body, solved.get(key) ?? hint);
  keep(solved, key, d.offsets, SOLVED);
  const out = {
    size: { size, pieces: piecesOf(plan, d, plan.omit?.(spec)), measured: d.measured, rounds: d.rounds },
    offsets: d.offsets,
  };
  keep(memo, key, out, MEMO);
  return out;
}

/** One size drafted and measured (synchronous: the PDF's pattern page drafts its sample size in the render thread). */
export function draftOne(pack: TechPack, plan: DesignPlan, size: string): SizePattern {
  return drafted(pack, plan, size).size;
}

/**
 * Forgets the drafts kept by their inputs (a benchmark measures cold drafts), and unless `solutions` is false the
 * levers' solutions too.
 */
export function forgetDrafts({ solutions = true } = {}) {
  memo.clear();
  if (solutions) solved.clear();
}

export const checkOf = checkRows;

/**
 * The sizes in drafting order: the base size first (cold, as the PDF's pattern page drafts it), then outwards, each
 * size starting from where its neighbour's levers ended.
 */
function draftOrder(sizes: readonly string[], base: string): [string, string | undefined][] {
  const b = Math.max(0, sizes.indexOf(base));
  const out: [string, string | undefined][] = [[sizes[b], undefined]];
  for (let i = b + 1; i < sizes.length; i++) out.push([sizes[i], sizes[i - 1]]);
  for (let i = b - 1; i >= 0; i--) out.push([sizes[i], sizes[i + 1]]);
  return out;
}

export async function buildPattern(
  pack: TechPack,
  plan: DesignPlan,
  sizes = pack.pointsOfMeasure.sizes,
): Promise<PatternResult> {
  const done = new Map<string, { size: SizePattern; offsets: Offsets }>();
  for (const [size, from] of draftOrder(sizes, pack.pointsOfMeasure.baseSize)) {
    await breathe();
    done.set(size, drafted(pack, plan, size, from ? done.get(from)?.offsets : undefined));
  }
  const bySize = sizes.map((s) => done.get(s)!.size);
  return {
    packId: pack.id,
    revision: revisionOf(pack),
    styleNumber: pack.styleNumber,
    styleName: pack.styleName ?? pack.styleNumber,
    garmentType: garmentTypeOf(pack),
    design: plan.id,
    designLabel: plan.label,
    sizes: [...sizes],
    baseSize: pack.pointsOfMeasure.baseSize,
    bySize,
    check: checkRows(pack, plan, bySize),
    notDrafted: notDraftedOf(
      pack,
      plan,
      bySize.find((s) => s.size === pack.pointsOfMeasure.baseSize)?.pieces,
    ),
  };
}

export { planFor };
