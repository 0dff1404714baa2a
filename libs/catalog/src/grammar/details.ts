// Details the designer adds to the garment: a catalogue of common details (./details-data.ts), each bringing its
// operation, BOM line, point of measure and a mark on the flats, plus a free "custom component" described by the
// designer (source 'designer'). Each becomes a component; removing it removes everything it brought.
import { DETAIL_DATA } from './details-data';
import { pom } from './poms';
import type {
  GarmentComponent,
  GrammarBomCategory,
  GrammarBomLine,
  GrammarFamily,
  GrammarOperation,
  GrammarPom,
} from './types';

export interface DetailDefinition {
  id: string;
  name: string;
  kind: GarmentComponent['kind'];
  placement: string;
  families: GrammarFamily[];
  /** the flats mark: its shape and where on the garment */
  mark: 'wave' | 'band' | 'cord' | 'box' | 'lines' | 'quilt' | 'slit' | 'tag';
  at: string;
  view: 'front' | 'back' | 'both';
  operation: [string, string, string, string, string, number, number, string];
  bom: [GrammarBomCategory, string, string, number, string, string];
  pom: [string, string, number, number, string];
  /** values a parameter takes (the first is the default), or a default number as text */
  params?: Record<string, string[] | string>;
}

export const DETAIL_CATALOGUE: readonly DetailDefinition[] = DETAIL_DATA;
export const CUSTOM_DETAIL = 'custom';

/** A detail as the pack stores it (`details` of the pack, PUT `details`). */
export interface DetailInput {
  key: string;
  detail: string; // a catalogue id, or 'custom'
  name?: string;
  placement?: string;
  description?: string;
  operation?: string; // custom: the operation's name
  material?: string; // custom: the BOM line's item
  quantity?: number;
  unit?: string;
  params?: Record<string, string>;
}

export const detailById = (id: string) => DETAIL_CATALOGUE.find((d) => d.id === id);

/** The catalogue details a garment family takes (for the studio's picker). */
export const detailsFor = (family: GrammarFamily) =>
  DETAIL_CATALOGUE.filter((d) => d.families.includes(family));

// where a custom component's mark goes, read from its placement text
const AT_WORDS: [RegExp, string][] = [
  [/sleeve|cuff|wrist/i, 'sleeve-end'],
  [/shoulder/i, 'shoulder'],
  [/neck|collar|hood/i, 'neck'],
  [/hem/i, 'hem'],
  [/waist|belt/i, 'waist'],
  [/chest|bust/i, 'chest'],
  [/pocket|hip|side/i, 'pocket-side'],
  [/knee|leg/i, 'knee'],
  [/yoke|back/i, 'back-yoke'],
];
const atOf = (placement: string) => AT_WORDS.find(([re]) => re.test(placement))?.[1] ?? 'body';
const camel = (key: string) =>
  key.replace(/-(\w)/g, (_, ch: string) => ch.toUpperCase()).replace(/[^A-Za-z0-9]/g, '');
const fill = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

/** A detail's parameters: the designer's where valid, else the catalogue's defaults. */
export function detailParams(
  def: DetailDefinition | undefined,
  given: Record<string, string> = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, allowed] of Object.entries(def?.params ?? {})) {
    const v = given[k];
    if (Array.isArray(allowed)) out[k] = v && allowed.includes(v) ? v : allowed[0];
    else out[k] = v && /^\d{1,3}(\.\d)?$/.test(v) && Number(v) > 0 ? v : allowed;
  }
  return out;
}

/**
 * Adds each detail to the garment: its component, operation, BOM line and point of measure (a custom component: the
 * designer's operation and BOM line, no point of measure). Details the family does not take are skipped.
 */
export function applyDetails(
  spec: {
    family: GrammarFamily;
    components: GarmentComponent[];
    operations: GrammarOperation[];
    bom: GrammarBomLine[];
    poms: GrammarPom[];
  },
  details: readonly DetailInput[],
  bodyColour: string,
): void {
  for (const d of details) {
    const def = detailById(d.detail);
    const custom = d.detail === CUSTOM_DETAIL;
    if (!custom && (!def || !def.families.includes(spec.family))) continue;
    if (spec.components.some((x) => x.key === d.key)) continue;
    const params = detailParams(def, d.params);
    const name = d.name?.trim() || (def ? def.name : 'Custom component');
    const placement = d.placement?.trim() || (def ? def.placement : 'See sketch');
    spec.components.push({
      key: d.key,
      kind: def?.kind ?? 'detail',
      name: def?.params
        ? `${name} (${Object.values(params).join(', ')}${params.spacing ? ' cm' : ''})`
        : name,
      placement,
      source: custom ? 'designer' : 'catalogue',
      ...(def ? { detail: def.id } : {}),
      drawn: true,
      needs: { operation: true, material: true, measure: !custom },
      ...(d.description ? { description: d.description } : {}),
      mark: def
        ? { shape: def.mark, at: def.at, view: def.view, ...(def.params ? { params } : {}) }
        : { shape: 'tag', at: atOf(placement), view: /\bback\b/i.test(placement) ? 'back' : 'front' },
    });
    if (custom || !def) {
      spec.operations.push({
        operation: d.operation?.trim() || `${name}: make and attach`,
        isoStitch: '301',
        stitchName: 'Lockstitch',
        isoSeam: '-',
        seamName: 'As described by the designer',
        spi: 12,
        seamAllowanceCm: 1,
        notes: d.description ?? '',
        component: d.key,
      });
      spec.bom.push({
        key: `detail.${d.key}`,
        category: 'trim',
        item: d.material?.trim() || `${name} (material to confirm)`,
        description: d.description ?? 'As described by the designer',
        placement,
        color: bodyColour,
        quantity: d.quantity ?? 1,
        unit: d.unit ?? 'pcs',
        component: d.key,
      });
      continue;
    }
    const [operation, isoStitch, stitchName, isoSeam, seamName, spi, seamAllowanceCm, notes] = def.operation;
    spec.operations.push({
      operation: fill(operation, params),
      isoStitch,
      stitchName,
      isoSeam,
      seamName,
      spi,
      seamAllowanceCm,
      notes: fill(notes, params),
      component: d.key,
    });
    const [category, item, description, quantity, unit, colour] = def.bom;
    spec.bom.push({
      key: `detail.${d.key}`,
      category,
      item,
      description,
      placement,
      color: colour === 'matched' ? bodyColour : colour,
      quantity: d.quantity ?? quantity,
      unit,
      component: d.key,
    });
    const [suffix, pomName, base, grade, how] = def.pom;
    const spacing = suffix === 'Spacing' && params.spacing ? Number(params.spacing) : base;
    const p = pom(
      `${camel(d.key)}${suffix}`,
      pomName,
      spacing,
      grade,
      grade > 0 ? 'girth' : 'detail',
      undefined,
      how,
    );
    spec.poms.push({ ...p, code: 'X1', component: d.key });
  }
}
