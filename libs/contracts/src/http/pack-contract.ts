import { z } from 'zod';
import { BOM_LIMITS, BOM_MESSAGES } from './techpack-bom';
import { MEASUREMENT_LIMITS, UPDATE_MESSAGES, techPackUpdateSchema } from './techpack-update';
import type { TechPack } from './techpack-schema';

// The one contract a whole pack must meet, whichever way it enters (an import, or a pack read back from the store):
// the fields a designer edits pass the editor's own rules (techPackUpdateSchema: the same schema PUT runs), and the
// derived collections (graded rows, BOM lines, operations, revisions) are bounded by what the product itself makes,
// with room to spare. A pack that passes can be drawn, costed and printed in bounded time.

export const PACK_BOUNDS = {
  sizes: 20,
  pomRows: 120, // a derived spec has 12-30 rows; custom points of measure add at most a few dozen
  customPoms: 60,
  bomLines: 150, // derived lines (~25) plus the designer's 60
  coloursPerLine: BOM_LIMITS.colourways,
  operations: 120,
  careLines: 30,
  revisions: 200, // the pack's revision log keeps its last 200 entries
  changesPerRevision: 400,
  fitDecisions: 100,
  provenance: 300,
  text: 2_000, // any one string of a derived section
} as const;

export const TOLERANCE_MESSAGE = 'Tolerance must be at least 0.3 cm';
export const toleranceRule = z
  .number()
  .min(0.3, TOLERANCE_MESSAGE)
  .max(10, 'Tolerance must be at most 10 cm');
export const gradeRule = z
  .number()
  .min(0, 'Grade must be 0-10 cm per size')
  .max(10, 'Grade must be 0-10 cm per size');
// One cell of the graded table: the editor's measurement rule ((0, 500] cm) on a number.
export const cmRule = z
  .number({ invalid_type_error: UPDATE_MESSAGES.measurement })
  .positive(UPDATE_MESSAGES.measurement)
  .max(MEASUREMENT_LIMITS.max, UPDATE_MESSAGES.measurement);
const quantityRule = z
  .number({ invalid_type_error: BOM_MESSAGES.quantity })
  .min(0, BOM_MESSAGES.quantity)
  .max(10_000, BOM_MESSAGES.quantity);

// A reference photo of the product's own: `/api/uploads/<uuid>.jpg` (no scheme, no host, no traversal).
export const UPLOAD_FILENAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;
export const OWN_UPLOAD_URL =
  /^\/api\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/;
export const PACK_URL_MESSAGE = 'must be empty or a photo of this product (/api/uploads/<id>.jpg)';

export interface PackIssue {
  field: string;
  message: string;
}

type Collect = (field: string, message: string) => void;

function checkWith(schema: z.ZodTypeAny, value: unknown, field: string, add: Collect) {
  const r = schema.safeParse(value);
  if (!r.success) for (const i of r.error.issues) add([field, ...i.path].join('.'), i.message);
}

function atMost(
  list: readonly unknown[] | Record<string, unknown> | undefined | null,
  max: number,
  field: string,
  what: string,
  add: Collect,
) {
  const n = Array.isArray(list) ? list.length : list ? Object.keys(list).length : 0;
  if (n > max) add(field, `At most ${max} ${what} per tech pack`);
}

function textsBounded(value: unknown, field: string, add: Collect) {
  if (typeof value === 'string' && value.length > PACK_BOUNDS.text)
    add(field, `Text is at most ${PACK_BOUNDS.text} characters`);
}

// What the designer edits, in the shape PUT takes it: the editor's schema decides.
function editableFields(pack: TechPack): Record<string, unknown> {
  const { logo: _logo, logoFile: _logoFile, ...branding } = pack.branding;
  return {
    measurements: pack.measurements,
    materials: pack.materials,
    colors: pack.colors,
    branding,
    trims: pack.trims,
    specialFeatures: pack.specialFeatures,
    aiAnalysis: pack.aiAnalysis,
    selectedSize: pack.selectedSize,
    sizeRange: pack.sizeRange,
    fit: pack.fit,
    artwork: pack.artwork && pack.artwork.kind !== 'none' ? pack.artwork : undefined,
    styleName: pack.styleName,
    pdfUnit: pack.pdfUnit,
    colourways: pack.colourways?.map((c) => ({ name: c.name, colours: c.colours })),
  };
}

function checkSpec(pack: TechPack, add: Collect) {
  const spec = pack.pointsOfMeasure;
  atMost(spec.sizes, PACK_BOUNDS.sizes, 'pack.pointsOfMeasure.sizes', 'sizes', add);
  atMost(spec.rows, PACK_BOUNDS.pomRows, 'pack.pointsOfMeasure.rows', 'points of measure', add);
  if (spec.rows.length > PACK_BOUNDS.pomRows || spec.sizes.length > PACK_BOUNDS.sizes) return;
  const sizes = new Set<string>(spec.sizes);
  if (!sizes.has(spec.baseSize))
    add('pack.pointsOfMeasure.baseSize', 'The sample size must be one of the sizes');
  spec.rows.forEach((row, i) => {
    const at = `pack.pointsOfMeasure.rows.${i}`;
    for (const k of ['code', 'key', 'name', 'howToMeasure'] as const) textsBounded(row[k], `${at}.${k}`, add);
    checkWith(toleranceRule, row.tolerance, `${at}.tolerance`, add);
    checkWith(gradeRule, row.gradeStep, `${at}.gradeStep`, add);
    for (const [size, v] of Object.entries(row.values)) {
      if (!sizes.has(size)) add(`${at}.values.${size}`, 'Not a size of the pack');
      else checkWith(cmRule, v, `${at}.values.${size}`, add);
    }
  });
  atMost(pack.customPoms, PACK_BOUNDS.customPoms, 'pack.customPoms', 'custom points of measure', add);
  for (const [key, p] of Object.entries(pack.customPoms ?? {})) {
    checkWith(toleranceRule, p.tolerance, `pack.customPoms.${key}.tolerance`, add);
    checkWith(gradeRule, p.grade, `pack.customPoms.${key}.grade`, add);
    textsBounded(p.name, `pack.customPoms.${key}.name`, add);
    textsBounded(p.howToMeasure, `pack.customPoms.${key}.howToMeasure`, add);
  }
  atMost(pack.pomOverrides, PACK_BOUNDS.pomRows, 'pack.pomOverrides', 'point of measure edits', add);
  for (const [key, o] of Object.entries(pack.pomOverrides ?? {})) {
    if (o.tolerance !== undefined)
      checkWith(toleranceRule, o.tolerance, `pack.pomOverrides.${key}.tolerance`, add);
    if (o.grade !== undefined) checkWith(gradeRule, o.grade, `pack.pomOverrides.${key}.grade`, add);
  }
}

