import { Global, Module, type DynamicModule } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { ServiceDeps } from '../service';
import { EventsClient } from './event-transport';
import { ServiceClient } from './service-client';
import {
  CLOCK,
  CONFIG,
  DATABASE,
  EVENT_BUS,
  EVENTS,
  HTTP_SERVER,
  LOGGER,
  METRICS,
  SCHEMA,
  SERVICE_URL,
  STORAGE,
  TOKENS,
  systemClock,
} from './tokens';

// The ports every service gets, as providers. Which adapter stands behind each (PGlite or PostgreSQL, the in-process
// bus or Kafka, files or MinIO) is decided once, from configuration, by createInfrastructure (runtime.ts); a service's
// own ports (the analyzer, the payment provider) are chosen in its module from the same configuration.
@Global()
@Module({})
export class PlatformModule {
  static forService(deps: ServiceDeps, http: FastifyInstance): DynamicModule {
    const providers = [
      { provide: CONFIG, useValue: deps.config },
      { provide: LOGGER, useValue: deps.logger },
      { provide: DATABASE, useValue: deps.database },
      { provide: SCHEMA, useValue: deps.schema },
      { provide: EVENT_BUS, useValue: deps.bus },
      { provide: EVENTS, useValue: new EventsClient(deps.outbox, deps.database) },
      { provide: STORAGE, useValue: deps.storage },
      { provide: TOKENS, useValue: deps.tokens },
      { provide: METRICS, useValue: deps.metrics },
      { provide: CLOCK, useValue: systemClock },
      { provide: SERVICE_URL, useValue: deps.serviceUrl },
      { provide: HTTP_SERVER, useValue: http },
    ];
    return {
      module: PlatformModule,
      global: true,
      providers: [...providers, ServiceClient],
      exports: [...providers.map((p) => p.provide), ServiceClient],
    };
  }
}
