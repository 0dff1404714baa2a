import type { TechPack } from '@techpack/contracts';
import type { RenderResult } from './render';
import type { Done, Task } from './fair-queue';
import { SPLIT } from './pool-options';

// How the pool queues a task for `owner` (`first`: ahead of whatever waits).
export type RunTask = (task: Task, owner: string, first?: boolean) => Promise<Done>;

// A lone render split across two workers: each renders its pages (SPLIT), then the halves are joined.
export async function renderSplit(
  run: RunTask,
  pack: TechPack,
  image: Uint8Array | null,
  owner: string,
): Promise<RenderResult> {
  const t0 = performance.now();
  const parts = await Promise.all(SPLIT.map((pages) => run({ kind: 'render', pack, image, pages }, owner)));
  // the join is small and finishes a job: it goes ahead of whatever queued meanwhile
  const merged = await run({ kind: 'merge', parts: parts.map((p) => new Uint8Array(p.pdf)) }, owner, true);
  return { pdf: merged.pdf, pages: merged.pages, renderMs: Math.round(performance.now() - t0) };
}
