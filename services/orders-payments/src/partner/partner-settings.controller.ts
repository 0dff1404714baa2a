import {
  Controller,
  Get,
  Inject,
  Injectable,
  Put,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { partnerSettingsRequest, type PartnerSettings } from '@techpack/contracts';
import {
  AppError,
  bearerToken,
  CONFIG,
  TOKENS,
  ValidBody,
  type AppConfig,
  type TokenService,
} from '@techpack/platform';
import { Actor, sameKey } from './partner.guard';
import { PartnerSettingsStore } from './partner-settings';

// The partner's key, or an operator's token (the admin app sets it for the partner); a designer's token answers 403.
@Injectable()
export class PartnerSettingsGuard implements CanActivate {
  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}
  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest & { actor?: string }>();
    const token = bearerToken(request);
    const required = () =>
      new AppError(
        401,
        'PARTNER.AUTH_REQUIRED',
        'Manufacturer API key required (Authorization: Bearer <MANUFACTURER_API_KEY>)',
      );
    if (!token) throw required();
    if (sameKey(token, this.config.MANUFACTURER_API_KEY)) {
      request.actor = 'partner';
      return true;
    }
    const claims = await this.tokens.verify(token).catch(() => null);
    if (!claims) throw required();
    if (claims.role !== 'admin')
      throw new AppError(
        403,
        'PARTNER.FORBIDDEN',
        "Only the manufacturing partner or an operator may change the partner's settings",
      );
    request.actor = `admin:${claims.username}`;
    return true;
  }
}

// The manufacturing partner's own language: the language of what the partner opens when the pack sets none.
@Controller('api/manufacturer/settings')
@UseGuards(PartnerSettingsGuard)
export class PartnerSettingsController {
  constructor(@Inject(PartnerSettingsStore) private readonly settings: PartnerSettingsStore) {}

  // GET /api/manufacturer/settings -> { language, updatedAt, updatedBy }
  @Get()
  get(): Promise<PartnerSettings> {
    return this.settings.get();
  }

  // PUT /api/manufacturer/settings { language: en | zh-Hans | vi } -> the settings (400 naming the languages)
  @Put()
  put(
    @Actor() actor: string,
    @ValidBody(partnerSettingsRequest) body: z.infer<typeof partnerSettingsRequest>,
  ): Promise<PartnerSettings> {
    return this.settings.set(body.language, actor);
  }
}
