import {
  PALETTE,
  POM_CODES,
  SIZES,
  deriveGarment,
  fabricByName,
  formatCm,
  gradeValue,
  nearestPaletteColor,
  parseCm,
  pomGroupOf,
  toleranceFor,
  typeDefaults,
  type Fabric,
  type GarmentSpec,
  type GrammarPom,
  type PomGroup,
  type Size,
} from '@techpack/catalog';
import {
  FEATURE_KEYS,
  FEATURE_LABELS,
  blankFeatures,
  featureApplies,
  featureValuesFor,
  isValidFeatureValue,
  type AiAnalysis,
  type BomLine,
  type Branding,
  type Care,
  type FeatureKey,
  type GarmentFeatures,
  type PomRow,
  type Provenance,
  type Revision,
  type TechPack,
  type TechPackColor,
  type TechPackUpdate,
} from '@techpack/contracts';
import { AppError } from '@techpack/platform';

// The tech pack model: built from the photo analysis and its garment features through the garment grammar
// (libs/catalog/src/grammar.ts), then edited by the designer. Every section is re-derived from the current
// features on each change; values the designer set (provenance 'user') are kept.
// Pure functions (no I/O), so they are cheap to test and run outside any transaction.

export interface BuildInput {
  id: string;
  uploadId: string;
  filename: string;
  originalName: string;
  selectedSize: string;
  analysis: AiAnalysis;
  now: Date;
}

// Typical garment-box aspect (height / width) in a flat photo, to estimate length from proportions.
const TYPICAL_ASPECT: Partial<Record<PomGroup, { aspect: number; keys: string[] }>> = {
  tee: { aspect: 1.1, keys: ['length', 'centreBackLength'] },
  'long-sleeve': { aspect: 1.05, keys: ['length', 'centreBackLength'] },
  shirt: { aspect: 1.1, keys: ['length', 'centreBackLength'] },
  hoodie: { aspect: 1.0, keys: ['length', 'centreBackLength'] },
  jacket: { aspect: 1.0, keys: ['length', 'centreBackLength'] },
  dress: { aspect: 2.0, keys: ['length'] },
  skirt: { aspect: 1.1, keys: ['skirtLength'] },
  pants: { aspect: 2.3, keys: ['inseam', 'outseam'] },
  shorts: { aspect: 1.0, keys: ['inseam', 'outseam'] },
};

export function isSize(s: string): s is Size {
  return (SIZES as readonly string[]).includes(s);
}

const round1 = (n: number) => Math.round(n * 10) / 10;

export function groupOf(pack: Pick<TechPack, 'aiAnalysis'>): PomGroup {
  return pomGroupOf(pack.aiAnalysis.garmentType);
}

function fabricDetails(f: Fabric) {
  return { gsm: f.gsm, composition: f.composition, texture: f.texture, category: f.category };
}

// ------------------------------------------------------------------------------------------ features

/** The pack's features: the analysis's, or (older packs, analyzers without features) the type's assumed defaults. */
export function featuresOf(a: Pick<AiAnalysis, 'garmentType' | 'features'>): GarmentFeatures {
  if (a.features) return a.features as GarmentFeatures;
  return assumedFeatures(a.garmentType);
}

export function assumedFeatures(garmentType: string, keep?: GarmentFeatures): GarmentFeatures {
  const defaults = typeDefaults(garmentType);
  const f = blankFeatures(garmentType, Object.fromEntries(Object.entries(defaults).filter(([k]) => featureApplies(k as FeatureKey, garmentType))));
  if (keep) {
    for (const k of FEATURE_KEYS) {
      const old = keep[k];
      if (old && old.value !== 'n/a' && featureApplies(k, garmentType) && isValidFeatureValue(k, old.value, garmentType) && old.value !== 'unclear') f[k] = old;
    }
  }
  return f;
}

const featureValues = (f: GarmentFeatures): Record<string, string> => Object.fromEntries(FEATURE_KEYS.map((k) => [k, f[k]?.value ?? 'unclear']));

// main_colour feature -> a palette colour (used only when no colours were measured)
const COLOUR_OF_FEATURE: Record<string, TechPackColor> = {
  black: PALETTE[0],
  white: PALETTE[1],
  navy: PALETTE[2],
  red: PALETTE[3],
  blue: PALETTE[4],
  green: PALETTE[5],
  yellow: PALETTE[6],
  purple: PALETTE[7],
  orange: PALETTE[8],
  pink: PALETTE[9],
  'beige-camel': PALETTE[12],
  grey: { name: 'Grey', hex: '#8A8D8F', pantone: '17-4402 TCX' },
  'cream-ivory': PALETTE[14],
  burgundy: PALETTE[15],
  'olive-khaki': PALETTE[18],
  'light-blue': { name: 'Light Blue', hex: '#9BB7D4', pantone: '15-4020 TCX' },
  brown: { name: 'Brown', hex: '#6B4A2E', pantone: '19-1020 TCX' },
};

const provOfSource = (source: string | undefined): Provenance => (source === 'detected' ? 'detected' : source === 'user' ? 'user' : source === 'assumed' ? 'standard' : 'estimated');

// ------------------------------------------------------------------------------------------ sections

export function defaultStyleName(pack: Pick<TechPack, 'colors'>, spec: Pick<GarmentSpec, 'label'>): string {
  const colour = pack.colors[0]?.name?.replace(/^Custom .*/, '') ?? '';
  const words = `${colour} ${spec.label}`.trim().split(/\s+/).map((w) => w.charAt(0).toUpperCase() + w.slice(1));
  return words.join(' ').slice(0, 80);
}

