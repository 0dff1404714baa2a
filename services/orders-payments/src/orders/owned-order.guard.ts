import {
  Inject,
  Injectable,
  createParamDecorator,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { UserClaims } from '@techpack/platform';
import type { OrderRow } from '../orders.schema';
import { OrderStore } from './order-store';

type WithOrder = FastifyRequest & { claims?: UserClaims; order?: OrderRow };

// After UserGuard: the order named by the route (`:id` or `:orderId`) must be the designer's own (404 'Order Not
// Found' otherwise), checked before the body is validated, as the routes always have. The order is then `@OwnedOrder()`.
@Injectable()
export class OwnedOrderGuard implements CanActivate {
  constructor(@Inject(OrderStore) private readonly orders: OrderStore) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithOrder>();
    const params = (request.params ?? {}) as { id?: string; orderId?: string };
    request.order = await this.orders.owned(params.id ?? params.orderId ?? '', request.claims as UserClaims);
    return true;
  }
}

export const OwnedOrder = createParamDecorator((_: unknown, ctx: ExecutionContext): OrderRow => {
  return ctx.switchToHttp().getRequest<WithOrder>().order as OrderRow;
});
