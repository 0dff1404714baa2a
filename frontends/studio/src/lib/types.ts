// The tech pack as the techpack service returns it. Types only: nothing from the contracts package is bundled here.
import type {
  Branding,
  GradedSpec,
  Materials,
  PomRow,
  Provenance,
  TechPack,
  TechPackColor,
} from '@techpack/contracts';

export type { Branding, GradedSpec, Materials, PomRow, Provenance, TechPackColor };

// The studio works on whatever the server sent; the richer factory fields may be missing on older packs.
export type StudioTechPack = Omit<
  TechPack,
  | 'pointsOfMeasure'
  | 'bom'
  | 'construction'
  | 'care'
  | 'provenance'
  | 'revisions'
  | 'selectedSize'
  | 'styleNumber'
  | 'season'
  | 'imageUrl'
  | 'updatedAt'
  | 'pdfPath'
> &
  Partial<
    Pick<
      TechPack,
      | 'pointsOfMeasure'
      | 'bom'
      | 'construction'
      | 'care'
      | 'provenance'
      | 'revisions'
      | 'selectedSize'
      | 'styleNumber'
      | 'season'
      | 'imageUrl'
      | 'updatedAt'
    >
  > & {
    pdfPath?: string | null;
    // Points-of-measure changes made in the studio, sent with the next Save (PUT `pointsOfMeasure`), then cleared.
    pomChanges?: PomChanges;
  };

export interface PomChanges {
  edit?: Record<string, { tolerance?: number; grade?: number }>;
  add?: { name: string; value: number }[];
  remove?: string[];
}

export function hasPomChanges(c: PomChanges | undefined): boolean {
  return (
    !!c && (Object.keys(c.edit ?? {}).length > 0 || (c.add?.length ?? 0) > 0 || (c.remove?.length ?? 0) > 0)
  );
}

export interface AnalysisLike {
  garmentType: string;
  silhouette: string;
  styleCategory: string;
  description?: string;
  components?: { collar?: string; [key: string]: unknown };
  confidence: number;
  /** false: the analysis's garment type is an estimate (below its detected threshold), for the designer to confirm */
  garmentTypeDetected?: boolean;
}
