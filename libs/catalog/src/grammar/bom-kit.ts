// The BOM being built: the garment (class, features, fabric, measurements, size range), its lines and trims so far,
// the hardware and trim it is known by, and how a trim from the library becomes a line (./bom.ts builds it).
import type { Fabric, GarmentKind } from '../fabrics';
import { perSizeInRange } from '../sizing/grade';
import type { SizeRange } from '../sizing/ranges';
import { trimById } from '../trims';
import { isKnit } from './fabric';
import type { GrammarBomCategory, GrammarBomLine, GrammarFamily, GrammarPom } from './types';

export interface BomBuild {
  kind: GarmentKind;
  fam: GrammarFamily;
  v: Record<string, string>;
  fabric: Fabric;
  padded: boolean;
  range: SizeRange;
  bom: GrammarBomLine[];
  trims: Record<string, string>;
  /** a quantity at the base size, per size of the range */
  ps: (atBase: number, share?: number, decimals?: number) => Record<string, number>;
  /** the body colour: what matched trims are dyed to */
  matched: string;
  bodyColour: string;
  knit: boolean;
  leather: boolean;
  /** a point of measure's base value */
  pomBase: (key: string) => number | undefined;
  /** a trim from the library as a BOM line and its trims-page text */
  add: (
    key: string,
    category: GrammarBomCategory,
    trimId: string,
    placement: string,
    quantity: number,
    color: string,
    extra?: string,
    bySize?: boolean,
  ) => void;
  /** the hardware and trim the garment is known by (the last closure or trim that sets it) */
  hardware: string;
  trim: string;
}

export function bomBuild(
  kind: GarmentKind,
  fam: GrammarFamily,
  v: Record<string, string>,
  fabric: Fabric,
  padded: boolean,
  poms: GrammarPom[],
  bodyColour: string,
  range: SizeRange,
): BomBuild {
  const bom: GrammarBomLine[] = [];
  const ps = (atBase: number, share = 0.04, decimals = 2) => perSizeInRange(atBase, range, share, decimals);
  const trims: Record<string, string> = {};
  const matched = bodyColour;
  const knit = isKnit(fabric);
  const pomBase = (key: string) => poms.find((p) => p.key === key)?.base;
  const leather = fabric.family === 'leather';
  const add = (
    key: string,
    category: GrammarBomCategory,
    trimId: string,
    placement: string,
    quantity: number,
    color: string,
    extra = '',
    bySize = false,
  ) => {
    const tr = trimById(trimId);
    bom.push({
      key,
      category,
      item: tr.name,
      description: tr.spec + (extra ? `, ${extra}` : ''),
      placement,
      color,
      quantity,
      unit: tr.unit === 'pcs' ? 'pcs' : tr.unit,
      ...(bySize ? { quantityBySize: ps(quantity, 0.05) } : {}),
    });
    trims[key.replace(/^(trim|hardware)\./, '')] =
      `${tr.spec}${extra ? `, ${extra}` : ''}: ${quantity} ${tr.unit} (${placement})`;
  };
  return {
    kind,
    fam,
    v,
    fabric,
    padded,
    range,
    bom,
    trims,
    ps,
    matched,
    bodyColour,
    knit,
    leather,
    pomBase,
    add,
    hardware: 'none',
    trim: 'none',
  };
}
