// The whole garment from its type, features and fabric: class, label, description, range and fit.
import { fabricByName, type Fabric, type GarmentKind } from '../fabrics';
import { MAIN_COLOUR_VALUES } from '../features';
import {
  SIZE_RANGE_SPECS,
  defaultSizeRange,
  fitFromSilhouette,
  type Fit,
  type SizeRange,
} from '../sizing/ranges';
import { fabricClassOf } from '../sizing/tolerances';
import { artworkFor, bomFor } from './bom';
import { CARE_LINES, CARE_RANK, careForFibre } from './care';
import { operationsFor } from './construction';
import { componentOperations } from './component-operations';
import { grammarComponents, tagComponents, trimsFromBom } from './components';
import { applyDetails, type DetailInput } from './details';
import {
  LINKED_INSTEAD,
  fullyFashionedOperations,
  isFullyFashioned,
  knitSpecFor,
  linkedNotOverlocked,
  yarnBomLines,
} from './knitwear';
import { defaultFabricFor, isKnit } from './fabric';
import { fitWithLength } from './length-classes';
import { KIND_LABEL, VALID, garmentKindOf, grammarFamilyOf, resolveFeatures } from './features';
import { bottomPoms, pom, topPoms } from './poms';
import type { FeatureValues, GarmentSpec, GrammarFamily, GrammarPom } from './types';

const CLOSURE_TEXT: Record<string, string> = {
  'buttons-full': 'full button front',
  'buttons-partial': 'button placket',
  'zip-full': 'full front zip',
  'zip-partial': 'half zip',
  snaps: 'snap front',
  wrap: 'wrap front',
};
const POCKET_TEXT: Record<string, string> = {
  patch: 'patch pockets',
  inset: 'inset pockets',
  cargo: 'cargo pockets',
  kangaroo: 'kangaroo pocket',
};
const WAIST_TEXT: Record<string, string> = {
  'fly-and-waistband': 'fly front and waistband with belt loops',
  'elastic-or-drawcord': 'elastic waist with drawcord',
  'plain-waistband': 'plain waistband with zip',
};
const COLLAR_TEXT: Record<string, string> = {
  point: 'point collar',
  camp: 'camp collar',
  polo: 'polo collar',
  stand: 'stand collar',
  lapel: 'lapel collar',
};

/** Label for the class with its defining features: 'Hooded puffer jacket', 'Short-sleeve shirt', 'Joggers'. */
function labelFor(kind: GarmentKind, v: Record<string, string>, padded: boolean): string {
  let label = KIND_LABEL[kind];
  if (kind === 'jacket' && padded) label = 'Puffer jacket';
  if (kind === 'vest' && padded) label = 'Puffer vest';
  if (kind === 'shirt' && v.sleeve === 'short') label = 'Short-sleeve shirt';
  if (kind === 'dress' && v.sleeve === 'sleeveless') label = 'Sleeveless dress';
  if (v.hood === 'yes' && kind !== 'hoodie') label = `Hooded ${label.toLowerCase()}`;
  if (kind === 'sweatshirt' && v.front_closure === 'zip-full') label = 'Zip sweatshirt';
  if (kind === 'hoodie' && v.front_closure === 'zip-full') label = 'Zip hoodie';
  return label;
}

function describe(
  kind: GarmentKind,
  fam: GrammarFamily,
  v: Record<string, string>,
  fabric: Fabric,
  label: string,
): string {
  const parts: string[] = [];
  if (fam === 'top' || fam === 'outerwear' || fam === 'dress') {
    if (v.sleeve && v.sleeve !== 'sleeveless' && !/sleeve/i.test(label))
      parts.push(`${v.sleeve === 'elbow' ? 'elbow-length' : v.sleeve} sleeves`);
    if (v.hood !== 'yes' && COLLAR_TEXT[v.collar ?? '']) parts.push(COLLAR_TEXT[v.collar!]);
    else if (v.hood !== 'yes' && v.neckline && v.neckline !== 'collared')
      parts.push(`${v.neckline} neckline`);
    if (CLOSURE_TEXT[v.front_closure ?? '']) parts.push(CLOSURE_TEXT[v.front_closure!]);
  } else if (WAIST_TEXT[v.waist ?? '']) parts.push(WAIST_TEXT[v.waist!]);
  if (POCKET_TEXT[v.pockets ?? '']) parts.push(POCKET_TEXT[v.pockets!]);
  if (kind === 'jeans' && v.pockets !== 'patch') parts.push('five-pocket styling');
  const sil = v.silhouette && v.silhouette !== 'regular' ? `${v.silhouette} ` : '';
  const len =
    v.length && !['hip', 'full', 'short'].includes(v.length)
      ? `${v.length.replace('-or-', ' or ')}-length `
      : '';
  if (v.pattern && v.pattern !== 'solid') parts.push(`${v.pattern.replace('-', ' ')} pattern`);
  const pattern = '';
  return `${sil}${len}${label.toLowerCase()} in ${fabric.name.toLowerCase()} (${fabric.composition}, ${fabric.gsm} g/m2)${parts.length ? `, ${parts.join(', ')}` : ''}${pattern}.`.replace(
    /^./,
    (c) => c.toUpperCase(),
  );
}

