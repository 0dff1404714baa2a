import { flatInputFromPack, type FlatInput } from '@techpack/flats';
import type { StudioTechPack } from '../lib/types';

/** What the flats engine reads from the studio's pack (older packs may lack the graded table). */
export function studioFlatInput(pack: StudioTechPack): FlatInput {
  return flatInputFromPack({
    aiAnalysis: pack.aiAnalysis,
    // the garment the server derived the BOM and construction from: the drawing shows the same
    garment: (pack as { garment?: { features?: Record<string, string> } }).garment ?? null,
    pointsOfMeasure: pack.pointsOfMeasure ?? null,
    measurements: pack.measurements,
    branding: pack.branding,
    artwork: pack.artwork ?? null,
    selectedSize: pack.selectedSize ?? null,
  });
}
