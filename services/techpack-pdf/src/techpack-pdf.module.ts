import { createHttpApp, type ServiceDefinition, type ServiceDeps } from '@techpack/platform';

// Placeholder until its issue lands: answers health and readiness only.
export const techpackPdfService: ServiceDefinition = {
  name: 'techpack-pdf',
  schema: 'techpack',
  migrations: [],
  async create(deps: ServiceDeps) {
    const app = createHttpApp({ name: 'techpack-pdf', logger: deps.logger, metrics: deps.metrics });
    return { app };
  },
};
