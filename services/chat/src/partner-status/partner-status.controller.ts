import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { ChatPartnerStatusResponse } from '@techpack/contracts';
import { AdminGuard, CONFIG, type AppConfig } from '@techpack/platform';
import { ChatStore } from '../conversations/chat.store';
import { LiveHub } from '../live/live.hub';

@Controller('api/manufacturer')
export class PartnerStatusController {
  constructor(
    @Inject(ChatStore) private readonly store: ChatStore,
    @Inject(LiveHub) private readonly hub: LiveHub,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  // GET /api/manufacturer/status -> is the partner system connected, is it configured, how many messages wait
  @Get('status')
  @UseGuards(AdminGuard)
  async status(): Promise<ChatPartnerStatusResponse> {
    return {
      partnerConnected: this.hub.partnerConnected(),
      configured: !!this.config.MANUFACTURER_API_KEY,
      queued: (await this.store.queued(10_000)).length,
    };
  }
}
