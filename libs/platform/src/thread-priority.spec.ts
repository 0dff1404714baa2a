import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { getPriority } from 'node:os';
import { Worker } from 'node:worker_threads';

// Background threads (PDF renders, password hashing) lower their own priority, never the process's.
const linux = existsSync('/proc/thread-self');

describe('lowerThreadPriority', () => {
  (linux ? it : it.skip)(
    'lowers the calling worker thread only; the main thread keeps its priority',
    async () => {
      const before = getPriority();
      const url = new URL('./thread-priority.mjs', import.meta.url).href;
      const worker = new Worker(
        `import(${JSON.stringify(url)}).then(async ({ lowerThreadPriority }) => {
        const { readlinkSync } = await import('node:fs');
        const { getPriority } = await import('node:os');
        const { parentPort } = await import('node:worker_threads');
        const ok = lowerThreadPriority(12);
        const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
        parentPort.postMessage({ ok, nice: getPriority(tid) });
      });`,
        { eval: true },
      );
      const answer = await new Promise<{ ok: boolean; nice: number }>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
      });
      await worker.terminate();
      // (a process already below that priority cannot raise it again without privileges)
      expect(answer).toEqual(before <= 12 ? { ok: true, nice: 12 } : { ok: false, nice: before });
      expect(getPriority()).toBe(before);
    },
  );
});
