import type { WorkerTask } from './pdf-worker';

export type Task = WorkerTask extends infer T ? (T extends unknown ? Omit<T, 'id'> : never) : never;
export type Done = { pdf: Buffer; pages: number; renderMs: number };
export interface Job {
  task: Task;
  owner: string;
  resolve: (r: Done) => void;
  reject: (e: Error) => void;
  // releases the owner's share of the workers when the job ends, however it ends
  done?: () => void;
  // background work (a designer's backlog, or a very large document): only the bulk worker takes it
  bulk?: boolean;
}

// Jobs per owner (designer), served round-robin: one designer's 50 renders wait behind each other, not in front of
// another designer's one. Jobs marked first (the join of a split render) go ahead of all.
export class FairQueue {
  private readonly first: Job[] = [];
  private readonly byOwner = new Map<string, Job[]>();
  private readonly turn: string[] = [];

  get length(): number {
    let n = this.first.length;
    for (const q of this.byOwner.values()) n += q.length;
    return n;
  }

  push(job: Job, first = false): void {
    if (first) {
      this.first.push(job);
      return;
    }
    const q = this.byOwner.get(job.owner);
    if (q) q.push(job);
    else {
      this.byOwner.set(job.owner, [job]);
      this.turn.push(job.owner);
    }
  }

  // jobs of this owner waiting
  countOf(owner: string): number {
    return this.byOwner.get(owner)?.length ?? 0;
  }

  // whether a job `mayRun` allows is waiting
  has(mayRun: (job: Job) => boolean): boolean {
    return this.first.some(mayRun) || [...this.byOwner.values()].some((q) => mayRun(q[0]));
  }

  // The next job, in turn, that `mayRun` allows (an owner already using its share of the workers waits; a worker
  // takes only the kind of job it serves).
  shift(mayRun: (job: Job) => boolean = () => true): Job | undefined {
    const urgent = this.first.findIndex(mayRun);
    if (urgent >= 0) return this.first.splice(urgent, 1)[0];
    for (let i = 0; i < this.turn.length; i++) {
      const owner = this.turn[i];
      if (!mayRun(this.byOwner.get(owner)![0])) continue;
      this.turn.splice(i, 1);
      const q = this.byOwner.get(owner)!;
      const job = q.shift()!;
      if (q.length > 0) this.turn.push(owner);
      else this.byOwner.delete(owner);
      return job;
    }
    return undefined;
  }

  drain(): Job[] {
    const all: Job[] = [];
    for (let j = this.shift(); j; j = this.shift()) all.push(j);
    return all;
  }
}
