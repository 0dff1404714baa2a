// Worker entry: plain JavaScript, so it starts whatever loader the parent used; it registers tsx and loads the
// TypeScript worker that drafts patterns.
const { register } = await import('tsx/esm/api');

register();
await import('./pattern-worker.ts');