export interface GrammarInput {
  garmentType: string;
  features: FeatureValues;
  /** a fabric chosen by the designer (name or id); otherwise the default for the garment and fabric look */
  fabric?: string;
  /** colour text for the body ('Navy 19-3832 TCX'), used for matched trims */
  bodyColour?: string;
  /** size range (default from the type: dresses and skirts women's, the rest unisex) */
  sizeRange?: SizeRange;
  /** fit (default from the silhouette answer) */
  fit?: Fit;
  /** details the designer added (catalogue or custom): each a component with its operation, BOM line and POM */
  details?: readonly DetailInput[];
}

const KIND_LOOK: Partial<Record<GarmentKind, string>> = {
  joggers: 'fleece',
  sweater: 'rib-or-sweater-knit',
  jeans: 'denim',
  polo: 'jersey',
  sweatshirt: 'fleece',
  hoodie: 'fleece',
};

/** The garment's class, fabric and its points of measure as drafted (size M, before the size range and fit). */
function draft(input: Pick<GrammarInput, 'garmentType' | 'features' | 'fabric'>) {
  const { values: v, assumed } = resolveFeatures(input.garmentType, input.features);
  const fam = grammarFamilyOf(input.garmentType);
  const kind = garmentKindOf(input.garmentType, v);
  // a fabric look nobody saw follows the class the other features describe (joggers are fleece, a sweater is knitted)
  if (assumed.includes('fabric_look') && KIND_LOOK[kind]) v.fabric_look = KIND_LOOK[kind]!;
  const chosen = input.fabric ? fabricByName(input.fabric) : undefined;
  const fabric = chosen ?? defaultFabricFor(kind, v.fabric_look, v.waist);
  const padded = v.fabric_look === 'quilted-or-padded' || fabric.construction === 'quilted';
  const drafted =
    fam === 'top' || fam === 'outerwear' || fam === 'dress'
      ? topPoms(kind, v, fabric, padded)
      : bottomPoms(kind, fam, v);
  // a colour-block's panels are measured where they join (the seam's height from the hem)
  if (v.pattern === 'colour-block')
    drafted.push(
      pom(
        'panelSeamFromHem',
        'Colour-block panel seam from hem',
        fam === 'pants' ? 30 : fam === 'shorts' ? 10 : 20,
        0.5,
        'length',
        'pattern',
        'From the hem straight up to the colour-block panel seam, at centre front.',
      ),
    );
  return { v, assumed, fam, kind, fabric, padded, drafted };
}

/** The points of measure a garment type and its features draft (names, codes, how to measure; size M values, before the size range and fit). */
export function draftPoms(garmentType: string, features: FeatureValues = {}): GrammarPom[] {
  return draft({ garmentType, features }).drafted;
}

