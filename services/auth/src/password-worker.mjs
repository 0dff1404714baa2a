// Password hashing thread (password.ts): scrypt runs here, synchronously, at a lower scheduling priority (this thread
// only), so a flood of sign-in attempts waits for spare CPU instead of taking it from uploads and renders. Node's own
// scrypt would run on the shared libuv pool at normal priority.
// Plain JavaScript: a worker thread does not go through the TypeScript loader.
import { scryptSync } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';
import { lowerThreadPriority } from '@techpack/platform/thread-priority';

lowerThreadPriority(workerData?.nice ?? 10);

parentPort.on('message', ({ id, password, salt, keylen, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keylen, options);
    parentPort.postMessage({ id, ok: true, result: new Uint8Array(key) });
  } catch (e) {
    parentPort.postMessage({ id, ok: false, error: e instanceof Error ? e.message : String(e) });
  }
});
