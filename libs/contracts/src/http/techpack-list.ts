import { z } from 'zod';
import { techPackUploadSchema } from './techpack-schema';

// GET /api/tech-packs/user: a page of the designer's packs, newest first, each a summary (the whole pack only from
// GET /api/tech-pack/{id}). `upload` and `createdAt` stay as the spec's list items have them.
export const TECH_PACK_PAGE_DEFAULT = 50;
export const TECH_PACK_PAGE_MAX = 50;
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const techPackListItemSchema = z.object({
  id: z.string(),
  upload: techPackUploadSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  styleName: z.string(), // the designer's, else the default (main colour + garment)
  styleNumber: z.string(),
  garmentType: z.string(),
  status: z.enum(['draft', 'ready']),
  revision: z.number().int(),
  thumbnailUrl: z.string().nullable(), // '/api/uploads/{filename}'; null: no reference photo
  pdfPath: z.string().nullable(),
  sharedAt: z.string().optional(),
});
export type TechPackSummary = z.infer<typeof techPackListItemSchema>;

export const techPackSummaryListSchema = z.array(techPackListItemSchema);

// ?limit= (1-50, default 50) and ?cursor= (the X-Next-Cursor of the page before)
export const techPackListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(TECH_PACK_PAGE_MAX).optional(),
  cursor: z.string().max(200).optional(),
});
