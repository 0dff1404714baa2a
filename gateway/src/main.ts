import {
  TokenService,
  createLogger,
  loadConfig,
  resolveJwtSecret,
  serviceUrlFromConfig,
} from '@techpack/platform';
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
  // the same secret as the services (JWT_SECRET, or the one kept in DATA_DIR): sessions are checked before bodies are read
  partnerKey: config.MANUFACTURER_API_KEY,
  tokens: new TokenService(resolveJwtSecret(config), config.JWT_TTL_SECONDS, config.ADMIN_JWT_TTL_SECONDS),
});
await app.listen({ host: config.HOST, port: config.PORT });
logger.info({ port: config.PORT }, 'gateway listening');
