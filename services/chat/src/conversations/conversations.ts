import { Inject, Injectable } from '@nestjs/common';
import { AppError, type UserClaims } from '@techpack/platform';
import { toPartner, toView, type MessageRow } from '../chat.schema';
import { LiveHub } from '../live/live.hub';
import { ChatStore } from './chat.store';
import { ShareLinks } from './links';
import { TechPackOwners } from './tech-pack-owners';

// The designer behind a message: their claims and own token (for the owner check), the origin their PDF links
// point at, and the correlation id of their request.
export interface Designer {
  claims: UserClaims;
  token: string;
  origin: string;
  correlationId: string;
}

export interface DesignerMessage {
  techPackId: string;
  message: string;
  // Set when the message shares the tech pack (adds chat.techpack.shared.v1).
  share?: { includePdf: boolean };
  directRequested?: boolean;
}

// The two ways a message enters a conversation, whatever the channel (HTTP or socket): a designer writes about their
// own pack (with a PDF link for the manufacturer), or the manufacturer (partner system or operator) answers. Saved
// with its events, then pushed at once to this instance's sockets.
@Injectable()
export class Conversations {
  constructor(
    @Inject(ChatStore) private readonly store: ChatStore,
    @Inject(TechPackOwners) private readonly owners: TechPackOwners,
    @Inject(ShareLinks) private readonly links: ShareLinks,
    @Inject(LiveHub) private readonly hub: LiveHub,
  ) {}

  async postDesignerMessage(
    { claims, token, origin, correlationId }: Designer,
    input: DesignerMessage,
  ): Promise<MessageRow> {
    await this.owners.assertOwner(input.techPackId, claims, token);
    const row = await this.store.insertMessage(
      {
        techPackId: input.techPackId,
        userId: claims.sub,
        userEmail: claims.email,
        sender: 'user',
        message: input.message,
        author: null,
        pdfUrl: await this.links.pdfLink(origin, input.techPackId),
        share: input.share,
        directRequested: input.directRequested,
      },
      { correlationId, actorId: claims.sub },
    );
    this.afterCommit(row);
    return row;
  }

  async manufacturerReply(
    techPackId: string,
    message: string,
    author: string,
    correlationId: string,
  ): Promise<MessageRow> {
    const owner = await this.store.ownerOf(techPackId);
    if (!owner) throw new AppError(404, 'CHAT.TECHPACK_NOT_FOUND', 'Unknown tech pack');
    const row = await this.store.insertMessage(
      {
        techPackId,
        userId: owner.userId,
        userEmail: owner.email,
        sender: 'manufacturer',
        message,
        author,
        pdfUrl: null,
      },
      { correlationId, actorId: author },
    );
    this.afterCommit(row);
    return row;
  }

  private afterCommit(row: MessageRow): void {
    if (row.sender === 'user') this.hub.pushToPartners(toPartner(row));
    else this.hub.pushToDesigner(row.userId, toView(row));
  }
}
