// The default main fabric for a garment class and fabric look.
import { FABRICS, fabricByName, type Fabric, type GarmentKind } from '../fabrics';

const FABRIC_BY_LOOK: Record<string, Partial<Record<GarmentKind | 'default', string>>> = {
  jersey: {
    polo: 'cotton-pique',
    dress: 'viscose-jersey',
    skirt: 'viscose-jersey',
    pants: 'french-terry',
    joggers: 'french-terry',
    shorts: 'french-terry',
    hoodie: 'french-terry',
    sweatshirt: 'french-terry',
    jacket: 'french-terry',
    default: 'cotton-jersey',
  },
  'rib-or-sweater-knit': {
    sweater: 'cotton-sweater-knit',
    tee: 'cotton-rib',
    'long-sleeve': 'cotton-rib',
    dress: 'cotton-rib',
    skirt: 'cotton-rib',
    default: 'cotton-sweater-knit',
  },
  fleece: { jacket: 'heavy-fleece', vest: 'heavy-fleece', default: 'cotton-fleece' },
  'woven-light': {
    shirt: 'cotton-poplin',
    dress: 'viscose-challis',
    skirt: 'viscose-challis',
    tee: 'viscose-challis',
    'long-sleeve': 'viscose-challis',
    pants: 'linen',
    joggers: 'linen',
    shorts: 'polyester-microfibre',
    jacket: 'nylon-ripstop',
    vest: 'nylon-ripstop',
    default: 'cotton-poplin',
  },
  'woven-heavy': {
    shirt: 'cotton-oxford',
    jacket: 'organic-cotton-canvas',
    vest: 'organic-cotton-canvas',
    dress: 'cotton-twill-light',
    default: 'cotton-twill',
  },
  denim: {
    shirt: 'denim-shirting',
    dress: 'denim-shirting',
    tee: 'denim-shirting',
    'long-sleeve': 'denim-shirting',
    jeans: 'denim-12oz',
    skirt: 'stretch-denim',
    default: 'denim-12oz',
  },
  'quilted-or-padded': { default: 'quilted-nylon' },
  shell: {
    shorts: 'polyester-microfibre',
    jacket: 'nylon-ripstop',
    vest: 'nylon-ripstop',
    'long-sleeve': 'nylon-ripstop',
    default: 'nylon-ripstop',
  },
  'leather-or-suede': { default: 'genuine-leather' },
  'lace-or-sheer': { dress: 'cotton-lace', skirt: 'cotton-lace', default: 'polyester-chiffon' },
};

/** The default main fabric for a garment class and fabric look (a puffer is not canvas, a sweater is not 180 gsm jersey). */
export function defaultFabricFor(kind: GarmentKind, fabricLook: string | undefined, waist?: string): Fabric {
  const row = FABRIC_BY_LOOK[fabricLook ?? ''];
  let id = row?.[kind] ?? row?.default;
  if (kind === 'shorts' && fabricLook === 'woven-light' && waist === 'fly-and-waistband')
    id = 'cotton-twill-light';
  if (kind === 'joggers' && fabricLook === 'fleece') id = 'cotton-fleece';
  return fabricByName(id ?? '') ?? FABRICS[0];
}

export const isKnit = (f: Pick<Fabric, 'family'>) => f.family === 'knit';

// ------------------------------------------------------------------------------------------ points of measure
