import { createLogger, loadConfig, serviceUrlFromConfig } from '@techpack/platform';
import { createGateway } from './gateway';

const config = loadConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const app = await createGateway({
  logger,
  serviceUrl: serviceUrlFromConfig(config),
  webDist: config.WEB_DIST_DIR,
  trustedProxy: config.TRUSTED_PROXY,
  publicUrl: config.PUBLIC_URL,
  admission: { perClient: config.GATEWAY_CLIENT_CONCURRENCY, queue: config.GATEWAY_CLIENT_QUEUE },
});
await app.listen({ host: config.HOST, port: config.PORT });
logger.info({ port: config.PORT }, 'gateway listening');