/** Derives the whole garment: POMs, BOM, construction, care, trims and artwork defaults. */
export function deriveGarment(input: GrammarInput): GarmentSpec {
  const { v, assumed, fam, kind, fabric, padded, drafted } = draft(input);
  const sizeRange = input.sizeRange ?? defaultSizeRange(input.garmentType);
  const fit = input.fit ?? fitFromSilhouette(v.silhouette);
  const fabricClass = fabricClassOf(fabric, padded);
  const poms = fitWithLength(drafted, fam, v, { range: sizeRange, fit, fabricClass, sleeve: v.sleeve });
  const { bom, hardware, lining, trim } = bomFor(
    kind,
    fam,
    v,
    fabric,
    padded,
    poms,
    input.bodyColour ?? 'Body colour',
    sizeRange,
  );
  let operations = operationsFor(kind, fam, v, fabric, padded);
  const components = grammarComponents(kind, fam, v, fabric, padded);
  // a sweater knit is fully fashioned: yarn by the kilo instead of fabric and rib by the metre, linking instead of overlock
  const knitwear =
    isFullyFashioned(fabric) && (fam === 'top' || fam === 'dress') && !padded
      ? knitSpecFor(fabric, v, poms, sizeRange)
      : undefined;
  if (knitwear) {
    const has = (k: string) => components.some((c) => c.key === k);
    const parts = {
      neckRib: has('neckline'),
      cuffs: has('cuffs'),
      hemRib: has('hem'),
      collar: has('collar'),
      armholes: has('armhole-finish'),
    };
    const yarn = yarnBomLines(fabric, knitwear, sizeRange, input.bodyColour ?? 'Body colour', parts);
    const replaced = new Set([
      'fabric.main',
      'trim.rib',
      'trim.ribCuffs',
      'trim.ribHem',
      'trim.tape',
      'thread',
    ]);
    const rest = bom.filter((l) => !replaced.has(l.key));
    const linkingYarn = {
      key: 'thread',
      category: 'thread' as const,
      item: 'Linking yarn',
      description: `Yarn: ${knitwear.yarn.count}; no overlock`,
      placement: 'Linking; side seams mattress-stitched',
      color: input.bodyColour ?? 'Body colour',
      quantity: 60,
      unit: 'm',
    };
    bom.splice(0, bom.length, ...yarn, ...rest, linkingYarn);
    // its seams, ribs and hems are knitted and linked; the closures, pockets, hood and waist it may have stay, linked
    operations = [
      ...fullyFashionedOperations(knitwear, v, parts),
      ...operations.filter((o) => !LINKED_INSTEAD.test(o.operation)).map(linkedNotOverlocked),
    ];
  }
  operations.push(...componentOperations(components, fabric, operations));
  if (input.details?.length)
    applyDetails(
      { family: fam, components, operations, bom, poms },
      input.details,
      input.bodyColour ?? 'Body colour',
    );
  tagComponents({ components, bom, operations, poms });
  const knit = isKnit(fabric);
  let care = careForFibre(fabric.composition, { padded, denim: fabric.construction === 'denim' });
  // the fabric's own care (lace, flannel, ...) wins when it is gentler than what the fibre alone allows
  if (CARE_RANK.indexOf(fabric.care) > CARE_RANK.indexOf(care.instruction))
    care = { instruction: fabric.care, lines: [...CARE_LINES[fabric.care]] };
  const label = labelFor(kind, v, padded);
  return {
    garmentType: input.garmentType,
    kind,
    family: fam,
    label,
    features: v,
    assumed,
    fabric,
    padded,
    poms,
    bom,
    operations,
    thread: bom.find((l) => l.key === 'thread')?.description ?? '',
    finishing:
      fam === 'top' && knit
        ? 'Trim threads, steam press, fold to 25 x 30 cm'
        : padded
          ? 'Trim threads, check quilting for wadding migration, fold loosely, no press on shell'
          : 'Trim threads, press, fold with tissue or hang in garment bag',
    care,
    trims: trimsFromBom(bom),
    hardware,
    lining,
    trim,
    artwork: artworkFor(fam, kind, v, fabric, padded),
    mainLabel:
      fam === 'pants' || fam === 'shorts' || fam === 'skirt'
        ? 'Woven main label, centre back waistband'
        : 'Woven main label, centre back neck',
    description: describe(kind, fam, v, fabric, label),
    sizeRange,
    fit,
    sizes: SIZE_RANGE_SPECS[sizeRange].sizes,
    baseSize: SIZE_RANGE_SPECS[sizeRange].baseSize,
    fabricClass,
    components,
    ...(knitwear ? { knitwear } : {}),
  };
}

/** POM keys a feature needs (for the check "a feature without its POMs"). */
export function requiredPomKeys(spec: Pick<GarmentSpec, 'poms'>): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of spec.poms) if (p.feature) (out[p.feature] ??= []).push(p.key);
  return out;
}

/** The values each feature can take for a garment type (keys that do not apply are absent); no contracts import, for the web app. */
export function featureOptionsFor(garmentType: string): Record<string, readonly string[]> {
  return { ...VALID[grammarFamilyOf(garmentType)], main_colour: MAIN_COLOUR_VALUES };
}
