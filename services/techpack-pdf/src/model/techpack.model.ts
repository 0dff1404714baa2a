import {
  FABRICS,
  PALETTE,
  POINTS_OF_MEASURE,
  POM_GROUP_LABELS,
  SIZES,
  fabricByName,
  formatCm,
  gradeValue,
  nearestPaletteColor,
  parseCm,
  pomGroupOf,
  type Fabric,
  type PomGroup,
  type Size,
} from '@techpack/catalog';
import type {
  AiAnalysis,
  BomLine,
  Branding,
  Care,
  Construction,
  PomRow,
  Provenance,
  TechPack,
  TechPackColor,
  TechPackUpdate,
} from '@techpack/contracts';

// The tech pack model: built from the photo analysis, then edited by the designer.
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

const DEFAULT_FABRIC: Record<PomGroup, string> = {
  tee: 'cotton-jersey',
  'long-sleeve': 'cotton-jersey',
  shirt: 'poly-cotton-blend',
  hoodie: 'cotton-fleece',
  jacket: 'organic-cotton-canvas',
  pants: 'organic-cotton-canvas',
  shorts: 'organic-cotton-canvas',
  dress: 'bamboo-jersey',
  skirt: 'organic-cotton-canvas',
};

// Fabric use per garment in metres at 150 cm width, size M.
const CONSUMPTION_M: Record<PomGroup, number> = {
  tee: 1.1,
  'long-sleeve': 1.3,
  shirt: 1.6,
  hoodie: 1.8,
  jacket: 2.0,
  pants: 1.4,
  shorts: 0.8,
  dress: 2.2,
  skirt: 1.0,
};

// Typical garment-box aspect (height / width) in a flat photo, to estimate length from proportions.
const TYPICAL_ASPECT: Partial<Record<PomGroup, { aspect: number; keys: string[] }>> = {
  tee: { aspect: 1.1, keys: ['length', 'centreBackLength'] },
  'long-sleeve': { aspect: 1.05, keys: ['length', 'centreBackLength'] },
  shirt: { aspect: 1.1, keys: ['length', 'centreBackLength'] },
  hoodie: { aspect: 1.0, keys: ['length', 'centreBackLength'] },
  jacket: { aspect: 1.0, keys: ['length', 'centreBackLength'] },
  dress: { aspect: 2.0, keys: ['length', 'skirtLength'] },
  skirt: { aspect: 1.1, keys: ['length'] },
  pants: { aspect: 2.3, keys: ['inseam', 'outseam'] },
  shorts: { aspect: 1.0, keys: ['inseam', 'outseam'] },
};

const KNIT: PomGroup[] = ['tee', 'long-sleeve', 'hoodie'];
const TOPS: PomGroup[] = ['tee', 'long-sleeve', 'shirt', 'hoodie', 'jacket', 'dress'];

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

function defaultBranding(group: PomGroup): Branding {
  const bottom = group === 'pants' || group === 'shorts' || group === 'skirt';
  return {
    logo: null,
    logoFile: null,
    logoPosition: bottom ? 'pocket' : 'center-chest',
    logoWidth: bottom ? 4 : 8,
    logoHeight: bottom ? 3 : 8,
    logoMethod: 'screen-print',
    logoColors: 'single-color',
    logoFromTop: bottom ? 6 : 18,
    logoFromLeft: 0,
    mainLabel: 'Woven main label, centre back neck',
    careInstructions: group === 'jacket' ? 'delicate-cycle' : 'machine-wash-cold',
    sizeLabelFormat: 'us-standard',
    hangTagStyle: 'minimalist',
    hangTagContent: 'Brand name, style number, size, colour, barcode',
    packaging: 'poly-mailer',
  };
}