const COMPONENT_OF: Partial<Record<FeatureKey, string>> = {
  collar: 'collar',
  neckline: 'neckline',
  sleeve: 'sleeves',
  front_closure: 'closure',
  pockets: 'pockets',
  waist: 'waistband',
  silhouette: 'fit',
  hood: 'hood',
  length: 'length',
};

function componentsFrom(features: GarmentFeatures, spec: GarmentSpec) {
  const out: Record<string, unknown> = {};
  const sources: Record<string, string> = {};
  const assumed: string[] = [];
  for (const [k, comp] of Object.entries(COMPONENT_OF) as [FeatureKey, string][]) {
    const v = spec.features[k];
    if (!v) continue;
    if (k === 'hood' && v !== 'yes') continue;
    if (k === 'collar' && (v === 'none' || v === 'hood')) continue; // the neckline (or hood) names the neck then
    out[comp] = v.replace(/-/g, ' ');
    const src = features[k]?.value === v ? features[k].source : 'assumed';
    sources[comp] = src;
    if (src !== 'detected' && src !== 'user') assumed.push(comp);
  }
  // the hem is not a feature: its finish follows the class and fabric (an assumption to confirm)
  const ribHem = ['hoodie', 'sweatshirt', 'sweater'].includes(spec.kind);
  if (spec.family !== 'pants' && spec.family !== 'shorts') {
    out.hem = ribHem ? 'rib hem band' : spec.padded ? 'elastic bound hem' : spec.fabric.family === 'knit' ? 'coverstitched hem' : 'turned-twice hem';
    sources.hem = 'assumed';
    assumed.push('hem');
  }
  return { ...out, assumed, sources };
}

const LABEL_TEXT: Record<string, string> = {
  'screen-print': 'Screen print',
  embroidery: 'Embroidery',
  'heat-transfer': 'Heat transfer',
  'vinyl-cut': 'Vinyl cut',
  sublimation: 'Sublimation',
  patch: 'Patch',
  'laser-engrave': 'Laser engrave',
};

const CARE_LINES: Record<string, string[]> = {
  'machine-wash-cold': ['Machine wash cold 30 °C, similar colours', 'Do not bleach', 'Tumble dry low', 'Iron low, do not iron print', 'Do not dry clean'],
  'machine-wash-warm': ['Machine wash warm 40 °C', 'Do not bleach', 'Tumble dry medium', 'Iron medium', 'Do not dry clean'],
  'hand-wash-only': ['Hand wash cold', 'Do not bleach', 'Dry flat in shade', 'Iron low', 'Do not dry clean'],
  'dry-clean-only': ['Dry clean only (P)', 'Do not wash', 'Do not bleach', 'Do not tumble dry', 'Iron low'],
  'delicate-cycle': ['Machine wash 30 °C, delicate cycle', 'Do not bleach', 'Line dry', 'Iron low', 'Do not dry clean'],
};

export function careFor(instruction: string, fabric: string, provenance: Provenance, grammarCare?: { instruction: string; lines: string[] }): Care {
  const lines = grammarCare && grammarCare.instruction === instruction ? grammarCare.lines : (CARE_LINES[instruction] ?? CARE_LINES['machine-wash-cold']);
  return { instruction, lines: [...lines, `Fibre content: ${fabric}`], provenance };
}

