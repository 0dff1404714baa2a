import { Controller, Get, Inject, Param, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { OrderResponse } from '@techpack/contracts';
import { bearerToken, requireUser, TOKENS, type TokenService } from '@techpack/platform';
import { OrderStore } from '../orders/order-store';
import { toPublicOrder } from '../orders/order-view';

@Controller('api/orders')
export class GetOrderController {
  constructor(
    @Inject(OrderStore) private readonly orders: OrderStore,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}

  // GET /api/orders/{id} -> the order with its status history: any order for an operator, else the designer's own
  // (401 without a designer's token, 404 for someone else's order).
  @Get(':id')
  async get(@Param('id') id: string, @Req() request: FastifyRequest): Promise<OrderResponse> {
    const token = bearerToken(request);
    const claims = token ? await this.tokens.verify(token).catch(() => null) : null;
    const order = claims?.role === 'admin' ? await this.orders.byId(id) : await this.orders.owned(id, await requireUser(this.tokens, request));
    return toPublicOrder(order, await this.orders.history(order.id));
  }
}
