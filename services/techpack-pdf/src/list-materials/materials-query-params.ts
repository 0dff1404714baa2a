import { BadRequestException } from '@nestjs/common';
import {
  FABRIC_FAMILIES,
  FIBRES,
  LIBRARY_CONSTRUCTIONS,
  MATERIALS_PAGE_MAX,
  type MaterialsQuery,
} from '@techpack/catalog';

// The query of GET /api/materials, bounded: a value out of bounds or not in the library's words is a 400 naming it.
export type RawMaterialsQuery = Partial<Record<keyof MaterialsQuery, string | string[]>>;

const KEYS = [
  'q',
  'family',
  'construction',
  'fibre',
  'minGsm',
  'maxGsm',
  'minPrice',
  'maxPrice',
  'offset',
  'limit',
] as const;
const NUMBERS: Record<
  'minGsm' | 'maxGsm' | 'minPrice' | 'maxPrice' | 'offset' | 'limit',
  [number, number, string]
> = {
  minGsm: [0, 2000, 'a weight in g/m2 from 0 to 2000'],
  maxGsm: [0, 2000, 'a weight in g/m2 from 0 to 2000'],
  minPrice: [0, 1000, 'a price per metre in USD from 0 to 1000'],
  maxPrice: [0, 1000, 'a price per metre in USD from 0 to 1000'],
  offset: [0, 10000, 'a whole number from 0 to 10000'],
  limit: [1, MATERIALS_PAGE_MAX, `a whole number from 1 to ${MATERIALS_PAGE_MAX}`],
};

const bad = (field: string, what: string) =>
  new BadRequestException({ message: `${field}: ${what}`, fields: [field] });

/** The parsed query, or null when none was given (the whole library). */
export function parseMaterialsQuery(raw: RawMaterialsQuery): MaterialsQuery | null {
  const given = KEYS.filter((k) => raw[k] !== undefined && raw[k] !== '');
  if (given.length === 0) return null;
  const out: MaterialsQuery = {};
  for (const k of given) {
    const v = raw[k];
    if (typeof v !== 'string') throw bad(k, 'given once');
    if (k === 'q') {
      if (v.length > 100) throw bad(k, 'search words of at most 100 characters');
      out.q = v;
    } else if (k === 'family') {
      if (!(FABRIC_FAMILIES as readonly string[]).includes(v))
        throw bad(k, `one of ${FABRIC_FAMILIES.join(', ')}`);
      out.family = v as MaterialsQuery['family'];
    } else if (k === 'construction') {
      if (!(LIBRARY_CONSTRUCTIONS as readonly string[]).includes(v))
        throw bad(k, 'a construction the library holds (jersey, twill, denim ...)');
      out.construction = v as MaterialsQuery['construction'];
    } else if (k === 'fibre') {
      if (!(FIBRES as readonly string[]).includes(v)) throw bad(k, `one of ${FIBRES.join(', ')}`);
      out.fibre = v as MaterialsQuery['fibre'];
    } else {
      const [min, max, what] = NUMBERS[k];
      const n = Number(v);
      const whole = k === 'offset' || k === 'limit';
      if (!/^\d+(\.\d+)?$/.test(v) || n < min || n > max || (whole && !Number.isInteger(n)))
        throw bad(k, what);
      out[k] = n;
    }
  }
  return out;
}
