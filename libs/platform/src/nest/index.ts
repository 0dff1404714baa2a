export * from './tokens';
export * from './event-transport';
export * from './http';
export * from './platform.module';
export * from './bootstrap';
export * from './logger';
export * from './service-client';
