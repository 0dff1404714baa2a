// The garment as a list of components: what the features describe (body, sleeves, closures, pockets, hems, ...).
// Every BOM line, operation and point of measure names the component it belongs to; the flats draw one group per
// component and nothing else. The list comes from the features; the lines are tagged from the tables below, and the
// invariants (./invariants.ts) check that both agree.
import type { Fabric, GarmentKind } from '../fabrics';
import { isKnit } from './fabric';
import { RIB_CUFF_KINDS } from './poms';
import type { GarmentComponent, GrammarBomLine, GrammarFamily, GarmentSpec } from './types';

type Needs = GarmentComponent['needs'];
const c = (key: string, kind: GarmentComponent['kind'], name: string, placement: string, needs: Partial<Needs>, extra: Partial<GarmentComponent> = {}): GarmentComponent => ({
  key,
  kind,
  name,
  placement,
  source: 'grammar',
  drawn: true,
  needs: { operation: true, material: false, measure: false, ...needs },
  ...extra,
});

/**
 * The key a cost line names when it belongs to the whole garment rather than one component: cutting, bundle handling,
 * allowances, thread trimming, pressing, inspection, a small-run surcharge, overhead and margin. It is not a component
 * of the list (nothing draws, sews or measures it); the xlsx and the PDF show it by its name.
 */
export const WHOLE_GARMENT = { key: 'garment', name: 'Whole garment' } as const;

export const DART_SILHOUETTES = ['sheath', 'fit-and-flare', 'a-line'];
export const WAIST_SEAM_SILHOUETTES = ['fit-and-flare', 'a-line', 'tiered', 'wrap'];
const SHIRT_COLLARS = ['point', 'camp', 'polo', 'stand', 'lapel'];

/** Does the padded garment's shell already carry its wadding (a pre-quilted fabric)? Then there is no second wadding line. */
export const preQuilted = (fabric: Pick<Fabric, 'construction'>) => fabric.construction === 'quilted';

