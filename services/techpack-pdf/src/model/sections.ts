import { codeWords, trimKeyOf, CARE_LINES, POM_CODES, artworkRequest, careLinesFor, careSymbolsFor, defaultSizeRange, gradeInRange, isPatternedValue, isSizeRange, sampleSizeOf, sizesOf, parseCm, toleranceFor, type GarmentSpec, type GrammarPom, type PomGroup } from '@techpack/catalog';
import { RANGE_CATEGORY, rangeOf, sizeSpan } from './range-words';
import type { BomLine, Branding, Care, FeatureKey, GarmentFeatures, PomRow, Provenance, TechPack } from '@techpack/contracts';

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

export function componentsFrom(features: GarmentFeatures, spec: GarmentSpec) {
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
  // a patterned fabric: the factory needs its artwork and repeat size (follows the pattern answer, the designer's too)
  const pattern = features.pattern;
  if (pattern && isPatternedValue(pattern.value)) {
    out.artwork = artworkRequest(pattern.value);
    sources.artwork = pattern.source;
    if (pattern.source !== 'detected' && pattern.source !== 'user') assumed.push('artwork');
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


// Care (one source): the ISO 3758 symbols from the instruction and the fibres, the label's lines read from those
// symbols, then the fibre's own notes (elastane, indigo, loft, leather specialist), a print's ironing note and the
// fibre content. `printed`: the garment carries a print (a printed fabric or printed artwork).
export function careFor(
  instruction: string,
  composition: string,
  provenance: Provenance,
  grammarCare?: { instruction: string; lines: string[] },
  printed = true,
  padded = false,
): Care {
  const symbols = careSymbolsFor(instruction, composition, { padded });
  const base = new Set(CARE_LINES[instruction] ?? []);
  const notes = (grammarCare && grammarCare.instruction === instruction ? grammarCare.lines.filter((l) => !base.has(l)) : []).filter(
    (l) => !(symbols.includes('tumble-no') && /tumble dry/i.test(l)),
  );
  const print = printed && !symbols.includes('iron-no') ? ['Iron inside out; do not iron print'] : [];
  return { instruction, lines: [...careLinesFor(symbols), ...notes, ...print, `Fibre content: ${composition}`], symbols, provenance };
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
    const trimKey = trimKeyOf(g.key);
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
      ...(g.component ? { component: g.component } : {}),
    };
    // a fully fashioned knit's main line is its yarn by the kilo (count, fibre, gauge, stitches, weight per size): kept
    if (g.key === 'fabric.main' && g.unit !== 'kg') {
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
    const known = new Set(spec.bom.map((g) => trimKeyOf(g.key)));
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
    add('L', { category: 'label', item: `Logo artwork (${codeWords(b.logoMethod)})`, description: `${b.logoWidth} x ${b.logoHeight} cm, ${b.logoColors}`, placement: `${codeWords(b.logoPosition)}, ${b.logoFromTop} cm from top, ${b.logoFromLeft} cm from anchor`, color: 'Per artwork', quantity: 1, unit: 'pcs', supplier: 'Factory', provenance: prov('branding.logo', 'user') });
  }
  add('L', { category: 'label', item: 'Main label', description: b.mainLabel, placement: bottom ? 'Centre back waistband' : 'Centre back neck', color: 'Black ground, white text', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.mainLabel') });
  add('L', { category: 'label', item: 'Size label', description: `Format: ${codeWords(b.sizeLabelFormat)}, ${RANGE_CATEGORY[rangeOf(pack)]} ${sizeSpan(rangeOf(pack))}`, placement: 'Under main label', color: 'Black ground, white text', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.sizeLabelFormat') });
  add('L', { category: 'label', item: 'Care / content label', description: `${codeWords(b.careInstructions)}; ${pack.materials.fabricDetails.composition}`, placement: bottom ? 'Left side seam, 5 cm below waistband' : 'Left side seam, 10 cm above hem', color: 'White satin, black print', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.careInstructions') });
  if (b.hangTagStyle !== 'none') {
    add('P', { category: 'hang-tag', item: `Hang tag (${codeWords(b.hangTagStyle)})`, description: b.hangTagContent, placement: 'Attached at main label with safety pin or loop', color: 'Natural board, black print', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.hangTagStyle') });
  }
  add('P', { category: 'packaging', item: codeWords(b.packaging), description: 'One garment per pack, folded with size sticker', placement: 'Outer', color: b.packaging === 'poly-mailer' ? 'Clear / white' : 'Natural', quantity: 1, unit: 'pcs', supplier: 'TBC', provenance: prov('branding.packaging') });
  return lines;
}

export function bodyColourText(pack: Pick<TechPack, 'colors'>): string {
  const main = pack.colors[0];
  return main ? `${main.name} ${main.pantone}`.trim() : 'Body colour TBC';
}

// ------------------------------------------------------------------------------------------ graded table and codes

export function customPomOf(key: string, value: number): { name: string; howToMeasure: string; tolerance: number; grade: number } {
  const grade = value > 40 ? 1.5 : 0.6;
  return {
    name: key.replace(/([A-Z])/g, ' $1').replace(/^./, (c) => c.toUpperCase()),
    howToMeasure: 'As specified by the designer; confirm the measuring point on the sample.',
    tolerance: toleranceFor(grade, 'girth'),
    grade,
  };
}

/** Gives `key` its code: the one it already has, else its library code if free, else the next free one. Never reuses a code. */
export function codeFor(codes: Record<string, string>, key: string, preferred: string): string {
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

export function nextCustomCode(codes: Record<string, string>): string {
  let n = 1;
  const used = new Set(Object.values(codes));
  while (used.has(`X${n}`)) n++;
  return `X${n}`;
}

// Graded spec around `baseSize`: base values are the pack's measurements at that size.
export function gradeTable(pack: TechPack, poms: GrammarPom[]) {
  const codes = pack.pomCodes!;
  const baseSize = pack.selectedSize;
  // the pack's size range (issue 52): its sizes, and steps that follow its body table
  const range = isSizeRange(pack.sizeRange) ? pack.sizeRange : defaultSizeRange(pack.aiAnalysis.garmentType);
  const sizes = sizesOf(range);
  const overrides = pack.pomOverrides ?? {};
  const rows: PomRow[] = [];
  const seen = new Set<string>();
  for (const p of poms) {
    const o = overrides[p.key] ?? {};
    const grade = o.grade ?? p.grade;
    const tolerance = o.tolerance ?? p.tolerance;
    const given = parseCm(pack.measurements[p.key]);
    const base = given ?? gradeInRange(grade, p.base, sampleSizeOf(range), baseSize, p.gradeClass ?? 'girthMajor', range);
    rows.push({
      code: codeFor(codes, p.key, p.code),
      key: p.key,
      name: p.name,
      howToMeasure: p.howToMeasure,
      tolerance,
      gradeStep: grade,
      values: Object.fromEntries(sizes.map((s) => [s, gradeInRange(grade, base, baseSize, s, p.gradeClass ?? 'girthMajor', range)])),
      provenance: pack.provenance[`measurements.${p.key}`] ?? 'standard',
      ...(p.component ? { component: p.component } : {}),
      gradeClass: p.gradeClass ?? 'girthMajor',
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
      values: Object.fromEntries(sizes.map((s) => [s, gradeInRange(grade, v, baseSize, s, 'girthMajor', range)])),
      provenance: pack.provenance[`measurements.${key}`] ?? 'user',
      component: 'body', // the designer's own point of measure: on the body unless a detail brought it
      gradeClass: 'girthMajor',
    });
  }
  return { unit: 'cm' as const, baseSize, sizes: [...sizes], rows, sizeRange: range };
}

export function seasonOf(now: Date): string {
  const yy = now.getUTCFullYear() % 100;
  return now.getUTCMonth() < 6 ? `AW${String(yy).padStart(2, '0')}` : `SS${String((yy + 1) % 100).padStart(2, '0')}`;
}

export const GROUP_CODE: Record<PomGroup, string> = { tee: 'TS', 'long-sleeve': 'LS', shirt: 'SH', hoodie: 'HD', jacket: 'JK', pants: 'PT', shorts: 'SR', dress: 'DR', skirt: 'SK' };

export function defaultBranding(): Branding {
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
