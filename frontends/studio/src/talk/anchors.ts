import type { AnchorKind, CommentAnchor, CommentThread } from '@techpack/contracts';
import type { StudioTechPack } from '../lib/types';

// The fields of the pack a thread can be pinned to, as the new-comment form offers them.
export const KIND_LABELS: Record<AnchorKind, string> = {
  pom: 'Point of measure',
  bom: 'BOM line',
  component: 'Component',
  colourway: 'Colourway',
  operation: 'Operation',
  flat: 'Point on the flats',
  photo: 'Point on the photo',
};

export interface FieldOption {
  ref: string;
  label: string;
}

type Components = { garment?: { components?: { key: string; name?: string; label?: string }[] } };

export function fieldOptions(pack: StudioTechPack, kind: AnchorKind): FieldOption[] {
  switch (kind) {
    case 'pom':
      return (pack.pointsOfMeasure?.rows ?? []).map((r) => ({ ref: r.key, label: `${r.code} ${r.name}` }));
    case 'bom':
      return (pack.bom ?? []).map((l) => ({ ref: l.ref, label: `${l.ref} ${l.item}` }));
    case 'component':
      return ((pack as Components).garment?.components ?? []).map((c) => ({
        ref: c.key,
        label: c.label ?? c.name ?? c.key,
      }));
    case 'colourway':
      return (pack.colourways?.length ? pack.colourways : pack.colors).map((c) => ({
        ref: c.name,
        label: c.name,
      }));
    case 'operation':
      return (pack.construction?.operations ?? []).map((o, i) => ({
        ref: String(i),
        label: `${i + 1}. ${o.operation}`,
      }));
    default:
      return [];
  }
}

// One marker per anchored field: where it is, and how many of its threads are open.
export const fieldKey = (a: CommentAnchor) =>
  a.kind === 'flat' || a.kind === 'photo'
    ? `${a.kind}:${a.view ?? ''}:${Math.round(a.x ?? 0)},${Math.round(a.y ?? 0)}`
    : `${a.kind}:${a.ref ?? ''}`;

export function openCounts(
  threads: CommentThread[],
): Map<string, { label: string; open: number; anchor: CommentAnchor }> {
  const out = new Map<string, { label: string; open: number; anchor: CommentAnchor }>();
  for (const t of threads) {
    if (t.anchorState !== 'current') continue;
    const key = fieldKey(t.anchor as CommentAnchor);
    const m = out.get(key) ?? { label: t.anchorLabel, open: 0, anchor: t.anchor as CommentAnchor };
    if (t.status === 'open') m.open += 1;
    out.set(key, m);
  }
  return out;
}
