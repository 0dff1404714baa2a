import type { TechPack } from '@techpack/contracts';

// How a tech pack is named to people: its style name (the designer's, or a default from garment and colour),
// its style number and its thumbnail. Never the bare UUID.
type Named = Partial<Pick<TechPack, 'id' | 'imageUrl' | 'colors'>> & {
  styleName?: string | null;
  styleNumber?: string | null;
  aiAnalysis?: { garmentType?: string } | null;
  garmentType?: string | null; // a list summary's
  thumbnailUrl?: string | null; // a list summary's
  upload?: {
    garmentType?: string | null;
    originalName?: string;
    imageUrl?: string;
    filename?: string;
  } | null;
};

const words = (s: string) =>
  s
    .replace(/_+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());

export function styleNameOf(pack: Named | null | undefined): string {
  if (!pack) return 'Untitled style';
  const own = typeof pack.styleName === 'string' ? pack.styleName.trim() : '';
  if (own) return own;
  const garment = pack.aiAnalysis?.garmentType || pack.garmentType || pack.upload?.garmentType || '';
  const colour = pack.colors?.[0]?.name?.trim();
  const base = garment ? words(garment) : 'Untitled style';
  return colour && garment ? `${words(colour)} ${base}` : base;
}

// "Navy Hoodie · TS-24-0012" (style number when there is one).
export function styleLabelOf(pack: Named | null | undefined): string {
  const name = styleNameOf(pack);
  return pack?.styleNumber ? `${name} · ${pack.styleNumber}` : name;
}

export function thumbnailOf(pack: Named | null | undefined): string | undefined {
  return pack?.imageUrl || pack?.thumbnailUrl || pack?.upload?.imageUrl || undefined;
}

// Case-insensitive match of a search text against the style name, style number and garment type.
export function styleMatches(pack: Named, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  return [
    styleNameOf(pack),
    pack.styleNumber ?? '',
    pack.aiAnalysis?.garmentType ?? pack.garmentType ?? '',
    pack.upload?.originalName ?? '',
  ]
    .join(' ')
    .toLowerCase()
    .includes(q);
}
