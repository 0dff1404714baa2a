import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventEnvelope } from '@techpack/contracts';

const REPO_ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

export interface HarnessClient {
  url: string;
  supportPhone: string;
  designer(): Promise<{ id: string; email: string; token: string }>;
  designerWithPack(): Promise<{ id: string; email: string; token: string; techPackId: string }>;
  adminToken(username?: string): Promise<string>;
  setUnannounced(techPackId: string, userId?: string): Promise<void>;
  events(): Promise<EventEnvelope[]>;
  logs(): string;
  stop(): Promise<void>;
}

// Starts services/chat/src/testing/chat-harness.main.ts in a child process.
export async function startHarnessProcess(
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<HarnessClient> {
  const child = spawn(
    process.execPath,
    [
      join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'),
      join(REPO_ROOT, 'services/chat/src/testing/chat-harness.main.ts'),
      JSON.stringify(env),
    ],
    { cwd: REPO_ROOT, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const ready = await new Promise<{ url: string; control: string; supportPhone: string }>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`harness did not start:\n${output}`)), timeoutMs);
    child.stdout!.on('data', (c: Buffer) => {
      output += c.toString();
      const m = /READY (\{.*\})/.exec(output);
      if (m) {
        clearTimeout(timer);
        ok(JSON.parse(m[1]));
      }
    });
    child.stderr!.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`harness exited with ${code}:\n${output}`));
    });
  });
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${ready.control}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await res.json()) as T;
  };
  const client: HarnessClient = {
    url: ready.url,
    supportPhone: ready.supportPhone,
    designer: () => call('POST', '/designer', {}),
    async designerWithPack() {
      const d = await client.designer();
      const { techPackId } = await call<{ techPackId: string }>('POST', '/announce', {
        userId: d.id,
        email: d.email,
      });
      return { ...d, techPackId };
    },
    async adminToken(username) {
      return (await call<{ token: string }>('POST', '/admin', { username })).token;
    },
    async setUnannounced(techPackId, userId) {
      await call('POST', '/unannounced', { techPackId, userId });
    },
    events: () => call('GET', '/events'),
    logs: () => output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
    },
  };
  return client;
}
