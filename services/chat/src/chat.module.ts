import { Module } from '@nestjs/common';
import { defineNestService } from '@techpack/platform';
import { CHAT_SCHEMA } from './chat.schema';
import { chatMigrations } from './chat.migrations';
import { ChatStore } from './conversations/chat.store';
import { Conversations } from './conversations/conversations';
import { ShareLinks } from './conversations/links';
import { TechPackOwners } from './conversations/tech-pack-owners';
import { LiveHub } from './live/live.hub';
import { LiveCommandRoutes } from './live/live-commands';
import { LiveEventsController } from './live/live-events.controller';
import { ListMyMessagesController } from './list-my-messages/list-my-messages.controller';
import { PostMessageController } from './post-message/post-message.controller';
import { PostMessageHandler } from './post-message/post-message.handler';
import { SendDirectMessageController } from './send-direct-message/send-direct-message.controller';
import { SendDirectMessageHandler } from './send-direct-message/send-direct-message.handler';
import { ShareTechPackController } from './share-tech-pack/share-tech-pack.controller';
import { ShareTechPackHandler } from './share-tech-pack/share-tech-pack.handler';
import { SendLiveMessageHandler } from './send-live-message/send-live-message.handler';
import { PartnerReplyHandler } from './partner-reply/partner-reply.handler';
import { OperatorReplyController } from './operator-reply/operator-reply.controller';
import { OperatorReplyHandler } from './operator-reply/operator-reply.handler';
import { ManufacturerConversationsController } from './manufacturer-conversations/manufacturer-conversations.controller';
import { PartnerStatusController } from './partner-status/partner-status.controller';
import { GenerateWhatsappLinkController } from './generate-whatsapp-link/generate-whatsapp-link.controller';
import { RecordTechPackOwnerController } from './record-techpack-owner/record-techpack-owner.controller';
import { NotificationsController } from './notifications/notifications.controller';
import { NotificationsHandler } from './notifications/notifications.handler';
import { ProjectNotificationsController } from './notifications/project-notifications.controller';
import { ProjectCommentNotificationsController } from './notifications/project-comment-notifications.controller';

// The chat service: designers' conversations about their tech packs with the manufacturer (HTTP and the designers'
// sockets), the manufacturer's partner system (its socket namespace), operators answering from the admin dashboard,
// and the support link. One folder per use case; what they share is in conversations/ (the store, the owner check,
// the PDF links) and live/ (socket.io and its bus feed).
@Module({
  controllers: [
    ListMyMessagesController,
    PostMessageController,
    SendDirectMessageController,
    ShareTechPackController,
    OperatorReplyController,
    ManufacturerConversationsController,
    PartnerStatusController,
    GenerateWhatsappLinkController,
    // event handlers
    RecordTechPackOwnerController,
    LiveEventsController,
    NotificationsController,
    ProjectNotificationsController,
    ProjectCommentNotificationsController,
  ],
  providers: [
    ChatStore,
    TechPackOwners,
    ShareLinks,
    Conversations,
    LiveHub,
    LiveCommandRoutes,
    PostMessageHandler,
    SendDirectMessageHandler,
    ShareTechPackHandler,
    SendLiveMessageHandler,
    PartnerReplyHandler,
    OperatorReplyHandler,
    NotificationsHandler,
  ],
})
export class ChatModule {}

export const chatService = defineNestService({
  name: 'chat',
  schema: CHAT_SCHEMA,
  migrations: chatMigrations,
  module: ChatModule,
});
