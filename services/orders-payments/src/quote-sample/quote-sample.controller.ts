import { Controller, HttpCode, Inject, Post, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { orderQuoteRequest, type OrderQuoteResponse } from '@techpack/contracts';
import { bearerToken, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { QuoteSampleHandler } from './quote-sample.handler';

@Controller('api/sample')
export class QuoteSampleController {
  constructor(@Inject(QuoteSampleHandler) private readonly handler: QuoteSampleHandler) {}

  // POST /api/sample/quote -> { quote }
  @Post('quote')
  @HttpCode(200)
  @UseGuards(UserGuard)
  quote(
    @CurrentUser() claims: UserClaims,
    @ValidBody(orderQuoteRequest) body: z.infer<typeof orderQuoteRequest>,
    @Req() request: FastifyRequest,
  ): Promise<OrderQuoteResponse> {
    return this.handler.execute(claims, body, bearerToken(request));
  }
}
