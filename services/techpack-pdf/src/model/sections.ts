import {
  artworkRequest,
  careLinesFor,
  careSymbolsFor,
  isPatternedValue,
  CARE_LINES,
  type GarmentSpec,
  type PomGroup,
} from '@techpack/catalog';
import type { Branding, Care, FeatureKey, GarmentFeatures, Provenance, TechPack } from '@techpack/contracts';

// The BOM and the graded table have their own modules; they are importable from here too.
export { bodyColourText, deriveBom } from './derive-bom';
export { codeFor, customPomOf, gradeTable, nextCustomCode } from './grade-table';

// ------------------------------------------------------------------------------------------ sections

export function defaultStyleName(pack: Pick<TechPack, 'colors'>, spec: Pick<GarmentSpec, 'label'>): string {
  const colour = pack.colors[0]?.name?.replace(/^Custom .*/, '') ?? '';
  const words = `${colour} ${spec.label}`
    .trim()
    .split(/\s+/)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1));
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
    out.hem = ribHem
      ? 'rib hem band'
      : spec.padded
        ? 'elastic bound hem'
        : spec.fabric.family === 'knit'
          ? 'coverstitched hem'
          : 'turned-twice hem';
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
  const notes = (
    grammarCare && grammarCare.instruction === instruction
      ? grammarCare.lines.filter((l) => !base.has(l))
      : []
  ).filter((l) => !(symbols.includes('tumble-no') && /tumble dry/i.test(l)));
  const print = printed && !symbols.includes('iron-no') ? ['Iron inside out; do not iron print'] : [];
  return {
    instruction,
    lines: [...careLinesFor(symbols), ...notes, ...print, `Fibre content: ${composition}`],
    symbols,
    provenance,
  };
}

export function seasonOf(now: Date): string {
  const yy = now.getUTCFullYear() % 100;
  return now.getUTCMonth() < 6
    ? `AW${String(yy).padStart(2, '0')}`
    : `SS${String((yy + 1) % 100).padStart(2, '0')}`;
}

export const GROUP_CODE: Record<PomGroup, string> = {
  tee: 'TS',
  'long-sleeve': 'LS',
  shirt: 'SH',
  hoodie: 'HD',
  jacket: 'JK',
  pants: 'PT',
  shorts: 'SR',
  dress: 'DR',
  skirt: 'SK',
};

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
