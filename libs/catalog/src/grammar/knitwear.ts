// Knitwear as knitwear: a garment in a sweater knit is fully fashioned. Its panels are knitted to shape on a flat
// machine from a yarn (count and fibre for the gauge), each panel in its stitch, ribs knitted on; the panels are linked
// loop for loop and the side and sleeve seams mattress-stitched (no overlock); the yarn is bought by the kilo from the
// garment's weight per size, not fabric by the metre.
//
// Yarn count for a gauge: worsted count NeK ~ gauge^2 / 9 (C. Spencer, Knitting Technology, 3rd ed., Woodhead 2001,
// "yarn counts" for flat machines: 12 npi 2/26's-2/42's, 8 npi 2/14's-2/22's, 5 npi 6/14's-6/18's); metric count
// Nm = 1.129 x NeK. The spinner's stock counts are 2/28 Nm (fine) and 2/8 Nm (chunky), knitted with as many ends as
// the gauge needs.
import type { Fabric } from '../fabrics';
import { perSizeInRange } from '../sizing/grade';
import { SIZE_RANGE_SPECS, type SizeRange } from '../sizing/ranges';
import type { GrammarBomLine, GrammarOperation, GrammarPom } from './types';

export const isFullyFashioned = (fabric: Pick<Fabric, 'construction'>) =>
  fabric.construction === 'sweater-knit';

export interface KnitSpec {
  gauge: number;
  yarn: { count: string; ends: number; resultantNm: number; fibre: string };
  panels: { panel: string; stitch: string }[];
  /** finished garment weight in grams at each size of the range */
  weightBySize: Record<string, number>;
}

// Losses between the yarn bought and the garment: fully fashioned knitting and linking waste (about 5 % and 3 %).
export const YARN_WASTE = 0.08;

export function knitGauge(fabric: Pick<Fabric, 'name'>): number {
  return Number(/(\d+)\s*gg/i.exec(fabric.name)?.[1] ?? 12);
}

function yarnFor(gauge: number, composition: string): KnitSpec['yarn'] {
  const resultant = Math.round(((1.129 * gauge * gauge) / 9) * 10) / 10;
  const fine = resultant >= 4;
  const stock = fine ? 28 : 8;
  const ends = Math.max(1, Math.round(stock / 2 / resultant));
  const fibre = composition.replace(/^100%\s*/i, '');
  return { count: `2/${stock} Nm`, ends, resultantNm: Math.round((stock / 2 / ends) * 10) / 10, fibre };
}

/** The knit spec of a fully fashioned garment: gauge, yarn, stitch per panel and the garment's weight per size. */
export function knitSpecFor(
  fabric: Fabric,
  v: Record<string, string>,
  poms: GrammarPom[],
  range: SizeRange,
): KnitSpec {
  const gauge = knitGauge(fabric);
  const body = /cable/i.test(fabric.name) ? 'cable' : 'single jersey';
  const rib = gauge <= 7 ? '2x2 rib' : '1x1 rib';
  const sleeves = v.sleeve !== 'sleeveless';
  const panels = [
    { panel: 'Front', stitch: body },
    { panel: 'Back', stitch: body === 'cable' ? 'single jersey' : body },
    ...(sleeves ? [{ panel: 'Sleeves', stitch: body === 'cable' ? 'cable' : body }] : []),
    { panel: 'Neck rib', stitch: rib },
    ...(sleeves && v.sleeve === 'long' ? [{ panel: 'Cuffs', stitch: rib }] : []),
    { panel: 'Hem rib', stitch: rib },
  ];
  // panel area at the base size from the measurements: front and back, sleeves tapering to the cuff, ribs about 8 %
  const at = (key: string, fallback: number) => poms.find((p) => p.key === key)?.base ?? fallback;
  const bodyArea = 2 * at('chestWidth', 52) * at('length', 68);
  const sleeveArea = sleeves
    ? 2 * at('sleeveLength', v.sleeve === 'long' ? 62 : 20) * at('bicep', 19) * 2 * 0.8
    : 0;
  const grams = Math.round(((bodyArea + sleeveArea) / 10_000) * 1.08 * fabric.gsm);
  return {
    gauge,
    yarn: yarnFor(gauge, fabric.composition),
    panels,
    weightBySize: perSizeInRange(grams, range, 0.07, 0),
  };
}

