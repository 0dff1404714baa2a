import { z } from 'zod';

// The one envelope every event travels in, whatever the transport.
export const eventEnvelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  occurredAt: z.string(),
  aggregateId: z.string().min(1),
  correlationId: z.string().min(1),
  causationId: z.string().optional(),
  actorId: z.string().optional(),
  payload: z.unknown(),
});

export interface EventEnvelope<T = unknown> {
  id: string;
  type: string;
  occurredAt: string;
  aggregateId: string;
  correlationId: string;
  causationId?: string;
  actorId?: string;
  payload: T;
}

export interface EventMeta {
  correlationId: string;
  causationId?: string;
  actorId?: string;
}
