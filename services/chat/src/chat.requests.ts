import { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH } from '@techpack/contracts';
import { BAD_TEXT_MESSAGE, isCleanText } from '@techpack/platform';

const techPackId = z
  .string({ required_error: 'techPackId is required', invalid_type_error: 'techPackId is required' })
  .trim()
  .min(1, 'techPackId is required')
  .max(200, 'techPackId is too long')
  .refine(isCleanText, BAD_TEXT_MESSAGE);

// Stored verbatim (no trimming inside, no HTML processing); only blank text is refused.
export const messageText = z
  .string({ required_error: 'Message is required', invalid_type_error: 'Message must be text' })
  .max(CHAT_MESSAGE_MAX_LENGTH, `Message is too long (maximum ${CHAT_MESSAGE_MAX_LENGTH} characters)`)
  .refine((v) => v.trim().length > 0, 'Message cannot be empty')
  // also read from the partner's and designers' sockets, which do not pass the HTTP layer's check
  .refine(isCleanText, BAD_TEXT_MESSAGE);

export const postMessageRequest = z.object({
  techPackId,
  sender: z.string({ invalid_type_error: 'sender must be text' }).default('user'),
  message: messageText,
  messageType: z
    .string({ invalid_type_error: 'messageType must be text' })
    .default('text')
    .refine((v) => v === 'text', "messageType must be 'text'"),
});

export const directSendRequest = z.object({ techPackId, message: messageText });

export const shareRequest = z.object({
  techPackId,
  message: z
    .string({ invalid_type_error: 'Message must be text' })
    .max(CHAT_MESSAGE_MAX_LENGTH, `Message is too long (maximum ${CHAT_MESSAGE_MAX_LENGTH} characters)`)
    .optional(),
  includePdf: z.boolean({ invalid_type_error: 'includePdf must be true or false' }).optional().default(false),
});

export const operatorReplyRequest = z.object({ techPackId, message: messageText });

const shortText = (name: string) =>
  z.string({ invalid_type_error: `${name} must be text` }).max(200, `${name} is too long`).optional();

export const whatsappRequest = z.object({
  type: z.string({ invalid_type_error: 'type must be text' }).max(50, 'type is too long').optional(),
  orderNumber: shortText('orderNumber'),
  techPackId: shortText('techPackId'),
  email: shortText('email'),
  fabricChoice: shortText('fabricChoice'),
});
