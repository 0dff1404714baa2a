import { Controller, HttpCode, Inject, Post } from '@nestjs/common';
import type { z } from 'zod';
import { chatWhatsappRequest, type ChatWhatsappResponse } from '@techpack/contracts';
import { CONFIG, ValidBody, type AppConfig } from '@techpack/platform';
import { whatsappText, whatsappUrl } from './whatsapp-text';

@Controller('api/whatsapp')
export class GenerateWhatsappLinkController {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  // POST /api/whatsapp/generate-message -> 200 { success, url }: the messaging-app link to support, text prefilled
  @Post('generate-message')
  @HttpCode(200)
  generate(@ValidBody(chatWhatsappRequest) body: z.infer<typeof chatWhatsappRequest>): ChatWhatsappResponse {
    return { success: true, url: whatsappUrl(this.config.SUPPORT_PHONE, whatsappText(body)) };
  }
}
