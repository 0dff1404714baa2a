import { createHttpApp, type ServiceDefinition, type ServiceDeps } from '@techpack/platform';

// Placeholder until its issue lands: answers health and readiness only.
export const chatService: ServiceDefinition = {
  name: 'chat',
  schema: 'chat',
  migrations: [],
  async create(deps: ServiceDeps) {
    const app = createHttpApp({ name: 'chat', logger: deps.logger, metrics: deps.metrics });
    return { app };
  },
};
