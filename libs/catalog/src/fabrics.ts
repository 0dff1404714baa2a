import rows from './library/fabrics.json';

// The materials library (116 fabrics) lives as data in library/fabrics.json: the spec's 13 fabrics first (names
// unchanged), then the rest. Weights, widths and compositions are typical mill offers; `price` is an indicative FOB
// mill price per metre (USD, 2024-2025 wholesale listings for bulk of 300-1,000 m), for costing only: the factory
// confirms the real price. `imageUrl` is the fabric's swatch, or the default swatch where it has none.
export type FabricCategory =
  'Cotton' | 'Synthetic' | 'Blend' | 'Sustainable' | 'Wool' | 'Luxury' | 'Leather' | 'Silk';
export type FabricFamily = 'knit' | 'woven' | 'non-woven' | 'leather';
export type FabricConstruction =
  | 'jersey'
  | 'rib'
  | 'interlock'
  | 'pique'
  | 'fleece'
  | 'french-terry'
  | 'sweater-knit'
  | 'mesh'
  | 'poplin'
  | 'oxford'
  | 'chambray'
  | 'twill'
  | 'denim'
  | 'canvas'
  | 'ripstop'
  | 'taffeta'
  | 'softshell'
  | 'challis'
  | 'crepe'
  | 'satin'
  | 'chiffon'
  | 'lace'
  | 'linen'
  | 'corduroy'
  | 'flannel'
  | 'quilted'
  | 'hide'
  | 'suede'
  | 'swim-tricot'
  | 'waffle'
  | 'ponte'
  | 'scuba'
  | 'velour'
  | 'tweed'
  | 'seersucker'
  | 'velvet'
  | 'bengaline'
  | 'melton'
  | 'laminate'
  | 'fill'
  | 'wadding'
  | 'sherpa'
  | 'faux-fur'
  | 'boucle'
  | 'terry'
  | 'tulle'
  | 'organza'
  | 'georgette'
  | 'eyelet'
  | 'voile'
  | 'pu-coated'
  | 'suede-look';
/** The garment kinds a fabric suits (the grammar's garment classes). */
export type GarmentKind =
  | 'tee'
  | 'polo'
  | 'long-sleeve'
  | 'sweater'
  | 'shirt'
  | 'hoodie'
  | 'sweatshirt'
  | 'jacket'
  | 'vest'
  | 'dress'
  | 'skirt'
  | 'pants'
  | 'jeans'
  | 'joggers'
  | 'shorts';

export interface Fabric {
  id: string;
  name: string;
  gsm: number;
  category: FabricCategory;
  composition: string;
  texture: string;
  imageUrl: string;
  family: FabricFamily;
  construction: FabricConstruction;
  widthCm: number; // usable width
  care: 'machine-wash-cold' | 'hand-wash-only' | 'dry-clean-only' | 'machine-wash-warm' | 'delicate-cycle';
  suits: GarmentKind[];
  /** indicative FOB mill price per metre (the cost sheet reads its midpoint) */
  priceRange: { min: number; max: number; currency: 'USD'; unit: 'm' };
  /** library group: knits, wovens, denim, fleece, sweater-knits, swim-active, outerwear, padding, pile-fur, lace-sheer, leather-look, leather */
  group: string;
}

// One row of library/fabrics.json: a Fabric with its price range as [min, max] USD per metre.
type FabricRow = Omit<Fabric, 'priceRange'> & { price: [number, number] };

export const FABRICS: Fabric[] = (rows as FabricRow[]).map(({ price, group, ...fabric }) => ({
  ...fabric,
  priceRange: { min: price[0], max: price[1], currency: 'USD', unit: 'm' },
  group,
}));

export const FABRIC_CATEGORIES: FabricCategory[] = [
  'Cotton',
  'Synthetic',
  'Blend',
  'Sustainable',
  'Wool',
  'Luxury',
  'Leather',
  'Silk',
];

export const DEFAULT_FABRIC_IMAGE = '/assets/fabrics/default.svg';

// Spec: fabric search matches name or category, case-insensitive.
export function searchFabrics(query: string, category?: string): Fabric[] {
  const q = query.trim().toLowerCase();
  return FABRICS.filter(
    (fab) =>
      (!category || category === 'all' || fab.category === category) &&
      (!q || fab.name.toLowerCase().includes(q) || fab.category.toLowerCase().includes(q)),
  );
}

export function fabricByName(name: string): Fabric | undefined {
  return FABRICS.find((fab) => fab.name === name || fab.id === name);
}

export const LINING_OPTIONS = [
  'none',
  'cotton-lining',
  'polyester-lining',
  'mesh-lining',
  'fleece-lining',
] as const;
export const TRIM_OPTIONS = ['cotton-ribbing', 'elastic-band', 'bias-tape', 'contrast-trim', 'none'] as const;
