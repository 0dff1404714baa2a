import type { FastifyInstance } from 'fastify';
import type client from 'prom-client';
import type { AppConfig } from './config';
import type { DatabaseHandle, Migration } from './database';
import type { EventBus } from './events';
import type { ObjectStorage } from './storage';
import type { Logger } from './logger';
import type { TokenService } from './auth';
import type { Outbox } from './outbox';

export type ServiceName = 'auth' | 'upload-analysis' | 'techpack-pdf' | 'chat' | 'orders-payments' | 'admin';

export const SERVICE_NAMES: ServiceName[] = [
  'auth',
  'upload-analysis',
  'techpack-pdf',
  'chat',
  'orders-payments',
  'admin',
];

export interface ServiceDeps {
  config: AppConfig;
  logger: Logger;
  database: DatabaseHandle;
  schema: string;
  bus: EventBus;
  outbox: Outbox;
  storage: ObjectStorage;
  tokens: TokenService;
  metrics: client.Registry;
  // Base URL of another service's API (for the few calls that need an answer now).
  serviceUrl(name: ServiceName): string;
  // A unique id for this process instance (Kafka reply groups, logs).
  instanceId: string;
}

export interface ServiceInstance {
  app: FastifyInstance;
  // Subscriptions and background work; called after the HTTP server listens.
  start?(): Promise<void>;
  stop?(): Promise<void>;
}

export interface ServiceDefinition {
  name: ServiceName;
  // Postgres schema owned by the service.
  schema: string;
  migrations: Migration[];
  create(deps: ServiceDeps): Promise<ServiceInstance>;
}

export function envUrlKey(name: ServiceName): keyof AppConfig {
  return `${name.toUpperCase().replace(/-/g, '_')}_URL` as keyof AppConfig;
}
