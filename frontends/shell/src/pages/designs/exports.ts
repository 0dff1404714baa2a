import { apiRequest } from '@techpack/web-shared';

// The pack's open exports (GET /api/tech-pack/{id}/export.xlsx and export.json), downloaded under their names with
// the session's token.
export async function downloadExport(
  pack: { id: string; styleNumber?: string },
  format: 'xlsx' | 'json',
): Promise<void> {
  const blob = await apiRequest<Blob>({
    url: `/api/tech-pack/${encodeURIComponent(pack.id)}/export.${format}`,
    responseType: 'blob',
  });
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = `${(pack.styleNumber ?? 'tech-pack').replace(/[^A-Za-z0-9._-]+/g, '-')}-tech-pack.${format}`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
