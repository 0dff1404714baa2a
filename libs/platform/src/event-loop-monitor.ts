import { performance } from 'node:perf_hooks';
import client from 'prom-client';
import type { Logger } from './logger';

// Watches this process's event loop: a stretch of synchronous work that holds it longer than the threshold (200 ms)
// delays every call the process answers (in embedded mode the gateway's and every service's). Each such block is
// logged (warn, with how long the loop was held) and counted on /metrics: event_loop_blocks_total and the
// event_loop_block_seconds histogram. A timer that should fire every `intervalMs` measures how late it fires: the
// lateness is how long something held the loop (within one interval). A late timer whose loop was idle meanwhile (the
// process waited for a CPU on a busy machine, in the loop's poll) is not a block: the loop's own busy time over the
// interval (performance.eventLoopUtilization) must pass the threshold too.

export interface EventLoopMonitorOptions {
  /** a block longer than this is logged and counted (ms; default 200) */
  thresholdMs?: number;
  /** how often the loop is sampled (ms; default 50) */
  intervalMs?: number;
  /** the clock (ms; default performance.now): for tests */
  now?: () => number;
  /** the loop's busy time so far (ms; default performance.eventLoopUtilization().active): for tests */
  busy?: () => number;
}

export class EventLoopMonitor {
  readonly thresholdMs: number;
  readonly intervalMs: number;
  readonly blocks: client.Counter;
  readonly blockSeconds: client.Histogram;
  private readonly now: () => number;
  private readonly busy: () => number;
  private timer: NodeJS.Timeout | undefined;
  private last = 0;
  private lastBusy = 0;

  constructor(
    private readonly logger: Logger,
    options: EventLoopMonitorOptions = {},
  ) {
    this.thresholdMs = options.thresholdMs ?? 200;
    this.intervalMs = options.intervalMs ?? 50;
    this.now = options.now ?? (() => performance.now());
    this.busy = options.busy ?? (() => performance.eventLoopUtilization().active);
    this.blocks = new client.Counter({
      name: 'event_loop_blocks_total',
      help: `Times this process's event loop was held longer than ${this.thresholdMs} ms`,
      registers: [],
    });
    this.blockSeconds = new client.Histogram({
      name: 'event_loop_block_seconds',
      help: `How long this process's event loop was held, for each block longer than ${this.thresholdMs} ms`,
      buckets: [0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers: [],
    });
  }

  /** Shows this monitor's metrics on a registry's /metrics too. */
  register(registry: client.Registry): this {
    if (!registry.getSingleMetric('event_loop_blocks_total')) registry.registerMetric(this.blocks);
    if (!registry.getSingleMetric('event_loop_block_seconds')) registry.registerMetric(this.blockSeconds);
    return this;
  }

  start(): this {
    if (this.timer) return this;
    this.last = this.now();
    this.lastBusy = this.busy();
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref(); // never what keeps a process alive
    return this;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }

  /**
   * One sample: the time since the last one, less the interval, is how long the loop was held, if the loop was busy
   * that long meanwhile. Answers the milliseconds counted as a block (0 for none).
   */
  sample(): number {
    const t = this.now();
    const b = this.busy();
    const lateMs = t - this.last - this.intervalMs;
    const busyMs = b - this.lastBusy;
    this.last = t;
    this.lastBusy = b;
    if (lateMs <= this.thresholdMs || busyMs <= this.thresholdMs) return 0;
    const blockedMs = Math.min(lateMs, busyMs);
    this.blocks.inc();
    this.blockSeconds.observe(blockedMs / 1000);
    this.logger.warn(
      { blockedMs: Math.round(blockedMs), lateMs: Math.round(lateMs), thresholdMs: this.thresholdMs },
      'event loop blocked',
    );
    return blockedMs;
  }
}

// One monitor per process (one event loop): the gateway and every service of an embedded process share it, each
// showing its counts on its own /metrics.
let shared: EventLoopMonitor | undefined;

/** Starts this process's event-loop monitor (once) and shows its metrics on `registry`. */
export function monitorEventLoop(
  logger: Logger,
  registry: client.Registry,
  options?: EventLoopMonitorOptions,
): EventLoopMonitor {
  shared ??= new EventLoopMonitor(logger, options).start();
  return shared.register(registry);
}
