import { createLogger, loadConfig, serviceUrlFromConfig } from '@techpack/platform';
import { admissionFromConfig, createGateway } from './gateway';

const config = loadConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);
const app = await createGateway({
  logger,
  serviceUrl: serviceUrlFromConfig(config),
  webDist: config.WEB_DIST_DIR,
  trustedProxy: config.TRUSTED_PROXY,
  publicUrl: config.PUBLIC_URL,
  admission: admissionFromConfig(config),
});
await app.listen({ host: config.HOST, port: config.PORT });
logger.info({ port: config.PORT }, 'gateway listening');
