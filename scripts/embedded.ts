import { resolve } from 'node:path';
import {
  createInfrastructure,
  loadConfig,
  startService,
  type AppConfig,
  type Infrastructure,
  type RunningService,
  type ServiceName,
} from '@techpack/platform';
import { admissionFromConfig, createGateway } from '@techpack/gateway';
import { adminAnnouncement } from '@techpack/auth';
import { SERVICES } from './services';

export interface EmbeddedApp {
  url: string;
  config: AppConfig;
  infra: Infrastructure;
  services: RunningService[];
  admin: typeof adminAnnouncement.value;
  stop(): Promise<void>;
}

// Embedded mode: one process, every service on its own loopback port, the gateway on PORT.
export async function startEmbedded(
  overrides: Record<string, string | undefined> = {},
): Promise<EmbeddedApp> {
  const config = loadConfig(overrides);
  const infra = await createInfrastructure(config, 'techpack');
  const urls = new Map<ServiceName, string>();
  const serviceUrl = (name: ServiceName) => {
    const url = urls.get(name);
    if (!url) throw new Error(`service ${name} not started`);
    return url;
  };
  const services: RunningService[] = [];
  for (const def of SERVICES) {
    const running = await startService(def, infra, { serviceUrl });
    urls.set(def.name, running.url);
    services.push(running);
  }
  const gateway = await createGateway({
    logger: infra.logger.child({ service: 'gateway' }),
    serviceUrl,
    webDist: config.WEB_DIST_DIR ?? resolve('frontends/dist'),
    trustedProxy: config.TRUSTED_PROXY,
    publicUrl: config.PUBLIC_URL,
    admission: admissionFromConfig(config),
    tokens: infra.tokens,
    partnerKey: config.MANUFACTURER_API_KEY,
  });
  const address = await gateway.listen({ host: config.HOST, port: config.PORT });
  const port = new URL(address).port;
  return {
    url: `http://localhost:${port}`,
    config,
    infra,
    services,
    admin: adminAnnouncement.value,
    async stop() {
      await gateway.close();
      for (const s of [...services].reverse()) await s.stop().catch(() => undefined);
      await infra.close();
    },
  };
}
