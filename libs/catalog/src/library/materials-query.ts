import { FABRICS, type Fabric, type FabricConstruction, type FabricFamily } from '../fabrics';

// Browsing the materials library: the fibres a fabric is made of (read from its composition), the kind of mill it is
// bought from, and one query (search words, family, construction, weight, fibre, price per metre, a page) that the
// API answers and the studio's library asks.

export const FABRIC_FAMILIES: readonly FabricFamily[] = ['knit', 'woven', 'non-woven', 'leather'];

export const FIBRES = [
  'cotton',
  'polyester',
  'polyamide',
  'elastane',
  'wool',
  'cashmere',
  'silk',
  'viscose',
  'linen',
  'acrylic',
  'polyurethane',
  'leather',
  'down',
] as const;
export type LibraryFibre = (typeof FIBRES)[number];

const FIBRE_WORDS: Record<LibraryFibre, RegExp> = {
  cotton: /cotton/i,
  polyester: /polyester/i,
  polyamide: /polyamide|nylon/i,
  elastane: /elastane|spandex/i,
  wool: /wool|mohair/i,
  cashmere: /cashmere/i,
  silk: /silk/i,
  viscose: /viscose|modal|lyocell|rayon/i,
  linen: /linen|flax/i,
  acrylic: /acrylic/i,
  polyurethane: /polyurethane|\bpu\b/i,
  leather: /leather|lambskin|cowhide/i,
  down: /\bdown\b|feather/i,
};

/** The fibres a composition names ('60% Cotton, 40% Polyester' -> cotton, polyester), in the library's fibre order. */
export const fibresOf = (composition: string): LibraryFibre[] =>
  FIBRES.filter((f) => FIBRE_WORDS[f].test(composition));

// The kind of mill a library fabric is typically bought from and where such mills are (an indication for sourcing,
// not a named company): by the fabric's own fibre first (silk, wool, linen), else by its library group.
const SUPPLIER_BY_GROUP: Record<string, string> = {
  knits: 'Circular-knit mill, Guangdong (CN)',
  fleece: 'Fleece knitting mill, Zhejiang (CN)',
  'sweater-knits': 'Flat-knit mill, Dongguan (CN)',
  'swim-active': 'Warp-knit mill, Taiwan',
  wovens: 'Weaving mill, Jiangsu (CN)',
  denim: 'Denim mill, Gujarat (IN)',
  outerwear: 'Technical fabric mill, Taiwan',
  padding: 'Quilting and wadding mill, Zhejiang (CN)',
  'pile-fur': 'Pile fabric mill, Hebei (CN)',
  'lace-sheer': 'Lace and sheer mill, Guangdong (CN)',
  'leather-look': 'Coated fabric mill, Zhejiang (CN)',
  leather: 'Tannery, Arzignano (IT)',
};
export function supplierOf(fabric: Pick<Fabric, 'composition' | 'group' | 'family'>): string {
  const fibres = fibresOf(fabric.composition);
  if (fabric.family !== 'leather') {
    if (fibres[0] === 'silk') return 'Silk mill, Suzhou (CN)';
    if (fibres[0] === 'cashmere' || (fibres[0] === 'wool' && fabric.family === 'woven'))
      return 'Wool mill, Biella (IT)';
    if (fibres[0] === 'linen') return 'Linen mill, Lithuania';
  }
  return SUPPLIER_BY_GROUP[fabric.group] ?? 'Weaving mill, Jiangsu (CN)';
}

export interface MaterialsQuery {
  /** words matched against name, category, composition, construction and texture */
  q?: string;
  family?: FabricFamily;
  construction?: FabricConstruction;
  fibre?: LibraryFibre;
  /** weight bounds in g/m2, inclusive */
  minGsm?: number;
  maxGsm?: number;
  /** price bounds per metre (USD): a fabric matches when its range overlaps them */
  minPrice?: number;
  maxPrice?: number;
  offset?: number;
  limit?: number;
}

export const MATERIALS_PAGE_MAX = 100;

export function queryFabrics(query: MaterialsQuery): { fabrics: Fabric[]; total: number } {
  const words = (query.q ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean);
  const hits = FABRICS.filter((f) => {
    if (query.family && f.family !== query.family) return false;
    if (query.construction && f.construction !== query.construction) return false;
    if (query.fibre && !fibresOf(f.composition).includes(query.fibre)) return false;
    if (query.minGsm !== undefined && f.gsm < query.minGsm) return false;
    if (query.maxGsm !== undefined && f.gsm > query.maxGsm) return false;
    if (query.minPrice !== undefined && f.priceRange.max < query.minPrice) return false;
    if (query.maxPrice !== undefined && f.priceRange.min > query.maxPrice) return false;
    const text =
      `${f.name} ${f.category} ${f.composition} ${f.construction.replace(/-/g, ' ')} ${f.texture}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
  const offset = query.offset ?? 0;
  const end = query.limit === undefined ? undefined : offset + query.limit;
  return { fabrics: hits.slice(offset, end), total: hits.length };
}

/** The constructions the library holds, in library order. */
export const LIBRARY_CONSTRUCTIONS: FabricConstruction[] = [...new Set(FABRICS.map((f) => f.construction))];
