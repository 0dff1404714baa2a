// Worker entry: plain JavaScript, so it starts whatever loader the parent used; it registers tsx and loads the
// TypeScript worker body (the model runs there, off the service's event loop).
const { register } = await import('tsx/esm/api');

register();
await import('./thread.ts');
