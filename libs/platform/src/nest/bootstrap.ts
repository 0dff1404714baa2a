import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { INestApplicationContext, Type } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { createHttpApp } from '../http';
import type { MigrationSet } from '../migrations';
import type { ServiceDefinition, ServiceDeps, ServiceInstance, ServiceName } from '../service';
import { EventBusTransport } from './event-transport';
import { PlatformErrorFilter } from './http';
import { NestPinoLogger } from './logger';
import { PlatformModule } from './platform.module';

export interface NestServiceOptions {
  name: ServiceName;
  // Postgres schema owned by the service, and its migrations.
  schema: string;
  migrations: MigrationSet;
  // The service's module: its use-case controllers, event handlers and ports.
  module: Type<unknown>;
  bodyLimit?: number;
  // Readiness checks beyond the database and the event bus (GET /ready).
  ready?: (deps: ServiceDeps) => Promise<Record<string, boolean>>;
  // Fastify plugins the service needs before its routes (multipart uploads).
  registerPlugins?: (http: FastifyInstance) => Promise<void>;
  // Work that must wait until the event handlers are subscribed (a read model catching up from the event log
  // without missing what is published meanwhile). Nest has no lifecycle hook after its microservices listen.
  afterStart?: (app: INestApplicationContext) => Promise<void>;
}

// A service as a NestJS application: Fastify for HTTP (the platform's app: health, readiness, metrics, request ids,
// the text guard, the error shape) and the platform's event bus as its microservice transport. The process runner
// (runtime.ts) starts it like any service: listen, then start() subscribes the event handlers.
export function defineNestService(options: NestServiceOptions): ServiceDefinition {
  return {
    name: options.name,
    schema: options.schema,
    migrations: options.migrations,
    async create(deps: ServiceDeps): Promise<ServiceInstance> {
      const http = createHttpApp({
        name: options.name,
        logger: deps.logger,
        metrics: deps.metrics,
        bodyLimit: options.bodyLimit,
        errorHandlers: false,
        ready: async () => ({
          database: await deps.database.ping(),
          events: await deps.bus.healthy(),
          ...(options.ready ? await options.ready(deps) : {}),
        }),
      });
      if (options.registerPlugins) await options.registerPlugins(http);
      const app = await NestFactory.create<NestFastifyApplication>(
        { module: class ServiceRoot {}, imports: [PlatformModule.forService(deps, http), options.module] },
        new FastifyAdapter(http as never),
        // bodyParser off: the platform's app already parses JSON within bounds (json-body.ts); Nest's own parser
        // would replace it with one that reads and parses whole bodies
        { logger: new NestPinoLogger(deps.logger), abortOnError: false, bodyParser: false },
      );
      // One filter for both sides: HTTP errors answer `{ message, code }` (unknown routes and Fastify's own errors
      // included: Nest routes them here), event handler errors go back to the bus unchanged.
      app.useGlobalFilters(new PlatformErrorFilter());
      const transport = new EventBusTransport(deps.bus, options.name, deps.instanceId, deps.logger);
      app.connectMicroservice({ strategy: transport }, { inheritAppConfig: true });
      await app.init();
      return {
        app: http,
        start: async () => {
          await app.startAllMicroservices();
          if (options.afterStart) await options.afterStart(app);
        },
        stop: async () => {
          await transport.close();
          await app.close();
        },
      };
    },
  };
}
