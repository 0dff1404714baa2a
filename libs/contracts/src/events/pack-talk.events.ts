import { z } from 'zod';

// A message on a comment thread pinned to a pack (a new thread or a reply): the chat service tells the pack's owner.
export const PACK_COMMENT_POSTED = 'techpack.comment.posted.v1';

export const packCommentPostedSchema = z.object({
  techPackId: z.string(),
  ownerId: z.string(), // the designer whose pack it is
  threadId: z.string(),
  messageId: z.string(),
  kind: z.enum(['thread', 'reply']),
  authorRole: z.enum(['designer', 'operator', 'partner']),
  authorName: z.string(),
  anchorLabel: z.string(),
  excerpt: z.string(), // the message's first 140 characters
  at: z.string(),
});

export const packTalkEvents = {
  [PACK_COMMENT_POSTED]: packCommentPostedSchema,
} as const;
