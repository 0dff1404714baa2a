import { TECHPACK_EXPORT_SCHEMA_VERSION, techPackSchema, type TechPack } from '@techpack/contracts';
import { packInUnit, type ExportUnit } from './export-units';

// The export of a pack: `{ schemaVersion, unit, pack }`, the pack as its contract knows it (fields in the contract's
// order, so the same pack always writes the same JSON), its lengths in the pack's unit (pdfUnit: cm, or in with BOM
// consumption in yd; ./export-units.ts), and no server path (pdfPath null: the PDF belongs to the pack on this server).
export interface TechPackExportDocument {
  schemaVersion: typeof TECHPACK_EXPORT_SCHEMA_VERSION;
  unit: ExportUnit;
  pack: TechPack;
}

export function exportOf(pack: TechPack): TechPackExportDocument {
  const parsed = techPackSchema.safeParse(pack);
  const clean = parsed.success ? parsed.data : pack;
  const unit: ExportUnit = clean.pdfUnit === 'in' ? 'in' : 'cm';
  return {
    schemaVersion: TECHPACK_EXPORT_SCHEMA_VERSION,
    unit,
    pack: packInUnit({ ...clean, pdfPath: null }, unit),
  };
}

export function exportFileName(
  pack: Pick<TechPack, 'styleNumber' | 'aiAnalysis'>,
  ext: 'json' | 'xlsx',
): string {
  const base = `${pack.styleNumber}-${pack.aiAnalysis.garmentType}-tech-pack`;
  return `${base.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-')}.${ext}`;
}
