// The trims library: zips by type and gauge, buttons by ligne, elastics by width, drawcords, stoppers, wadding by g/m2.
// Pure data; the garment grammar (grammar.ts) picks from it.

export type TrimKind =
  | 'zip'
  | 'button'
  | 'snap'
  | 'elastic'
  | 'drawcord'
  | 'stopper'
  | 'eyelet'
  | 'rivet'
  | 'wadding'
  | 'rib'
  | 'tape'
  | 'interlining'
  | 'pocketing'
  | 'lining'
  | 'hook';

export interface Trim {
  id: string;
  kind: TrimKind;
  name: string;
  spec: string; // what a factory orders: type, gauge / ligne / width, material, finish
  unit: 'pcs' | 'm' | 'm2';
}

const t = (id: string, kind: TrimKind, name: string, spec: string, unit: Trim['unit'] = 'pcs'): Trim => ({
  id,
  kind,
  name,
  spec,
  unit,
});

export const TRIMS: Trim[] = [
  // zips: type x gauge
  t('zip-coil-3-closed', 'zip', 'Coil zip #3, closed end', 'Nylon coil #3, closed end, auto-lock slider'),
  t(
    'zip-coil-5-open',
    'zip',
    'Coil zip #5, separating',
    'Nylon coil #5, open end (separating), auto-lock slider',
  ),
  t(
    'zip-vislon-5-open',
    'zip',
    'Moulded zip #5, separating',
    'Moulded plastic (Vislon) #5, open end, two-way slider',
  ),
  t('zip-metal-5-open', 'zip', 'Metal zip #5, separating', 'Brass #5, open end, antique finish'),
  t('zip-metal-4.5-fly', 'zip', 'Metal fly zip #4.5', 'Brass #4.5, closed end, semi-auto lock slider'),
  t('zip-coil-3-fly', 'zip', 'Coil fly zip #3', 'Nylon coil #3, closed end, fly'),
  t('zip-invisible-3', 'zip', 'Invisible zip #3', 'Concealed coil #3, closed end, colour matched'),
  // buttons by ligne (1 L = 0.635 mm)
  t('button-16L', 'button', 'Button 16L (10 mm)', '4-hole polyester, 16L, matt'),
  t('button-18L', 'button', 'Button 18L (11.5 mm)', '4-hole polyester, 18L, matt'),
  t('button-24L', 'button', 'Button 24L (15 mm)', '4-hole corozo, 24L'),
  t('button-32L', 'button', 'Button 32L (20 mm)', '4-hole horn-look, 32L'),
  t('button-shank-27L', 'button', 'Jeans tack button 27L (17 mm)', 'Metal tack (shank) button 27L, with pin'),
  t('snap-15', 'snap', 'Ring snap 15 mm', 'Metal 4-part ring snap 15 mm'),
  t('rivet-9', 'rivet', 'Rivet 9 mm', 'Copper burr rivet 9 mm'),
  t('hook-bar', 'hook', 'Hook and bar', 'Metal trouser hook and bar, 2 parts'),
  // elastics by width
  t('elastic-10', 'elastic', 'Knitted elastic 10 mm', 'Polyester/rubber knitted elastic 10 mm', 'm'),
  t('elastic-25', 'elastic', 'Woven elastic 25 mm', 'Non-roll woven elastic 25 mm', 'm'),
  t('elastic-35', 'elastic', 'Woven elastic 35 mm', 'Non-roll woven elastic 35 mm', 'm'),
  // drawcords, stoppers, eyelets
  t(
    'drawcord-flat-10',
    'drawcord',
    'Flat drawcord 10 mm',
    'Flat cotton drawcord 10 mm, heat-sealed tips',
    'm',
  ),
  t(
    'drawcord-round-5',
    'drawcord',
    'Round drawcord 5 mm',
    'Round polyester drawcord 5 mm, heat-sealed tips',
    'm',
  ),
  t('stopper-1hole', 'stopper', 'Cord stopper, 1 hole', 'Spring cord stopper, 1 hole, for 5 mm cord'),
  t('eyelet-10', 'eyelet', 'Eyelet 10 mm', 'Metal eyelet with washer, 10 mm'),
  // wadding by g/m2
  t('wadding-80', 'wadding', 'Polyester wadding 80 g/m2', 'Siliconised polyester wadding 80 g/m2', 'm2'),
  t('wadding-120', 'wadding', 'Polyester wadding 120 g/m2', 'Siliconised polyester wadding 120 g/m2', 'm2'),
  t('wadding-160', 'wadding', 'Polyester wadding 160 g/m2', 'Siliconised polyester wadding 160 g/m2', 'm2'),
  // ribs, tapes, interlinings, pocketing, lining
  t('rib-1x1', 'rib', '1x1 rib', '1x1 cotton/elastane rib, tubular', 'm'),
  t('rib-2x2', 'rib', '2x2 rib', '2x2 cotton/elastane rib, tubular', 'm'),
  t('tape-twill-10', 'tape', 'Twill tape 10 mm', 'Cotton herringbone tape 10 mm', 'm'),
  t('tape-bias-12', 'tape', 'Bias binding 12 mm', 'Self or poly-cotton bias binding 12 mm finished', 'm'),
  t(
    'interlining-woven',
    'interlining',
    'Fusible woven interlining',
    'Fusible woven interlining 60 g/m2',
    'm',
  ),
  t(
    'interlining-nonwoven',
    'interlining',
    'Fusible non-woven interlining',
    'Fusible non-woven interlining 30 g/m2',
    'm',
  ),
  t('pocketing', 'pocketing', 'Pocketing', 'Poly-cotton pocketing 110 g/m2', 'm'),
  t('lining-taffeta', 'lining', 'Polyester taffeta lining', '100% polyester taffeta 190T', 'm'),
  t('lining-mesh', 'lining', 'Mesh lining', '100% polyester tricot mesh', 'm'),
];

export function trimById(id: string): Trim {
  const found = TRIMS.find((x) => x.id === id);
  if (!found) throw new Error(`unknown trim ${id}`);
  return found;
}
