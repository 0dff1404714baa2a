// Worker entry (piscina's filename): plain JavaScript, so it starts whatever loader the parent used; it registers tsx
// and loads the TypeScript worker, whose default export renders one task.
// The worker only renders PDFs: React's production build (no development checks) is about a fifth faster here.
// The worker has its own copy of the environment, so this does not change the parent process.
process.env.NODE_ENV = 'production';
const { register } = await import('tsx/esm/api');

register();
export default (await import('./pdf-worker.ts')).default;
