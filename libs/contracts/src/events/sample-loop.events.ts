import { z } from 'zod';

export const FIT_SESSION_RECORDED = 'orders.fit-session.recorded.v1';

// The partner or an operator measured a sample (orders-payments); the designer is told (chat's notifications).
export const fitSessionRecordedSchema = z.object({
  sessionId: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  techPackId: z.string(),
  userId: z.string(),
  revision: z.number().int().nullable(),
  size: z.string(),
  outOfTolerance: z.number().int(),
  measured: z.number().int(),
  createdAt: z.string(),
});

export const sampleLoopEvents = {
  [FIT_SESSION_RECORDED]: fitSessionRecordedSchema,
} as const;
