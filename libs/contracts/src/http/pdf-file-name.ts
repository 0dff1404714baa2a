// The PDF's file name, one for both sides: GET /api/tech-pack/{id}/pdf-download names it in its Content-Disposition,
// and the studio saves a downloaded copy under it. The variants the route renders on demand say so in the name:
// `-in` (graded table in inches), `-no-cost` (without the cost page), `-<lang>` (the bilingual factory copy).
export interface PdfFileVariant {
  inches?: boolean;
  omitCost?: boolean;
  lang?: string; // a factory language (zh-Hans, vi); 'en' or absent: the English pack
}

export function pdfFileName(
  pack: { styleNumber?: string | null; aiAnalysis?: { garmentType?: string | null } | null },
  variant: PdfFileVariant = {},
): string {
  const base = [pack.styleNumber, pack.aiAnalysis?.garmentType, 'tech-pack'].filter(Boolean).join('-');
  const lang = variant.lang && variant.lang !== 'en' ? `-${variant.lang}` : '';
  const suffix = `${variant.inches ? '-in' : ''}${variant.omitCost ? '-no-cost' : ''}${lang}`;
  return `${`${base}${suffix}`.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/-+/g, '-')}.pdf`;
}
