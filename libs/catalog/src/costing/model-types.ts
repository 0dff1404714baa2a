// The should-cost model's input and output: what the pack and the designer give (./model.ts computes from it) and
// the cost sheet of lines that add up to the FOB unit cost.
import type { BulletinGarment, OperationBulletin } from './bulletin';
import type { CostPriceRange } from './prices';

export type CostSource = 'library' | 'standard' | 'user';
export type CostCategory =
  | 'fabric'
  | 'lining'
  | 'trim'
  | 'thread'
  | 'hardware'
  | 'label'
  | 'hang-tag'
  | 'packaging'
  | 'cmt'
  | 'surcharge'
  | 'overhead'
  | 'margin';

export interface CostLine {
  ref: string; // BOM ref ('F1', 'T2', 'L1') or the model's own ('CUT', 'OP1', 'FIN', 'MOQ', 'OVH', 'MRG')
  category: CostCategory;
  item: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  source: CostSource;
  total: number;
  range?: { min: number; max: number }; // the main fabric: the materials library's price range, per the line's unit
  component?: string; // the garment component the material or operation is for (whole-garment lines have none)
}

export interface CostMaterialInput {
  ref: string;
  category: string; // the BOM line's category
  item: string;
  description?: string;
  quantity: number; // per garment at the sample size
  unit: string; // the BOM's unit text: 'm (180 cm width)', 'pcs', 'm2', ...
  component?: string;
}

export interface CostOverrides {
  unitPrices?: Record<string, number>; // line ref -> unit price in USD per the line's unit (m or yd follows the pack)
  labourRatePerMinute?: number; // USD per standard minute, replaces the region's (CPM / efficiency)
  overheadPercent?: number;
  marginPercent?: number;
}

export interface CostInput {
  quantity: number;
  region: string;
  unit: 'cm' | 'in';
  // the main fabric: the library's price range when it has one, else the fallback table by id, else by category
  fabric: {
    id?: string;
    name: string;
    category?: string;
    priceRange?: CostPriceRange;
    yarnPricePerKg?: { min: number; max: number };
  };
  materials: CostMaterialInput[];
  operations: string[];
  /** the component of each operation, in the same order */
  operationComponents?: (string | undefined)[];
  /** the garment class, knit or woven and padded: the bulletin's seams, pressing, packing and published range */
  garment?: BulletinGarment;
  logo?: { method: string; colors: string } | null;
  overrides?: CostOverrides;
}

export interface CostSheet {
  quantity: number;
  region: string;
  currency: 'USD';
  lines: CostLine[];
  fobUnitCost: number;
  unit: 'cm' | 'in';
  regionName: string;
  moq: number;
  labourRatePerMinute: number;
  standardMinutes: number;
  /** the operation bulletin the making lines are costed from */
  bulletin: OperationBulletin;
  subtotals: Record<'materials' | 'cmt' | 'surcharge' | 'overhead' | 'margin', number>;
  notes: string[];
}
