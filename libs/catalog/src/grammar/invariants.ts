// The garment's invariants: every component has what it needs (its operations; its BOM line where it uses material;
// its point of measure where it is measurable), every line names a component the garment has, nothing is there that
// the features exclude, and a trim's quantity is one number. The property test runs them over the whole grammar; the
// pack's check (GET /api/tech-pack/{id}/check) runs them on every pack.

export interface GarmentLines {
  components: readonly {
    key: string;
    kind: string;
    name: string;
    source: string;
    needs: { operation: boolean; material: boolean; measure: boolean };
  }[];
  bom: readonly { component?: string; label: string; quantity?: number; unit?: string; trimText?: string }[];
  operations: readonly { component?: string; label: string }[];
  poms: readonly { component?: string; label: string }[];
  /** resolved features, the garment class and whether its fabric is knitted */
  features?: Record<string, string>;
  kind?: string;
  knit?: boolean;
}

export interface ComponentViolation {
  rule:
    | 'LINE_WITHOUT_COMPONENT'
    | 'COMPONENT_WITHOUT_OPERATION'
    | 'COMPONENT_WITHOUT_MATERIAL'
    | 'COMPONENT_WITHOUT_POM'
    | 'EXCLUDED_BY_FEATURES'
    | 'TRIM_QUANTITY_DIFFERS';
  component?: string;
  message: string;
}

const CLOSURE_WORDS = /\bzip\b|zipper|hook and bar/i;

export function componentViolations(g: GarmentLines): ComponentViolation[] {
  const out: ComponentViolation[] = [];
  const keys = new Set(g.components.map((c) => c.key));
  const lines: [string, readonly { component?: string; label: string }[]][] = [
    ['BOM line', g.bom],
    ['Operation', g.operations],
    ['Point of measure', g.poms],
  ];
  for (const [what, list] of lines)
    for (const l of list)
      if (!l.component || !keys.has(l.component))
        out.push({
          rule: 'LINE_WITHOUT_COMPONENT',
          component: l.component,
          message: `${what} "${l.label}" names no component of the garment${l.component ? ` ("${l.component}")` : ''}`,
        });
  const of = (list: readonly { component?: string }[], key: string) => list.some((l) => l.component === key);
  for (const c of g.components) {
    if (c.needs.operation && !of(g.operations, c.key))
      out.push({
        rule: 'COMPONENT_WITHOUT_OPERATION',
        component: c.key,
        message: `${c.name} has no construction operation`,
      });
    if (c.needs.material && !of(g.bom, c.key))
      out.push({
        rule: 'COMPONENT_WITHOUT_MATERIAL',
        component: c.key,
        message: `${c.name} has no BOM line`,
      });
    if (c.needs.measure && !of(g.poms, c.key))
      out.push({
        rule: 'COMPONENT_WITHOUT_POM',
        component: c.key,
        message: `${c.name} has no point of measure`,
      });
  }
  const v = g.features;
  if (v) {
    const grammar = g.components.filter((c) => c.source === 'grammar');
    // a pull-on dress (knitted, no front closure) has no zip and no darts
    if (g.kind === 'dress' && (v.front_closure ?? 'none') === 'none' && g.knit) {
      for (const c of grammar)
        if (c.kind === 'closure' || c.kind === 'dart')
          out.push({
            rule: 'EXCLUDED_BY_FEATURES',
            component: c.key,
            message: `A pull-on dress has no ${c.name.toLowerCase()}`,
          });
      for (const l of g.bom)
        if (CLOSURE_WORDS.test(l.label) && (!l.component || grammar.some((c) => c.key === l.component)))
          out.push({
            rule: 'EXCLUDED_BY_FEATURES',
            component: l.component,
            message: `A pull-on dress has no closure, yet the BOM lists "${l.label}"`,
          });
    }
    if ((v.pockets ?? 'none') === 'none' && g.kind !== 'jeans') {
      for (const c of grammar)
        if (c.kind === 'pocket')
          out.push({
            rule: 'EXCLUDED_BY_FEATURES',
            component: c.key,
            message: `Pockets "none", yet the garment has ${c.name.toLowerCase()}`,
          });
      for (const l of [...g.bom, ...g.operations])
        if (/pocket/i.test(l.label) && grammar.some((c) => c.key === l.component))
          out.push({
            rule: 'EXCLUDED_BY_FEATURES',
            component: l.component,
            message: `Pockets "none", yet "${l.label}" is listed`,
          });
    }
    if ((v.waist ?? '') !== 'elastic-or-drawcord' && v.hood !== 'yes')
      for (const c of grammar)
        if (c.kind === 'drawcord')
          out.push({
            rule: 'EXCLUDED_BY_FEATURES',
            component: c.key,
            message: `No drawcord waist or hood, yet the garment has ${c.name.toLowerCase()}`,
          });
  }
  // one number per trim: the trims page says what the BOM line says
  for (const l of g.bom)
    if (
      l.trimText !== undefined &&
      l.quantity !== undefined &&
      !l.trimText.includes(`${l.quantity} ${l.unit ?? ''}`.trim())
    )
      out.push({
        rule: 'TRIM_QUANTITY_DIFFERS',
        component: l.component,
        message: `"${l.label}": the BOM says ${l.quantity} ${l.unit ?? ''}, the trims page "${l.trimText}"`,
      });
  return out;
}
