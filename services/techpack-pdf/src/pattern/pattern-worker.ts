import { parentPort } from 'node:worker_threads';
import type { TechPack } from '@techpack/contracts';
import { lowerThreadPriority } from '@techpack/platform/thread-priority';
import { buildPattern, garmentTypeOf, planFor } from './pattern';

// The pattern thread: drafts a pack's graded pattern off the service's event loop, one call at a time, at a lowered
// priority (a draft is background CPU work next to the service's requests).
lowerThreadPriority(10);

parentPort?.on('message', async (m: { id: number; pack: TechPack }) => {
  try {
    const plan = planFor(garmentTypeOf(m.pack));
    if (!plan) throw new Error(`no design drafts a ${garmentTypeOf(m.pack)}`);
    parentPort?.postMessage({ id: m.id, ok: true, result: await buildPattern(m.pack, plan) });
  } catch (e) {
    parentPort?.postMessage({ id: m.id, ok: false, error: (e as Error).message });
  }
});
