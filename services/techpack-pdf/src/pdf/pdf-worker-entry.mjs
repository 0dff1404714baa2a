// Worker entry: plain JavaScript, so it starts whatever loader the parent used; it registers tsx and loads the TypeScript worker.
import { register } from 'tsx/esm/api';

register();
await import('./pdf-worker.ts');
