import type { StudioTechPack } from '../lib/types';

// A save's answer that arrives after the designer edited again (the studio never writes old values back).
// Three-way: what the designer changed since the save was sent stays theirs; everything else is the server's answer
// (its re-derived care, trims, centre back length...). Measurements merge per point of measure, so an edit to one cell
// does not pin every other cell to the values the studio held before the server re-derived them.

// what the server owns: always taken from its answer
export const SERVER_OWNED = [
  'updatedAt',
  'pdfPath',
  'revisions',
  'revision',
  'status',
  'provenance',
  'generatedAt',
  'styleNumber',
] as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export function mergeAnswer(
  sent: StudioTechPack,
  current: StudioTechPack,
  answer: StudioTechPack,
): StudioTechPack {
  const was = sent as unknown as Obj;
  const now = current as unknown as Obj;
  const merged: Obj = { ...(answer as unknown as Obj) };
  for (const key of Object.keys(now)) {
    if ((SERVER_OWNED as readonly string[]).includes(key) || key === 'pomChanges' || now[key] === was[key])
      continue;
    const mine = now[key];
    const before = was[key];
    const theirs = merged[key];
    if (key === 'measurements' && isObj(mine) && isObj(before) && isObj(theirs)) {
      const cells: Obj = { ...theirs };
      for (const k of Object.keys(mine)) if (mine[k] !== before[k]) cells[k] = mine[k];
      merged[key] = cells;
    } else merged[key] = mine;
  }
  // point-of-measure changes the save carried are done; newer ones wait for the next save
  merged.pomChanges = current.pomChanges === sent.pomChanges ? undefined : current.pomChanges;
  return merged as unknown as StudioTechPack;
}