function defaultTrims(group: PomGroup): Record<string, string> {
  const thread = 'Polyester core-spun thread Tex 27, colour matched to body';
  switch (group) {
    case 'tee':
    case 'long-sleeve':
      return { neckband: '1x1 cotton ribbing, 2 cm finished, self colour', shoulderTape: 'Cotton twill tape 1 cm, back neck and shoulders', thread };
    case 'hoodie':
      return {
        ribbing: '2x2 cotton ribbing for cuffs and hem band, self colour',
        drawcord: 'Flat cotton drawcord 1 cm, 140 cm, with metal tips',
        eyelets: '2 metal eyelets 1 cm at hood front',
        thread,
      };
    case 'shirt':
      return { buttons: '4-hole polyester buttons 11 mm (front x7, cuffs x2, spare x1)', interlining: 'Fusible woven interlining for collar, stand and cuffs', thread };
    case 'jacket':
      return { zipper: 'Metal two-way separating zip #5, self colour', lining: 'Polyester taffeta body lining', interlining: 'Fusible interlining for collar and facings', thread };
    case 'pants':
    case 'shorts':
      return { button: 'Metal shank button 17 mm', zipper: 'Brass fly zip #4.5, 18 cm', pocketing: 'Poly-cotton pocketing 110 gsm', thread };
    case 'skirt':
      return { zipper: 'Invisible zip 18 cm, colour matched', waistbandInterlining: 'Fusible waistband interlining 3 cm', thread };
    case 'dress':
      return { zipper: 'Invisible zip 55 cm, colour matched', facing: 'Self-fabric neck and armhole facings with fusible interlining', thread };
  }
}

function defaultHardware(group: PomGroup): string {
  if (group === 'shirt') return 'plastic-buttons';
  if (group === 'jacket') return 'zipper';
  if (group === 'pants' || group === 'shorts') return 'metal-buttons';
  if (group === 'hoodie') return 'metal-grommets';
  return 'none';
}

