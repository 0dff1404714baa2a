import { apiRequest } from '@techpack/web-shared';

export const pdfUrl = (techPackId: string, lang?: string) =>
  `/api/tech-pack/${encodeURIComponent(techPackId)}/pdf-download${lang && lang !== 'en' ? `?lang=${encodeURIComponent(lang)}` : ''}`;
export const uploadUrl = (filename: string) => `/api/uploads/${encodeURIComponent(filename)}`;

// Protected files are fetched with the bearer token (an <img src> or <a href> cannot send it).
export function fetchBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  return apiRequest<Blob>({ url, responseType: 'blob' }, { signal });
}

export async function downloadPdf(techPackId: string, filename: string, lang?: string): Promise<void> {
  try {
    const blob = await fetchBlob(pdfUrl(techPackId, lang));
    const href = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = href;
    a.download = filename;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 30_000);
  } catch {
    // Last resort: let the browser try with the session cookie.
    window.open(pdfUrl(techPackId, lang), '_blank', 'noopener');
  }
}
