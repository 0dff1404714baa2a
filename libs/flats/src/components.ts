// The flats drawn from the garment's component list: every drawn line belongs to one component (by its role), the
// SVG holds one <g data-component="key"> per component, a line whose component the garment lacks is not drawn (a
// pull-on dress: no zip, no darts), and a detail the designer added is drawn as its mark. Pure data, no imports from
// other packages (the studio bundles this file).
import { renderFlat as renderBase, type FlatOptions, type FlatResult } from './render';
import { flatInputFromPack as inputBase, type FlatInput, type FlatView, type PackLike } from './input';
import type { FlatPrim } from './flat-svg';
import { componentMark } from './component-marks';

export interface FlatComponent {
  key: string;
  kind?: string;
  name: string;
  source?: string;
  drawn?: boolean;
  placement?: string;
  mark?: { shape: string; at: string; view: 'front' | 'back' | 'both'; params?: Record<string, string> };
}

export type ComponentFlatInput = FlatInput & { components?: readonly FlatComponent[] | null };
export type ComponentPrim = FlatPrim & { component?: string };
export type ComponentFlatResult = FlatResult & { prims: ComponentPrim[]; components: string[] };

// role -> the components it may belong to, first the garment has wins
const ROLE: Record<string, string[]> = {
  sleeve: ['sleeves'],
  'sleeve-hem': ['sleeves'],
  armhole: ['armhole-finish', 'sleeves', 'body'],
  cuff: ['cuffs', 'sleeves'],
  'leg-cuff': ['cuffs', 'hem'],
  collar: ['collar'],
  'collar-stand': ['collar'],
  'neck-band': ['neckline', 'collar'],
  hood: ['hood'],
  'hood-opening': ['hood'],
  zip: ['front-zip'],
  'zip-puller': ['front-zip'],
  'cb-zip': ['cb-zip', 'side-zip'],
  placket: ['placket', 'front-zip'],
  snap: ['placket'],
  wrap: ['wrap-ties'],
  tie: ['wrap-ties'],
  waistband: ['waistband', 'waist-seam'],
  shirring: ['waistband'],
  'hook-and-bar': ['waistband'],
  'belt-loop': ['belt-loops'],
  fly: ['fly'],
  hem: ['hem'],
  'hem-rib': ['hem'],
  dart: ['darts'],
  'waist-seam': ['waist-seam'],
  gathers: ['gathers', 'tiers'],
  tier: ['tiers'],
  vent: ['vent'],
  yoke: ['back-yoke'],
  quilting: ['wadding', 'body'],
  logo: ['artwork'],
};
const ANNOTATION = new Set(['callout', 'callout-tag', 'callout-name', 'caption']);

function candidatesOf(role: string, view: FlatView, bottom: boolean): string[] {
  if (/^(pocket|pocket-opening|pocket-flap|rivet)$/.test(role))
    return bottom && view === 'back' ? ['back-pockets'] : ['pockets'];
  if (role === 'button' || role === 'buttonhole') return bottom ? ['waistband'] : ['placket', 'cuffs'];
  if (role === 'eyelet' || role === 'drawcord') return bottom ? ['waist-drawcord'] : ['hood-drawcord'];
  if (role === 'pleat') return bottom ? ['pleats'] : ['back-yoke'];
  return ROLE[role] ?? ['body'];
}

/**
 * Each primitive's component: null for annotations (callouts, caption), '' for a line the garment lacks the component
 * of (not drawn). A rib line belongs to the line before it (the neckband, cuff or hem band it fills).
 */
