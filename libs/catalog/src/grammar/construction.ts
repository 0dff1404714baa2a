// Construction: ISO 4915 stitches and ISO 4916 seams per operation, following the fabric and the features.
// The rules go by part of the garment: ./construction-tops.ts (shoulders, sleeves, neck), ./construction-closures.ts,
// ./construction-bottoms.ts (waist, hem and pockets) and ./construction-finishing.ts; the shared seam and hem rules
// and the stitch names are in ./construction-kit.ts.
import type { Fabric, GarmentKind } from '../fabrics';
import { upperBodyOps } from './construction-tops';
import { upperClosureOps } from './construction-closures';
import { bottomWaistOps, pocketOps } from './construction-bottoms';
import { finishingOps } from './construction-finishing';
import { constructionBuild } from './construction-kit';
import type { GrammarFamily, GrammarOperation } from './types';

export function operationsFor(
  kind: GarmentKind,
  fam: GrammarFamily,
  v: Record<string, string>,
  fabric: Fabric,
  padded: boolean,
): GrammarOperation[] {
  const b = constructionBuild(kind, fam, v, fabric, padded);
  if (b.upper) {
    upperBodyOps(b);
    upperClosureOps(b);
  }
  // waist for bottoms
  if (fam === 'pants' || fam === 'shorts' || fam === 'skirt') bottomWaistOps(b);
  pocketOps(b);
  finishingOps(b);
  return b.ops;
}
