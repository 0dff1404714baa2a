import { describe, expect, it } from '@jest/globals';
import client from 'prom-client';
import pino from 'pino';
import { Writable } from 'node:stream';
import { EventLoopMonitor } from './event-loop-monitor';

// A block of the event loop longer than the threshold is logged and counted on /metrics; shorter stretches are not.

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

const count = async (registry: client.Registry, name: string) => {
  const text = await registry.metrics();
  return Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
};

describe('EventLoopMonitor', () => {
  it('on the clock given: a sample 300 ms late on a busy loop counts one block of 300 ms; 150 ms late, or late on an idle loop, none', async () => {
    let t = 1000;
    let busy = 0;
    const { logger, lines } = capture();
    const registry = new client.Registry();
    const m = new EventLoopMonitor(logger, {
      thresholdMs: 200,
      intervalMs: 50,
      now: () => t,
      busy: () => busy,
    }).register(registry);
    m.start();
    m.stop();
    t += 50 + 150;
    busy += 200;
    expect(m.sample()).toBe(0);
    t += 50 + 300;
    busy += 340;
    expect(m.sample()).toBe(300);
    t += 50 + 900; // the process waited for a CPU, its loop idle in the poll: not a block
    busy += 5;
    expect(m.sample()).toBe(0);
    t += 50;
    m.sample();
    expect(await count(registry, 'event_loop_blocks_total')).toBe(1);
    expect(await count(registry, 'event_loop_block_seconds_count')).toBe(1);
    expect(await count(registry, 'event_loop_block_seconds_sum')).toBeCloseTo(0.3, 5);
    await new Promise((r) => setImmediate(r));
    expect(lines.filter((l) => l.msg === 'event loop blocked')).toEqual([
      expect.objectContaining({ level: 40, blockedMs: 300, lateMs: 300, thresholdMs: 200 }),
    ]);
  });

  it('a real 300 ms synchronous busy wait is seen, counted and logged', async () => {
    const { logger, lines } = capture();
    const registry = new client.Registry();
    const m = new EventLoopMonitor(logger, { thresholdMs: 200, intervalMs: 20 }).register(registry).start();
    try {
      await new Promise((r) => setTimeout(r, 60)); // a few samples first
      const before = await count(registry, 'event_loop_blocks_total');
      const end = performance.now() + 300;
      while (performance.now() < end) {
        // hold the loop
      }
      await new Promise((r) => setTimeout(r, 60)); // the late sample runs
      expect((await count(registry, 'event_loop_blocks_total')) - before).toBeGreaterThanOrEqual(1);
      const blocked = lines.filter((l) => l.msg === 'event loop blocked').map((l) => l.blockedMs as number);
      expect(Math.max(...blocked)).toBeGreaterThanOrEqual(280); // at most one interval short of the 300 ms held
    } finally {
      m.stop();
    }
  });

  it('shows the same counts on each registry it is added to (every /metrics of an embedded process)', async () => {
    let t = 0;
    const { logger } = capture();
    const a = new client.Registry();
    const b = new client.Registry();
    let busy = 0;
    const m = new EventLoopMonitor(logger, { now: () => t, busy: () => busy })
      .register(a)
      .register(b)
      .register(b);
    t += 50 + 500;
    busy += 550;
    m.sample();
    expect([await count(a, 'event_loop_blocks_total'), await count(b, 'event_loop_blocks_total')]).toEqual([
      1, 1,
    ]);
  });
});
