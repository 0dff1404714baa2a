import type { WorkerTask } from './pdf-worker';

export type Task = WorkerTask extends infer T ? (T extends unknown ? Omit<T, 'nice'> : never) : never;
export type Done = { pdf: Buffer; pages: number; renderMs: number };
export interface Job {
  task: Task;
  owner: string;
  resolve: (r: Done) => void;
  reject: (e: Error) => void;
  // background work (a designer's backlog, or a very large document): only the bulk worker takes it
  bulk?: boolean;
  // the caller gives up: a waiting job leaves the queue; one under way finishes (stopping it would replace its
  // worker, and a worker's start costs far more than the rest of a render)
  signal?: AbortSignal;
}
// how a job is queued (`first`: ahead of whatever waits)
export type RunOptions = Pick<Job, 'bulk' | 'signal'> & { first?: boolean };

// Jobs per owner (designer), served round-robin: one designer's 50 renders wait behind each other, not in front of
// another designer's one. Jobs marked first (the join of a split render) go ahead of all. A job leaves this queue only
// when a worker of the kind it needs is free, and starts at once on that worker (piscina runs it); piscina's own
// taskQueue is not used, since a task with an abort signal that cannot start at once bypasses it (piscina keeps such
// tasks in an internal first-in-first-out list), and a signal's time-out would count the wait in the queue.
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
      const job = this.take(owner, 0);
      if (this.byOwner.has(owner)) this.turn.push(owner);
      return job;
    }
    return undefined;
  }

  // Takes a waiting job out (its caller gave up); false when it is not waiting (it has started, or ended).
  remove(job: Job): boolean {
    const i = this.first.indexOf(job);
    if (i >= 0) return this.first.splice(i, 1).length > 0;
    const at = this.byOwner.get(job.owner)?.indexOf(job) ?? -1;
    if (at < 0) return false;
    this.take(job.owner, at);
    if (!this.byOwner.has(job.owner)) this.turn.splice(this.turn.indexOf(job.owner), 1);
    return true;
  }

  drain(): Job[] {
    const all: Job[] = [];
    for (let j = this.shift(); j; j = this.shift()) all.push(j);
    return all;
  }

  private take(owner: string, at: number): Job {
    const q = this.byOwner.get(owner)!;
    const [job] = q.splice(at, 1);
    if (q.length === 0) this.byOwner.delete(owner);
    return job;
  }
}
