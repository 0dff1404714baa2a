// Injection tokens of the ports every service gets (see PlatformModule). Explicit tokens, not class types: the
// services run under tsx (esbuild), which emits no decorator metadata, so every constructor parameter says what it
// wants with @Inject(TOKEN).
export const CONFIG = 'platform:config';
export const LOGGER = 'platform:logger';
export const DATABASE = 'platform:database';
export const SCHEMA = 'platform:schema';
export const EVENT_BUS = 'platform:event-bus';
export const EVENTS = 'platform:events-client';
export const STORAGE = 'platform:storage';
export const TOKENS = 'platform:tokens';
export const METRICS = 'platform:metrics';
export const CLOCK = 'platform:clock';
export const SERVICE_URL = 'platform:service-url';
// The Fastify instance the service's Nest application serves on (socket.io attaches to its server).
export const HTTP_SERVER = 'platform:http-server';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
