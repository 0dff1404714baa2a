import { TECHPACK_EXPORT_SCHEMA_VERSION, techPackSchema, type TechPack } from '@techpack/contracts';

// The export of a pack: `{ schemaVersion, pack }`, the pack as its contract knows it (fields in the contract's order,
// so the same pack always writes the same JSON), lengths in centimetres (pdfUnit says how the designer reads them),
// and no server path (pdfPath null: the PDF belongs to the pack on this server).
export function exportOf(pack: TechPack): { schemaVersion: typeof TECHPACK_EXPORT_SCHEMA_VERSION; pack: TechPack } {
  const parsed = techPackSchema.safeParse(pack);
  const clean = parsed.success ? parsed.data : pack;
  return { schemaVersion: TECHPACK_EXPORT_SCHEMA_VERSION, pack: { ...clean, pdfPath: null } };
}

export function exportFileName(pack: Pick<TechPack, 'styleNumber' | 'aiAnalysis'>, ext: 'json' | 'xlsx'): string {
  const base = `${pack.styleNumber}-${pack.aiAnalysis.garmentType}-tech-pack`;
  return `${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-')}.${ext}`;
}