/** The components the garment's class, features and fabric describe (before any detail the designer adds). */
export function grammarComponents(kind: GarmentKind, fam: GrammarFamily, v: Record<string, string>, fabric: Fabric, padded: boolean): GarmentComponent[] {
  const out: GarmentComponent[] = [];
  const knit = isKnit(fabric);
  const leather = fabric.family === 'leather';
  const upper = fam === 'top' || fam === 'outerwear' || fam === 'dress';
  const sil = v.silhouette ?? '';
  const pk = v.pockets ?? 'none';
  out.push(c('body', 'body', 'Body', upper ? 'Front and back body' : fam === 'skirt' ? 'Front and back skirt' : 'Front and back legs', { material: true, measure: true }));
  if (upper) {
    const sleeveless = v.sleeve === 'sleeveless';
    const strapless = v.neckline === 'strapless';
    if (!sleeveless) out.push(c('sleeves', 'sleeve', 'Sleeves', 'Left and right sleeve', { measure: true }, { feature: 'sleeve' }));
    else out.push(c('armhole-finish', 'hem', 'Armhole finish', 'Armholes', { measure: !strapless, material: !knit && !leather && !padded && kind !== 'vest' }, { feature: 'sleeve' }));
    if (v.hood === 'yes') {
      out.push(c('hood', 'hood', 'Hood', 'Neckline, hood', { measure: true }, { feature: 'hood' }));
      out.push(c('hood-drawcord', 'drawcord', 'Hood drawcord', 'Hood edge channel, out through 2 eyelets', { material: true }, { feature: 'hood' }));
    } else if (SHIRT_COLLARS.includes(v.collar ?? '') || v.neckline === 'turtleneck')
      out.push(c('collar', 'collar', v.neckline === 'turtleneck' && !SHIRT_COLLARS.includes(v.collar ?? '') ? 'Turtleneck' : `${(v.collar ?? '').replace(/^./, (x) => x.toUpperCase())} collar`, 'Neckline', { measure: true }, { feature: 'collar' }));
    else if (!strapless) out.push(c('neckline', 'collar', knit ? 'Neckband' : 'Neckline facing', 'Neckline', { measure: true, material: knit && fam !== 'outerwear' }, { feature: 'neckline' }));
    if (['point', 'camp', 'stand', 'lapel'].includes(v.collar ?? '') && v.hood !== 'yes' && !knit && !leather)
      out.push(c('interlining', 'interlining', 'Fusible interlining', kind === 'shirt' ? 'Collar, band, placket' + (v.sleeve === 'long' ? ', cuffs' : '') : 'Collar and facings', { material: true, operation: false }, { drawn: false, description: 'Fused in the collar, band and placket operations' }));
    const fc = v.front_closure ?? 'none';
    if (fc === 'zip-full' || fc === 'zip-partial') out.push(c('front-zip', 'closure', fc === 'zip-full' ? 'Front zip' : 'Half zip', 'Centre front', { material: true, measure: true }, { feature: 'front_closure' }));
    if (fc === 'buttons-full' || fc === 'buttons-partial' || fc === 'snaps') out.push(c('placket', 'closure', fc === 'snaps' ? 'Snap placket' : fc === 'buttons-full' ? 'Button placket' : 'Partial placket', 'Centre front', { material: true, measure: true }, { feature: 'front_closure' }));
    if (fc === 'wrap') out.push(c('wrap-ties', 'closure', 'Wrap front and ties', 'Front, side tie', {}, { feature: 'front_closure' }));
    if (kind === 'dress' && fc === 'none' && !knit) out.push(c('cb-zip', 'closure', 'Invisible zip (centre back)', 'Centre back', { material: true }, { feature: 'front_closure' }));
    if (kind === 'dress' && (v.waist === 'plain-waistband' || WAIST_SEAM_SILHOUETTES.includes(sil)))
      out.push(c('waist-seam', 'seam', v.waist === 'plain-waistband' ? 'Waistband (bodice to skirt)' : 'Waist seam', 'Waist', { measure: true }, { feature: 'silhouette' }));
    if (kind === 'dress' && DART_SILHOUETTES.includes(sil) && !knit) out.push(c('darts', 'dart', 'Darts', 'Bust and waist, front and back', {}, { feature: 'silhouette' }));
    if (kind === 'shirt' && sil === 'fitted') out.push(c('darts', 'dart', 'Back waist darts', 'Back waist', {}, { feature: 'silhouette' }));
    if (kind === 'dress' && sil === 'fit-and-flare') out.push(c('gathers', 'seam', 'Gathered skirt', 'Waist seam', {}, { feature: 'silhouette' }));
    if (kind === 'dress' && sil === 'tiered') out.push(c('tiers', 'seam', 'Gathered tiers', 'Skirt', {}, { feature: 'silhouette' }));
    if (kind === 'shirt') out.push(c('back-yoke', 'seam', 'Back yoke with box pleat', 'Back, below the neck', {}));
    const sleeveEnd = v.sleeve === 'long' ? (kind === 'shirt' ? 'shirt' : RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit) ? 'rib' : padded ? 'elastic' : '') : '';
    if (sleeveEnd) out.push(c('cuffs', 'cuff', sleeveEnd === 'shirt' ? 'Shirt cuffs' : sleeveEnd === 'rib' ? 'Rib cuffs' : 'Elastic sleeve ends', 'Sleeve ends', { measure: true, material: sleeveEnd === 'rib' }, { feature: 'sleeve' }));
    if (pk !== 'none') out.push(c('pockets', 'pocket', `${pk.replace(/^./, (x) => x.toUpperCase())} pocket${pk === 'kangaroo' ? '' : 's'}`, pk === 'kangaroo' ? 'Front body' : 'Front', { measure: true, material: pk === 'inset' || pk === 'cargo' }, { feature: 'pockets' }));
    const ribHem = RIB_CUFF_KINDS.includes(kind);
    out.push(c('hem', 'hem', ribHem ? 'Rib hem band' : padded ? 'Elastic bound hem' : 'Body hem', 'Hem', { measure: !padded, material: ribHem }));
  } else {
    const skirt = fam === 'skirt';
    const w = v.waist ?? 'plain-waistband';
    out.push(c('waistband', 'waistband', w === 'elastic-or-drawcord' ? 'Elastic waistband' : 'Waistband', 'Waist', { measure: true, material: true }, { feature: 'waist' }));
    if (w === 'fly-and-waistband') {
      out.push(c('fly', 'closure', 'Fly front zip', 'Centre front', { material: true, measure: true }, { feature: 'waist' }));
      out.push(c('belt-loops', 'trim', 'Belt loops', 'Waistband', { material: true }, { feature: 'waist' }));
    }
    if (w === 'plain-waistband') out.push(c(skirt ? 'cb-zip' : 'side-zip', 'closure', `Invisible zip (${skirt ? 'centre back' : 'side seam'})`, skirt ? 'Centre back' : 'Side seam', { material: true, measure: true }, { feature: 'waist' }));
    if (w === 'elastic-or-drawcord' && !skirt) out.push(c('waist-drawcord', 'drawcord', 'Waist drawcord', 'Waistband, out through 2 eyelets at centre front', { material: true }, { feature: 'waist' }));
    const front = pk === 'inset' || pk === 'cargo' || pk === 'kangaroo' || kind === 'jeans';
    if (front) out.push(c('pockets', 'pocket', kind === 'jeans' ? 'Front scoop pockets' : pk === 'cargo' ? 'Cargo pockets' : pk === 'kangaroo' ? 'Kangaroo pocket' : 'Side pockets', pk === 'cargo' ? 'Side of legs' : 'Front', { measure: pk !== 'kangaroo', material: pk !== 'kangaroo' }, { feature: 'pockets' }));
    if (pk === 'patch' || kind === 'jeans') out.push(c('back-pockets', 'pocket', 'Back patch pockets', 'Back', { measure: true }, { feature: 'pockets' }));
    const woven = !knit && fabric.construction !== 'denim' && kind !== 'jeans';
    if (skirt && ['pencil', 'a-line'].includes(v.silhouette ?? '') && !knit) out.push(c('darts', 'dart', 'Waist darts', 'Front and back waist', {}, { feature: 'silhouette' }));
    if (!skirt && woven && w !== 'elastic-or-drawcord') out.push(c('darts', 'dart', 'Back darts', 'Back waist', {}));
    if (skirt && v.silhouette === 'pleated') out.push(c('pleats', 'seam', 'Pleats', 'All round from the waistband', {}, { feature: 'silhouette' }));
    if (skirt && v.silhouette === 'pencil') out.push(c('vent', 'seam', 'Back vent', 'Centre back hem', {}, { feature: 'silhouette' }));
    if (kind === 'jeans') out.push(c('back-yoke', 'seam', 'Back yoke', 'Back, below the waistband', {}));
    if (kind === 'joggers') out.push(c('cuffs', 'cuff', 'Rib leg cuffs', 'Leg ends', { measure: true, material: true }));
    else out.push(c('hem', 'hem', skirt ? 'Hem' : 'Leg hems', skirt ? 'Hem' : 'Leg ends', { measure: !skirt }));
    if (kind === 'shorts' && /swim/.test(fabric.id)) out.push(c('liner', 'lining', 'Mesh brief liner', 'Inside, attached at waistband', { material: true }, { drawn: false }));
  }
  if (padded || (kind === 'jacket' && !knit && !leather) || (leather && (kind === 'jacket' || kind === 'vest'))) out.push(c('lining', 'lining', 'Lining', 'Body' + (v.sleeve === 'sleeveless' ? '' : ', sleeves'), { material: true }, { drawn: false }));
  if (padded && !preQuilted(fabric)) out.push(c('wadding', 'wadding', 'Wadding and quilting', 'Between shell and lining', { material: true }));
  out.push(c('labels', 'label', 'Labels (main, size, care)', fam === 'pants' || fam === 'shorts' || fam === 'skirt' ? 'Centre back waistband, left side seam' : 'Centre back neck, left side seam', {}, { drawn: false }));
  out.push(c('packaging', 'packaging', 'Hang tag and packaging', 'Outer', { operation: false }, { drawn: false }));
  return out;
}

