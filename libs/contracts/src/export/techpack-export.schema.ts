import { z } from 'zod';
import { zodToJsonSchema } from 'zod-to-json-schema';
import { addKeywords, withKeywords } from './export-bounds';
import { exportedPackSchema } from './techpack-export-pack';
import {
  TECHPACK_EXPORT_SCHEMA_VERSION,
  TECHPACK_EXPORT_SCHEMA_VERSIONS,
  TECHPACK_EXPORT_UNITS,
} from './techpack-export.version';

export * from './techpack-export.version';

// The published, versioned schema of a tech pack export (GET /api/tech-pack/{id}/export.json), which
// POST /api/tech-packs/import takes back. The zod schema below (the pack in ./techpack-export-pack.ts) is the source;
// TECHPACK_EXPORT_SCHEMA is the JSON Schema (draft-07) written from it by zod-to-json-schema, and
// techpack-export.schema.json beside it is that schema written out for partners (`npx tsx
// scripts/write-export-schema.ts`; a test keeps the two equal). Every string, list and map is bounded, so a valid
// document is also a bounded one. Fields a later version of the pack adds are carried through (additionalProperties)
// as long as the whole document stays under TECHPACK_IMPORT_MAX_BYTES.

const DESCRIPTION =
  'One tech pack as Tech Pack Studio exports it (GET /api/tech-pack/{id}/export.json) and imports it (POST /api/tech-packs/import). Lengths are in `unit` (the pack\'s pdfUnit): measurements, pointsOfMeasure values, tolerances and grade steps, customPoms and pomOverrides, branding logoWidth/logoHeight/logoFromTop/logoFromLeft in cm or in; BOM quantities in m, m2, cm (unit "cm") or yd, yd2, in (unit "in"), as each line\'s unit says. Fields whose name ends in Cm (seamAllowanceCm, artwork widthCm, ...) are centimetres in both, and records (revisions, fitDecisions, bomUser) are kept as they were entered. Money in USD. A 1.0 document has no unit: its lengths are centimetres.';

const exportDocument = z
  .object({
    schemaVersion: z
      .enum(TECHPACK_EXPORT_SCHEMA_VERSIONS)
      .describe(
        `Version of this schema (${TECHPACK_EXPORT_SCHEMA_VERSION}); an importer also takes 1.0 (no unit: centimetres) and refuses any other`,
      ),
    unit: z
      .enum(TECHPACK_EXPORT_UNITS)
      .describe("Unit of every length in pack (the pack's pdfUnit; cm when it has none); required from 1.1")
      .optional(),
    pack: exportedPackSchema,
  })
  .strict();

// `unit` is required from 1.1: a refinement for zod, if/then in the JSON Schema
export const techPackExportDocumentSchema = withKeywords(
  exportDocument
    .superRefine((doc, ctx) => {
      if (doc.schemaVersion === TECHPACK_EXPORT_SCHEMA_VERSION && doc.unit === undefined) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: ['unit'],
          message: `Required from ${doc.schemaVersion}`,
        });
      }
    })
    .describe(DESCRIPTION),
  {
    if: { properties: { schemaVersion: { const: TECHPACK_EXPORT_SCHEMA_VERSION } } },
    then: { required: ['unit'] },
  },
);

export type TechPackExportJsonSchema = {
  $schema: string;
  $id: string;
  title: string;
  [keyword: string]: unknown;
};

function publishedSchema(): TechPackExportJsonSchema {
  // inlined throughout ($refStrategy none); an object says additionalProperties only where it refuses them
  const written = zodToJsonSchema(techPackExportDocumentSchema, {
    $refStrategy: 'none',
    allowedAdditionalProperties: undefined,
    postProcess: addKeywords,
  });
  const { $schema, ...schema } = written as { $schema: string };
  return {
    $schema,
    $id: `urn:techpack-studio:techpack-export:${TECHPACK_EXPORT_SCHEMA_VERSION}`,
    title: 'Tech pack export',
    ...schema,
  };
}

export const TECHPACK_EXPORT_SCHEMA = /* @__PURE__ */ publishedSchema();
