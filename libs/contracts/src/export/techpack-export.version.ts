// The version, units and size limit of the tech pack export (./techpack-export.schema.ts).

export const TECHPACK_EXPORT_SCHEMA_VERSION = '1.1';
// 1.1 added the top-level `unit` (lengths in the pack's cm / in choice); a 1.0 document (always centimetres) is still
// imported.
export const TECHPACK_EXPORT_SCHEMA_VERSIONS = ['1.0', TECHPACK_EXPORT_SCHEMA_VERSION] as const;
export type TechPackExportSchemaVersion = (typeof TECHPACK_EXPORT_SCHEMA_VERSIONS)[number];
export const TECHPACK_EXPORT_UNITS = ['cm', 'in'] as const;
export const TECHPACK_IMPORT_MAX_BYTES = 7 * 1024 * 1024;
