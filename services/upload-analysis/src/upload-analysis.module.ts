import { createHttpApp, type ServiceDefinition, type ServiceDeps } from '@techpack/platform';

// Placeholder until its issue lands: answers health and readiness only.
export const uploadAnalysisService: ServiceDefinition = {
  name: 'upload-analysis',
  schema: 'upload_analysis',
  migrations: [],
  async create(deps: ServiceDeps) {
    const app = createHttpApp({ name: 'upload-analysis', logger: deps.logger, metrics: deps.metrics });
    return { app };
  },
};
