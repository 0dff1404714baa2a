import type { TechPack } from '@techpack/contracts';

// What the designer wrote in their own words (never translated, printed as written and marked "original text"): the
// style name, the description, their components and details, and the fields they set themselves (provenance "user":
// a BOM line, a colour's name, the main fabric, a branding text), the reference photo's file name.
export function designerTexts(pack: TechPack): Set<string> {
  const out: string[] = [pack.styleName ?? '', pack.aiAnalysis.description, pack.upload?.originalName ?? ''];
  const p = pack.provenance as Record<string, string | undefined>;
  const byUser = (path: string) => p[path] === 'user';
  const garment = (pack as { garment?: { components?: Array<{ source: string; name: string; description?: string; placement: string }> } }).garment;
  for (const c of garment?.components ?? []) if (c.source === 'designer') out.push(c.name, c.description ?? '', c.placement);
  for (const d of (pack as { details?: Array<Record<string, unknown>> }).details ?? []) {
    if (d.detail === 'custom') for (const f of ['name', 'placement', 'description', 'operation', 'material']) out.push(String(d[f] ?? ''));
  }
  for (const l of pack.bom) if (l.provenance === 'user') out.push(l.item, l.description, l.placement, l.color, l.supplier);
  if (byUser('colors')) for (const c of pack.colors) out.push(c.name);
  if (byUser('materials.mainFabric')) out.push(pack.materials.mainFabric);
  for (const [k, v] of Object.entries(pack.branding)) if (typeof v === 'string' && (byUser(`branding.${k}`) || byUser('branding'))) out.push(v);
  for (const [k, v] of Object.entries(pack.aiAnalysis.components)) if (typeof v === 'string' && (pack.aiAnalysis.components.sources as Record<string, string> | undefined)?.[k] === 'user') out.push(v);
  return new Set(out.map((s) => s.trim()).filter((s) => s.length > 0));
}
