import { labelOf } from '@techpack/catalog';
import {
  formatError,
  openAuthedFile,
  styleNameOf,
  toast,
  type TechPackSummary as TechPack,
} from '@techpack/web-shared';

export const PAID = new Set(['paid', 'in_production', 'shipped', 'delivered']);
export type Badge = 'Shared' | 'Ordered' | 'Paid';
// AA contrast: dark text on a light tint.
export const BADGE_SX: Record<Badge, { color: string; bgcolor: string }> = {
  Shared: { color: '#3730A3', bgcolor: '#E0E7FF' },
  Ordered: { color: '#92400E', bgcolor: '#FEF3C7' },
  Paid: { color: '#166534', bgcolor: '#DCFCE7' },
};

export type SortKey = 'newest' | 'oldest' | 'name';

export const pdfUrl = (id: string) => `/api/tech-pack/${encodeURIComponent(id)}/pdf-download`;

export function garmentOf(tp: TechPack): string {
  return tp.garmentType || tp.upload?.garmentType || 'garment';
}

/** A garment type in words, from the label table ('long-sleeve top' -> 'Long-sleeve top'), never the code. */
export function titleCase(s: string): string {
  return labelOf(s);
}

export function titleOf(tp: TechPack): string {
  return styleNameOf(tp);
}

export function subtitleOf(tp: TechPack): string {
  return [tp.styleNumber, titleCase(garmentOf(tp))].filter(Boolean).join(' · ');
}

export async function downloadPdf(id: string) {
  try {
    await openAuthedFile(`${pdfUrl(id)}?download=1`);
  } catch (e) {
    toast({ title: 'Download failed', description: formatError(e), variant: 'destructive' });
  }
}