export function constructionFor(group: PomGroup): Construction {
  const op = (operation: string, isoStitch: string, stitchName: string, isoSeam: string, seamName: string, spi: number, seamAllowanceCm: number, notes: string) => ({
    operation,
    isoStitch,
    stitchName,
    isoSeam,
    seamName,
    spi,
    seamAllowanceCm,
    notes,
  });
  const ol = '3-thread overlock';
  const ls = 'Lockstitch';
  if (KNIT.includes(group)) {
    const ops = [
      op('Shoulder seams', '504', ol, '1.01.01', 'Superimposed plain seam', 12, 0.6, 'Stabilise with twill tape'),
      op('Neckband attach', '504', ol, '1.01.01', 'Superimposed seam', 12, 0.6, 'Band stretched 10-12 %'),
      op('Back neck tape / topstitch', '406', '2-needle coverstitch', '5.31.01', 'Decorative topstitch over seam', 12, 0, '0.6 cm gauge'),
      op(group === 'hoodie' ? 'Sleeve attach (set-in)' : 'Sleeve attach (set-in)', '504', ol, '1.01.01', 'Superimposed seam', 12, 0.6, 'Ease evenly at sleeve cap'),
      op('Side seams and underarm', '504', ol, '1.01.01', 'Superimposed seam', 12, 0.6, 'One pass, armhole seams matched'),
      op(group === 'hoodie' ? 'Cuffs and hem band' : 'Sleeve and body hem', '406', '2-needle coverstitch', '6.02.01', 'Turned hem', 12, 2, group === 'hoodie' ? 'Rib attached with 504' : 'Hem depth 2 cm'),
    ];
    if (group === 'hoodie') ops.push(op('Hood assembly and attach', '504', ol, '1.01.01', 'Superimposed seam', 12, 0.6, 'Hood edge self-faced, 301 topstitch'));
    return { operations: ops, thread: 'Polyester core-spun Tex 27 (needle), textured polyester Tex 18 (loopers)', finishing: 'Trim threads, steam press, fold to 25 x 30 cm', provenance: 'standard' };
  }
  if (group === 'pants' || group === 'shorts') {
    return {
      operations: [
        op('Inseam', '401', '2-thread chainstitch (felling)', '2.04.06', 'Lapped / felled seam', 10, 1.5, 'Double needle on denim/canvas'),
        op('Outseam', '301 + 504', 'Lockstitch, edges overlocked', '1.01.01', 'Superimposed plain seam', 10, 1.5, 'Pressed open or to back'),
        op('Seat / back rise', '401', '2-thread chainstitch (felling)', '2.04.06', 'Lapped / felled seam', 10, 1.5, ''),
        op('Fly and front rise', '301', ls, '1.06.02', 'Fly with J-stitch', 10, 1, 'Bartack at fly base'),
        op('Waistband attach', '301', ls, '3.05.01', 'Bound / folded band', 10, 1, 'Belt loops bartacked (ISO 304)'),
        op('Leg hem', '301', ls, '6.03.01', 'Turned-twice hem', 10, 3, 'Hem depth 2 cm'),
      ],
      thread: 'Polyester core-spun Tex 40 (topstitch Tex 70)',
      finishing: 'Bartacks at pocket corners and fly, press creases out, fold in thirds',
      provenance: 'standard',
    };
  }
  // woven tops, jackets, dresses, skirts
  const ops = [
    op('Shoulder seams', '301 + 504', 'Lockstitch, edges overlocked', '1.01.01', 'Superimposed plain seam', 12, 1, ''),
    op('Side seams', group === 'shirt' ? '401' : '301 + 504', group === 'shirt' ? 'Chainstitch, flat felled' : 'Lockstitch, edges overlocked', group === 'shirt' ? '2.04.06' : '1.01.01', group === 'shirt' ? 'Flat-felled seam' : 'Superimposed plain seam', 12, 1, ''),
    op('Hem', '301', ls, '6.03.01', 'Turned-twice hem', 12, 1.5, group === 'dress' || group === 'skirt' ? 'Blind stitch (ISO 103) alternative' : '0.6 cm topstitch'),
  ];
  if (group !== 'skirt') ops.splice(2, 0, op('Sleeve / armhole', '301 + 504', 'Lockstitch, edges overlocked', '1.01.01', 'Superimposed seam', 12, 1, 'Ease at cap'));
  if (group === 'shirt') ops.push(op('Collar and cuffs', '301', ls, '1.06.03', 'Enclosed seam, topstitched', 14, 0.6, 'Edge-stitch 0.15 cm'), op('Front placket', '301', ls, '6.03.01', 'Folded placket', 14, 1, 'Buttonholes ISO 304 lockstitch'));
  if (group === 'jacket') ops.push(op('Zip attach', '301', ls, '1.06.02', 'Zip inserted, topstitched', 10, 1, 'Topstitch 0.6 cm'), op('Lining', '301', ls, '1.01.01', 'Bagged lining', 10, 1, 'Jump pleat at centre back'));
  if (group === 'skirt' || group === 'dress') ops.push(op('Invisible zip', '301', ls, '1.01.01', 'Invisible zip insertion', 12, 1.5, 'Zip foot'));
  if (group === 'skirt') ops.push(op('Waistband attach', '301', ls, '3.05.01', 'Folded waistband', 12, 1, 'Stitch-in-the-ditch'));
  return { operations: ops, thread: 'Polyester core-spun Tex 27', finishing: 'Trim threads, press, hang on hanger in garment bag', provenance: 'standard' };
}

const CARE_LINES: Record<string, string[]> = {
  'machine-wash-cold': ['Machine wash cold 30 °C, similar colours', 'Do not bleach', 'Tumble dry low', 'Iron low, do not iron print', 'Do not dry clean'],
  'machine-wash-warm': ['Machine wash warm 40 °C', 'Do not bleach', 'Tumble dry medium', 'Iron medium', 'Do not dry clean'],
  'hand-wash-only': ['Hand wash cold', 'Do not bleach', 'Dry flat in shade', 'Iron low', 'Do not dry clean'],
  'dry-clean-only': ['Dry clean only (P)', 'Do not wash', 'Do not bleach', 'Do not tumble dry', 'Iron low'],
  'delicate-cycle': ['Machine wash 30 °C, delicate cycle', 'Do not bleach', 'Line dry', 'Iron low', 'Do not dry clean'],
};

