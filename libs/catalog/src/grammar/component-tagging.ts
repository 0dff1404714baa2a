// Tagging: every BOM line, operation and point of measure names the component it belongs to, from the tables below.
import type { GarmentSpec } from './types';

// Candidates in order: a line goes to the first component of the list that the garment has.

const BOM_COMPONENT: Record<string, string[]> = {
  'fabric.main': ['body'],
  thread: ['body'],
  'lining.body': ['lining'],
  'lining.swimLiner': ['liner'],
  'trim.wadding': ['wadding'],
  'trim.rib': ['neckline', 'collar'],
  'trim.ribCuffs': ['cuffs'],
  'trim.ribHem': ['hem'],
  'trim.tape': ['neckline', 'collar', 'hood'],
  'trim.binding': ['armhole-finish'],
  'trim.drawcord': ['hood-drawcord', 'waist-drawcord'],
  'trim.stoppers': ['hood-drawcord', 'waist-drawcord'],
  'trim.eyelets': ['hood-drawcord', 'waist-drawcord'],
  'trim.interlining': ['interlining', 'waistband'],
  'hardware.zip': ['front-zip', 'fly', 'cb-zip', 'side-zip'],
  'hardware.buttons': ['placket', 'waistband'],
  'hardware.snaps': ['placket'],
  'hardware.rivets': ['pockets'],
  'trim.beltLoops': ['belt-loops'],
  'trim.elastic': ['waistband'],
  'hardware.hook': ['waistband'],
  'trim.pocketing': ['pockets'],
  'hardware.cargoSnaps': ['pockets'],
};

const POM_COMPONENT: Record<string, string[]> = {
  sleeveLength: ['sleeves'],
  cbSleeveLength: ['sleeves'],
  bicep: ['sleeves'],
  sleeveOpening: ['cuffs', 'sleeves'],
  cuffWidth: ['cuffs'],
  cuffHeight: ['cuffs'],
  armholeBinding: ['armhole-finish'],
  hoodHeight: ['hood'],
  hoodWidth: ['hood'],
  hoodOpening: ['hood'],
  collarPoint: ['collar'],
  collarHeight: ['collar'],
  collarLength: ['collar'],
  lapelWidth: ['collar'],
  frontNeckDrop: ['neckline'],
  backNeckDrop: ['neckline'],
  neckbandHeight: ['neckline'],
  skirtLength: ['waist-seam', 'body'],
  waistbandHeight: ['waist-seam', 'waistband'],
  zipLength: ['front-zip'],
  placketLength: ['front-zip', 'placket'],
  placketWidth: ['placket'],
  pocketWidth: ['back-pockets', 'pockets'],
  pocketHeight: ['back-pockets', 'pockets'],
  pocketFromWaist: ['back-pockets'],
  pocketFromHps: ['pockets'],
  pocketFromCf: ['pockets'],
  pocketOpening: ['pockets'],
  kangarooWidth: ['pockets'],
  kangarooHeight: ['pockets'],
  cargoPocketWidth: ['pockets'],
  cargoPocketHeight: ['pockets'],
  hemRibHeight: ['hem'],
  hemHeight: ['hem'],
  waist: ['waistband', 'body'],
  waistExtended: ['waistband'],
  flyLength: ['fly', 'cb-zip', 'side-zip'],
  legCuffHeight: ['cuffs'],
};

const OP_COMPONENT: [RegExp, string[]][] = [
  [/^Sleeve attach|^Sleeve hem/, ['sleeves']],
  [/^Armhole finishing/, ['armhole-finish']],
  [/^Cuffs|^Cuff rib|^Sleeve end|^Leg cuff/, ['cuffs']],
  [/^Hood edge/, ['hood-drawcord']],
  [/^Hood/, ['hood']],
  [/^Collar/, ['collar']],
  [/^Neck|^Back neck/, ['neckline']],
  [/^Front zip|^Zip placket/, ['front-zip']],
  [/placket/i, ['placket']],
  [/^Wrap/, ['wrap-ties']],
  [/^Waistband attach \(bodice|^Waist seam/, ['waist-seam']],
  [/^Invisible zip/, ['cb-zip', 'side-zip']],
  [/^Darts/, ['darts']],
  [/^Gathered skirt/, ['gathers']],
  [/^Gathered tiers/, ['tiers']],
  [/^Back yoke|^Rivets and back yoke/, ['back-yoke']],
  [/^Elastic waistband|^Waistband attach/, ['waistband']],
  [/^Fly/, ['fly']],
  [/^Belt loops/, ['belt-loops']],
  [/^Waist drawcord/, ['waist-drawcord']],
  [/^Patch pockets/, ['back-pockets', 'pockets']],
  [/pocket/i, ['pockets']],
  [/^Hem|^Body hem|^Leg hem/, ['hem']],
  [/^Quilting \(shell/, ['wadding']],
  [/^Lining/, ['lining']],
  [/^Mesh liner/, ['liner']],
  [/^Pleats/, ['pleats']],
  [/^Back vent/, ['vent']],
  [/^Labels/, ['labels']],
];

const pick = (candidates: string[] | undefined, has: Set<string>) => candidates?.find((k) => has.has(k));

/** Tags every BOM line, operation and point of measure with its component's key (the body where no table names it). */
export function tagComponents(spec: Pick<GarmentSpec, 'components' | 'bom' | 'operations' | 'poms'>): void {
  const has = new Set(spec.components.map((x) => x.key));
  for (const l of spec.bom)
    l.component ??=
      pick(BOM_COMPONENT[l.key], has) ?? (BOM_COMPONENT[l.key] ? BOM_COMPONENT[l.key][0] : 'body');
  for (const o of spec.operations)
    o.component ??=
      pick(OP_COMPONENT.find(([re]) => re.test(o.operation))?.[1], has) ??
      OP_COMPONENT.find(([re]) => re.test(o.operation))?.[1][0] ??
      'body';
  for (const p of spec.poms)
    p.component ??=
      pick(POM_COMPONENT[p.key], has) ?? (POM_COMPONENT[p.key] ? POM_COMPONENT[p.key][0] : 'body');
}
