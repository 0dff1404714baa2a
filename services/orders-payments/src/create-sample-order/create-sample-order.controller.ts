import { Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { orderCreateRequest, type OrderCreateBody, type OrderResponse } from '@techpack/contracts';
import { bearerToken, CurrentUser, UserGuard, ValidBody, type UserClaims } from '@techpack/platform';
import { earlierSampleOfRevision } from '../orders/earlier-sample';
import { toPublicOrder } from '../orders/order-view';
import { CreateSampleOrderHandler } from './create-sample-order.handler';
import { PackDiffClient } from '../pack-samples/pack-diff.client';
import { changesSinceLastSample } from '../pack-samples/changes-since-sample';
import { IdempotencyKey, IdempotencyKeyGuard } from './idempotency-key.guard';

@Controller('api/sample-order')
export class CreateSampleOrderController {
  constructor(
    @Inject(CreateSampleOrderHandler) private readonly handler: CreateSampleOrderHandler,
    @Inject(PackDiffClient) private readonly diffs: PackDiffClient,
  ) {}

  // POST /api/sample-order -> 201 the order (`idempotent-replayed: true` when an earlier call with its key made it)
  @Post()
  @HttpCode(201)
  @UseGuards(UserGuard, IdempotencyKeyGuard)
  async create(
    @CurrentUser() claims: UserClaims,
    @IdempotencyKey() key: string | null,
    @ValidBody(orderCreateRequest) body: OrderCreateBody,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<OrderResponse> {
    const { order, replayed } = await this.handler.execute(claims, body, key, bearerToken(request));
    if (replayed) reply.header('idempotent-replayed', 'true');
    return {
      ...toPublicOrder(order),
      earlierSampleOfRevision: await earlierSampleOfRevision(this.handler.db, order),
      changesSinceLastSample: await changesSinceLastSample(this.handler.db, this.diffs, order),
    };
  }
}
