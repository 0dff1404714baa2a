// The garment grammar's types: what it derives for a garment (GarmentSpec) and its parts.
import type { Fabric, GarmentKind } from '../fabrics';
import type { FeatureFamily } from '../features';
import type { Fit, GradeClass, SizeLabel, SizeRange } from '../sizing/ranges';
import type { FabricClass } from '../sizing/tolerances';

export type FeatureValues = Partial<Record<string, string>>;
export type GrammarFamily = FeatureFamily;

export interface GrammarPom {
  code: string; // preferred code: stable for a key across garments and revisions
  key: string;
  name: string;
  howToMeasure: string;
  base: number; // cm at size M
  grade: number; // cm per size step (0 for detail heights)
  tolerance: number; // +/- cm, at least 0.3
  kind: 'girth' | 'length' | 'detail';
  feature?: string; // the feature that brought this POM
  gradeClass?: GradeClass; // which column of the range's body table its steps follow
  component?: string; // the key of the garment component it measures
}

export type GrammarBomCategory =
  'fabric' | 'lining' | 'trim' | 'thread' | 'hardware' | 'label' | 'hang-tag' | 'packaging';
export interface GrammarBomLine {
  key: string; // stable id of the line ('fabric.main', 'trim.zip', ...)
  category: GrammarBomCategory;
  item: string;
  description: string;
  placement: string;
  color: string;
  quantity: number; // size M
  unit: string;
  quantityBySize?: Record<string, number>; // where the quantity varies with size
  component?: string; // the key of the garment component it is for
}

export interface GrammarOperation {
  operation: string;
  isoStitch: string;
  stitchName: string;
  isoSeam: string;
  seamName: string;
  spi: number;
  seamAllowanceCm: number;
  notes: string;
  component?: string; // the key of the garment component it sews
}

/** One part of the garment (./components.ts): the flats draw it, and its BOM lines, operations and POMs name its key. */
export interface GarmentComponent {
  key: string; // stable: 'body', 'sleeves', 'front-zip', 'waist-drawcord', 'flounce-sleeve', 'custom-1'
  kind:
    | 'body'
    | 'sleeve'
    | 'collar'
    | 'hood'
    | 'closure'
    | 'pocket'
    | 'waistband'
    | 'drawcord'
    | 'cuff'
    | 'hem'
    | 'dart'
    | 'seam'
    | 'lining'
    | 'wadding'
    | 'interlining'
    | 'label'
    | 'packaging'
    | 'trim'
    | 'detail';
  name: string;
  placement: string;
  source: 'grammar' | 'catalogue' | 'designer';
  feature?: string; // the feature that brought it
  detail?: string; // the catalogue detail it comes from
  drawn: boolean; // on the flats (front and / or back)
  needs: { operation: boolean; material: boolean; measure: boolean };
  description?: string;
  /** a detail's mark on the flats: its shape, where on the garment and on which view */
  mark?: { shape: string; at: string; view: 'front' | 'back' | 'both'; params?: Record<string, string> };
}

export interface GarmentArtwork {
  logoPosition: string;
  logoWidth: number;
  logoHeight: number;
  logoFromTop: number;
  logoFromLeft: number;
  logoMethod: string;
}

export interface GarmentSpec {
  garmentType: string;
  kind: GarmentKind;
  family: GrammarFamily;
  label: string; // 'Hooded puffer jacket'
  features: Record<string, string>; // resolved values (type defaults where the input was unclear / missing)
  assumed: string[]; // keys whose value came from the type default
  fabric: Fabric;
  padded: boolean;
  poms: GrammarPom[];
  bom: GrammarBomLine[];
  operations: GrammarOperation[];
  thread: string;
  finishing: string;
  care: { instruction: string; lines: string[] };
  trims: Record<string, string>;
  hardware: string;
  lining: string;
  trim: string;
  artwork: GarmentArtwork;
  mainLabel: string;
  description: string;
  sizeRange: SizeRange;
  fit: Fit;
  sizes: readonly SizeLabel[];
  baseSize: SizeLabel; // the size the blocks (POM bases) are drawn at
  fabricClass: FabricClass;
  components: GarmentComponent[];
  /** a fully fashioned garment's knit spec (gauge, yarn, stitch per panel, weight per size); absent for cut-and-sew */
  knitwear?: import('./knitwear').KnitSpec;
}

export const MIN_TOLERANCE_CM = 0.3;
