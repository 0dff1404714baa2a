import { z } from 'zod';

export const MESSAGE_POSTED = 'chat.message.posted.v1';
export const TECHPACK_SHARED = 'chat.techpack.shared.v1';
export const MESSAGE_DELIVERED = 'chat.message.delivered.v1';

// Limits shared by the chat API, the partner namespace and the chat UI.
export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_SENDERS = ['user', 'manufacturer'] as const;

// Every chat message, from a designer ('user') or the manufacturer (partner system or an operator).
export const messagePostedSchema = z.object({
  messageId: z.string(),
  techPackId: z.string(),
  // Owner of the conversation (the designer), also for manufacturer replies.
  userId: z.string(),
  userEmail: z.string(),
  sender: z.string(),
  message: z.string(),
  messageType: z.string(),
  sentAt: z.string(),
  // Who wrote a manufacturer reply: 'partner' for the partner system, 'admin:<username>' for an operator.
  author: z.string().nullable().optional(),
  // Share link to the tech pack PDF sent to the partner with designer messages.
  pdfUrl: z.string().nullable().optional(),
});

export const techPackSharedSchema = z.object({
  messageId: z.string(),
  techPackId: z.string(),
  userId: z.string(),
  includePdf: z.boolean(),
  sharedAt: z.string(),
});

// The partner system acknowledged a designer message.
export const messageDeliveredSchema = z.object({
  messageId: z.string(),
  techPackId: z.string(),
  deliveredAt: z.string(),
  userId: z.string().optional(),
});

export const chatEvents = {
  [MESSAGE_POSTED]: messagePostedSchema,
  [TECHPACK_SHARED]: techPackSharedSchema,
  [MESSAGE_DELIVERED]: messageDeliveredSchema,
} as const;
