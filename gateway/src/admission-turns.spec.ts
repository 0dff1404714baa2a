import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ClientAdmission } from './admission';

// Who goes when, on a clock the test moves (jest's fake timers stand for performance.now and setTimeout): a backlogged
// designer's heavy calls yield to another designer's upload for a bounded time, and a designer alone or signing in is
// never held. The same admission through the real gateway: admission.spec.ts.
const YIELD_MAX_MS = 400;
const QUIET_MS = 200;

describe('backlogged clients yield their heavy turns, on a clock the test moves', () => {
  let yields = 0;
  let admission: ClientAdmission;
  beforeEach(() => {
    jest.useFakeTimers();
    yields = 0;
    admission = new ClientAdmission(
      { perClient: 4, queue: 100, yieldMaxMs: YIELD_MAX_MS, yieldQuietMs: QUIET_MS },
      () => yields++,
    );
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  // a heavy call asked for now: whether (and at which clock time) it has been let through
  const ask = (who: string, yieldsTurn = true) => {
    const call = {
      admitted: undefined as number | undefined,
      release: undefined as (() => void) | undefined,
    };
    void admission.admit(who, true, yieldsTurn).then((release) => {
      call.admitted = performance.now();
      call.release = release;
    });
    return call;
  };
  const tick = (ms: number) => jest.advanceTimersByTimeAsync(ms);

  it("a backlogged designer's next save waits while another designer's upload runs, and goes once it has ended", async () => {
    const t0 = performance.now();
    const saves = Array.from({ length: 3 }, () => ask('designer-a'));
    await tick(0);
    expect(saves.map((s) => s.admitted !== undefined)).toEqual([true, false, false]);
    const upload = ask('designer-b');
    await tick(0);
    expect(upload.admitted).toBe(t0); // B's upload goes at once, not behind A's backlog
    saves[0].release!();
    await tick(300);
    // B's upload still runs: A's second save has yielded its turn, not run beside it
    expect(saves[1].admitted).toBeUndefined();
    expect(yields).toBe(1);
    upload.release!();
    // then it goes, no later than yieldMaxMs after its turn came (B's work has just ended: a next upload may follow)
    await tick(YIELD_MAX_MS);
    expect(saves[1].admitted).toBeGreaterThan(t0 + 300);
    expect(saves[1].admitted! - t0).toBeLessThanOrEqual(YIELD_MAX_MS + 20);
    // the backlog still moves, one heavy call at a time
    expect(saves[2].admitted).toBeUndefined();
    saves[1].release!();
    await tick(0);
    expect(saves[2].admitted).toBeDefined();
  });

  it('waits at most twice yieldMaxMs per call while another client keeps uploading without a pause', async () => {
    const t0 = performance.now();
    const saves = [ask('designer-c'), ask('designer-c')];
    await tick(0);
    // designer D always has an upload in flight: each one ends and the next starts at once
    let upload = ask('designer-d');
    await tick(0);
    saves[0].release!();
    for (let t = 0; t < 4 * YIELD_MAX_MS && saves[1].admitted === undefined; t += 50) {
      await tick(50);
      upload.release!();
      upload = ask('designer-d');
      await tick(0);
    }
    expect(saves[1].admitted! - t0).toBeGreaterThanOrEqual(2 * YIELD_MAX_MS);
    expect(saves[1].admitted! - t0).toBeLessThanOrEqual(2 * YIELD_MAX_MS + 50);
  });

  it('alone, a backlogged designer is not held: each save goes the moment the one before it ends', async () => {
    const saves = Array.from({ length: 8 }, () => ask('designer-e'));
    const t0 = performance.now();
    for (const s of saves) {
      await tick(0);
      expect(s.admitted).toBe(t0);
      s.release!();
    }
    expect(yields).toBe(0);
  });

  it("sign-ins from one address go one at a time and never yield to other designers' uploads", async () => {
    const upload = ask('designer-b');
    await tick(0);
    const t0 = performance.now();
    const signIns = Array.from({ length: 6 }, () => ask('127.0.0.1', false));
    for (const [i, s] of signIns.entries()) {
      await tick(0);
      expect(signIns.slice(i + 1).every((later) => later.admitted === undefined)).toBe(true);
      expect(s.admitted).toBe(t0);
      s.release!();
    }
    expect(yields).toBe(0);
    upload.release!();
  });
});
