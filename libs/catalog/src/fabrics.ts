import { MORE_FABRICS } from './library/fabric-library';
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

// Indicative FOB mill prices per metre (USD) of the first 42 fabrics (2024-2025 wholesale listings, bulk 300-1,000 m).
const PRICE: Record<string, [number, number]> = {
  'cotton-jersey': [3, 5],
  'cotton-fleece': [5, 8],
  'organic-cotton-canvas': [5, 8],
  'cotton-pique': [4, 6.5],
  'polyester-performance': [2.5, 4.5],
  'poly-cotton-blend': [2.5, 4],
  'athletic-mesh': [2, 3.5],
  'bamboo-jersey': [5, 8],
  'merino-wool': [18, 30],
  'cashmere-blend': [30, 55],
  'genuine-leather': [25, 45],
  'lambskin-suede': [35, 60],
  'silk-charmeuse': [16, 28],
  'cotton-rib': [4, 6.5],
  'cotton-interlock': [4, 6.5],
  'french-terry': [5, 8],
  'heavy-fleece': [6, 9.5],
  'cotton-sweater-knit': [9, 15],
  'wool-blend-sweater-knit': [11, 18],
  'viscose-jersey': [4, 6.5],
  'organic-cotton-jersey': [4.5, 7],
  'cotton-rib-trim': [4, 6],
  'cotton-poplin': [3, 5],
  'cotton-oxford': [3.5, 6],
  chambray: [3.5, 6],
  linen: [7, 12],
  'viscose-challis': [2.5, 4.5],
  'polyester-crepe': [2.5, 4.5],
  'polyester-chiffon': [1.8, 3.5],
  'cotton-lace': [8, 16],
  'cotton-twill': [4, 6.5],
  'cotton-twill-light': [3.5, 5.5],
  'denim-12oz': [4.5, 7.5],
  'stretch-denim': [4, 7],
  'denim-shirting': [3.5, 6],
  corduroy: [5, 8.5],
  'wool-flannel': [14, 24],
  'nylon-ripstop': [3, 5.5],
  'polyester-taffeta': [1.5, 3],
  'polyester-softshell': [6, 10],
  'quilted-nylon': [6, 11],
  'polyester-microfibre': [2, 3.5],
};
const GROUP: Record<string, string> = {
  jersey: 'knits',
  rib: 'knits',
  interlock: 'knits',
  pique: 'knits',
  mesh: 'swim-active',
  fleece: 'fleece',
  'french-terry': 'fleece',
  'sweater-knit': 'sweater-knits',
  denim: 'denim',
  ripstop: 'outerwear',
  taffeta: 'outerwear',
  softshell: 'outerwear',
  quilted: 'padding',
  lace: 'lace-sheer',
  chiffon: 'lace-sheer',
  hide: 'leather',
  suede: 'leather',
};

const f = (
  id: string,
  name: string,
  gsm: number,
  category: FabricCategory,
  composition: string,
  texture: string,
  family: FabricFamily,
  construction: FabricConstruction,
  widthCm: number,
  care: Fabric['care'],
  suits: GarmentKind[],
): Fabric => ({
  id,
  name,
  gsm,
  category,
  composition,
  texture,
  imageUrl: `/assets/fabrics/${id}.svg`,
  family,
  construction,
  widthCm,
  care,
  suits,
  priceRange: { min: PRICE[id]?.[0] ?? 0, max: PRICE[id]?.[1] ?? 0, currency: 'USD', unit: 'm' },
  group: GROUP[construction] ?? 'wovens',
});

const TOPS: GarmentKind[] = ['tee', 'polo', 'long-sleeve'];
const DEFAULT_FABRIC_IMAGE_PATH = '/assets/fabrics/default.svg';

