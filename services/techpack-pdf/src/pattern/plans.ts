// Which FreeSewing design drafts which garment type (docs/patterns.md). A type missing here has no pattern yet.
import { penelope, titan } from './designs/bottoms';
import { bent } from './designs/outerwear';
import { simon } from './designs/shirt';
import { teagan } from './designs/tops';
import type { DesignPlan } from './designs/types';

const PLANS: Record<string, () => DesignPlan> = {
  't-shirt': () => teagan('tee'),
  'long-sleeve top': () => teagan('long-sleeve'),
  dress: () => teagan('dress'),
  hoodie: () => teagan('hoodie'),
  shirt: () => simon(),
  pants: () => titan(false),
  shorts: () => titan(true),
  skirt: () => penelope(),
  jacket: () => bent(),
};

const cache = new Map<string, DesignPlan>();

export const PATTERN_TYPES = Object.keys(PLANS);

export function planFor(garmentType: string): DesignPlan | undefined {
  const t = garmentType.toLowerCase();
  const make = PLANS[t];
  if (!make) return undefined;
  if (!cache.has(t)) cache.set(t, make());
  return cache.get(t);
}
