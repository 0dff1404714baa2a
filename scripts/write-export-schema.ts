// Writes the published JSON schema of the tech pack export (libs/contracts/src/export/techpack-export.schema.json):
// TECHPACK_EXPORT_SCHEMA, written by zod-to-json-schema from the export's zod schema
// (libs/contracts/src/export/techpack-export.schema.ts): `npx tsx scripts/write-export-schema.ts`.
import { writeFileSync } from 'node:fs';
import { TECHPACK_EXPORT_SCHEMA } from '@techpack/contracts';

writeFileSync(new URL('../libs/contracts/src/export/techpack-export.schema.json', import.meta.url), `${JSON.stringify(TECHPACK_EXPORT_SCHEMA, null, 2)}\n`);
