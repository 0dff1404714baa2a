// Operations a component brings that the seam-by-seam construction (./construction.ts) does not list: darts, yokes,
// belt loops, drawcords, pleats, vents, labels, fusing. Each is sewn only where its component exists.
import type { Fabric } from '../fabrics';
import { LOCK, op as constructionOp } from './construction-kit';
import { isKnit } from './fabric';
import type { GarmentComponent, GrammarOperation } from './types';

// the construction's operation, named for the component that brings it
const op = (component: string, ...operation: Parameters<typeof constructionOp>): GrammarOperation => ({
  ...constructionOp(...operation),
  component,
});

export function componentOperations(
  components: GarmentComponent[],
  fabric: Fabric,
  ops: GrammarOperation[],
): GrammarOperation[] {
  const out: GrammarOperation[] = [];
  // a fully fashioned knit is linked, never overlocked: its label is stitched on like a woven's
  const knit = isKnit(fabric) && fabric.construction !== 'sweater-knit';
  const has = (key: string) => components.find((x) => x.key === key);
  const sews = (re: RegExp) => ops.some((o) => re.test(o.operation));
  const waistSeam = has('waist-seam');
  if (waistSeam && !sews(/^Waistband attach \(bodice|^Waist seam/))
    out.push(
      op(
        'waist-seam',
        'Waist seam (bodice to skirt)',
        knit ? '514' : '301 + 504',
        knit ? '4-thread overlock (safety)' : 'Lockstitch, neatened 504',
        '1.01.01',
        'Superimposed seam, neatened',
        12,
        1,
        'Waist seam stay-taped',
      ),
    );
  const darts = has('darts');
  if (darts)
    out.push(
      op(
        'darts',
        `Darts (${darts.placement.toLowerCase()})`,
        '301',
        LOCK,
        '1.01.01',
        'Dart stitched to a point',
        12,
        1,
        'Threads knotted at the point, pressed towards centre',
      ),
    );
  if (has('gathers'))
    out.push(
      op(
        'gathers',
        'Gathered skirt at waist seam',
        '301',
        LOCK,
        '1.01.01',
        'Two rows of long lockstitch, drawn up',
        12,
        1,
        'Gathers distributed evenly, stitched before the seam',
      ),
    );
  if (has('tiers'))
    out.push(
      op(
        'tiers',
        'Gathered tiers',
        '301',
        LOCK,
        '1.01.01',
        'Two rows of long lockstitch, drawn up',
        12,
        1,
        'Each tier gathered to the one above, seams neatened 504',
      ),
    );
  if (has('back-yoke') && !sews(/yoke/i))
    out.push(
      op(
        'back-yoke',
        'Back yoke (double) with box pleat',
        '301',
        LOCK,
        '1.06.03',
        'Enclosed yoke seam, topstitched',
        14,
        1,
        'Burrito method; box pleat 3 cm at centre back',
      ),
    );
  if (has('belt-loops'))
    out.push(
      op(
        'belt-loops',
        'Belt loops',
        '406',
        '2-needle coverstitch',
        '8.06.01',
        'Folded strip',
        12,
        0,
        'Loops 1.2 x 5 cm finished, bartacked top and bottom (ISO 304)',
      ),
    );
  if (has('waist-drawcord'))
    out.push(
      op(
        'waist-drawcord',
        'Waist drawcord and eyelets',
        '304',
        'Zigzag bartack',
        '3.05.01',
        'Cord in the waistband casing',
        12,
        0,
        'Eyelets at centre front before the casing is closed; cord bartacked at centre back',
      ),
    );
  if (has('pleats'))
    out.push(
      op(
        'pleats',
        'Pleats (knife pleats from the waistband)',
        '301',
        LOCK,
        '1.01.01',
        'Pleats stitched down',
        12,
        1,
        'Pleats pressed in, stitched down 10 cm from the waistband',
      ),
    );
  if (has('vent'))
    out.push(
      op(
        'vent',
        'Back vent',
        '301',
        LOCK,
        '1.06.03',
        'Vent with underlap',
        12,
        1,
        'Vent 16 cm, mitred at the hem, bartacked at the top',
      ),
    );
  if (has('liner'))
    out.push(
      op(
        'liner',
        'Mesh liner attach',
        '514',
        '4-thread overlock (safety)',
        '1.01.01',
        'Liner caught in the waistband seam',
        12,
        0.6,
        'Liner legs bound with elastic',
      ),
    );
  if (has('lining') && !sews(/^Lining/))
    out.push(
      op(
        'lining',
        'Lining make and bag out',
        '301',
        LOCK,
        '1.01.01',
        'Bagged lining',
        10,
        1,
        'Lining turned through a side seam, closed by machine',
      ),
    );
  if (has('labels'))
    out.push(
      op(
        'labels',
        'Labels attach',
        knit ? '514' : '301',
        knit ? '4-thread overlock (safety)' : LOCK,
        knit ? '1.01.01' : '5.31.01',
        knit ? 'Main label caught in the back neck seam' : 'Labels stitched on',
        12,
        0,
        `${has('labels')!.placement}: main and size label at centre back, care label in the left side seam`,
      ),
    );
  return out;
}
