import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { PartnerReplyHandler } from '../partner-reply/partner-reply.handler';
import { SendLiveMessageHandler } from '../send-live-message/send-live-message.handler';
import { LiveHub } from './live.hub';

// What the sockets ask for goes to its use case: a designer's 'message:send', the partner's 'reply'.
@Injectable()
export class LiveCommandRoutes implements OnModuleInit {
  constructor(
    @Inject(LiveHub) private readonly hub: LiveHub,
    @Inject(SendLiveMessageHandler) private readonly designerSend: SendLiveMessageHandler,
    @Inject(PartnerReplyHandler) private readonly partnerReply: PartnerReplyHandler,
  ) {}

  onModuleInit(): void {
    this.hub.handle({
      designerSend: (claims, token, origin, body) => this.designerSend.execute(claims, token, origin, body),
      partnerReply: (body) => this.partnerReply.execute(body),
    });
  }
}