// ------------------------------------------------------------------------------------------ tagging
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
  for (const l of spec.bom) l.component ??= pick(BOM_COMPONENT[l.key], has) ?? (BOM_COMPONENT[l.key] ? BOM_COMPONENT[l.key][0] : 'body');
  for (const o of spec.operations) o.component ??= pick(OP_COMPONENT.find(([re]) => re.test(o.operation))?.[1], has) ?? (OP_COMPONENT.find(([re]) => re.test(o.operation))?.[1][0] ?? 'body');
  for (const p of spec.poms) p.component ??= pick(POM_COMPONENT[p.key], has) ?? (POM_COMPONENT[p.key] ? POM_COMPONENT[p.key][0] : 'body');
}

// ------------------------------------------------------------------------------------------ one number per trim

/** The trims page's key for a BOM line ('trim.drawcord' -> 'drawcord', 'detail.flounce-sleeve' -> 'flounce-sleeve'). */
export const trimKeyOf = (lineKey: string) => lineKey.replace(/^(trim|hardware|detail)\./, '');

/** A trim's text on the trims page, written from its BOM line: the same quantity, unit and placement. */
export const trimText = (l: Pick<GrammarBomLine, 'description' | 'quantity' | 'unit' | 'placement'>) => `${l.description}: ${l.quantity} ${l.unit} (${l.placement})`;

/** The trims page from the BOM lines (thread: its description), so a quantity is computed once and read everywhere. */
export function trimsFromBom(bom: readonly GrammarBomLine[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const l of bom) {
    if (l.key === 'thread') out.thread = l.description;
    else if (/^(trim|hardware|detail)\./.test(l.key)) out[trimKeyOf(l.key)] = trimText(l);
  }
  return out;
}
