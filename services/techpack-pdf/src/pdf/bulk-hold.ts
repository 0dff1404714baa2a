// When the bulk (background) render worker may start its next job. On a machine with few cores even a nice-19
// thread slows everyone else's work, so background renders wait while prompt work is under way: a prompt render runs
// or waits, or finished less than PROMPT_QUIET_MS ago (that designer's next upload is likely on its way), or background
// work was asked for less than BULK_SETTLE_MS ago (a designer saving pack after pack: their renders start when they
// pause, and a render someone else asks for meanwhile is not behind one that has just started). The worker is held
// at most `maxHoldMs` at a time, then takes one job, so a backlog always moves.
export const PROMPT_QUIET_MS = 500;
export const BULK_SETTLE_MS = 1000;
// how often a held worker looks again
const RECHECK_MS = 20;

export class BulkHold {
  private heldSince: number | undefined;
  private promptDoneAt = -Infinity;
  private bulkAskedAt = -Infinity;
  private recheck: NodeJS.Timeout | undefined;
  // times the worker was held, and then let go because the hold ran out (for tests and the bench)
  readonly counts = { held: 0, holdRanOut: 0 };

  constructor(
    private readonly enabled: boolean,
    private readonly maxHoldMs: number,
  ) {}

  promptDone(): void {
    this.promptDoneAt = performance.now();
  }

  bulkAsked(): void {
    this.bulkAskedAt = performance.now();
  }

  // The bulk worker took a job: the next one is judged afresh.
  started(): void {
    this.heldSince = undefined;
  }

  // Whether the bulk worker waits now (`promptBusy`: a prompt render runs or waits); if so, `again` is called soon.
  holds(promptBusy: boolean, again: () => void): boolean {
    if (!this.enabled) return false;
    const now = performance.now();
    if (
      !promptBusy &&
      now - this.promptDoneAt >= PROMPT_QUIET_MS &&
      now - this.bulkAskedAt >= BULK_SETTLE_MS
    ) {
      this.heldSince = undefined;
      return false;
    }
    if (this.heldSince === undefined) {
      this.heldSince = now;
      this.counts.held++;
    }
    if (now - this.heldSince >= this.maxHoldMs) {
      this.counts.holdRanOut++;
      return false;
    }
    if (!this.recheck) {
      this.recheck = setTimeout(() => {
        this.recheck = undefined;
        again();
      }, RECHECK_MS);
      this.recheck.unref();
    }
    return true;
  }

  close(): void {
    clearTimeout(this.recheck);
  }
}
