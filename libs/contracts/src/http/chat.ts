import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '../events/chat.events';
import { BAD_TEXT_MESSAGE, isCleanText } from '../text';

// HTTP contract of the chat service (/api/chat/*, /api/direct/send-message, /api/whatsapp/generate-message,
// /api/manufacturer/*) and of the messages its sockets accept: request schemas (the controllers' validation pipes),
// response schemas and error codes. Messages as the product spec words them.

// Text the database can hold (../text.ts). HTTP bodies are already checked by the platform's HTTP layer; socket
// messages (the designers' and the partner's) only pass this check.

const techPackId = z
  .string({ required_error: 'techPackId is required', invalid_type_error: 'techPackId is required' })
  .trim()
  .min(1, 'techPackId is required')
  .max(200, 'techPackId is too long')
  .refine(isCleanText, BAD_TEXT_MESSAGE);

// Stored verbatim (no trimming inside, no HTML processing); only blank text is refused.
export const chatMessageText = z
  .string({ required_error: 'Message is required', invalid_type_error: 'Message must be text' })
  .max(CHAT_MESSAGE_MAX_LENGTH, `Message is too long (maximum ${CHAT_MESSAGE_MAX_LENGTH} characters)`)
  .refine((v) => v.trim().length > 0, 'Message cannot be empty')
  .refine(isCleanText, BAD_TEXT_MESSAGE);

// POST /api/chat/messages
export const chatPostMessageRequest = z.object({
  techPackId,
  sender: z.string({ invalid_type_error: 'sender must be text' }).default('user'),
  message: chatMessageText,
  messageType: z
    .string({ invalid_type_error: 'messageType must be text' })
    .default('text')
    .refine((v) => v === 'text', "messageType must be 'text'"),
});
export type ChatPostMessageRequest = z.input<typeof chatPostMessageRequest>;

// POST /api/direct/send-message, and the designer socket's 'message:send'
export const chatDirectSendRequest = z.object({ techPackId, message: chatMessageText });
export type ChatDirectSendRequest = z.input<typeof chatDirectSendRequest>;

// POST /api/chat/share-tech-pack
export const chatShareRequest = z.object({
  techPackId,
  message: z
    .string({ invalid_type_error: 'Message must be text' })
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message is too long (maximum ${CHAT_MESSAGE_MAX_LENGTH} characters)`)
    .optional(),
  includePdf: z.boolean({ invalid_type_error: 'includePdf must be true or false' }).optional().default(false),
});
export type ChatShareRequest = z.input<typeof chatShareRequest>;

// POST /api/manufacturer/reply (an operator answers as the manufacturer)
export const chatOperatorReplyRequest = z.object({ techPackId, message: chatMessageText });
export type ChatOperatorReplyRequest = z.input<typeof chatOperatorReplyRequest>;

// The partner socket's 'reply' ({ techPackId, message, replyTo? })
export const chatPartnerReplyRequest = z.object({
  techPackId: z
    .string({ required_error: 'techPackId is required' })
    .min(1, 'techPackId is required')
    .max(200),
  message: chatMessageText,
  replyTo: z.string().max(100).optional(),
});
export type ChatPartnerReplyRequest = z.input<typeof chatPartnerReplyRequest>;

// What the partner socket ('/manufacturer') receives for every designer message, acknowledged by its id.
export interface PartnerMessage {
  id: string;
  seq: number;
  techPackId: string;
  sender: string;
  message: string;
  messageType: string;
  sentAt: string;
  pdfUrl: string | null;
  user: { id: string; email: string };
}

const shortText = (name: string) =>
  z
    .string({ invalid_type_error: `${name} must be text` })
    .max(200, `${name} is too long`)
    .optional();

// POST /api/whatsapp/generate-message
export const chatWhatsappRequest = z.object({
  type: z.string({ invalid_type_error: 'type must be text' }).max(50, 'type is too long').optional(),
  orderNumber: shortText('orderNumber'),
  techPackId: shortText('techPackId'),
  email: shortText('email'),
  fabricChoice: shortText('fabricChoice'),
});
export type ChatWhatsappRequest = z.input<typeof chatWhatsappRequest>;

// A message as the API and the sockets show it (spec: id, techPackId, sender, message, sentAt, messageType).
export const chatMessageResponse = z.object({
  id: z.string(),
  techPackId: z.string(),
  sender: z.string(),
  message: z.string(),
  messageType: z.string(),
  sentAt: z.string(),
  status: z.enum(['sent', 'delivered']),
  deliveredAt: z.string().nullable(),
  user: z.object({ email: z.string() }),
});
export type ChatMessageResponse = z.infer<typeof chatMessageResponse>;

// GET /api/chat/messages/user (oldest first)
export const chatMessagesResponse = z.array(chatMessageResponse);

// POST /api/direct/send-message
export const chatDirectSendResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  messageId: z.string(),
  status: z.enum(['delivered', 'queued']),
});
export type ChatDirectSendResponse = z.infer<typeof chatDirectSendResponse>;

// POST /api/chat/share-tech-pack -> 201
export const chatShareResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  chatMessage: chatMessageResponse,
  pdfUrl: z.string().nullable(),
});
export type ChatShareResponse = z.infer<typeof chatShareResponse>;

// POST /api/whatsapp/generate-message
export const chatWhatsappResponse = z.object({ success: z.literal(true), url: z.string() });
export type ChatWhatsappResponse = z.infer<typeof chatWhatsappResponse>;

// A message in the operators' view: who wrote a manufacturer reply ('partner', 'admin:<username>', null for designers).
export const chatOperatorMessageResponse = chatMessageResponse.extend({ author: z.string().nullable() });
export type ChatOperatorMessageResponse = z.infer<typeof chatOperatorMessageResponse>;

// POST /api/manufacturer/reply -> 201
export const chatOperatorReplyResponse = z.object({
  success: z.literal(true),
  message: chatOperatorMessageResponse,
});
export type ChatOperatorReplyResponse = z.infer<typeof chatOperatorReplyResponse>;

// GET /api/manufacturer/conversations (newest first, at most 500)
export const chatConversationSummary = z.object({
  techPackId: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  messages: z.number(),
  queued: z.number(),
  lastMessage: z.string(),
  lastSender: z.string(),
  lastAt: z.string(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummary>;
export const chatConversationsResponse = z.array(chatConversationSummary);

// GET /api/manufacturer/conversations/:techPackId (oldest first, the latest 1000)
export const chatConversationResponse = z.array(chatOperatorMessageResponse);

// GET /api/manufacturer/status
export const chatPartnerStatusResponse = z.object({
  partnerConnected: z.boolean(),
  configured: z.boolean(),
  queued: z.number(),
});
export type ChatPartnerStatusResponse = z.infer<typeof chatPartnerStatusResponse>;

// Codes the chat routes answer besides the platform's (PLATFORM_ERROR_CODES) and the auth guards'
// (AUTH.REQUIRED for designers, ADMIN.* for operators).
export const CHAT_ERROR_CODES = [
  // the pack does not exist or is not the caller's (404; also a partner/operator reply to an unknown pack)
  'CHAT.TECHPACK_NOT_FOUND',
  // a designer tried to post as someone else than 'user' (403)
  'CHAT.SENDER_FORBIDDEN',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];