// The materials library: the spec's 13 fabrics first (names unchanged), then the rest of the 39+.
export const FABRICS: Fabric[] = [
  f(
    'cotton-jersey',
    '100% Cotton Jersey',
    180,
    'Cotton',
    '100% Cotton',
    'Smooth knit',
    'knit',
    'jersey',
    180,
    'machine-wash-cold',
    [...TOPS, 'dress'],
  ),
  f(
    'cotton-fleece',
    'Cotton Fleece',
    300,
    'Cotton',
    '80% Cotton, 20% Polyester',
    'Brushed back, soft',
    'knit',
    'fleece',
    180,
    'machine-wash-cold',
    ['hoodie', 'sweatshirt', 'joggers', 'shorts'],
  ),
  f(
    'organic-cotton-canvas',
    'Organic Cotton Canvas',
    240,
    'Sustainable',
    '100% Organic Cotton',
    'Firm plain weave',
    'woven',
    'canvas',
    150,
    'machine-wash-cold',
    ['jacket', 'skirt', 'pants'],
  ),
  f(
    'cotton-pique',
    'Cotton Pique',
    200,
    'Cotton',
    '100% Cotton',
    'Textured waffle knit',
    'knit',
    'pique',
    180,
    'machine-wash-cold',
    ['polo'],
  ),
  f(
    'polyester-performance',
    'Polyester Performance',
    160,
    'Synthetic',
    '100% Polyester',
    'Moisture-wicking, smooth',
    'knit',
    'interlock',
    160,
    'machine-wash-cold',
    ['tee', 'long-sleeve', 'shorts', 'polo'],
  ),
  f(
    'poly-cotton-blend',
    'Poly-Cotton Blend',
    190,
    'Blend',
    '65% Polyester, 35% Cotton',
    'Soft, wrinkle resistant',
    'woven',
    'twill',
    150,
    'machine-wash-cold',
    ['shirt', 'pants', 'shorts'],
  ),
  f(
    'athletic-mesh',
    'Athletic Mesh',
    140,
    'Synthetic',
    '100% Polyester',
    'Open breathable mesh',
    'knit',
    'mesh',
    160,
    'machine-wash-cold',
    ['tee', 'shorts'],
  ),
  f(
    'bamboo-jersey',
    'Bamboo Jersey',
    170,
    'Sustainable',
    '95% Bamboo Viscose, 5% Elastane',
    'Silky, drapey',
    'knit',
    'jersey',
    160,
    'delicate-cycle',
    ['tee', 'dress', 'long-sleeve'],
  ),
  f(
    'merino-wool',
    'Merino Wool',
    220,
    'Wool',
    '100% Merino Wool',
    'Fine, soft knit',
    'knit',
    'jersey',
    160,
    'hand-wash-only',
    ['long-sleeve', 'sweater', 'tee'],
  ),
  f(
    'cashmere-blend',
    'Cashmere Blend',
    280,
    'Luxury',
    '70% Wool, 30% Cashmere',
    'Plush, warm',
    'knit',
    'sweater-knit',
    150,
    'hand-wash-only',
    ['sweater'],
  ),
  f(
    'genuine-leather',
    'Genuine Leather',
    800,
    'Leather',
    '100% Cowhide Leather',
    'Full grain',
    'leather',
    'hide',
    0,
    'dry-clean-only',
    ['jacket', 'vest', 'skirt', 'pants'],
  ),
  f(
    'lambskin-suede',
    'Lambskin Suede',
    600,
    'Leather',
    '100% Lambskin',
    'Napped, velvety',
    'leather',
    'suede',
    0,
    'dry-clean-only',
    ['jacket', 'skirt'],
  ),
  f(
    'silk-charmeuse',
    'Silk Charmeuse',
    120,
    'Silk',
    '100% Mulberry Silk',
    'Lustrous satin face',
    'woven',
    'satin',
    114,
    'dry-clean-only',
    ['dress', 'shirt', 'skirt'],
  ),
  // knits
  f(
    'cotton-rib',
    'Cotton 2x2 Rib',
    260,
    'Cotton',
    '95% Cotton, 5% Elastane',
    'Stretchy vertical rib',
    'knit',
    'rib',
    100,
    'machine-wash-cold',
    ['long-sleeve', 'tee', 'dress'],
  ),
  f(
    'cotton-interlock',
    'Cotton Interlock',
    220,
    'Cotton',
    '100% Cotton',
    'Smooth both sides, firm',
    'knit',
    'interlock',
    180,
    'machine-wash-cold',
    ['tee', 'long-sleeve', 'polo'],
  ),
  f(
    'french-terry',
    'Cotton French Terry',
    280,
    'Cotton',
    '100% Cotton',
    'Looped back, smooth face',
    'knit',
    'french-terry',
    180,
    'machine-wash-cold',
    ['sweatshirt', 'hoodie', 'joggers', 'shorts'],
  ),
  f(
    'heavy-fleece',
    'Heavyweight Brushed Fleece',
    380,
    'Cotton',
    '80% Cotton, 20% Polyester',
    'Dense brushed back',
    'knit',
    'fleece',
    180,
    'machine-wash-cold',
    ['hoodie', 'sweatshirt', 'joggers'],
  ),
  f(
    'cotton-sweater-knit',
    'Cotton Sweater Knit (12gg)',
    340,
    'Cotton',
    '100% Cotton',
    'Flat-knit jersey stitch, 12 gauge',
    'knit',
    'sweater-knit',
    0,
    'machine-wash-cold',
    ['sweater'],
  ),
  f(
    'wool-blend-sweater-knit',
    'Wool Blend Sweater Knit (7gg)',
    420,
    'Wool',
    '50% Wool, 50% Acrylic',
    'Chunky flat knit, 7 gauge',
    'knit',
    'sweater-knit',
    0,
    'hand-wash-only',
    ['sweater'],
  ),
  f(
    'viscose-jersey',
    'Viscose Elastane Jersey',
    190,
    'Blend',
    '95% Viscose, 5% Elastane',
    'Fluid, drapey knit',
    'knit',
    'jersey',
    160,
    'delicate-cycle',
    ['dress', 'tee', 'long-sleeve', 'skirt'],
  ),
  f(
    'organic-cotton-jersey',
    'Organic Cotton Jersey',
    200,
    'Sustainable',
    '100% Organic Cotton',
    'Smooth knit, GOTS',
    'knit',
    'jersey',
    180,
    'machine-wash-cold',
    ['tee', 'long-sleeve', 'dress'],
  ),
  f(
    'cotton-rib-trim',
    'Cotton 1x1 Rib Trim',
    240,
    'Cotton',
    '95% Cotton, 5% Elastane',
    'Fine rib for bands',
    'knit',
    'rib',
    100,
    'machine-wash-cold',
    ['tee', 'hoodie', 'sweatshirt'],
  ),
  // wovens
  f(
    'cotton-poplin',
    'Cotton Poplin',
    115,
    'Cotton',
    '100% Cotton',
    'Crisp fine plain weave',
    'woven',
    'poplin',
    145,
    'machine-wash-cold',
    ['shirt', 'dress', 'skirt'],
  ),
  f(
    'cotton-oxford',
    'Cotton Oxford',
    140,
    'Cotton',
    '100% Cotton',
    'Basket weave, soft',
    'woven',
    'oxford',
    145,
    'machine-wash-cold',
    ['shirt'],
  ),
  f(
    'chambray',
    'Cotton Chambray',
    150,
    'Cotton',
    '100% Cotton',
    'Light denim look, plain weave',
    'woven',
    'chambray',
    145,
    'machine-wash-cold',
    ['shirt', 'dress'],
  ),
  f(
    'linen',
    'Linen',
    170,
    'Luxury',
    '100% Linen',
    'Slubby, breathable plain weave',
    'woven',
    'linen',
    140,
    'machine-wash-cold',
    ['shirt', 'dress', 'pants', 'shorts', 'skirt'],
  ),
  f(
    'viscose-challis',
    'Viscose Challis',
    110,
    'Blend',
    '100% Viscose',
    'Soft, fluid plain weave',
    'woven',
    'challis',
    140,
    'delicate-cycle',
    ['dress', 'skirt', 'shirt'],
  ),
  f(
    'polyester-crepe',
    'Polyester Crepe',
    150,
    'Synthetic',
    '100% Polyester',
    'Grainy, fluid',
    'woven',
    'crepe',
    150,
    'delicate-cycle',
    ['dress', 'skirt', 'pants'],
  ),
  f(
    'polyester-chiffon',
    'Polyester Chiffon',
    75,
    'Synthetic',
    '100% Polyester',
    'Sheer, light',
    'woven',
    'chiffon',
    150,
    'delicate-cycle',
    ['dress', 'skirt', 'shirt'],
  ),
  f(
    'cotton-lace',
    'Cotton Blend Lace',
    130,
    'Blend',
    '70% Cotton, 30% Polyamide',
    'Open floral lace',
    'non-woven',
    'lace',
    135,
    'hand-wash-only',
    ['dress', 'skirt'],
  ),
  f(
    'cotton-twill',
    'Cotton Twill (Chino)',
    260,
    'Cotton',
    '98% Cotton, 2% Elastane',
    'Diagonal twill, firm',
    'woven',
    'twill',
    145,
    'machine-wash-cold',
    ['pants', 'shorts', 'skirt', 'jacket'],
  ),
  f(
    'cotton-twill-light',
    'Light Cotton Twill',
    190,
    'Cotton',
    '100% Cotton',
    'Soft diagonal twill',
    'woven',
    'twill',
    145,
    'machine-wash-cold',
    ['shorts', 'shirt', 'dress', 'skirt'],
  ),
  f(
    'denim-12oz',
    'Rigid Denim 12 oz',
    400,
    'Cotton',
    '100% Cotton',
    '3x1 right-hand twill, indigo',
    'woven',
    'denim',
    150,
    'machine-wash-cold',
    ['jeans', 'pants', 'jacket', 'skirt', 'shorts'],
  ),
  f(
    'stretch-denim',
    'Stretch Denim 10 oz',
    340,
    'Blend',
    '92% Cotton, 6% Polyester, 2% Elastane',
    '3x1 twill with stretch',
    'woven',
    'denim',
    150,
    'machine-wash-cold',
    ['jeans', 'pants', 'skirt', 'shorts', 'dress'],
  ),
  f(
    'denim-shirting',
    'Denim Shirting 6 oz',
    200,
    'Cotton',
    '100% Cotton',
    'Light denim twill',
    'woven',
    'denim',
    150,
    'machine-wash-cold',
    ['shirt', 'dress'],
  ),
  f(
    'corduroy',
    'Cotton Corduroy (14 wale)',
    300,
    'Cotton',
    '98% Cotton, 2% Elastane',
    'Ribbed cut pile',
    'woven',
    'corduroy',
    145,
    'machine-wash-cold',
    ['pants', 'jacket', 'skirt', 'shirt'],
  ),
  f(
    'wool-flannel',
    'Wool Flannel',
    320,
    'Wool',
    '100% Wool',
    'Brushed, soft',
    'woven',
    'flannel',
    150,
    'dry-clean-only',
    ['pants', 'skirt', 'jacket'],
  ),
  // outerwear
  f(
    'nylon-ripstop',
    'Nylon Ripstop (DWR)',
    70,
    'Synthetic',
    '100% Polyamide',
    'Grid ripstop, water repellent',
    'woven',
    'ripstop',
    145,
    'machine-wash-cold',
    ['jacket', 'vest', 'shorts'],
  ),
  f(
    'polyester-taffeta',
    'Polyester Taffeta',
    65,
    'Synthetic',
    '100% Polyester',
    'Smooth, light, slippery',
    'woven',
    'taffeta',
    150,
    'machine-wash-cold',
    ['jacket', 'vest'],
  ),
  f(
    'polyester-softshell',
    'Polyester Softshell',
    300,
    'Synthetic',
    '94% Polyester, 6% Elastane',
    'Stretch shell, fleece back',
    'woven',
    'softshell',
    150,
    'machine-wash-cold',
    ['jacket', 'vest'],
  ),
  f(
    'quilted-nylon',
    'Quilted Nylon Shell with Polyester Wadding',
    220,
    'Synthetic',
    '100% Polyamide shell; 100% Polyester wadding',
    'Channel-quilted, padded',
    'woven',
    'quilted',
    145,
    'delicate-cycle',
    ['jacket', 'vest'],
  ),
  f(
    'polyester-microfibre',
    'Polyester Microfibre (quick-dry)',
    110,
    'Synthetic',
    '100% Polyester',
    'Peached, quick drying',
    'woven',
    'poplin',
    150,
    'machine-wash-cold',
    ['shorts', 'jacket'],
  ),
  // the rest of the library (library/fabric-library.ts): swim, fleece, sweater knits, tweed, velvet, pile, padding, lace, leather-look
  ...MORE_FABRICS.map((m) => ({
    id: m.id,
    name: m.name,
    gsm: m.gsm,
    category: m.category,
    composition: m.composition,
    texture: m.texture,
    imageUrl: DEFAULT_FABRIC_IMAGE_PATH,
    family: m.family,
    construction: m.construction as FabricConstruction,
    widthCm: m.widthCm,
    care: m.care,
    suits: m.suits as GarmentKind[],
    priceRange: { min: m.price[0], max: m.price[1], currency: 'USD' as const, unit: 'm' as const },
    group: m.group,
  })),
];

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