export function careFor(instruction: string, fabric: string, provenance: Provenance): Care {
  return { instruction, lines: [...(CARE_LINES[instruction] ?? CARE_LINES['machine-wash-cold']), `Fibre content: ${fabric}`], provenance };
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

export function deriveBom(pack: Pick<TechPack, 'materials' | 'trims' | 'branding' | 'specialFeatures' | 'colors' | 'provenance' | 'aiAnalysis'>): BomLine[] {
  const group = pomGroupOf(pack.aiAnalysis.garmentType);
  const prov = (key: string, fallback: Provenance = 'standard'): Provenance => pack.provenance[key] ?? fallback;
  const main = pack.colors[0];
  const colourText = main ? `${main.name} ${main.pantone}` : 'TBC';
  const lines: BomLine[] = [];
  let n = 0;
  const add = (prefix: string, l: Omit<BomLine, 'ref'>) => lines.push({ ref: `${prefix}${++n}`, ...l });
  const m = pack.materials;
  const d = m.fabricDetails;
  add('F', {
    category: 'fabric',
    item: m.mainFabric,
    description: `${d.composition}, ${d.gsm} gsm, ${d.texture}`,
    placement: 'Body, sleeves' + (group === 'pants' || group === 'shorts' || group === 'skirt' ? ', waistband' : ''),
    color: colourText,
    quantity: CONSUMPTION_M[group],
    unit: 'm (150 cm width)',
    supplier: 'TBC by factory',
    provenance: prov('materials.mainFabric'),
  });
  if (m.lining && m.lining !== 'none') {
    add('F', { category: 'lining', item: m.lining.replace(/-/g, ' '), description: 'Body lining', placement: 'Body', color: 'Matched to body', quantity: round1(CONSUMPTION_M[group] * 0.8), unit: 'm', supplier: 'TBC by factory', provenance: prov('materials.lining') });
  }
  if (m.trim && m.trim !== 'none') {
    add('T', { category: 'trim', item: m.trim.replace(/-/g, ' '), description: 'Main trim', placement: KNIT.includes(group) ? 'Neck / cuffs / hem' : 'As per construction', color: 'Self colour', quantity: 0.3, unit: 'm', supplier: 'TBC by factory', provenance: prov('materials.trim') });
  }
  for (const [k, v] of Object.entries(pack.trims)) {
    if (v === null || v === '' || v === false || k === 'thread') continue;
    add('T', { category: 'trim', item: k.replace(/([A-Z])/g, ' $1').toLowerCase(), description: String(v), placement: 'See construction', color: 'Matched', quantity: /x(\d+)/.test(String(v)) ? 1 : 1, unit: 'set', supplier: 'TBC by factory', provenance: prov(`trims.${k}`, prov('trims')) });
  }
  add('T', { category: 'thread', item: 'Sewing thread', description: String(pack.trims.thread ?? 'Polyester core-spun Tex 27'), placement: 'All seams', color: 'Matched to body', quantity: KNIT.includes(group) ? 180 : 220, unit: 'm', supplier: 'TBC by factory', provenance: prov('trims.thread', prov('trims')) });
  const hw = pack.specialFeatures.hardware;
  if (hw && hw !== 'none') {
    add('H', { category: 'hardware', item: hw.replace(/-/g, ' '), description: 'Per construction', placement: group === 'shirt' ? 'Front placket, cuffs' : 'Closure', color: 'TBC', quantity: hw === 'zipper' ? 1 : hw === 'rivets' ? 6 : hw === 'metal-grommets' ? 2 : 8, unit: 'pcs', supplier: 'TBC by factory', provenance: prov('specialFeatures.hardware') });
  }
  const b = pack.branding;
  if (b.logo || b.logoFile) {
    add('L', { category: 'label', item: `Logo artwork (${LABEL_TEXT[b.logoMethod] ?? b.logoMethod})`, description: `${b.logoWidth} x ${b.logoHeight} cm, ${b.logoColors}`, placement: `${b.logoPosition}, ${b.logoFromTop} cm from top, ${b.logoFromLeft} cm from centre`, color: 'Per artwork', quantity: 1, unit: 'pcs', supplier: 'Factory', provenance: prov('branding.logo', 'user') });
  }
  add('L', { category: 'label', item: 'Main label', description: b.mainLabel, placement: group === 'pants' || group === 'shorts' || group === 'skirt' ? 'Centre back waistband' : 'Centre back neck', color: 'Black / white', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.mainLabel') });
  add('L', { category: 'label', item: 'Size label', description: `Format: ${b.sizeLabelFormat}`, placement: 'Under main label', color: 'Black / white', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.sizeLabelFormat') });
  add('L', { category: 'label', item: 'Care / content label', description: `${b.careInstructions}; ${d.composition}`, placement: 'Left side seam, 10 cm above hem', color: 'White satin', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.careInstructions') });
  if (b.hangTagStyle !== 'none') {
    add('P', { category: 'hang-tag', item: `Hang tag (${b.hangTagStyle})`, description: b.hangTagContent, placement: 'Attached at main label with safety pin or loop', color: 'Per brand', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.hangTagStyle') });
  }
  add('P', { category: 'packaging', item: b.packaging.replace(/-/g, ' '), description: 'One garment per pack, folded with size sticker', placement: 'Outer', color: '-', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.packaging') });
  return lines;
}

// Graded spec around `baseSize`: base values are the pack's measurements at that size.
export function gradeTable(group: PomGroup, measurements: Record<string, string | number>, baseSize: Size, provenance: Record<string, Provenance>) {
  const poms = POINTS_OF_MEASURE[group];
  const rows: PomRow[] = poms.map((pom) => {
    const given = parseCm(measurements[pom.key]);
    const base = given ?? gradeValue(pom, pom.base, 'M', baseSize);
    const values = Object.fromEntries(SIZES.map((s) => [s, gradeValue(pom, base, baseSize, s)]));
    return {
      code: pom.code,
      key: pom.key,
      name: pom.name,
      howToMeasure: pom.howToMeasure,
      tolerance: pom.tolerance,
      gradeStep: pom.grade,
      values,
      provenance: provenance[`measurements.${pom.key}`] ?? 'standard',
    };
  });
  // measurements the designer added that are not standard POMs
  let x = 0;
  for (const [key, value] of Object.entries(measurements)) {
    if (poms.some((p) => p.key === key)) continue;
    const v = parseCm(value);
    if (v === undefined) continue;
    const pom = { grade: v > 40 ? 1.5 : 0.6 };
    rows.push({
      code: `X${++x}`,
      key,
      name: key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
      howToMeasure: 'As specified by the designer; confirm the measuring point on the sample.',
      tolerance: pom.grade === 1.5 ? 0.6 : 0.25,
      gradeStep: pom.grade,
      values: Object.fromEntries(SIZES.map((s) => [s, gradeValue(pom, v, baseSize, s)])),
      provenance: provenance[`measurements.${key}`] ?? 'user',
    });
  }
  return { unit: 'cm' as const, baseSize, sizes: [...SIZES], rows };
}

function seasonOf(now: Date): string {
  const yy = now.getUTCFullYear() % 100;
  return now.getUTCMonth() < 6 ? `AW${String(yy).padStart(2, '0')}` : `SS${String((yy + 1) % 100).padStart(2, '0')}`;
}

const GROUP_CODE: Record<PomGroup, string> = { tee: 'TS', 'long-sleeve': 'LS', shirt: 'SH', hoodie: 'HD', jacket: 'JK', pants: 'PT', shorts: 'SR', dress: 'DR', skirt: 'SK' };

export function buildTechPack(input: BuildInput): TechPack {
  const a = input.analysis;
  const group = pomGroupOf(a.garmentType);
  const size: Size = isSize(input.selectedSize) ? input.selectedSize : 'M';
  const provenance: Record<string, Provenance> = {};
  const requested = a.requestedGarmentType;
  provenance['aiAnalysis.garmentType'] = requested && requested === a.garmentType && a.detectedGarmentType !== requested ? 'user' : 'detected';
  provenance['aiAnalysis.silhouette'] = (a as { silhouetteDetected?: boolean }).silhouetteDetected === false ? 'estimated' : 'detected';
  provenance['aiAnalysis.styleCategory'] = 'estimated';
  provenance['aiAnalysis.components'] = 'estimated';
  provenance['aiAnalysis.description'] = 'detected';

  // Measurements: standard size chart for the type, lengths scaled by the proportions seen in the photo.
  const segmented = (a as { segmented?: boolean }).segmented !== false && !!a.proportions;
  const typical = TYPICAL_ASPECT[group];
  const factor = segmented && typical && a.proportions ? Math.max(0.9, Math.min(1.1, a.proportions.bboxAspect / typical.aspect)) : 1;
  const measurements: Record<string, string> = {};
  for (const pom of POINTS_OF_MEASURE[group]) {
    const scaled = typical?.keys.includes(pom.key) && factor !== 1;
    const atM = scaled ? round1(pom.base * factor) : pom.base;
    measurements[pom.key] = formatCm(gradeValue(pom, atM, 'M', size));
    provenance[`measurements.${pom.key}`] = scaled ? 'estimated' : 'standard';
  }

  const fabric = fabricByName(DEFAULT_FABRIC[group]) ?? FABRICS[0];
  const materials = {
    mainFabric: fabric.name,
    fabricDetails: fabricDetails(fabric),
    lining: group === 'jacket' ? 'polyester-lining' : 'none',
    trim: KNIT.includes(group) ? 'cotton-ribbing' : group === 'shirt' || group === 'skirt' || group === 'dress' ? 'bias-tape' : 'none',
  };
  for (const k of ['materials.mainFabric', 'materials.fabricDetails', 'materials.lining', 'materials.trim']) provenance[k] = 'standard';

  const colors: TechPackColor[] = [];
  for (const c of a.dominantColors ?? []) {
    if (colors.length >= 3 || colors.some((x) => x.name === c.name)) continue; // one swatch per colour name
    colors.push({ name: c.name, hex: c.hex.toUpperCase(), pantone: c.pantone });
  }
  if (colors.length === 0) colors.push({ name: 'White', hex: '#FFFFFF', pantone: '11-0601 TCX' });
  provenance.colors = a.dominantColors?.length ? 'detected' : 'standard';

  const branding = defaultBranding(group);
  for (const k of Object.keys(branding)) provenance[`branding.${k}`] = 'standard';
  const trims = defaultTrims(group);
  provenance.trims = 'standard';
  const specialFeatures = { finish: 'none', hardware: defaultHardware(group) };
  provenance['specialFeatures.finish'] = 'standard';
  provenance['specialFeatures.hardware'] = 'standard';
  provenance.construction = 'standard';
  provenance.care = 'standard';
  provenance.bom = 'standard';

  const now = input.now.toISOString();
  const pack: TechPack = {
    id: input.id,
    uploadId: input.uploadId,
    upload: { filename: input.filename, originalName: input.originalName, garmentType: a.garmentType },
    generatedAt: now,
    createdAt: now,
    updatedAt: now,
    pdfPath: null,
    imageUrl: `/api/uploads/${input.filename}`,
    aiAnalysis: a,
    measurements,
    materials,
    colors,
    branding,
    trims,
    specialFeatures,
    selectedSize: size,
    styleNumber: `TP-${seasonOf(input.now)}-${GROUP_CODE[group]}-${input.id.replace(/-/g, '').slice(0, 6).toUpperCase()}`,
    season: seasonOf(input.now),
    pointsOfMeasure: gradeTable(group, measurements, size, provenance),
    bom: [],
    construction: constructionFor(group),
    care: careFor(branding.careInstructions, fabric.composition, 'standard'),
    provenance,
    revisions: [
      {
        rev: 1,
        at: now,
        by: 'system',
        summary: `Generated from photo analysis (${a.analyzer ?? 'analyzer'}, ${Math.round(a.confidence * 1000) / 10}% confidence) as ${POM_GROUP_LABELS[group]}`,
        fields: [],
      },
    ],
  };
  pack.bom = deriveBom(pack);
  return pack;
}

function paletteColor(hex: string, name: string, pantone?: string): TechPackColor {
  const upper = hex.toUpperCase();
  const exact = PALETTE.find((p) => p.hex.toUpperCase() === upper);
  if (exact) return { name: name || exact.name, hex: upper, pantone: pantone || exact.pantone };
  const near = nearestPaletteColor(upper);
  return { name, hex: upper, pantone: pantone || (near.deltaE < 3 ? near.pantone : 'Custom') };
}

// Applies the designer's edits; edited fields become provenance 'user'; derived parts are rebuilt.
export function applyUpdate(pack: TechPack, update: TechPackUpdate, now: Date): { pack: TechPack; changed: string[] } {
  const next: TechPack = structuredClone(pack);
  const changed: string[] = [];
  const mark = (path: string) => {
    next.provenance[path] = 'user';
    changed.push(path);
  };
  if (update.selectedSize && update.selectedSize !== next.selectedSize) {
    // re-express measurements at the new size
    const group = groupOf(next);
    const oldSize = next.selectedSize;
    for (const row of next.pointsOfMeasure.rows) next.measurements[row.key] = formatCm(row.values[update.selectedSize] ?? parseCm(next.measurements[row.key]) ?? 0);
    void group;
    void oldSize;
    next.selectedSize = update.selectedSize;
    changed.push('selectedSize');
  }
  if (update.measurements) {
    for (const [k, v] of Object.entries(update.measurements)) {
      const cm = parseCm(v);
      if (cm === undefined) continue;
      const current = parseCm(next.measurements[k]);
      if (current !== cm) {
        next.measurements[k] = typeof v === 'number' ? formatCm(v) : formatCm(cm);
        mark(`measurements.${k}`);
      }
    }
  }
  if (update.aiAnalysis) {
    const { garmentType, silhouette, styleCategory, description, components } = update.aiAnalysis as Partial<AiAnalysis>;
    if (garmentType && garmentType !== next.aiAnalysis.garmentType) {
      next.aiAnalysis.garmentType = garmentType;
      next.upload.garmentType = garmentType;
      mark('aiAnalysis.garmentType');
    }
    if (silhouette && silhouette !== next.aiAnalysis.silhouette) {
      next.aiAnalysis.silhouette = silhouette;
      mark('aiAnalysis.silhouette');
    }
    if (styleCategory && styleCategory !== next.aiAnalysis.styleCategory) {
      next.aiAnalysis.styleCategory = styleCategory;
      mark('aiAnalysis.styleCategory');
    }
    if (description && description !== next.aiAnalysis.description) {
      next.aiAnalysis.description = description;
      mark('aiAnalysis.description');
    }
    if (components && JSON.stringify(components) !== JSON.stringify(next.aiAnalysis.components)) {
      next.aiAnalysis.components = { ...next.aiAnalysis.components, ...components, assumed: [] };
      mark('aiAnalysis.components');
    }
  }
  if (update.materials) {
    const m = update.materials;
    if (m.mainFabric && m.mainFabric !== next.materials.mainFabric) {
      next.materials.mainFabric = m.mainFabric;
      const fab = fabricByName(m.mainFabric);
      if (fab) next.materials.fabricDetails = fabricDetails(fab);
      mark('materials.mainFabric');
      mark('materials.fabricDetails');
    }
    if (m.fabricDetails && Object.keys(m.fabricDetails).length > 0) {
      const merged = { ...next.materials.fabricDetails, ...m.fabricDetails };
      if (JSON.stringify(merged) !== JSON.stringify(next.materials.fabricDetails)) {
        next.materials.fabricDetails = merged;
        mark('materials.fabricDetails');
      }
    }
    if (m.lining && m.lining !== next.materials.lining) {
      next.materials.lining = m.lining;
      mark('materials.lining');
    }
    if (m.trim && m.trim !== next.materials.trim) {
      next.materials.trim = m.trim;
      mark('materials.trim');
    }
  }
  if (update.colors) {
    const seen = new Set<string>();
    const colors = update.colors
      .map((c) => paletteColor(c.hex, c.name, c.pantone))
      .filter((c) => (seen.has(c.hex) ? false : (seen.add(c.hex), true)));
    if (JSON.stringify(colors) !== JSON.stringify(next.colors)) {
      next.colors = colors;
      mark('colors');
    }
  }
  if (update.branding) {
    for (const [k, v] of Object.entries(update.branding)) {
      if (v === undefined) continue;
      const value = k === 'logo' && v === '' ? null : v;
      if ((next.branding as Record<string, unknown>)[k] !== value) {
        (next.branding as Record<string, unknown>)[k] = value;
        mark(`branding.${k}`);
      }
    }
  }
  if (update.trims && JSON.stringify(update.trims) !== JSON.stringify(next.trims)) {
    next.trims = { ...update.trims };
    mark('trims');
  }
  if (update.specialFeatures) {
    for (const [k, v] of Object.entries(update.specialFeatures)) {
      if (v !== undefined && (next.specialFeatures as Record<string, unknown>)[k] !== v) {
        (next.specialFeatures as Record<string, unknown>)[k] = v;
        mark(`specialFeatures.${k}`);
      }
    }
  }
  return { pack: rederive(next, changed, now), changed };
}

// Rebuilds what follows from the editable fields: graded table, BOM, care, construction for the type.
export function rederive(pack: TechPack, changed: string[], now: Date): TechPack {
  const group = groupOf(pack);
  if (changed.includes('aiAnalysis.garmentType')) {
    // a new garment type brings its own POMs and construction; keep the measurements the designer set
    const keep = Object.fromEntries(Object.entries(pack.measurements).filter(([k]) => pack.provenance[`measurements.${k}`] === 'user'));
    pack.measurements = {};
    for (const pom of POINTS_OF_MEASURE[group]) {
      pack.measurements[pom.key] = formatCm(gradeValue(pom, pom.base, 'M', pack.selectedSize));
      pack.provenance[`measurements.${pom.key}`] = 'standard';
    }
    Object.assign(pack.measurements, keep);
    pack.construction = constructionFor(group);
  }
  pack.pointsOfMeasure = gradeTable(group, pack.measurements, pack.selectedSize, pack.provenance);
  pack.care = careFor(pack.branding.careInstructions, pack.materials.fabricDetails.composition, pack.provenance['branding.careInstructions'] ?? 'standard');
  pack.bom = deriveBom(pack);
  if (changed.length > 0) {
    const at = now.toISOString();
    pack.updatedAt = at;
    const last = pack.revisions[pack.revisions.length - 1];
    pack.revisions.push({
      rev: (last?.rev ?? 0) + 1,
      at,
      by: 'user',
      summary: `Designer changed ${[...new Set(changed.map((c) => c.split('.')[0]))].join(', ')}`,
      fields: [...new Set(changed)],
    });
  }
  return pack;
}

export const TOP_GROUPS = TOPS;