export function assignComponents(
  prims: readonly FlatPrim[],
  view: FlatView,
  bottom: boolean,
  has?: ReadonlySet<string>,
): (string | null)[] {
  const out: (string | null)[] = [];
  let last = 'body';
  for (const p of prims) {
    if (ANNOTATION.has(p.role) || p.role.startsWith('overlay-')) {
      out.push(p.role.startsWith('overlay-') ? 'body' : null);
      continue;
    }
    if (p.role === 'rib') {
      out.push(last);
      continue;
    }
    const cands = candidatesOf(p.role, view, bottom);
    const key = has ? (cands.find((k) => has.has(k)) ?? (p.role === 'logo' ? null : '')) : cands[0];
    out.push(key);
    if (key) last = key;
  }
  return out;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attr = (k: string) => k.replace(/[^a-z0-9-]/gi, '');

function primSvg(p: FlatPrim): string {
  if (p.type === 'text')
    return `<text x="${p.x}" y="${p.y}" font-family="Helvetica, Arial, sans-serif" font-size="${p.size}"${p.bold ? ' font-weight="bold"' : ''} text-anchor="${p.anchor}" fill="${p.fill}" data-role="${p.role}">${esc(p.text)}</text>`;
  const st = `stroke="${p.stroke}" stroke-width="${p.strokeWidth}"${p.dash ? ` stroke-dasharray="${p.dash}"` : ''} fill="${p.fill ?? 'none'}"${p.fillOpacity !== undefined ? ` fill-opacity="${p.fillOpacity}"` : ''}`;
  if (p.type === 'path') return `<path d="${p.d}" ${st} data-role="${p.role}"/>`;
  if (p.type === 'line')
    return `<line x1="${p.x1}" y1="${p.y1}" x2="${p.x2}" y2="${p.y2}" ${st} data-role="${p.role}"/>`;
  return `<circle cx="${p.cx}" cy="${p.cy}" r="${p.r}" ${st} data-role="${p.role}"/>`;
}

/** The SVG with one <g data-component> per component (in the order each first draws), annotations after them. */
export function toComponentSvg(
  prims: readonly ComponentPrim[],
  width: number,
  height: number,
  title: string,
): string {
  const order: string[] = [];
  const groups = new Map<string, string[]>();
  const free: string[] = [];
  for (const p of prims) {
    if (!p.component) {
      free.push(primSvg(p));
      continue;
    }
    if (!groups.has(p.component)) {
      groups.set(p.component, []);
      order.push(p.component);
    }
    groups.get(p.component)!.push(primSvg(p));
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${esc(title)}">`,
    `<title>${esc(title)}</title>`,
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#FFFFFF"/>`,
    `<g stroke-linejoin="round" stroke-linecap="round">`,
    ...order.map((k) => `<g data-component="${attr(k)}">${groups.get(k)!.join('')}</g>`),
    ...free,
    '</g></svg>',
  ].join('');
}

const BOTTOM_KINDS = new Set(['pants', 'shorts', 'skirt']);

/** The flat of one view, drawn from the pack's components (without a list: every line, grouped by its role's component). */
export function renderFlat(
  input: ComponentFlatInput,
  view: FlatView,
  opts: FlatOptions = {},
): ComponentFlatResult {
  const base = renderBase(input, view, opts);
  const list = input.components ?? undefined;
  const has = list ? new Set(list.map((c) => c.key)) : undefined;
  const bottom = BOTTOM_KINDS.has(base.kind);
  const keys = assignComponents(base.prims, view, bottom, has);
  const prims: ComponentPrim[] = [];
  base.prims.forEach((p, i) => {
    const k = keys[i];
    if (k === '') return; // the garment has no such component: not drawn
    prims.push(k ? { ...p, component: k } : p);
  });
  if (list) {
    const drawnHere = new Set(prims.map((p) => p.component).filter(Boolean));
    for (const c of list) {
      if (c.drawn === false || drawnHere.has(c.key)) continue;
      const wanted = c.mark?.view ?? (/\bback\b/i.test(c.placement ?? '') ? 'back' : 'front');
      if (wanted !== 'both' && wanted !== view) continue;
      for (const p of componentMark(c, base, bottom)) prims.push({ ...p, component: c.key });
    }
  }
  // annotations last, above every group (callout tags stay readable)
  prims.sort((a, b) => Number(!a.component) - Number(!b.component));
  const title = `${view === 'front' ? 'Front' : 'Back'} flat: ${String(input.garmentType ?? '').slice(0, 80)}`;
  const components = [...new Set(prims.map((p) => p.component).filter((k): k is string => !!k))];
  return { ...base, prims, components, svg: toComponentSvg(prims, base.width, base.height, title) };
}

/** What the engine reads from a pack, with the derived garment's component list. */
export function flatInputFromPack(
  pack: PackLike & { garment?: { components?: readonly FlatComponent[] | null } | null },
): ComponentFlatInput {
  return { ...inputBase(pack), components: pack.garment?.components ?? null };
}
