import { type GarmentSpec } from '@techpack/catalog';
import type { TechPack, TechPackUpdate } from '@techpack/contracts';
import { flatInputFromPack, garmentKindOf, measurementsAt, resolveFeatures } from '@techpack/flats';
import { colourClassAgrees, colourStandardOf } from '../model/colour-standard';
import { zipLengthOf } from '../model/quantities';

// Checks that the pack's surfaces say the same thing: the zip fits its opening, the BOM and the construction name the
// same closures and pockets as the features, the care label's print warning only where there is a print, the
// colourway's body colour is the main colour the designer confirmed.

type Add = (
  code: string,
  severity: 'error' | 'warning',
  message: string,
  fields: string[],
  fix?: TechPackUpdate,
) => void;

export function crossCheck(pack: TechPack, spec: GarmentSpec, add: Add): void {
  const rows = pack.pointsOfMeasure.rows;
  const at = (key: string) => rows.find((r) => r.key === key)?.values[spec.baseSize]; // the grammar's base size (M; 8Y for kids)
  const v = spec.features;
  // zips against their openings (size M, where the BOM gives the length)
  for (const line of pack.bom.filter((l) => l.category === 'hardware' && /zip/i.test(l.item))) {
    const zip = zipLengthOf(line.description);
    if (zip === undefined) continue;
    const front = /centre front$/i.test(line.placement);
    const opening = front
      ? (at('zipLength') ?? (at('length') ?? Infinity) + (v.collar === 'stand' ? 8 : 0))
      : /fly/i.test(line.placement)
        ? at('flyLength')
        : undefined;
    if (opening !== undefined && zip > opening + 0.5)
      add(
        'ZIP_LONGER_THAN_OPENING',
        'error',
        `${line.ref} zip is ${zip} cm but its opening is ${Math.round(opening * 10) / 10} cm at size M`,
        [`bom.${line.ref}`, front ? 'measurements.zipLength' : 'measurements.flyLength'],
      );
    if (front && at('length') !== undefined && zip > (at('length') ?? 0) + (v.collar === 'stand' ? 8 : 0))
      add(
        'ZIP_LONGER_THAN_BODY',
        'error',
        `${line.ref} zip is ${zip} cm, longer than the body (${at('length')} cm at size M)`,
        [`bom.${line.ref}`, 'measurements.length'],
      );
  }
  // pockets: nothing of a pocket where the features say none (jeans always have their five)
  const pockets = v.pockets ?? 'none';
  if (pockets === 'none' && spec.kind !== 'jeans') {
    const pocketLines = pack.bom.filter(
      (l) => /pocket/i.test(`${l.item} ${l.placement}`) && !/logo|artwork/i.test(l.item),
    );
    if (pocketLines.length)
      add(
        'POCKETS_CONTRADICTION',
        'error',
        `The features say no pockets but the BOM has ${pocketLines.map((l) => `${l.ref} (${l.placement})`).join(', ')}`,
        ['aiAnalysis.features.pockets', ...pocketLines.map((l) => `bom.${l.ref}`)],
      );
    const ops = pack.construction.operations.filter((o) => /pocket/i.test(o.operation));
    if (ops.length)
      add(
        'POCKETS_CONTRADICTION',
        'error',
        `The features say no pockets but construction has ${ops.map((o) => o.operation).join(', ')}`,
        ['aiAnalysis.features.pockets', 'construction'],
      );
  }
  // closures: a skirt or pants waist with a zip names its fastening in the BOM as construction does
  const closureOps = pack.construction.operations.map((o) => `${o.operation} ${o.notes}`).join(' ');
  const hasHook = pack.bom.some((l) => /hook/i.test(l.item));
  if (/hook and bar/i.test(closureOps) && !hasHook)
    add(
      'CLOSURE_CONTRADICTION',
      'error',
      'Construction fastens the waistband with a hook and bar the BOM does not list',
      ['bom', 'construction'],
    );
  const fc = v.front_closure ?? 'none';
  if ((fc === 'buttons-full' || fc === 'buttons-partial') && !pack.bom.some((l) => /button/i.test(l.item)))
    add('CLOSURE_CONTRADICTION', 'error', `Front closure "${fc}" without buttons in the BOM`, [
      'aiAnalysis.features.front_closure',
      'bom',
    ]);
  if ((fc === 'zip-full' || fc === 'zip-partial') && !pack.bom.some((l) => /zip/i.test(l.item)))
    add('CLOSURE_CONTRADICTION', 'error', `Front closure "${fc}" without a zip in the BOM`, [
      'aiAnalysis.features.front_closure',
      'bom',
    ]);
  // care: the print warning only on printed garments
  const printed =
    v.pattern === 'print' ||
    (!!pack.branding.logo &&
      pack.branding.logoMethod !== 'embroidery' &&
      pack.branding.logoMethod !== 'patch' &&
      pack.branding.logoMethod !== 'laser-engrave');
  if (!printed && pack.care.lines.some((l) => /do not iron print/i.test(l)))
    add(
      'CARE_CONTRADICTS_PATTERN',
      'warning',
      'The care label says "do not iron print" but the garment carries no print',
      ['care'],
    );
  // the flats draw the garment the BOM and construction were derived from
  const input = flatInputFromPack(pack);
  const drawn = resolveFeatures(
    garmentKindOf(input.garmentType),
    input.features,
    input.pattern,
    measurementsAt(input, input.baseSize),
  );
  const pairs: [string, string | undefined, string][] = [
    ['front_closure', v.front_closure, drawn.closure],
    ['pockets', v.pockets, drawn.pockets],
    ['collar', v.collar, drawn.collar],
    ['waist', v.waist, drawn.waist],
    ['hood', v.hood, drawn.hood ? 'yes' : 'no'],
  ];
  for (const [key, specified, onFlat] of pairs) {
    if (specified === undefined || onFlat === 'n/a' || specified === onFlat) continue;
    add(
      'FLATS_CONTRADICTION',
      'error',
      `The flats draw ${key.replace('_', ' ')} "${onFlat}" but the pack specifies "${specified}"`,
      [`aiAnalysis.features.${key}`, 'flats'],
    );
  }
  // the main colour the designer confirmed checks the measured body colour: one that disagrees asks for a colour
  const mc = pack.aiAnalysis.features?.main_colour;
  const body = pack.colors[0];
  if (
    mc?.source === 'user' &&
    pack.provenance.colors !== 'user' &&
    body &&
    !colourClassAgrees(body.hex, mc.value)
  ) {
    const standard = colourStandardOf(body.hex);
    add(
      'COLOUR_CONTRADICTION',
      'error',
      `Main colour confirmed as ${mc.value} but the measured body colour is ${body.name} (${standard.pantone}, ΔE ${standard.deltaE.toFixed(1)}): pick the body colour (colour picker or TCX search)`,
      ['colors', 'aiAnalysis.features.main_colour'],
    );
  }
}
