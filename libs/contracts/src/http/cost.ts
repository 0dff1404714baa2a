import { z } from 'zod';
import { COST_QUANTITY_LIMITS, REGION_IDS } from '@techpack/catalog';

// GET /api/tech-pack/{id}/cost?quantity=300&region=china[&unit=in] -> the should-cost sheet (an estimate), and the
// designer's price overrides kept with the pack (PUT /api/tech-pack/{id} { costOverrides }).

export const COST_MESSAGES = {
  quantity: `quantity must be a whole number of pieces from ${COST_QUANTITY_LIMITS.min} to ${COST_QUANTITY_LIMITS.max}`,
  region: `region must be one of: ${REGION_IDS.join(', ')}`,
  unit: 'unit must be cm or in',
  unitPrice: 'costOverrides.unitPrices: each price must be a number of USD from 0 to 10000',
  unitPriceRef: 'costOverrides.unitPrices: keys are cost line refs such as F1, T2, L1, P1, CUT, OP3 or FIN',
  percent: 'costOverrides: overheadPercent and marginPercent must be numbers from 0 to 100',
  labourRate: 'costOverrides.labourRatePerMinute must be a number of USD from 0 to 10',
} as const;

export const COST_LINE_SOURCES = ['library', 'standard', 'user'] as const;

export const costLineSchema = z.object({
  ref: z.string(),
  category: z.string(),
  item: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number(),
  source: z.enum(COST_LINE_SOURCES),
  total: z.number(),
  // the main fabric line: the materials library's price range, per the line's unit (m or yd)
  range: z.object({ min: z.number(), max: z.number() }).optional(),
  // the key of the garment component the line is for (garment.components); a line of the whole garment (cutting,
  // handling, allowances, finishing, surcharge, overhead, margin) names 'garment' (WHOLE_GARMENT in @techpack/catalog)
  component: z.string().optional(),
});
export type CostLineDto = z.infer<typeof costLineSchema>;

// The operation bulletin the making lines come from: each sewing operation with its elements (machine, minutes),
// handling, allowances, cutting (or knitting) and the finishing lines, the total and the published range it is read
// against.
const minutesLine = z.object({ item: z.string(), minutes: z.number() });
export const operationBulletinSchema = z.object({
  sewing: z.array(
    z.object({
      operation: z.string(),
      component: z.string().optional(),
      elements: z.array(z.object({ name: z.string(), machine: z.string(), smv: z.number() })),
      smv: z.number(),
      matched: z.boolean(),
    }),
  ),
  knitting: minutesLine.optional(),
  sewingMinutes: z.number(),
  handling: z.object({ perOperation: z.number(), minutes: z.number() }),
  allowance: z.object({ percent: z.number(), minutes: z.number() }),
  cutting: minutesLine.extend({ matched: z.boolean() }),
  finishing: z.array(minutesLine.extend({ ref: z.string() })),
  totalMinutes: z.number(),
  range: z.object({ min: z.number(), max: z.number(), source: z.string() }).optional(),
});
export type OperationBulletinDto = z.infer<typeof operationBulletinSchema>;

export const costSheetSchema = z
  .object({
    quantity: z.number().int(),
    region: z.string(),
    currency: z.literal('USD'),
    lines: z.array(costLineSchema),
    fobUnitCost: z.number(),
    unit: z.enum(['cm', 'in']),
    regionName: z.string(),
    moq: z.number(),
    labourRatePerMinute: z.number(),
    standardMinutes: z.number(),
    bulletin: operationBulletinSchema.optional(),
    subtotals: z.record(z.number()),
    notes: z.array(z.string()),
    regions: z.array(
      z.object({ id: z.string(), name: z.string(), moq: z.number(), labourRatePerMinute: z.number() }),
    ),
    estimate: z.literal(true),
  })
  .passthrough();
export type CostSheetDto = z.infer<typeof costSheetSchema>;

export const costQuerySchema = z
  .object({ quantity: z.string().optional(), region: z.string().optional(), unit: z.string().optional() })
  .passthrough();
export type CostQuery = z.infer<typeof costQuerySchema>;

// the operation bulletin's lines: cutting, knitting, sewing operations, handling, allowances, trimming, pressing,
// inspection, packing (FIN: the finishing line of sheets before the bulletin, kept so stored overrides stay valid)
const LINE_REF = /^(?:[A-Z]{1,3}\d{1,3}|CUT|KNT|HND|ALW|TRM|PRS|INS|PCK|FIN|OP\d{1,3})$/;

// PUT /api/tech-pack/{id} { costOverrides }: replaces the pack's overrides as a whole (null clears them).
export const costOverridesSchema = z
  .object({
    unitPrices: z
      .record(
        z.string().regex(LINE_REF, COST_MESSAGES.unitPriceRef),
        z
          .number({ invalid_type_error: COST_MESSAGES.unitPrice })
          .min(0, COST_MESSAGES.unitPrice)
          .max(10_000, COST_MESSAGES.unitPrice),
      )
      .refine(
        (r) => Object.keys(r).length <= 100,
        'costOverrides.unitPrices: at most 100 prices per tech pack',
      ),
    labourRatePerMinute: z
      .number({ invalid_type_error: COST_MESSAGES.labourRate })
      .min(0, COST_MESSAGES.labourRate)
      .max(10, COST_MESSAGES.labourRate),
    overheadPercent: z
      .number({ invalid_type_error: COST_MESSAGES.percent })
      .min(0, COST_MESSAGES.percent)
      .max(100, COST_MESSAGES.percent),
    marginPercent: z
      .number({ invalid_type_error: COST_MESSAGES.percent })
      .min(0, COST_MESSAGES.percent)
      .max(100, COST_MESSAGES.percent),
    // the studio's chosen order quantity and region: the cost page of the PDF and the exports use them
    quantity: z
      .number()
      .int(COST_MESSAGES.quantity)
      .min(COST_QUANTITY_LIMITS.min, COST_MESSAGES.quantity)
      .max(COST_QUANTITY_LIMITS.max, COST_MESSAGES.quantity),
    region: z.enum(REGION_IDS as [string, ...string[]], {
      errorMap: () => ({ message: COST_MESSAGES.region }),
    }),
  })
  .partial()
  .strict();
export type CostOverridesDto = z.infer<typeof costOverridesSchema>;
