// Writes the published JSON schema of the tech pack export (libs/contracts/src/export/techpack-export.schema.json):
// TECHPACK_EXPORT_SCHEMA, written by zod-to-json-schema from the export's zod schema
// (libs/contracts/src/export/techpack-export.schema.ts): `npx tsx scripts/write-export-schema.ts`.
// The file is laid out by prettier with the repository's settings, so `npm run lint` (prettier --check) accepts it.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { TECHPACK_EXPORT_SCHEMA } from '@techpack/contracts';

const target = new URL('../libs/contracts/src/export/techpack-export.schema.json', import.meta.url);
const options = (await resolveConfig(fileURLToPath(target))) ?? {};
writeFileSync(
  target,
  await format(JSON.stringify(TECHPACK_EXPORT_SCHEMA, null, 2), { ...options, parser: 'json' }),
);
