import { Ajv, type ErrorObject } from 'ajv';
import {
  packContractIssues,
  type PackIssue,
  TECHPACK_EXPORT_SCHEMA,
  TECHPACK_EXPORT_SCHEMA_VERSION,
  TECHPACK_EXPORT_SCHEMA_VERSIONS,
  TECHPACK_IMPORT_MAX_BYTES,
  techPackSchema,
  type TechPack,
} from '@techpack/contracts';
import { packFromUnit, type ExportUnit } from '../export-json/export-units';

// Validation of a tech pack export against the published schema (the same check an importer runs), then against the
// pack's own contract (techPackSchema), which keeps only the fields the product knows. An inch document's lengths are
// converted back to the centimetres the pack keeps (../export-json/export-units.ts) before that contract checks them.

export const EXPORT_MESSAGES = {
  version: `Unsupported export: schemaVersion must be ${TECHPACK_EXPORT_SCHEMA_VERSIONS.map((v) => `"${v}"`).join(' or ')}`,
  unitMismatch: "Invalid export: pack.pointsOfMeasure.unit must be the document's unit",
  tooLarge: `Import too large: an export is at most ${TECHPACK_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
  notObject: 'Invalid export: expected a JSON object { schemaVersion, pack }',
  packTooLarge: 'Import too large: the pack without its logo is at most 1 MB',
  analysisTooLarge: 'Invalid export: pack.aiAnalysis is at most 100000 characters',
} as const;

const IMPORT_MAX_PACK_CHARS = 1_000_000;
const IMPORT_MAX_ANALYSIS_CHARS = 100_000;

// What an import keeps: the pack in centimetres, whatever unit the document was written in.
export interface TechPackExport {
  schemaVersion: typeof TECHPACK_EXPORT_SCHEMA_VERSION;
  unit: 'cm';
  pack: TechPack;
}

let compiled: ReturnType<Ajv['compile']> | undefined;
function schemaValidator() {
  // strictTypes off: a few values may be a string or a number, each with its own bound
  compiled ??= new Ajv({ allErrors: false, strict: false }).compile(TECHPACK_EXPORT_SCHEMA);
  return compiled;
}

function explain(e: ErrorObject): { field: string; message: string } {
  const path = e.instancePath.replace(/^\//, '').replace(/\//g, '.') || '(document)';
  const field =
    e.keyword === 'required'
      ? `${path === '(document)' ? '' : `${path}.`}${(e.params as { missingProperty: string }).missingProperty}`
      : path;
  return {
    field,
    message: `Invalid export: ${field} ${e.keyword === 'required' ? 'is required' : e.message}`,
  };
}

// `errors`: every failing field (at most 20) where the whole-pack contract refused it, the first one as `field`.
export type ExportCheck =
  { ok: true; value: TechPackExport } | { ok: false; field: string; message: string; errors?: PackIssue[] };

// `bytes`: the size of the document as received, when known (else measured from the parsed value).
export function checkTechPackExport(doc: unknown, bytes?: number): ExportCheck {
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    return { ok: false, field: '(document)', message: EXPORT_MESSAGES.notObject };
  const size = bytes ?? Buffer.byteLength(JSON.stringify(doc));
  if (size > TECHPACK_IMPORT_MAX_BYTES)
    return { ok: false, field: '(document)', message: EXPORT_MESSAGES.tooLarge };
  if (
    !(TECHPACK_EXPORT_SCHEMA_VERSIONS as readonly unknown[]).includes(
      (doc as { schemaVersion?: unknown }).schemaVersion,
    )
  )
    return { ok: false, field: 'schemaVersion', message: EXPORT_MESSAGES.version };
  const validate = schemaValidator();
  if (!validate(doc)) return { ok: false, ...explain(validate.errors![0]) };
  // the logo may take most of the room; everything else a real pack holds is ~40 KB
  const pack = (
    doc as {
      pack: { branding?: Record<string, unknown>; aiAnalysis?: unknown; pointsOfMeasure: { unit: string } };
    }
  ).pack;
  const unit: ExportUnit = (doc as { unit?: ExportUnit }).unit ?? 'cm';
  if (pack.pointsOfMeasure.unit !== unit)
    return { ok: false, field: 'pack.pointsOfMeasure.unit', message: EXPORT_MESSAGES.unitMismatch };
  if (JSON.stringify({ ...pack, branding: { ...pack.branding, logo: null } }).length > IMPORT_MAX_PACK_CHARS)
    return { ok: false, field: 'pack', message: EXPORT_MESSAGES.packTooLarge };
  if (JSON.stringify(pack.aiAnalysis).length > IMPORT_MAX_ANALYSIS_CHARS)
    return { ok: false, field: 'pack.aiAnalysis', message: EXPORT_MESSAGES.analysisTooLarge };
  const parsed = techPackSchema.safeParse(packFromUnit(pack as unknown as TechPack, unit));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = ['pack', ...issue.path].join('.');
    return { ok: false, field, message: `Invalid export: ${field}: ${issue.message}` };
  }
  // the editor's bounds on what a designer edits, and the product's on what it derives (pack-contract.ts)
  const errors = packContractIssues(parsed.data);
  if (errors.length > 0)
    return {
      ok: false,
      field: errors[0].field,
      message: `Invalid export: ${errors[0].field}: ${errors[0].message}`,
      errors,
    };
  return {
    ok: true,
    value: { schemaVersion: TECHPACK_EXPORT_SCHEMA_VERSION, unit: 'cm', pack: parsed.data },
  };
}

// Only the published schema (what a partner's validator would say), without the product's own contract.
export function matchesExportSchema(doc: unknown): { ok: boolean; errors: string[] } {
  const validate = schemaValidator();
  const ok = validate(doc) as boolean;
  return { ok, errors: ok ? [] : (validate.errors ?? []).map((e) => explain(e).message) };
}