/** BOM from the grammar's lines (fabric, lining, wadding, trims, hardware, thread) plus artwork, labels, tags and packaging. */
export function deriveBom(pack: TechPack, spec: GarmentSpec): BomLine[] {
  const prov = (key: string, fallback: Provenance = 'standard'): Provenance => pack.provenance[key] ?? fallback;
  const lines: BomLine[] = [];
  const counters: Record<string, number> = {};
  const add = (prefix: string, l: Omit<BomLine, 'ref'>) => lines.push({ ref: `${prefix}${(counters[prefix] = (counters[prefix] ?? 0) + 1)}`, ...l });
  const userTrims = pack.provenance.trims === 'user';
  const bottom = spec.family === 'pants' || spec.family === 'shorts' || spec.family === 'skirt';
  for (const g of spec.bom) {
    const prefix = g.category === 'fabric' || g.category === 'lining' ? 'F' : g.category === 'hardware' ? 'H' : 'T';
    const trimKey = g.key.replace(/^(trim|hardware)\./, '');
    if (userTrims && g.key !== 'fabric.main' && g.key !== 'thread' && g.category !== 'lining' && !(trimKey in pack.trims)) continue; // the designer removed it
    const line: Omit<BomLine, 'ref'> = {
      category: g.category,
      item: g.item,
      description: g.description,
      placement: g.placement,
      color: g.color,
      quantity: g.quantityBySize?.[pack.selectedSize] ?? g.quantity,
      unit: g.unit,
      supplier: 'TBC by factory',
      provenance: g.key === 'fabric.main' ? prov('materials.mainFabric') : g.category === 'lining' ? prov('materials.lining') : prov(`trims.${trimKey}`, prov('trims')),
      ...(g.quantityBySize ? { quantityBySize: g.quantityBySize } : {}),
    };
    if (g.key === 'fabric.main') {
      const d = pack.materials.fabricDetails;
      line.item = pack.materials.mainFabric;
      line.description = `${d.composition}, ${d.gsm} g/m2, ${d.texture}`;
    }
    if (userTrims && trimKey in pack.trims && pack.trims[trimKey] !== null && String(pack.trims[trimKey]) !== '') line.description = String(pack.trims[trimKey]);
    if (g.key === 'thread' && pack.trims.thread) line.description = String(pack.trims.thread);
    add(prefix, line);
  }
  // trims the designer added that the grammar does not know
  if (userTrims) {
    const known = new Set(spec.bom.map((g) => g.key.replace(/^(trim|hardware)\./, '')));
    for (const [k, v] of Object.entries(pack.trims)) {
      if (known.has(k) || k === 'thread' || v === null || v === '' || v === false) continue;
      add('T', { category: 'trim', item: k.replace(/([A-Z])/g, ' $1').toLowerCase(), description: String(v), placement: 'See construction', color: bodyColourText(pack), quantity: 1, unit: 'set', supplier: 'TBC by factory', provenance: 'user' });
    }
  }
  // a hardware choice the grammar's lines do not cover (designer's choice)
  const hw = pack.specialFeatures.hardware;
  const covered: Record<string, RegExp> = { zipper: /zip/i, 'plastic-buttons': /button/i, 'metal-buttons': /button|snap/i, rivets: /rivet/i, 'metal-grommets': /eyelet/i };
  if (hw && hw !== 'none' && !lines.some((l) => (covered[hw] ?? /$^/).test(l.item))) {
    add('H', { category: 'hardware', item: hw.replace(/-/g, ' '), description: 'As chosen by the designer; size and finish to confirm', placement: 'Per construction', color: bodyColourText(pack), quantity: 1, unit: 'set', supplier: 'TBC by factory', provenance: prov('specialFeatures.hardware') });
  }
  const b = pack.branding;
  if (b.logo || b.logoFile) {
    add('L', { category: 'label', item: `Logo artwork (${LABEL_TEXT[b.logoMethod] ?? b.logoMethod})`, description: `${b.logoWidth} x ${b.logoHeight} cm, ${b.logoColors}`, placement: `${b.logoPosition}, ${b.logoFromTop} cm from top, ${b.logoFromLeft} cm from anchor`, color: 'Per artwork', quantity: 1, unit: 'pcs', supplier: 'Factory', provenance: prov('branding.logo', 'user') });
  }
  add('L', { category: 'label', item: 'Main label', description: b.mainLabel, placement: bottom ? 'Centre back waistband' : 'Centre back neck', color: 'Black ground, white text', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.mainLabel') });
  add('L', { category: 'label', item: 'Size label', description: `Format: ${b.sizeLabelFormat}`, placement: 'Under main label', color: 'Black ground, white text', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.sizeLabelFormat') });
  add('L', { category: 'label', item: 'Care / content label', description: `${b.careInstructions}; ${pack.materials.fabricDetails.composition}`, placement: bottom ? 'Left side seam, 5 cm below waistband' : 'Left side seam, 10 cm above hem', color: 'White satin, black print', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.careInstructions') });
  if (b.hangTagStyle !== 'none') {
    add('P', { category: 'hang-tag', item: `Hang tag (${b.hangTagStyle})`, description: b.hangTagContent, placement: 'Attached at main label with safety pin or loop', color: 'Natural board, black print', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.hangTagStyle') });
  }
  add('P', { category: 'packaging', item: b.packaging.replace(/-/g, ' '), description: 'One garment per pack, folded with size sticker', placement: 'Outer', color: b.packaging === 'poly-mailer' ? 'Clear / white' : 'Natural', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.packaging') });
  return lines;
}

function bodyColourText(pack: Pick<TechPack, 'colors'>): string {
  const main = pack.colors[0];
  return main ? `${main.name} ${main.pantone}`.trim() : 'Body colour TBC';
}

// ------------------------------------------------------------------------------------------ graded table and codes

function customPomOf(key: string, value: number): { name: string; howToMeasure: string; tolerance: number; grade: number } {
  const grade = value > 40 ? 1.5 : 0.6;
  return {
    name: key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
    howToMeasure: 'As specified by the designer; confirm the measuring point on the sample.',
    tolerance: toleranceFor(grade, 'girth'),
    grade,
  };
}

/** Gives `key` its code: the one it already has, else its library code if free, else the next free one. Never reuses a code. */
function codeFor(codes: Record<string, string>, key: string, preferred: string): string {
  if (codes[key]) return codes[key];
  const used = new Set(Object.values(codes));
  let code = preferred;
  if (used.has(code)) {
    let n = 1;
    const stem = /^X\d+$/.test(preferred) ? 'X' : `${preferred}.`;
    while (used.has(stem === 'X' ? `X${n}` : `${stem}${n}`)) n++;
    code = stem === 'X' ? `X${n}` : `${stem}${n}`;
  }
  codes[key] = code;
  return code;
}

function nextCustomCode(codes: Record<string, string>): string {
  let n = 1;
  const used = new Set(Object.values(codes));
  while (used.has(`X${n}`)) n++;
  return `X${n}`;
}

// Graded spec around `baseSize`: base values are the pack's measurements at that size.
export function gradeTable(pack: TechPack, poms: GrammarPom[]) {
  const codes = pack.pomCodes!;
  const baseSize = pack.selectedSize;
  const overrides = pack.pomOverrides ?? {};
  const rows: PomRow[] = [];
  const seen = new Set<string>();
  for (const p of poms) {
    const o = overrides[p.key] ?? {};
    const grade = o.grade ?? p.grade;
    const tolerance = o.tolerance ?? p.tolerance;
    const given = parseCm(pack.measurements[p.key]);
    const base = given ?? gradeValue({ grade }, p.base, 'M', baseSize);
    rows.push({
      code: codeFor(codes, p.key, p.code),
      key: p.key,
      name: p.name,
      howToMeasure: p.howToMeasure,
      tolerance,
      gradeStep: grade,
      values: Object.fromEntries(SIZES.map((s) => [s, gradeValue({ grade }, base, baseSize, s)])),
      provenance: pack.provenance[`measurements.${p.key}`] ?? 'standard',
    });
    seen.add(p.key);
  }
  // the designer's own points of measure (and measurements kept from an earlier garment)
  for (const [key, value] of Object.entries(pack.measurements)) {
    if (seen.has(key)) continue;
    const v = parseCm(value);
    if (v === undefined) continue;
    const c = pack.customPoms?.[key] ?? customPomOf(key, v);
    const o = overrides[key] ?? {};
    const grade = o.grade ?? c.grade;
    rows.push({
      code: codes[key] ?? codeFor(codes, key, POM_CODES[key] ?? nextCustomCode(codes)),
      key,
      name: c.name,
      howToMeasure: c.howToMeasure,
      tolerance: o.tolerance ?? c.tolerance,
      gradeStep: grade,
      values: Object.fromEntries(SIZES.map((s) => [s, gradeValue({ grade }, v, baseSize, s)])),
      provenance: pack.provenance[`measurements.${key}`] ?? 'user',
    });
  }
  return { unit: 'cm' as const, baseSize, sizes: [...SIZES], rows };
}

function seasonOf(now: Date): string {
  const yy = now.getUTCFullYear() % 100;
  return now.getUTCMonth() < 6 ? `AW${String(yy).padStart(2, '0')}` : `SS${String((yy + 1) % 100).padStart(2, '0')}`;
}

const GROUP_CODE: Record<PomGroup, string> = { tee: 'TS', 'long-sleeve': 'LS', shirt: 'SH', hoodie: 'HD', jacket: 'JK', pants: 'PT', shorts: 'SR', dress: 'DR', skirt: 'SK' };

function defaultBranding(): Branding {
  return {
    logo: null,
    logoFile: null,
    logoPosition: 'center-chest',
    logoWidth: 8,
    logoHeight: 8,
    logoMethod: 'screen-print',
    logoColors: 'single-color',
    logoFromTop: 18,
    logoFromLeft: 0,
    mainLabel: 'Woven main label, centre back neck',
    careInstructions: 'machine-wash-cold',
    sizeLabelFormat: 'us-standard',
    hangTagStyle: 'minimalist',
    hangTagContent: 'Brand name, style number, size, colour, barcode',
    packaging: 'poly-mailer',
  };
}

// ------------------------------------------------------------------------------------------ derive

/**
 * Re-derives every section of the pack from its garment type and features through the grammar, keeping every
 * value whose provenance is 'user'. Mutates and returns `pack`.
 */
export function derivePack(pack: TechPack): TechPack {
  const a = pack.aiAnalysis;
  const features = featuresOf(a);
  a.features = features;
  const prov = pack.provenance;
  const isUser = (k: string) => prov[k] === 'user';
  // colours: measured (kept), the designer's (kept), else from the main colour feature
  if (!isUser('colors') && prov.colors !== 'detected') {
    const mc = features.main_colour;
    const c = mc && COLOUR_OF_FEATURE[mc.value];
    if (c) {
      pack.colors = [{ name: c.name, hex: c.hex, pantone: c.pantone }];
      prov.colors = provOfSource(mc.source);
    } else if (pack.colors.length === 0) {
      pack.colors = [{ name: 'White', hex: '#FFFFFF', pantone: '11-0601 TCX' }];
      prov.colors = 'standard';
    }
  }
  const spec = deriveGarment({
    garmentType: a.garmentType,
    features: featureValues(features),
    fabric: isUser('materials.mainFabric') ? pack.materials.mainFabric : undefined,
    bodyColour: bodyColourText(pack),
  });

  // measurements: the grammar's POMs at the sample size (lengths scaled by the photo's proportions); designer's values kept
  const group = pomGroupOf(a.garmentType);
  const segmented = (a as { segmented?: boolean }).segmented !== false && !!a.proportions;
  const typical = TYPICAL_ASPECT[group];
  const factor = segmented && typical && a.proportions ? Math.max(0.9, Math.min(1.1, a.proportions.bboxAspect / typical.aspect)) : 1;
  const measurements: Record<string, string | number> = {};
  const specKeys = new Set(spec.poms.map((p) => p.key));
  for (const [k, v] of Object.entries(pack.measurements)) if (isUser(`measurements.${k}`) || pack.customPoms?.[k]) measurements[k] = v;
  for (const k of Object.keys(prov)) if (k.startsWith('measurements.') && !specKeys.has(k.slice(13)) && !(k.slice(13) in measurements)) delete prov[k];
  for (const p of spec.poms) {
    if (p.key in measurements) continue;
    const scaled = typical?.keys.includes(p.key) && factor !== 1;
    const grade = pack.pomOverrides?.[p.key]?.grade ?? p.grade;
    const atM = scaled ? round1(p.base * factor) : p.base;
    measurements[p.key] = formatCm(gradeValue({ grade }, atM, 'M', pack.selectedSize));
    prov[`measurements.${p.key}`] = scaled ? 'estimated' : 'standard';
  }
  pack.measurements = measurements;

  // materials
  if (!isUser('materials.mainFabric')) {
    pack.materials.mainFabric = spec.fabric.name;
    prov['materials.mainFabric'] = 'standard';
  }
  if (!isUser('materials.fabricDetails')) {
    const fab = fabricByName(pack.materials.mainFabric) ?? spec.fabric;
    pack.materials.fabricDetails = fabricDetails(fab);
    prov['materials.fabricDetails'] = 'standard';
  }
  if (!isUser('materials.lining')) {
    pack.materials.lining = spec.lining;
    prov['materials.lining'] = 'standard';
  }
  if (!isUser('materials.trim')) {
    pack.materials.trim = spec.trim;
    prov['materials.trim'] = 'standard';
  }
  // branding: the grammar's artwork defaults, care by fibre; the designer's values kept
  const defaults: Branding = { ...defaultBranding(), ...spec.artwork, mainLabel: spec.mainLabel, careInstructions: spec.care.instruction };
  for (const [k, v] of Object.entries(defaults)) {
    if (isUser(`branding.${k}`)) continue;
    if ((k === 'logo' || k === 'logoFile') && pack.branding?.[k as 'logo']) continue;
    (pack.branding as Record<string, unknown>)[k] = v;
    prov[`branding.${k}`] = 'standard';
  }
  if (!isUser('trims')) {
    pack.trims = { ...spec.trims };
    prov.trims = 'standard';
  }
  if (!isUser('specialFeatures.hardware')) {
    pack.specialFeatures.hardware = spec.hardware;
    prov['specialFeatures.hardware'] = 'standard';
  }
  prov['specialFeatures.finish'] ??= 'standard';
  pack.construction = { operations: spec.operations, thread: spec.thread, finishing: spec.finishing, provenance: 'standard' };
  prov.construction = 'standard';
  pack.care = careFor(pack.branding.careInstructions, pack.materials.fabricDetails.composition, prov['branding.careInstructions'] ?? 'standard', spec.care);
  prov.care = pack.care.provenance;

  // analysis text follows the current features
  const applicable = FEATURE_KEYS.filter((k) => features[k] && features[k].value !== 'n/a');
  const allSeen = applicable.length > 0 && applicable.every((k) => features[k].value !== 'unclear' && (features[k].source === 'detected' || features[k].source === 'user'));
  if (!isUser('aiAnalysis.description')) {
    a.description = spec.description;
    prov['aiAnalysis.description'] = allSeen ? (applicable.some((k) => features[k].source === 'user') ? 'estimated' : 'detected') : 'estimated';
  }
  if (!isUser('aiAnalysis.silhouette') && spec.features.silhouette) {
    a.silhouette = `${spec.features.silhouette.charAt(0).toUpperCase()}${spec.features.silhouette.slice(1).replace(/-/g, ' ')}${spec.family === 'top' || spec.family === 'outerwear' ? ' fit' : ''}`;
    prov['aiAnalysis.silhouette'] = provOfSource(features.silhouette?.source);
  }
  if (!isUser('aiAnalysis.components')) {
    const extras = Object.fromEntries(Object.entries(a.components ?? {}).filter(([k]) => !['collar', 'neckline', 'sleeves', 'closure', 'pockets', 'waistband', 'fit', 'hood', 'length', 'hem', 'assumed', 'sources'].includes(k)));
    a.components = { ...extras, ...componentsFrom(features, spec) } as AiAnalysis['components'];
    prov['aiAnalysis.components'] = allSeen ? 'detected' : 'estimated';
  }
  (a as Record<string, unknown>).garmentClass = spec.label;
  if (!isUser('styleName')) {
    pack.styleName = defaultStyleName(pack, spec);
    prov.styleName = 'standard';
  }
  // graded table with stable codes, then the BOM
  if (!pack.pomCodes) {
    pack.pomCodes = {};
    for (const r of pack.pointsOfMeasure?.rows ?? []) if (!Object.values(pack.pomCodes).includes(r.code)) pack.pomCodes[r.key] = r.code;
  }
  pack.pointsOfMeasure = gradeTable(pack, spec.poms);
  pack.bom = deriveBom(pack, spec);
  prov.bom = 'standard';
  return pack;
}

/** The grammar's view of a pack (for the check). */
export function garmentSpecOf(pack: TechPack): GarmentSpec {
  return deriveGarment({
    garmentType: pack.aiAnalysis.garmentType,
    features: featureValues(featuresOf(pack.aiAnalysis)),
    fabric: pack.provenance['materials.mainFabric'] === 'user' ? pack.materials.mainFabric : undefined,
    bodyColour: bodyColourText(pack),
  });
}

export function buildTechPack(input: BuildInput): TechPack {
  const a = structuredClone(input.analysis);
  const group = pomGroupOf(a.garmentType);
  const size: Size = isSize(input.selectedSize) ? input.selectedSize : 'M';
  const provenance: Record<string, Provenance> = {};
  const requested = a.requestedGarmentType;
  provenance['aiAnalysis.garmentType'] = requested && requested === a.garmentType && a.detectedGarmentType !== requested ? 'user' : 'detected';
  provenance['aiAnalysis.silhouette'] = (a as { silhouetteDetected?: boolean }).silhouetteDetected === false ? 'estimated' : 'detected';
  provenance['aiAnalysis.styleCategory'] = 'estimated';
  if (typeof a.description === 'string' && a.description) (a as Record<string, unknown>).analyzerDescription = a.description;

  const colors: TechPackColor[] = [];
  for (const c of a.dominantColors ?? []) {
    if (colors.length >= 3 || colors.some((x) => x.name === c.name)) continue; // one swatch per colour name
    colors.push({ name: c.name, hex: c.hex.toUpperCase(), pantone: c.pantone });
  }
  if (colors.length > 0) provenance.colors = 'detected'; // measured from the garment's pixels

  const now = input.now.toISOString();
  const features = featuresOf(a);
  const pack: TechPack = {
    id: input.id,
    uploadId: input.uploadId,
    upload: { filename: input.filename, originalName: input.originalName, garmentType: a.garmentType },
    generatedAt: now,
    createdAt: now,
    updatedAt: now,
    pdfPath: null,
    imageUrl: `/api/uploads/${input.filename}`,
    aiAnalysis: { ...a, features },
    measurements: {},
    materials: { mainFabric: '', fabricDetails: { gsm: 0, composition: '', texture: '', category: '' }, lining: 'none', trim: 'none' },
    colors,
    branding: defaultBranding(),
    trims: {},
    specialFeatures: { finish: 'none', hardware: 'none' },
    selectedSize: size,
    styleNumber: `TP-${seasonOf(input.now)}-${GROUP_CODE[group]}-${input.id.replace(/-/g, '').slice(0, 6).toUpperCase()}`,
    season: seasonOf(input.now),
    pointsOfMeasure: { unit: 'cm', baseSize: size, sizes: [...SIZES], rows: [] },
    bom: [],
    construction: { operations: [], thread: '', finishing: '', provenance: 'standard' },
    care: { instruction: 'machine-wash-cold', lines: [], provenance: 'standard' },
    provenance,
    revisions: [],
    pomCodes: {},
  };
  derivePack(pack);
  const assumedCount = FEATURE_KEYS.filter((k) => features[k] && features[k].value !== 'n/a' && features[k].source !== 'detected').length;
  pack.revisions.push({
    rev: 1,
    at: now,
    by: 'system',
    summary: `Generated from photo analysis (${a.analyzer ?? 'analyzer'}, ${Math.round(a.confidence * 1000) / 10}% confidence) as ${String((pack.aiAnalysis as Record<string, unknown>).garmentClass)}${a.features ? '' : ' with the default features for the type'}${assumedCount ? `; ${assumedCount} feature(s) to confirm` : ''}`,
    fields: [],
  });
  return pack;
}

// ------------------------------------------------------------------------------------------ designer's edits

function paletteColor(hex: string, name: string, pantone?: string): TechPackColor {
  const upper = hex.toUpperCase();
  const exact = PALETTE.find((p) => p.hex.toUpperCase() === upper);
  if (exact) return { name: name || exact.name, hex: upper, pantone: pantone || exact.pantone };
  const near = nearestPaletteColor(upper);
  return { name, hex: upper, pantone: pantone || (near.deltaE < 3 ? near.pantone : 'Custom') };
}

type Change = NonNullable<Revision['changes']>[number];
const text = (v: unknown): string => (v === undefined || v === null ? '-' : typeof v === 'string' ? v : JSON.stringify(v));

// Applies the designer's edits; edited fields become provenance 'user'; every section is re-derived.
export function applyUpdate(pack: TechPack, update: TechPackUpdate, now: Date): { pack: TechPack; changed: string[] } {
  const next: TechPack = structuredClone(pack);
  const changed: string[] = [];
  const changes: Change[] = [];
  const mark = (path: string, from?: unknown, to?: unknown) => {
    next.provenance[path] = 'user';
    changed.push(path);
    if (from !== undefined || to !== undefined) changes.push({ field: path, from: text(from), to: text(to) });
  };
  if (!next.pomCodes) {
    next.pomCodes = {};
    for (const r of next.pointsOfMeasure?.rows ?? []) if (!Object.values(next.pomCodes).includes(r.code)) next.pomCodes[r.key] = r.code;
  }
  if (update.selectedSize && update.selectedSize !== next.selectedSize) {
    // re-express measurements at the new size
    for (const row of next.pointsOfMeasure.rows) next.measurements[row.key] = formatCm(row.values[update.selectedSize] ?? parseCm(next.measurements[row.key]) ?? 0);
    changes.push({ field: 'selectedSize', from: next.selectedSize, to: update.selectedSize });
    next.selectedSize = update.selectedSize;
    changed.push('selectedSize');
  }
  if (update.measurements) {
    for (const [k, v] of Object.entries(update.measurements)) {
      const cm = parseCm(v);
      if (cm === undefined) continue;
      const current = parseCm(next.measurements[k]);
      if (current !== cm) {
        const was = next.measurements[k];
        next.measurements[k] = formatCm(cm);
        mark(`measurements.${k}`, was, next.measurements[k]);
      }
    }
  }
  if (update.aiAnalysis) {
    const { garmentType, silhouette, styleCategory, description, components, features } = update.aiAnalysis as Partial<AiAnalysis> & { features?: Record<string, string | { value: string }> };
    if (garmentType && garmentType !== next.aiAnalysis.garmentType) {
      mark('aiAnalysis.garmentType', next.aiAnalysis.garmentType, garmentType);
      next.aiAnalysis.garmentType = garmentType;
      next.upload.garmentType = garmentType;
      // features that still apply stay; the rest take the new type's defaults
      next.aiAnalysis.features = assumedFeatures(garmentType, featuresOf(pack.aiAnalysis));
    }
    if (features) {
      const current = featuresOf(next.aiAnalysis);
      const type = next.aiAnalysis.garmentType;
      for (const [k, raw] of Object.entries(features)) {
        if (raw === undefined) continue;
        const key = k as FeatureKey;
        const value = typeof raw === 'string' ? raw : raw.value;
        if (!isValidFeatureValue(key, value, type)) {
          throw new AppError(400, 'REQUEST.INVALID', `Invalid ${FEATURE_LABELS[key].toLowerCase()} for a ${type}: choose one of ${['unclear', ...featureValuesFor(key, type)].join(', ')}`);
        }
        const old = current[key];
        if (old?.value === value && old.source === 'user') continue;
        // the studio's Save echoes the whole analysis: an unchanged answer with its source is not a confirmation
        if (old?.value === value && typeof raw === 'object' && typeof (raw as { source?: unknown }).source === 'string' && (raw as { source?: string }).source !== 'user') continue;
        current[key] = { value, confidence: 1, source: 'user' };
        changed.push(`aiAnalysis.features.${key}`);
        changes.push({ field: `features.${key}`, from: old ? `${old.value} (${old.source})` : '-', to: `${value} (user)` });
      }
      next.aiAnalysis.features = current;
    }
    // text the grammar writes from the features is re-derived with them: a copy sent alongside a feature change is stale
    const featureChange = changed.some((c) => c.startsWith('aiAnalysis.features.') || c === 'aiAnalysis.garmentType');
    if (silhouette && !featureChange && silhouette !== next.aiAnalysis.silhouette) {
      mark('aiAnalysis.silhouette', next.aiAnalysis.silhouette, silhouette);
      next.aiAnalysis.silhouette = silhouette;
    }
    if (styleCategory && styleCategory !== next.aiAnalysis.styleCategory) {
      mark('aiAnalysis.styleCategory', next.aiAnalysis.styleCategory, styleCategory);
      next.aiAnalysis.styleCategory = styleCategory;
    }
    if (description && !featureChange && description !== next.aiAnalysis.description) {
      mark('aiAnalysis.description', next.aiAnalysis.description, description);
      next.aiAnalysis.description = description;
    }
    if (components && !featureChange && JSON.stringify(components) !== JSON.stringify(next.aiAnalysis.components)) {
      next.aiAnalysis.components = { ...next.aiAnalysis.components, ...components, assumed: [] };
      mark('aiAnalysis.components');
    }
  }
  if (update.styleName !== undefined && update.styleName !== next.styleName) {
    mark('styleName', next.styleName, update.styleName);
    next.styleName = update.styleName;
  }
  if (update.pdfUnit && update.pdfUnit !== (next.pdfUnit ?? 'cm')) {
    changes.push({ field: 'pdfUnit', from: next.pdfUnit ?? 'cm', to: update.pdfUnit });
    next.pdfUnit = update.pdfUnit;
    changed.push('pdfUnit');
  }
  if (update.pointsOfMeasure) {
    const { add = [], remove = [], edit = {} } = update.pointsOfMeasure;
    next.customPoms ??= {};
    next.pomOverrides ??= {};
    for (const p of add) {
      let key = p.key ?? (p.name.replace(/[^A-Za-z0-9 ]/g, '').replace(/ (\w)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toLowerCase()) || 'custom');
      if (!/^[A-Za-z]/.test(key)) key = `pom${key}`;
      key = key.slice(0, 40);
      const base = key;
      let n = 2;
      while (key in next.measurements || next.pointsOfMeasure.rows.some((r) => r.key === key)) key = `${base}${n++}`;
      const cm = parseCm(p.value)!;
      const auto = customPomOf(key, cm);
      const grade = p.grade ?? auto.grade;
      next.customPoms[key] = { name: p.name, howToMeasure: p.howToMeasure || auto.howToMeasure, grade, tolerance: p.tolerance ?? toleranceFor(grade, grade === 0 ? 'detail' : 'girth') };
      next.measurements[key] = formatCm(cm);
      codeFor(next.pomCodes, key, nextCustomCode(next.pomCodes));
      mark(`measurements.${key}`, '-', `${p.name} ${formatCm(cm)} (${next.pomCodes[key]})`);
    }
    for (const key of remove) {
      if (!next.customPoms[key]) throw new AppError(400, 'REQUEST.INVALID', `Only points of measure added by the designer can be deleted (${key} is a standard point of measure)`);
      changes.push({ field: `pointsOfMeasure.${key}`, from: `${next.customPoms[key].name} (${next.pomCodes[key] ?? '-'})`, to: 'deleted' });
      delete next.customPoms[key];
      delete next.measurements[key];
      delete next.provenance[`measurements.${key}`];
      delete next.pomOverrides[key];
      changed.push(`pointsOfMeasure.${key}`); // its code stays reserved in pomCodes
    }
    for (const [key, e] of Object.entries(edit)) {
      const row = next.pointsOfMeasure.rows.find((r) => r.key === key) ?? (next.customPoms[key] ? { tolerance: next.customPoms[key].tolerance, gradeStep: next.customPoms[key].grade } : undefined);
      if (!row) throw new AppError(400, 'REQUEST.INVALID', `Unknown point of measure: ${key}`);
      const o = { ...next.pomOverrides[key] };
      if (e.tolerance !== undefined && e.tolerance !== row.tolerance) {
        changes.push({ field: `pointsOfMeasure.${key}.tolerance`, from: String(row.tolerance), to: String(e.tolerance) });
        o.tolerance = e.tolerance;
      }
      if (e.grade !== undefined && e.grade !== row.gradeStep) {
        changes.push({ field: `pointsOfMeasure.${key}.grade`, from: String(row.gradeStep), to: String(e.grade) });
        o.grade = e.grade;
      }
      if (o.tolerance !== next.pomOverrides[key]?.tolerance || o.grade !== next.pomOverrides[key]?.grade) {
        next.pomOverrides[key] = o;
        changed.push(`pointsOfMeasure.${key}`);
      }
    }
  }
  if (update.materials) {
    const m = update.materials;
    if (m.mainFabric && m.mainFabric !== next.materials.mainFabric) {
      mark('materials.mainFabric', next.materials.mainFabric, m.mainFabric);
      next.materials.mainFabric = m.mainFabric;
      const fab = fabricByName(m.mainFabric);
      if (fab) next.materials.fabricDetails = fabricDetails(fab);
      mark('materials.fabricDetails');
    }
    if (m.fabricDetails && Object.keys(m.fabricDetails).length > 0) {
      const merged = { ...next.materials.fabricDetails, ...m.fabricDetails };
      if (JSON.stringify(merged) !== JSON.stringify(next.materials.fabricDetails)) {
        mark('materials.fabricDetails', next.materials.fabricDetails, merged);
        next.materials.fabricDetails = merged;
      }
    }
    if (m.lining && m.lining !== next.materials.lining) {
      mark('materials.lining', next.materials.lining, m.lining);
      next.materials.lining = m.lining;
    }
    if (m.trim && m.trim !== next.materials.trim) {
      mark('materials.trim', next.materials.trim, m.trim);
      next.materials.trim = m.trim;
    }
  }
  if (update.colors) {
    const seen = new Set<string>();
    const colors = update.colors
      .map((c) => paletteColor(c.hex, c.name, c.pantone))
      .filter((c) => (seen.has(c.hex) ? false : (seen.add(c.hex), true)));
    if (JSON.stringify(colors) !== JSON.stringify(next.colors)) {
      mark('colors', next.colors.map((c) => c.name).join(', '), colors.map((c) => c.name).join(', '));
      next.colors = colors;
    }
  }
  if (update.branding) {
    for (const [k, v] of Object.entries(update.branding)) {
      if (v === undefined) continue;
      const value = k === 'logo' && v === '' ? null : v;
      const was = (next.branding as Record<string, unknown>)[k];
      if (was !== value) {
        (next.branding as Record<string, unknown>)[k] = value;
        if (k === 'logo') mark('branding.logo');
        else mark(`branding.${k}`, was, value);
      }
    }
  }
  if (update.trims && JSON.stringify(update.trims) !== JSON.stringify(next.trims)) {
    next.trims = { ...update.trims };
    mark('trims');
  }
  if (update.specialFeatures) {
    for (const [k, v] of Object.entries(update.specialFeatures)) {
      const was = (next.specialFeatures as Record<string, unknown>)[k];
      if (v !== undefined && was !== v) {
        (next.specialFeatures as Record<string, unknown>)[k] = v;
        mark(`specialFeatures.${k}`, was, v);
      }
    }
  }
  return { pack: rederive(next, changed, now, changes, pack), changed };
}

/** Rebuilds every section from the features, records a revision with old and new values. */
export function rederive(pack: TechPack, changed: string[], now: Date, changes: Change[] = [], before?: TechPack): TechPack {
  if (changed.length === 0) return pack;
  const oldRows = new Map((before ?? pack).pointsOfMeasure.rows.map((r) => [r.key, r]));
  derivePack(pack);
  const newKeys = new Set(pack.pointsOfMeasure.rows.map((r) => r.key));
  const added = pack.pointsOfMeasure.rows.filter((r) => !oldRows.has(r.key)).map((r) => `${r.code} ${r.name}`);
  const removed = [...oldRows.values()].filter((r) => !newKeys.has(r.key)).map((r) => `${r.code} ${r.name}`);
  if ((added.length || removed.length) && changed.some((c) => c.startsWith('aiAnalysis.'))) changes.push({ field: 'pointsOfMeasure', from: removed.length ? `removed: ${removed.join('; ')}` : '-', to: added.length ? `added: ${added.join('; ')}` : '-' });
  if (before && before.materials.mainFabric !== pack.materials.mainFabric && !changed.includes('materials.mainFabric')) changes.push({ field: 'materials.mainFabric', from: before.materials.mainFabric, to: pack.materials.mainFabric });
  const at = now.toISOString();
  pack.updatedAt = at;
  const last = pack.revisions[pack.revisions.length - 1];
  const groups = [...new Set(changed.map((c) => (c.startsWith('aiAnalysis.features.') ? 'features' : c.split('.')[0])))];
  pack.revisions.push({
    rev: (last?.rev ?? 0) + 1,
    at,
    by: 'user',
    summary: `Designer changed ${groups.join(', ')}${groups.includes('features') || groups.includes('aiAnalysis') ? '; sections re-derived from the features' : ''}`,
    fields: [...new Set(changed)],
    ...(changes.length ? { changes } : {}),
  });
  return pack;
}

export const TOP_GROUPS: PomGroup[] = ['tee', 'long-sleeve', 'shirt', 'hoodie', 'jacket', 'dress'];
