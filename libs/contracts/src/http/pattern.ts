import { z } from 'zod';

// GET /api/tech-pack/{id}/pattern: the pattern drafted from the pack (docs/patterns.md).
export const PATTERN_CHECK_STATUSES = ['in', 'out', 'not drafted'] as const;

export const patternCheckRowSchema = z.object({
  size: z.string(),
  key: z.string(), // the POM key, e.g. 'chestWidth'
  code: z.string(), // 'A4'
  name: z.string(),
  spec: z.number(), // cm
  measured: z.number().nullable(), // cm, measured on the pattern's seam lines; null where no line measures it
  diff: z.number().nullable(),
  tolerance: z.number(),
  status: z.enum(PATTERN_CHECK_STATUSES),
  note: z.string().optional(), // why a row is out or not drafted
});
export type PatternCheckRow = z.infer<typeof patternCheckRowSchema>;

export const patternPieceSchema = z.object({
  name: z.string(),
  component: z.string(),
  cut: z.number().int(),
  onFold: z.boolean(),
  grain: z.string(),
  notches: z.number().int(),
  widthCm: z.number(),
  heightCm: z.number(),
});

export const patternSchema = z.object({
  design: z.string(), // the FreeSewing design: teagan, simon, titan, penelope
  designLabel: z.string(),
  garmentType: z.string(),
  revision: z.number().int(),
  styleNumber: z.string(),
  sizes: z.array(z.string()),
  baseSize: z.string(),
  pieces: z.array(patternPieceSchema), // at the sample size
  // the garment's cut components the design has no piece for (never dropped silently)
  notDrafted: z.array(z.object({ component: z.string(), name: z.string(), reason: z.string() })),
  summary: z.object({ in: z.number().int(), out: z.number().int(), notDrafted: z.number().int() }),
  check: z.array(patternCheckRowSchema), // rows out of tolerance first
  // the main fabric per garment from the marker of each size (the BOM line and the cost sheet follow it)
  consumption: z
    .object({
      ref: z.string(),
      widthCm: z.number(),
      source: z.literal('from marker'),
      bySize: z.record(z.number()),
      efficiencyBySize: z.record(z.number()),
    })
    .nullable(),
});
export type PatternAnswer = z.infer<typeof patternSchema>;

export const patternMarkerSchema = z.object({
  size: z.string(),
  revision: z.number().int(),
  widthCm: z.number(),
  lengthCm: z.number(),
  lengthM: z.number(),
  efficiency: z.number(), // % of the marker's area the pieces cover
  pieces: z.number().int(),
  placements: z.array(
    z.object({
      name: z.string(),
      x: z.number(),
      y: z.number(),
      width: z.number(),
      height: z.number(),
      outline: z.array(z.tuple([z.number(), z.number()])),
    }),
  ),
});
export type PatternMarker = z.infer<typeof patternMarkerSchema>;
