import { z } from 'zod';

// The designer's BOM edits and colourways: PUT /api/tech-pack/{id} accepts
//   bomEdits:   { add: [line], edit: { <ref>: {fields} }, remove: [ref] }
//   colourways: [{ name, colours: { <bomRef>: { name, hex, pantone? } } }]   (at most 12; the first is the sample)
// Derived lines keep origin 'derived' until the designer edits them; edited and added lines are origin 'user'.
// Kept apart from ./techpack.ts (which imports it) so the BOM rules read in one place.

export const BOM_CATEGORIES = [
  'fabric',
  'lining',
  'trim',
  'thread',
  'hardware',
  'label',
  'hang-tag',
  'packaging',
] as const;
export const BOM_ORIGINS = ['derived', 'user'] as const;

export const BOM_LIMITS = {
  add: 30, // lines added per request
  edit: 60, // lines edited per request
  remove: 60,
  userLines: 60, // lines the designer added, per pack
  colourways: 12,
  coloursPerColourway: 100,
} as const;

export const BOM_MESSAGES = {
  hex: 'Invalid color: hex must be # followed by 6 hex digits',
  colourways: `At most ${BOM_LIMITS.colourways} colourways per style`,
  colourwayName: 'Colourway name must be 1-60 characters',
  duplicateColourway: 'Colourway names must be unique',
  unknownRef: (ref: string) => `Unknown BOM line: ${ref}`,
  userLines: `At most ${BOM_LIMITS.userLines} added BOM lines per tech pack`,
  quantity: 'Quantity must be a number from 0 to 10000',
} as const;

const quantity = z
  .number({ invalid_type_error: BOM_MESSAGES.quantity })
  .min(0, BOM_MESSAGES.quantity)
  .max(10_000, BOM_MESSAGES.quantity);

// A colour of one component in one colourway (the Colors tab's rules: hex #RRGGBB only; Pantone filled from the
// palette when the hex is a palette colour, else 'Custom').
export const colourwayColourSchema = z.object({
  name: z.string().trim().min(1, 'Colour name is required').max(100),
  hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/, BOM_MESSAGES.hex),
  pantone: z.string().max(120).optional(),
});
export type ColourwayColourInput = z.infer<typeof colourwayColourSchema>;

const ref = z.string().trim().min(1).max(20);

export const colourwayInputSchema = z.object({
  name: z.string().trim().min(1, BOM_MESSAGES.colourwayName).max(60, BOM_MESSAGES.colourwayName),
  colours: z
    .record(ref, colourwayColourSchema)
    .refine(
      (r) => Object.keys(r).length <= BOM_LIMITS.coloursPerColourway,
      `At most ${BOM_LIMITS.coloursPerColourway} colours per colourway`,
    )
    .default({}),
});

export const colourwaysUpdateSchema = z
  .array(colourwayInputSchema)
  .max(BOM_LIMITS.colourways, BOM_MESSAGES.colourways)
  .refine(
    (list) => new Set(list.map((c) => c.name.toLowerCase())).size === list.length,
    BOM_MESSAGES.duplicateColourway,
  );

// A colourway as stored and returned: every colour has its Pantone reference; the first is the sample colourway.
export const colourwaySchema = z.object({
  name: z.string(),
  colours: z.record(z.object({ name: z.string(), hex: z.string(), pantone: z.string() })),
  sample: z.boolean().optional(),
});
export type Colourway = z.infer<typeof colourwaySchema>;

// The fields a designer sets on a line (all but ref, origin and provenance).
const lineFields = {
  category: z.enum(BOM_CATEGORIES, {
    errorMap: () => ({ message: `Invalid BOM category: choose one of ${BOM_CATEGORIES.join(', ')}` }),
  }),
  item: z.string().trim().min(1, 'BOM item is required').max(120),
  description: z.string().max(300),
  placement: z.string().max(200),
  supplier: z.string().max(120),
  articleNumber: z.string().max(60),
  unit: z.string().trim().min(1, 'Unit is required').max(20),
  quantity,
  // only where the quantity varies with size (fabric, elastic cut length); null clears it
  quantityBySize: z
    .record(z.string().max(10), quantity)
    .refine((r) => Object.keys(r).length <= 20, 'At most 20 sizes')
    .nullable(),
  color: z.string().max(120),
};

export const bomLineAddSchema = z
  .object({ ...lineFields })
  .partial()
  .required({ category: true, item: true });
export const bomLineEditSchema = z.object({ ...lineFields }).partial();
export type BomLineAdd = z.infer<typeof bomLineAddSchema>;
export type BomLineEdit = z.infer<typeof bomLineEditSchema>;

export const bomEditsSchema = z.object({
  add: z
    .array(bomLineAddSchema)
    .max(BOM_LIMITS.add, `At most ${BOM_LIMITS.add} BOM lines added at once`)
    .optional(),
  edit: z
    .record(ref, bomLineEditSchema)
    .refine(
      (r) => Object.keys(r).length <= BOM_LIMITS.edit,
      `At most ${BOM_LIMITS.edit} BOM lines edited at once`,
    )
    .optional(),
  remove: z
    .array(ref)
    .max(BOM_LIMITS.remove, `At most ${BOM_LIMITS.remove} BOM lines removed at once`)
    .optional(),
});
export type BomEdits = z.infer<typeof bomEditsSchema>;

// The designer's BOM state kept in the pack: lines added, derived lines edited (by their derived ref) and removed.
// `alias` maps a shown ref to its derived ref where an added line took the derived ref first.
export const bomUserSchema = z.object({
  added: z.array(z.record(z.unknown())),
  edits: z.record(z.record(z.unknown())),
  removed: z.array(z.string()),
  alias: z.record(z.string()).optional(),
});
export type BomUser = z.infer<typeof bomUserSchema>;
