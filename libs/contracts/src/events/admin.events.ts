import { z } from 'zod';

export const OPERATOR_ACTION_RECORDED = 'admin.operator-action.recorded.v1';

export const operatorActionSchema = z.object({
  actionId: z.string(),
  operator: z.string(),
  action: z.string(),
  targetId: z.string(),
  details: z.record(z.unknown()),
  at: z.string(),
});

export const adminEvents = {
  [OPERATOR_ACTION_RECORDED]: operatorActionSchema,
} as const;
