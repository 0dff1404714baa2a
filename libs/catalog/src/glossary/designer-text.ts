// What the designer wrote in their own words (never translated: printed as written and marked "original text"): the
// style name, the description, their components and details, and the fields they set themselves (provenance "user":
// a BOM line, a colour's name, the main fabric, a branding text), the reference photo's file name. Structural, so the
// services and the studio read the same list from a pack.
export interface DesignerTextSource {
  styleName?: string | null;
  aiAnalysis: { description?: string | null; components?: Record<string, unknown> | null };
  upload?: { originalName?: string | null } | null;
  provenance?: Record<string, string | undefined> | null;
  bom?: ReadonlyArray<{
    provenance?: string;
    item: string;
    description: string;
    placement: string;
    color: string;
    supplier: string;
  }> | null;
  colors?: ReadonlyArray<{ name: string }> | null;
  materials?: { mainFabric: string } | null;
  branding?: object | null;
  garment?: {
    components?: ReadonlyArray<{ source: string; name: string; description?: string; placement: string }>;
  } | null;
  details?: ReadonlyArray<Record<string, unknown>> | null;
}

// (a pack the studio holds may lack the factory sections: what is missing adds nothing)
export function designerTexts(pack: DesignerTextSource): Set<string> {
  const out: string[] = [
    pack.styleName ?? '',
    pack.aiAnalysis.description ?? '',
    pack.upload?.originalName ?? '',
  ];
  const byUser = (path: string) => pack.provenance?.[path] === 'user';
  for (const c of pack.garment?.components ?? [])
    if (c.source === 'designer') out.push(c.name, c.description ?? '', c.placement);
  for (const d of pack.details ?? []) {
    if (d.detail === 'custom')
      for (const f of ['name', 'placement', 'description', 'operation', 'material'])
        out.push(typeof d[f] === 'string' ? d[f] : '');
  }
  for (const l of pack.bom ?? [])
    if (l.provenance === 'user') out.push(l.item, l.description, l.placement, l.color, l.supplier);
  if (byUser('colors')) for (const c of pack.colors ?? []) out.push(c.name);
  if (byUser('materials.mainFabric') && pack.materials) out.push(pack.materials.mainFabric);
  for (const [k, v] of Object.entries(pack.branding ?? {}))
    if (typeof v === 'string' && (byUser(`branding.${k}`) || byUser('branding'))) out.push(v);
  const sources = pack.aiAnalysis.components?.sources as Record<string, string> | undefined;
  for (const [k, v] of Object.entries(pack.aiAnalysis.components ?? {}))
    if (typeof v === 'string' && sources?.[k] === 'user') out.push(v);
  return new Set(out.map((s) => s.trim()).filter((s) => s.length > 0));
}
