import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { chatDirectSendRequest, chatPartnerReplyRequest } from '@techpack/contracts';
import { ZodPipe } from '@techpack/platform';
import { PartnerReplyHandler } from '../partner-reply/partner-reply.handler';
import { SendLiveMessageHandler } from '../send-live-message/send-live-message.handler';
import { LiveHub } from './live.hub';

// The sockets' controller: what they ask for is validated with the contracts' schemas (a bad message is a 400-style
// error in the acknowledgement, as on HTTP) and goes to its use case: a designer's 'message:send', the partner's 'reply'.
@Injectable()
export class LiveCommandRoutes implements OnModuleInit {
  private readonly designerMessage = new ZodPipe(chatDirectSendRequest);
  private readonly partnerMessage = new ZodPipe(chatPartnerReplyRequest);

  constructor(
    @Inject(LiveHub) private readonly hub: LiveHub,
    @Inject(SendLiveMessageHandler) private readonly designerSend: SendLiveMessageHandler,
    @Inject(PartnerReplyHandler) private readonly partnerReply: PartnerReplyHandler,
  ) {}

  onModuleInit(): void {
    this.hub.handle({
      designerSend: async (claims, token, origin, body) =>
        this.designerSend.execute(claims, token, origin, this.designerMessage.transform(body)),
      partnerReply: async (body) => this.partnerReply.execute(this.partnerMessage.transform(body)),
    });
  }
}
