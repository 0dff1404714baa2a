import {
  componentViolations,
  dependentPomMismatches,
  isKnit,
  trimKeyOf,
  type GarmentSpec,
} from '@techpack/catalog';
import type { TechPack } from '@techpack/contracts';

// The garment's invariants on the pack (libs/catalog/src/grammar/invariants.ts): every component has its operations,
// BOM lines and points of measure; every line names a component; nothing the features exclude; one number per trim;
// dependent points of measure agree in every size. Errors: a pack with one can never be ready.

type Add = (code: string, severity: 'error' | 'warning', message: string, fields: string[]) => void;

export function componentChecks(pack: TechPack, spec: GarmentSpec, add: Add): void {
  const components = pack.garment?.components;
  if (components) {
    // the trims page is the designer's own once edited: compared only while it is derived
    const trims = pack.provenance.trims === 'user' ? undefined : pack.trims;
    const keyOf = new Map(spec.bom.map((l) => [`${l.item}|${l.placement}`, l.key]));
    const violations = componentViolations({
      components,
      bom: pack.bom.map((l) => {
        const key = keyOf.get(`${l.item}|${l.placement}`);
        const text =
          trims && key && /^(trim|hardware|detail)\./.test(key) && l.origin !== 'user'
            ? trims[trimKeyOf(key)]
            : undefined;
        return {
          component: l.component,
          label: `${l.ref} ${l.item}`,
          quantity: l.quantity,
          unit: l.unit,
          ...(typeof text === 'string' && !l.quantityBySize ? { trimText: text } : {}),
        };
      }),
      operations: pack.construction.operations.map((o) => ({ component: o.component, label: o.operation })),
      poms: pack.pointsOfMeasure.rows.map((r) => ({
        component: r.component ?? 'body',
        label: `${r.code} ${r.name}`,
      })),
      features: spec.features,
      kind: spec.kind,
      knit: isKnit(spec.fabric),
    });
    for (const v of violations)
      add(
        `COMPONENT.${v.rule}`,
        'error',
        v.message,
        v.component ? [`garment.components.${v.component}`] : ['garment.components'],
      );
  }
  for (const m of dependentPomMismatches(pack.pointsOfMeasure.rows))
    add(
      'DEPENDENT_POM_MISMATCH',
      'error',
      `${m.rule.rule}: ${m.value} cm at ${m.size}, the parts make ${m.expected} cm`,
      [`measurements.${m.rule.key}`, ...m.rule.parts.map((p) => `measurements.${p}`)],
    );
}
