import type { Job } from './fair-queue';
import type { Kind } from './pool-options';

// Whole documents running per owner (the designer), for the render pool's share: one owner never holds every
// worker. Split parts and joins are short-lived and not counted.
export class OwnerRenders {
  private readonly running = new Map<string, number>();

  of(owner: string): number {
    return this.running.get(owner) ?? 0;
  }

  // Counts one more document of `owner` as running; returns what to call once it has finished.
  start(owner: string): () => void {
    this.running.set(owner, this.of(owner) + 1);
    return () => {
      const n = (this.running.get(owner) ?? 1) - 1;
      if (n > 0) this.running.set(owner, n);
      else this.running.delete(owner);
    };
  }

  // Which queued jobs a worker of each kind may take now. One owner never holds every prompt worker with whole
  // documents: with two, a designer with 50 renders queued uses one and the other stays free for everyone else's next
  // render (a render cannot be pre-empted, so a free worker is what keeps another designer's PDF from waiting behind
  // a large one). `prompt`: the prompt workers; `bulkServed`: a bulk worker serves background work.
  mayRun(prompt: number, bulkServed: boolean): (kind: Kind) => (job: Job) => boolean {
    const share = Math.max(1, prompt - 1);
    return (kind: Kind) => (job: Job) =>
      // without a bulk worker (none configured, or none can start), prompt workers take every job
      // (a join finishes a split render: it goes ahead, outside the share)
      kind === 'bulk'
        ? !!job.bulk
        : (!job.bulk || !bulkServed) && (job.task.kind === 'merge' || this.of(job.owner) < share);
  }
}
