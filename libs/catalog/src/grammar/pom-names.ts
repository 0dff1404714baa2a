// The name of a point of measure by its key, as the grammar drafts it: for a measurement no graded table names (a pack
// without one), so that it reads as the packs' own tables call it.
import { draftPoms, featureOptionsFor } from './derive';

// the garment types whose names come first: each with its default features, then with one feature changed at a time
const TYPES = [
  't-shirt',
  'shirt',
  'long-sleeve top',
  'hoodie',
  'jacket',
  'pants',
  'shorts',
  'dress',
  'skirt',
];

let names: Map<string, string> | undefined;

function draftedNames(): Map<string, string> {
  const out = new Map<string, string>();
  const take = (garmentType: string, features: Record<string, string> = {}) => {
    for (const p of draftPoms(garmentType, features)) if (!out.has(p.key)) out.set(p.key, p.name);
  };
  for (const t of TYPES) take(t);
  for (const t of TYPES) {
    for (const [key, values] of Object.entries(featureOptionsFor(t)))
      if (key !== 'main_colour') for (const v of values) take(t, { [key]: v });
  }
  return out;
}

/** The grammar's name of a point of measure ('sweep' -> '1/2 Sweep (hem)'); undefined for a key it never drafts. */
export function pomNameOf(key: string): string | undefined {
  names ??= draftedNames();
  return names.get(key);
}