/** The yarn lines of the BOM: the body yarn by the kilo (weight per size plus waste), the ribs' share on their own lines. */
export function yarnBomLines(
  fabric: Fabric,
  spec: KnitSpec,
  range: SizeRange,
  colour: string,
  has: { neckRib: boolean; cuffs: boolean; hemRib: boolean },
): GrammarBomLine[] {
  const base = SIZE_RANGE_SPECS[range].baseSize;
  const kg = (g: number, share: number) => Math.round((g * share * (1 + YARN_WASTE)) / 10) / 100;
  const bySize = (share: number) =>
    Object.fromEntries(Object.entries(spec.weightBySize).map(([s, g]) => [s, kg(g, share)]));
  const y = spec.yarn;
  const yarn = `${y.count}${y.ends > 1 ? ` x ${y.ends} ends` : ''}`;
  const weights = Object.entries(spec.weightBySize)
    .map(([s, g]) => `${s} ${g} g`)
    .join(', ');
  const ribShare = { neck: 0.03, cuffs: 0.03, hem: 0.04 };
  const bodyShare =
    1 -
    (has.neckRib ? ribShare.neck : 0) -
    (has.cuffs ? ribShare.cuffs : 0) -
    (has.hemRib ? ribShare.hem : 0);
  const stitches = spec.panels.map((p) => `${p.panel}: ${p.stitch}`).join('; ');
  const line = (
    key: string,
    category: GrammarBomLine['category'],
    item: string,
    placement: string,
    share: number,
    description: string,
  ): GrammarBomLine => ({
    key,
    category,
    item,
    description,
    placement,
    color: colour,
    quantity: kg(spec.weightBySize[base], share),
    unit: 'kg',
    quantityBySize: bySize(share),
  });
  const rib = (panel: string) => spec.panels.find((p) => p.panel === panel)?.stitch ?? '1x1 rib';
  return [
    line(
      'fabric.main',
      'fabric',
      `Yarn: ${yarn}`,
      'Front; Back; Sleeves',
      bodyShare,
      `${fabric.composition}; ${spec.gauge} gauge; fully fashioned; ${stitches}; garment weight: ${weights}; ${Math.round(YARN_WASTE * 100)} % knitting and linking waste; bought by the kilo`,
    ),
    ...(has.neckRib
      ? [
          line(
            'trim.rib',
            'trim',
            `Yarn: ${yarn}`,
            'Neck rib',
            ribShare.neck,
            `${fabric.composition}; ${rib('Neck rib')}; knitted on; no rib fabric`,
          ),
        ]
      : []),
    ...(has.cuffs
      ? [
          line(
            'trim.ribCuffs',
            'trim',
            `Yarn: ${yarn}`,
            'Cuffs',
            ribShare.cuffs,
            `${fabric.composition}; ${rib('Cuffs')}; knitted on; no rib fabric`,
          ),
        ]
      : []),
    ...(has.hemRib
      ? [
          line(
            'trim.ribHem',
            'trim',
            `Yarn: ${yarn}`,
            'Hem rib',
            ribShare.hem,
            `${fabric.composition}; ${rib('Hem rib')}; knitted on; no rib fabric`,
          ),
        ]
      : []),
  ];
}

const op = (
  operation: string,
  component: string,
  isoStitch: string,
  stitchName: string,
  seamName: string,
  notes: string,
): GrammarOperation => ({
  operation,
  isoStitch,
  stitchName,
  isoSeam: '-',
  seamName,
  spi: 0,
  seamAllowanceCm: 0,
  notes,
  component,
});

/** The construction of a fully fashioned garment: knitting, then linking and mattress stitch, no overlock. */
/** The cut-and-sew operations a fully fashioned garment does instead by knitting and linking. */
export const LINKED_INSTEAD =
  /^(Shoulder seams|Sleeve attach|Side seams|Sleeve hem|Body hem|Hem\b|Cuff rib attach|Hem rib attach|Neckband attach|Back neck tape|Knit panels|Linking \(|Armhole finishing|Collar attach|Collar make|Pull-on)/;

/** An operation a knit keeps (waist seam, hood, placket): linked where it was overlocked. */
export const linkedNotOverlocked = (o: GrammarOperation): GrammarOperation =>
  /514|504/.test(o.isoStitch)
    ? { ...o, isoStitch: '101', stitchName: 'Linking (chainstitch, point to point)', seamName: 'Linked seam' }
    : o;

export function fullyFashionedOperations(
  spec: KnitSpec,
  v: Record<string, string>,
  has: { neckRib: boolean; cuffs: boolean; hemRib: boolean; collar: boolean; armholes?: boolean },
): GrammarOperation[] {
  const stitches = spec.panels.map((p) => `${p.panel}: ${p.stitch}`).join('; ');
  const link = (what: string, component: string) =>
    op(
      `Linking: ${what}`,
      component,
      '101',
      'Linking (chainstitch, point to point)',
      'Linked seam',
      'Linked loop for loop, no overlock',
    );
  const out = [
    op(
      `Knit panels (${spec.gauge} gauge, ${/cable/.test(stitches) ? 'cable' : 'jersey'} stitch)`,
      'body',
      '-',
      `Flat knit, ${spec.gauge}gg`,
      'Fully fashioned panels',
      `${stitches}; panels knitted to shape, not cut; yarn: ${spec.yarn.count}${spec.yarn.ends > 1 ? ` x ${spec.yarn.ends} ends` : ''}`,
    ),
  ];
  out.push(link('shoulders', 'body'));
  if (v.sleeve !== 'sleeveless') out.push(link('sleeves', 'sleeves'));
  if (has.neckRib) out.push(link('neck rib', 'neckline'));
  if (has.collar) out.push(link('collar', 'collar'));
  if (has.armholes) out.push(link('armhole ribs', 'armhole-finish'));
  out.push(
    op(
      'Mattress stitch: side seams',
      'body',
      '-',
      'Linking (chainstitch, point to point)',
      'Linked seam',
      'Linked loop for loop, no overlock; side seams mattress-stitched',
    ),
  );
  if (has.cuffs)
    out.push(
      op(
        'Cuffs: knitted on',
        'cuffs',
        '-',
        'Flat knit',
        'Fully fashioned panels',
        `${spec.panels.find((p) => p.panel === 'Cuffs')?.stitch ?? '1x1 rib'}; knitted on`,
      ),
    );
  if (has.hemRib)
    out.push(
      op(
        'Hem rib: knitted on',
        'hem',
        '-',
        'Flat knit',
        'Fully fashioned panels',
        `${spec.panels.find((p) => p.panel === 'Hem rib')?.stitch ?? '1x1 rib'}; knitted on`,
      ),
    );
  return out;
}
