// When the render pool's bulk (background) workers run. None runs until background work arrives: the first
// background render starts them (the work waits for them meanwhile, it does not go to the prompt workers), and once
// they have had nothing to do for `idleMs` they stop, so their memory (~170 MB each) is held only while there is a
// backlog. A bulk worker that cannot start is not tried again: the prompt workers then take the background work.
export interface BulkPool<S extends { busy: boolean }> {
  // the bulk workers serving now
  bulkSlots(): S[];
  // background work waits in the queue
  bulkQueued(): boolean;
  // starts one bulk worker and adds it to the pool; false when it could not start
  startBulk(): Promise<boolean>;
  // takes an idle bulk worker out of the pool and terminates it
  stopBulk(slot: S): void;
}

export class BulkWorkers<S extends { busy: boolean }> {
  private starting = 0;
  private unavailable = false;
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;
  // bulk workers started, and stopped after being idle (for tests and the bench)
  readonly counts = { started: 0, stopped: 0 };

  constructor(
    private readonly pool: BulkPool<S>,
    private readonly size: number,
    private readonly idleMs: number,
  ) {}

  // a bulk worker serves or is on its way: background work waits for it
  get serving(): boolean {
    return this.starting > 0 || this.pool.bulkSlots().length > 0;
  }

  // Called whenever the pool dispatches: starts what background work needs, or arms the idle stop.
  update(): void {
    if (this.closed || this.size === 0) return;
    if (this.pool.bulkQueued()) {
      clearTimeout(this.idleTimer);
      this.idleTimer = undefined;
      for (let i = this.pool.bulkSlots().length + this.starting; i < this.size && !this.unavailable; i++) {
        this.starting++;
        this.counts.started++;
        void this.pool.startBulk().then((ok) => {
          this.starting--;
          if (!ok) this.unavailable = true;
        });
      }
      return;
    }
    if (this.idleTimer || !this.pool.bulkSlots().some((s) => !s.busy)) return;
    this.idleTimer = setTimeout(() => {
      this.idleTimer = undefined;
      if (this.closed || this.pool.bulkQueued()) return;
      for (const slot of this.pool.bulkSlots().filter((s) => !s.busy)) {
        this.counts.stopped++;
        this.pool.stopBulk(slot);
      }
    }, this.idleMs);
    this.idleTimer.unref();
  }

  // a bulk worker took a job: it is not idle
  busy(): void {
    clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.idleTimer);
  }
}
