import { PALETTE, colourOfText, nearestPaletteColor } from '@techpack/catalog';
import {
  BOM_MESSAGES,
  type Colourway,
  type Revision,
  type TechPack,
  type TechPackColor,
  type TechPackUpdate,
} from '@techpack/contracts';
import { AppError } from '@techpack/platform';

// Colourways: up to 12 per style, each a colour per BOM component (keyed by the line's ref); the first is
// the sample colourway. The pack's `colors` stay the Colors tab's list (the spec's 20-colour palette rules), whose first
// is the sample colourway's body colour (syncSampleBody); the colourways say which colour goes on which component in
// each colourway, and every BOM line carries its colour in each.

type Change = NonNullable<Revision['changes']>[number];

/** A colour with its Pantone reference: the palette's where the hex is a palette colour (or within deltaE 3), else 'Custom'. */
export function withPantone(c: { name: string; hex: string; pantone?: string }): TechPackColor {
  const hex = c.hex.toUpperCase();
  const exact = PALETTE.find((p) => p.hex.toUpperCase() === hex);
  if (exact) return { name: c.name.trim() || exact.name, hex, pantone: c.pantone || exact.pantone };
  const near = nearestPaletteColor(hex);
  return { name: c.name.trim(), hex, pantone: c.pantone || (near.deltaE < 3 ? near.pantone : 'Custom') };
}

/** 400 naming the failing field, as the request validation answers. */
export function invalidField(message: string, field: string): AppError {
  const error = new AppError(400, 'REQUEST.INVALID', message);
  error.body = { fields: [field] };
  return error;
}

const summary = (list: readonly Colourway[] | undefined) =>
  list?.length ? list.map((c) => c.name).join(', ') : '-';

/**
 * Replaces the style's colourways. Every colour must name a line of the BOM shown now (after this request's BOM
 * edits); an unknown ref is a 400 naming the field. Returns the revision change, or undefined when nothing changed.
 */
export function applyColourways(
  pack: TechPack,
  input: NonNullable<TechPackUpdate['colourways']>,
): Change | undefined {
  const refs = new Set(pack.bom.map((l) => l.ref));
  const next: Colourway[] = input.map((cw, i) => {
    const colours: Colourway['colours'] = {};
    for (const [ref, c] of Object.entries(cw.colours ?? {})) {
      if (!refs.has(ref)) throw invalidField(BOM_MESSAGES.unknownRef(ref), `colourways.${i}.colours.${ref}`);
      colours[ref] = withPantone(c);
    }
    return { name: cw.name.trim(), colours, sample: i === 0 };
  });
  if (JSON.stringify(next) === JSON.stringify(pack.colourways ?? [])) return undefined;
  const change = { field: 'colourways', from: summary(pack.colourways), to: summary(next) };
  pack.colourways = next;
  return change;
}

/** Each BOM line's colour per colourway; the sample colourway's colour names the line's colour. Mutates `pack.bom`. */
export function colourwaysOnLines(pack: TechPack): void {
  const list = pack.colourways ?? [];
  if (list.length === 0) return;
  // one value: a line the matrix leaves empty in the sample colourway takes the colour its BOM text names (rib, tape
  // and thread in 'Black 19-3911 TCX' are Black in the matrix too), read as the studio reads it
  const fill = pack.bom
    .filter((l) => !list[0].colours[l.ref])
    .flatMap((l) => {
      const c = colourOfText(l.color, pack.colors);
      return c ? [[l.ref, withPantone(c)] as const] : [];
    });
  if (fill.length) list[0] = { ...list[0], colours: { ...list[0].colours, ...Object.fromEntries(fill) } };
  const filled = new Set(fill.map(([ref]) => ref));
  pack.bom = pack.bom.map((line) => {
    const colourways: Record<string, TechPackColor> = {};
    for (const cw of list) if (cw.colours[line.ref]) colourways[cw.name] = cw.colours[line.ref];
    const sample = list[0].colours[line.ref];
    const { colourways: _old, ...rest } = line;
    // a custom colour reads by its hex ('Navy #1B2A4A'), a palette one by its Pantone reference
    const color =
      sample &&
      !filled.has(line.ref) &&
      `${sample.name} ${sample.pantone === 'Custom' ? sample.hex : sample.pantone}`.trim();
    return {
      ...rest,
      ...(color ? { color } : {}),
      ...(Object.keys(colourways).length ? { colourways } : {}),
    };
  });
}

/** The BOM line the body is cut from: the first fabric line (the main fabric, F1). */
const bodyLine = (pack: TechPack) => pack.bom.find((l) => l.category === 'fabric');

/**
 * One body colour (one truth): the sample colourway is what the sample is made in, so its body colour is
 * the style's main colour. Colourways saved in this update move the main colour (and so the default style name); a
 * main colour changed in this update (Colors tab, or a confirmed main colour) moves the sample colourway's body and
 * every line of it that matched the old body (thread, neck tape). Returns the change made to the other side, if any.
 */
export function syncSampleBody(
  pack: TechPack,
  colourwaysSet: boolean,
  mainColourSet: boolean,
): Change | undefined {
  const sample = pack.colourways?.[0];
  const body = bodyLine(pack);
  const sampleBody = body && sample?.colours[body.ref];
  const main = pack.colors[0];
  if (!sample || !body || !sampleBody || !main || sampleBody.hex.toUpperCase() === main.hex.toUpperCase())
    return undefined;
  if (colourwaysSet) {
    const from = pack.colors.map((c) => c.name).join(', ');
    pack.colors = [
      { name: sampleBody.name, hex: sampleBody.hex, pantone: sampleBody.pantone },
      ...pack.colors.filter((c) => c.hex.toUpperCase() !== sampleBody.hex.toUpperCase()).slice(1),
    ];
    pack.provenance.colors = 'user';
    return { field: 'colors', from, to: pack.colors.map((c) => c.name).join(', ') };
  }
  if (!mainColourSet) return undefined;
  const old = sampleBody.hex.toUpperCase();
  const colours = Object.fromEntries(
    Object.entries(sample.colours).map(([ref, c]) => [
      ref,
      c.hex.toUpperCase() === old ? withPantone(main) : c,
    ]),
  );
  const from = summary(pack.colourways);
  pack.colourways = [{ ...sample, colours }, ...(pack.colourways ?? []).slice(1)];
  return {
    field: 'colourways',
    from: `${from} (sample body ${sampleBody.name})`,
    to: `${summary(pack.colourways)} (sample body ${main.name})`,
  };
}
