import type { z } from 'zod';
import { authEvents } from './events/auth.events';
import { uploadEvents } from './events/upload.events';
import { techpackEvents } from './events/techpack.events';
import { chatEvents } from './events/chat.events';
import { ordersEvents } from './events/orders.events';
import { adminEvents } from './events/admin.events';
import { sampleLoopEvents } from './events/sample-loop.events';
import { packTalkEvents } from './events/pack-talk.events';

export * from './envelope';
export * from './features';
export * from './text';
export * from './http/techpack';
export * from './http/errors';
export * from './http/auth';
export * from './http/upload';
export * from './http/techpack-service';
export * from './http/cost';
export * from './export';
export * from './http/chat';
export * from './http/orders';
export * from './http/admin';
export * from './http/sample-loop';
export * from './http/partner-language';
export * from './http/pack-talk';
export * from './http/pattern';
export * from './events/auth.events';
export * from './events/upload.events';
export * from './events/techpack.events';
export * from './events/chat.events';
export * from './events/orders.events';
export * from './events/admin.events';
export * from './events/sample-loop.events';
export * from './events/pack-talk.events';

// The event map: every topic and the schema its payload must satisfy.
export const eventSchemas = {
  ...authEvents,
  ...uploadEvents,
  ...techpackEvents,
  ...chatEvents,
  ...ordersEvents,
  ...adminEvents,
  ...sampleLoopEvents,
  ...packTalkEvents,
} as const;

export type EventType = keyof typeof eventSchemas;
export type EventPayload<T extends EventType> = z.infer<(typeof eventSchemas)[T]>;
export const ALL_TOPICS = Object.keys(eventSchemas) as EventType[];
export const DEAD_LETTER_TOPIC = 'platform.dead-letter.v1';
