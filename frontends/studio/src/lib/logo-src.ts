import { useAuthedObjectUrl } from '@techpack/web-shared';

// A saved pack's logo is a path of the API (/api/tech-pack/{id}/logo/...), readable with the designer's bearer
// token only: fetched as a blob and shown from an object URL. A logo just picked (a data URL, not saved yet) is shown
// as it is.
export const isStoredLogo = (logo: string | null | undefined): logo is string =>
  !!logo && logo.startsWith('/api/');

export function useLogoSrc(logo: string | null | undefined): string | undefined {
  const stored = isStoredLogo(logo);
  const { src } = useAuthedObjectUrl(stored ? logo : null);
  if (!logo) return undefined;
  return stored ? (src ?? undefined) : logo;
}
