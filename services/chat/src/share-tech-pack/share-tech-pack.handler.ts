import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { CHAT_MESSAGE_MAX_LENGTH, type chatShareRequest, type ChatShareResponse } from '@techpack/contracts';
import { AppError } from '@techpack/platform';
import { toView } from '../chat.schema';
import { Conversations, type Designer } from '../conversations/conversations';
import { ShareLinks } from '../conversations/links';

const DEFAULT_SHARE_TEXT = 'I would like to share my tech pack with you.';

// The designer shares a tech pack with the manufacturer: a message (their text or a default one), with the PDF
// link in its text when asked, and a chat.techpack.shared.v1 event.
@Injectable()
export class ShareTechPackHandler {
  constructor(
    @Inject(Conversations) private readonly conversations: Conversations,
    @Inject(ShareLinks) private readonly links: ShareLinks,
  ) {}

  async execute(body: z.infer<typeof chatShareRequest>, designer: Designer): Promise<ChatShareResponse> {
    const text = body.message && body.message.trim().length > 0 ? body.message : DEFAULT_SHARE_TEXT;
    const withLink = body.includePdf
      ? `${text}\n\nTech pack PDF: ${await this.links.pdfLink(designer.origin, body.techPackId)}`
      : text;
    if (withLink.length > CHAT_MESSAGE_MAX_LENGTH + 1000) {
      throw new AppError(
        400,
        'REQUEST.INVALID',
        `Message is too long (maximum ${CHAT_MESSAGE_MAX_LENGTH} characters)`,
      );
    }
    const row = await this.conversations.postDesignerMessage(designer, {
      techPackId: body.techPackId,
      message: withLink,
      share: { includePdf: body.includePdf },
    });
    return {
      success: true,
      message: 'Tech pack shared with manufacturer',
      chatMessage: toView(row),
      pdfUrl: row.pdfUrl,
    };
  }
}
