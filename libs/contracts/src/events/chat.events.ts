import { z } from 'zod';

export const MESSAGE_POSTED = 'chat.message.posted.v1';
export const TECHPACK_SHARED = 'chat.techpack.shared.v1';
export const MESSAGE_DELIVERED = 'chat.message.delivered.v1';

export const messagePostedSchema = z.object({
  messageId: z.string(),
  techPackId: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  sender: z.string(),
  message: z.string(),
  messageType: z.string(),
  sentAt: z.string(),
});

export const techPackSharedSchema = z.object({
  messageId: z.string(),
  techPackId: z.string(),
  userId: z.string(),
  includePdf: z.boolean(),
  sharedAt: z.string(),
});

export const messageDeliveredSchema = z.object({
  messageId: z.string(),
  techPackId: z.string(),
  deliveredAt: z.string(),
});

export const chatEvents = {
  [MESSAGE_POSTED]: messagePostedSchema,
  [TECHPACK_SHARED]: techPackSharedSchema,
  [MESSAGE_DELIVERED]: messageDeliveredSchema,
} as const;
