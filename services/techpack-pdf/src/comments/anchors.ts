import { PACK_TALK_MESSAGES, type CommentAnchor, type TechPack } from '@techpack/contracts';
import { AppError } from '@techpack/platform';

// Where a comment thread is pinned: a point of measure (and optionally one size), a BOM line, a component, a
// colourway, a construction operation (by index), or a point on the front/back flat or the reference photo.
export type StoredAnchor = CommentAnchor;

type Components = { garment?: { components?: { key: string; name?: string; label?: string }[] } };
const componentsOf = (p: TechPack) => (p as Components).garment?.components;
const colourwayOf = (p: TechPack, name: string) =>
  p.colourways?.find((c) => c.name.toLowerCase() === name.toLowerCase()) ??
  (p.colourways?.length ? undefined : p.colors?.find((c) => c.name.toLowerCase() === name.toLowerCase()));
const opIndex = (ref: string | undefined) => (ref !== undefined && /^\d+$/.test(ref) ? Number(ref) : -1);
const point = (a: StoredAnchor) => `${Math.round(a.x ?? 0)}, ${Math.round(a.y ?? 0)}`;

// What the anchored field is called in this revision of the pack; undefined when the pack no longer has it.
export function anchorLabel(pack: TechPack, a: StoredAnchor): string | undefined {
  switch (a.kind) {
    case 'pom': {
      const row = pack.pointsOfMeasure?.rows.find((r) => r.key === a.ref);
      if (!row) return undefined;
      if (a.size && !(pack.pointsOfMeasure.sizes as string[]).includes(a.size)) return undefined;
      return `${row.code} ${row.name}${a.size ? `, size ${a.size}` : ''}`;
    }
    case 'bom': {
      const line = pack.bom?.find((l) => l.ref === a.ref);
      return line ? `BOM ${line.ref} ${line.item}` : undefined;
    }
    case 'component': {
      const list = componentsOf(pack);
      if (!Array.isArray(list)) return `Component ${a.ref}`; // the pack does not list its components: taken as said
      const c = list.find((x) => x.key === a.ref);
      return c ? `Component ${c.label ?? c.name ?? c.key}` : undefined;
    }
    case 'colourway': {
      const c = a.ref ? colourwayOf(pack, a.ref) : undefined;
      return c ? `Colourway ${c.name}` : undefined;
    }
    case 'operation': {
      const op = pack.construction?.operations[opIndex(a.ref)];
      return op ? `Operation ${opIndex(a.ref) + 1}: ${op.operation}` : undefined;
    }
    case 'flat':
      return `${a.view === 'back' ? 'Back' : 'Front'} flat at ${point(a)}`;
    case 'photo':
      return pack.imageUrl ? `Reference photo at ${point(a)}` : undefined;
  }
}

// A new thread's anchor must name a field this pack has: 400 naming the anchor's field otherwise.
export function checkAnchor(pack: TechPack, a: StoredAnchor): string {
  const label = anchorLabel(pack, a);
  if (label) return label;
  const field =
    a.kind === 'pom' && a.size && pack.pointsOfMeasure?.rows.some((r) => r.key === a.ref)
      ? 'anchor.size'
      : a.kind === 'photo'
        ? 'anchor.kind'
        : 'anchor.ref';
  const what =
    field === 'anchor.size'
      ? `size ${a.size}`
      : a.kind === 'photo'
        ? 'reference photo'
        : `${a.kind === 'pom' ? 'point of measure' : a.kind === 'bom' ? 'BOM line' : a.kind} ${a.ref}`;
  const message = PACK_TALK_MESSAGES.unknownAnchor(what);
  const err = new AppError(400, 'REQUEST.INVALID', message);
  err.body = { fields: [field], errors: [{ field, message }] };
  throw err;
}

// The anchor in the next revision: a field that moved (a BOM line renumbered, an operation moved, a colourway or a
// point of measure renamed or re-keyed) keeps its threads; undefined when the field is gone.
export function followAnchor(before: TechPack, after: TechPack, a: StoredAnchor): StoredAnchor | undefined {
  switch (a.kind) {
    case 'pom': {
      if (after.pointsOfMeasure?.rows.some((r) => r.key === a.ref)) return a;
      const old = before.pointsOfMeasure?.rows.find((r) => r.key === a.ref);
      const moved =
        old &&
        (after.pointsOfMeasure?.rows.find((r) => r.code === old.code) ??
          after.pointsOfMeasure?.rows.find((r) => r.name === old.name));
      return moved ? { ...a, ref: moved.key } : undefined;
    }
    case 'bom': {
      const old = before.bom?.find((l) => l.ref === a.ref);
      const same = (l: { category: string; item: string; placement: string }) =>
        old && l.category === old.category && l.item === old.item && l.placement === old.placement;
      const atRef = after.bom?.find((l) => l.ref === a.ref);
      if (atRef && (!old || same(atRef))) return a;
      const moved = after.bom?.find(same);
      if (moved) return { ...a, ref: moved.ref };
      return atRef ? a : undefined;
    }
    case 'operation': {
      const i = opIndex(a.ref);
      const name = before.construction?.operations[i]?.operation;
      const ops = after.construction?.operations ?? [];
      if (name === undefined || ops[i]?.operation === name) return ops[i] ? a : undefined;
      const j = ops.findIndex((o) => o.operation === name);
      if (j >= 0) return { ...a, ref: String(j) };
      return ops[i] ? a : undefined;
    }
    case 'colourway': {
      if (a.ref && colourwayOf(after, a.ref)) return a;
      const i = before.colourways?.findIndex((c) => c.name.toLowerCase() === a.ref?.toLowerCase()) ?? -1;
      const renamed =
        i >= 0 && before.colourways?.length === after.colourways?.length ? after.colourways?.[i] : undefined;
      return renamed ? { ...a, ref: renamed.name } : undefined;
    }
    default:
      return anchorLabel(after, a) ? a : undefined;
  }
}
