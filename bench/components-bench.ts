// Benchmark (not a test): the garment as a list of components. `npx tsx bench/components-bench.ts [n]` prints p50 / p95
// of: the whole garment's derivation with its components and tagged lines (deriveGarment), the same with two designer
// details, the invariants over it (componentViolations), the whole pack model (buildTechPack: graded table, dependent
// points of measure, BOM, trims, components) and the component-grouped flats (front + back). Target: the garment's
// derivation p50 under 1 ms.
import { randomUUID } from 'node:crypto';
import { componentViolations, deriveGarment, isKnit, trimKeyOf, type GarmentSpec } from '@techpack/catalog';
import { ANALYZED_GARMENT_TYPES, blankFeatures } from '@techpack/contracts';
import { flatInputFromPack, renderFlat } from '@techpack/flats';
import { buildTechPack } from '../services/techpack-pdf/src/model/techpack.model';

const TYPES = ANALYZED_GARMENT_TYPES;
const DETAILS = [
  { key: 'flounce-sleeve', detail: 'flounce-sleeve' },
  { key: 'waist-drawcord', detail: 'waist-drawcord' },
];
const n = Number(process.argv[2] ?? 2000);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const fmt = (xs: number[]) => `p50 ${pct(xs, 0.5).toFixed(3)} ms, p95 ${pct(xs, 0.95).toFixed(3)} ms`;
const time = (f: () => unknown) => {
  const t = performance.now();
  f();
  return performance.now() - t;
};
const lines = (g: GarmentSpec) => ({
  components: g.components,
  bom: g.bom.map((l) => ({
    component: l.component,
    label: l.item,
    quantity: l.quantity,
    unit: l.unit,
    trimText: g.trims[trimKeyOf(l.key)],
  })),
  operations: g.operations.map((o) => ({ component: o.component, label: o.operation })),
  poms: g.poms.map((p) => ({ component: p.component, label: p.name })),
  features: g.features,
  kind: g.kind,
  knit: isKnit(g.fabric),
});

for (let i = 0; i < 300; i++) deriveGarment({ garmentType: TYPES[i % TYPES.length], features: {} }); // warm up
const garment: number[] = [];
const withDetails: number[] = [];
const invariants: number[] = [];
const pack: number[] = [];
const flats: number[] = [];
for (let i = 0; i < n; i++) {
  const garmentType = TYPES[i % TYPES.length];
  garment.push(time(() => deriveGarment({ garmentType, features: {} })));
  let g: GarmentSpec | undefined;
  withDetails.push(time(() => (g = deriveGarment({ garmentType, features: {}, details: DETAILS }))));
  invariants.push(time(() => componentViolations(lines(g!))));
  if (i % 10 === 0) {
    const analysis = {
      garmentType,
      silhouette: 'regular',
      styleCategory: 'casual',
      description: '',
      components: {},
      confidence: 0.9,
      features: blankFeatures(garmentType),
    };
    let p: ReturnType<typeof buildTechPack> | undefined;
    pack.push(
      time(
        () =>
          (p = buildTechPack({
            id: randomUUID(),
            uploadId: randomUUID(),
            filename: 'x.jpg',
            originalName: 'x.jpg',
            selectedSize: 'M',
            analysis,
            now: new Date(),
          })),
      ),
    );
    const input = flatInputFromPack(p!);
    flats.push(time(() => (renderFlat(input, 'front'), renderFlat(input, 'back'))));
  }
}
console.log(
  `runs: ${n} garment derivations over ${TYPES.length} types (${pack.length} whole packs and flats)`,
);
console.log(`garment with components (deriveGarment):      ${fmt(garment)}`);
console.log(`  with two designer details:                  ${fmt(withDetails)}`);
console.log(`invariants (componentViolations):             ${fmt(invariants)}`);
console.log(`whole pack (buildTechPack):                   ${fmt(pack)}`);
console.log(`flats front + back, grouped by component:     ${fmt(flats)}`);
console.log(
  pct(garment, 0.5) < 1 ? 'OK: garment derivation p50 under 1 ms' : 'SLOW: garment derivation p50 over 1 ms',
);
