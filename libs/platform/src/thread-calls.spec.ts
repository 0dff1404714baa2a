import { afterEach, describe, expect, it } from '@jest/globals';
import { Worker } from 'node:worker_threads';
import { ThreadCalls } from './thread-calls';

// A thread that doubles numbers, answers out of order (slow calls later), fails on request and can be told to exit.
const source = `
  const { parentPort } = require('node:worker_threads');
  parentPort.postMessage({ ready: true });
  parentPort.on('message', ({ id, n, op, delay }) => {
    if (op === 'exit') process.exit(3);
    setTimeout(() => {
      if (op === 'fail') parentPort.postMessage({ id, ok: false, error: { message: 'bad ' + n } });
      else parentPort.postMessage({ id, ok: true, result: n * 2 });
    }, delay ?? 0);
  });`;

let worker: Worker | undefined;
afterEach(async () => {
  await worker?.terminate();
});

describe('ThreadCalls', () => {
  it('matches each answer to its call, whatever the order, and turns errors back into Errors', async () => {
    worker = new Worker(source, { eval: true });
    const calls = new ThreadCalls(
      worker,
      'the test thread',
      (e) => new Error((e as { message: string }).message),
    );
    const slow = calls.call<number>({ n: 1, delay: 80 });
    const fast = calls.call<number>({ n: 2 });
    expect(calls.waiting).toBe(2);
    expect(await fast).toBe(4);
    expect(await slow).toBe(2);
    await expect(calls.call({ n: 5, op: 'fail' })).rejects.toThrow('bad 5');
    expect(calls.waiting).toBe(0);
  });

  it('a thread that exits rejects the calls waiting on it and every later one', async () => {
    worker = new Worker(source, { eval: true });
    const calls = new ThreadCalls(worker, 'the test thread');
    const waiting = calls.call({ n: 1, delay: 5_000 });
    void calls.call({ op: 'exit' }).catch(() => undefined);
    await expect(waiting).rejects.toThrow('the test thread exited (3)');
    expect(calls.failed?.message).toBe('the test thread exited (3)');
    await expect(calls.call({ n: 2 })).rejects.toThrow('the test thread exited (3)');
    expect(calls.waiting).toBe(0);
  });
});
