import { z } from 'zod';
import { FITS, SIZE_LABELS, SIZE_RANGES } from '@techpack/catalog';

// The pack's trade fields: size range and fit, the artwork box of a print, care symbols (ISO 3758 codes).
// Kept here so ./techpack.ts only names them.

export const sizeLabelSchema = z.enum(SIZE_LABELS);
const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { errorMap: () => ({ message: `Invalid ${what}: choose one of ${values.join(', ')}` }) });
export const sizeRangeSchema = oneOf(SIZE_RANGES, 'size range');
export const fitSchema = oneOf(FITS, 'fit');

export const ARTWORK_KINDS = ['placement', 'all-over', 'none'] as const;
export const ARTWORK_METHODS = [
  'water-based screen print',
  'plastisol screen print',
  'DTG',
  'heat transfer',
  'embroidery',
  'digital print (all-over)',
  'sublimation',
  'yarn-dyed',
] as const;
export const artworkInkSchema = z.object({ name: z.string(), hex: z.string(), pantone: z.string() });
export const artworkSchema = z.object({
  kind: z.enum(ARTWORK_KINDS),
  widthCm: z.number().optional(),
  heightCm: z.number().optional(),
  fromHpsCm: z.number().optional(),
  fromCentreFrontCm: z.number().optional(),
  method: z.string().optional(),
  inks: z.array(artworkInkSchema).optional(),
  repeatCm: z.number().optional(),
  note: z.string().optional(),
  provenance: z.enum(['detected', 'estimated', 'standard', 'user']).optional(),
});
export type Artwork = z.infer<typeof artworkSchema>;

// PUT: the designer's artwork box (every field optional; the kind alone switches placement / all-over / none)
export const artworkUpdateSchema = z
  .object({
    kind: oneOf(ARTWORK_KINDS, 'artwork kind'),
    widthCm: z
      .number()
      .min(0.5, 'Artwork width must be 0.5-60 cm')
      .max(60, 'Artwork width must be 0.5-60 cm'),
    heightCm: z
      .number()
      .min(0.5, 'Artwork height must be 0.5-80 cm')
      .max(80, 'Artwork height must be 0.5-80 cm'),
    fromHpsCm: z.number().min(0).max(120),
    fromCentreFrontCm: z.number().min(-40).max(40),
    method: z.string().max(60),
    inks: z
      .array(
        artworkInkSchema.extend({
          name: z.string().max(60),
          hex: z.string().regex(/^#[0-9A-Fa-f]{6}$/),
          pantone: z.string().max(120),
        }),
      )
      .max(12),
  })
  .partial();
