import { flatInputFromPack, type FlatInput } from '@techpack/flats';
import type { StudioTechPack } from '../lib/types';

/** What the flats engine reads from the studio's pack (older packs may lack the graded table). */
export function studioFlatInput(pack: StudioTechPack): FlatInput {
  return flatInputFromPack({
    aiAnalysis: pack.aiAnalysis,
    pointsOfMeasure: pack.pointsOfMeasure ?? null,
    measurements: pack.measurements,
    branding: pack.branding,
    selectedSize: pack.selectedSize ?? null,
  });
}
