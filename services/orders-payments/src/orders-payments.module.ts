import { createHttpApp, type ServiceDefinition, type ServiceDeps } from '@techpack/platform';

// Placeholder until its issue lands: answers health and readiness only.
export const ordersPaymentsService: ServiceDefinition = {
  name: 'orders-payments',
  schema: 'orders',
  migrations: [],
  async create(deps: ServiceDeps) {
    const app = createHttpApp({ name: 'orders-payments', logger: deps.logger, metrics: deps.metrics });
    return { app };
  },
};