function checkDerived(pack: TechPack, add: Collect) {
  atMost(pack.bom, PACK_BOUNDS.bomLines, 'pack.bom', 'BOM lines', add);
  if (pack.bom.length <= PACK_BOUNDS.bomLines)
    pack.bom.forEach((line, i) => {
      const at = `pack.bom.${i}`;
      checkWith(quantityRule, line.quantity, `${at}.quantity`, add);
      atMost(line.quantityBySize, PACK_BOUNDS.sizes, `${at}.quantityBySize`, 'sizes', add);
      for (const [size, q] of Object.entries(line.quantityBySize ?? {}))
        checkWith(quantityRule, q, `${at}.quantityBySize.${size}`, add);
      atMost(line.colourways, PACK_BOUNDS.coloursPerLine, `${at}.colourways`, 'colourways', add);
      for (const k of [
        'ref',
        'item',
        'description',
        'placement',
        'color',
        'unit',
        'supplier',
        'articleNumber',
      ] as const)
        textsBounded(line[k], `${at}.${k}`, add);
    });
  atMost(pack.bomUser?.added, BOM_LIMITS.userLines, 'pack.bomUser.added', 'added BOM lines', add);
  const ops = pack.construction.operations;
  atMost(ops, PACK_BOUNDS.operations, 'pack.construction.operations', 'construction operations', add);
  if (ops.length <= PACK_BOUNDS.operations)
    ops.forEach((op, i) => {
      const at = `pack.construction.operations.${i}`;
      checkWith(z.number().min(0).max(40), op.spi, `${at}.spi`, add);
      checkWith(z.number().min(0).max(10), op.seamAllowanceCm, `${at}.seamAllowanceCm`, add);
      for (const k of ['operation', 'stitchName', 'seamName', 'notes'] as const)
        textsBounded(op[k], `${at}.${k}`, add);
    });
  atMost(pack.care.lines, PACK_BOUNDS.careLines, 'pack.care.lines', 'care lines', add);
  pack.care.lines
    .slice(0, PACK_BOUNDS.careLines)
    .forEach((l, i) => textsBounded(l, `pack.care.lines.${i}`, add));
  atMost(pack.provenance, PACK_BOUNDS.provenance, 'pack.provenance', 'provenance entries', add);
  atMost(pack.fitDecisions, PACK_BOUNDS.fitDecisions, 'pack.fitDecisions', 'fit decisions', add);
}

function checkRevisions(pack: TechPack, add: Collect) {
  atMost(pack.revisions, PACK_BOUNDS.revisions, 'pack.revisions', 'revisions', add);
  if (pack.revisions.length > PACK_BOUNDS.revisions) return;
  let previous = 0;
  pack.revisions.forEach((r, i) => {
    if (!(r.rev > previous && r.rev <= 1_000_000))
      add(`pack.revisions.${i}.rev`, 'Revisions must be numbered upwards from 1');
    previous = r.rev;
    atMost(
      r.changes,
      PACK_BOUNDS.changesPerRevision,
      `pack.revisions.${i}.changes`,
      'changes in a revision',
      add,
    );
    textsBounded(r.summary, `pack.revisions.${i}.summary`, add);
  });
  if (
    pack.revision !== undefined &&
    pack.revisions.length > 0 &&
    pack.revision !== pack.revisions.at(-1)!.rev
  )
    add('pack.revision', 'The revision must be the last revision of the log');
}

function checkUrls(pack: TechPack, add: Collect) {
  if (pack.imageUrl !== null && pack.imageUrl !== '' && !OWN_UPLOAD_URL.test(pack.imageUrl))
    add('pack.imageUrl', PACK_URL_MESSAGE);
  if (pack.upload.filename !== '' && !UPLOAD_FILENAME.test(pack.upload.filename))
    add('pack.upload.filename', 'must be empty or a photo file name of this product (<id>.jpg)');
}

// Every failing field of a whole pack (at most 20), in document order; [] when it meets the contract.
export function packContractIssues(pack: TechPack): PackIssue[] {
  const issues: PackIssue[] = [];
  const add: Collect = (field, message) => {
    if (issues.length < 20) issues.push({ field, message });
  };
  checkUrls(pack, add);
  checkWith(techPackUpdateSchema, editableFields(pack), 'pack', add);
  checkSpec(pack, add);
  checkDerived(pack, add);
  checkRevisions(pack, add);
  return issues;
}
