import { createHttpApp, type ServiceDefinition, type ServiceDeps } from '@techpack/platform';

// Placeholder until its issue lands: answers health and readiness only.
export const adminService: ServiceDefinition = {
  name: 'admin',
  schema: 'admin',
  migrations: [],
  async create(deps: ServiceDeps) {
    const app = createHttpApp({ name: 'admin', logger: deps.logger, metrics: deps.metrics });
    return { app };
  },
};
