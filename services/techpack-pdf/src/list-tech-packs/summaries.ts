import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { TECH_PACK_PAGE_DEFAULT, type TechPackSummary } from '@techpack/contracts';
import { badRequest, type DatabaseHandle } from '@techpack/platform';
import { techPacks } from '../techpack.schema';

// The designer's list reads only the columns and JSON fields a summary needs (never the whole document: revisions,
// logo data URLs), a page at a time, newest first; the cursor is the last item's (createdAt, id).

const words = (s: string) =>
  s
    .replace(/_+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\b\w/g, (c) => c.toUpperCase());

// The name people see: the designer's, else main colour + garment ("Navy T-Shirt"), as the web app names it.
export function summaryStyleName(own: string | null, garment: string, colour: string | null): string {
  if (own?.trim()) return own.trim();
  const base = garment ? words(garment) : 'Untitled style';
  return colour?.trim() && garment ? `${words(colour.trim())} ${base}` : base;
}

export function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(at ?? '');
  if (!id || !/^[0-9a-f-]{36}$/i.test(id) || Number.isNaN(createdAt.getTime()))
    throw badRequest('VALIDATION.INVALID_CURSOR', 'Invalid cursor', { fields: ['cursor'] });
  return { createdAt, id };
}

export async function summariesOfUser(
  db: DatabaseHandle,
  userId: string,
  { limit = TECH_PACK_PAGE_DEFAULT, cursor }: { limit?: number; cursor?: string },
): Promise<{ items: TechPackSummary[]; nextCursor: string | null }> {
  const after = cursor ? decodeCursor(cursor) : null;
  const d = techPacks.data;
  // the page's ids first (an index-only order by created_at), then only their JSON fields: no document of a pack
  // outside the page is read
  const ids = await db.db
    .select({ id: techPacks.id })
    .from(techPacks)
    .where(
      and(
        eq(techPacks.userId, userId),
        after
          ? or(
              lt(techPacks.createdAt, after.createdAt),
              and(eq(techPacks.createdAt, after.createdAt), lt(techPacks.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(techPacks.createdAt), desc(techPacks.id))
    .limit(limit + 1);
  if (ids.length === 0) return { items: [], nextCursor: null };
  const rows = await db.db
    .select({
      id: techPacks.id,
      createdAtCol: techPacks.createdAt,
      revision: techPacks.revision,
      pdfKey: techPacks.pdfKey,
      garmentTypeCol: techPacks.garmentType,
      upload: sql<TechPackSummary['upload']>`${d}->'upload'`,
      createdAt: sql<string>`${d}->>'createdAt'`,
      updatedAt: sql<string>`${d}->>'updatedAt'`,
      styleName: sql<string | null>`${d}->>'styleName'`,
      styleNumber: sql<string>`${d}->>'styleNumber'`,
      garmentType: sql<string | null>`${d}->'aiAnalysis'->>'garmentType'`,
      colour: sql<string | null>`${d}->'colors'->0->>'name'`,
      status: sql<string | null>`${d}->>'status'`,
      imageUrl: sql<string | null>`${d}->>'imageUrl'`,
      sharedAt: sql<string | null>`${d}->>'sharedAt'`,
      lastRev: sql<number | null>`(${d}->'revisions'->-1->>'rev')::int`,
    })
    .from(techPacks)
    .where(
      inArray(
        techPacks.id,
        ids.map((r) => r.id),
      ),
    )
    .orderBy(desc(techPacks.createdAt), desc(techPacks.id));
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const items = page.map((r): TechPackSummary => {
    const garment = r.garmentType ?? r.upload?.garmentType ?? r.garmentTypeCol;
    return {
      id: r.id,
      upload: r.upload,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      styleName: summaryStyleName(r.styleName, garment, r.colour),
      styleNumber: r.styleNumber,
      garmentType: garment,
      status: r.status === 'ready' ? 'ready' : 'draft',
      revision: r.lastRev ?? r.revision,
      thumbnailUrl: r.imageUrl,
      pdfPath: r.pdfKey ? `/api/tech-pack/${r.id}/pdf-download` : null,
      ...(r.sharedAt ? { sharedAt: r.sharedAt } : {}),
    };
  });
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last.createdAtCol, last.id) : null };
}
