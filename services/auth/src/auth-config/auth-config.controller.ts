import { Controller, Get, Inject } from '@nestjs/common';
import type { AuthConfigResponse } from '@techpack/contracts';
import { CONFIG, type AppConfig } from '@techpack/platform';

@Controller('api/auth')
export class AuthConfigController {
  constructor(@Inject(CONFIG) private readonly config: AppConfig) {}

  // What the sign-in screen needs to know: whether Google sign-in is on, and its client id.
  @Get('config')
  config_(): AuthConfigResponse {
    return { googleClientId: this.config.GOOGLE_CLIENT_ID ?? null };
  }
}
