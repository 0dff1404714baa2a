import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';

export interface TestApp {
  url: string;
  adminUsername: string;
  adminPassword: string;
  dataDir: string;
  process: ChildProcess;
  logs: () => string;
  stop(): Promise<void>;
}

// Sign-in limits raised for suites and benchmarks that register and sign in many accounts from one address (the
// defaults, 30 logins/min and 20 sign-ups/10 min per address, would refuse them); suites that test the limits set
// their own values.
export const RAISED_AUTH_LIMITS: Record<string, string> = {
  LOGIN_RATE_LIMIT: '100000',
  LOGIN_ACCOUNT_RATE_LIMIT: '100000',
  REGISTER_RATE_LIMIT: '100000',
  PASSWORD_HASH_QUEUE: '100000',
};

export const REPO_ROOT = resolve(new URL('../..', import.meta.url).pathname);

// V8's abort on its JIT-page registry (`Check failed: jit_page...`): a V8 fault that PGlite's WebAssembly start-up can
// hit now and then on Node 24 (nodejs/node#64500), not a fault of the product's code.
const V8_JIT_PAGE_ABORT = /# Fatal error in .*\n# Check failed: jit_page/;

// Starts the real product (embedded mode) in a child process on a free port with its own data folder. A start that V8
// aborts as above is tried once more (said on stderr); any other failure to start fails the suite.
export async function startTestApp(env: Record<string, string> = {}, timeoutMs = 60_000): Promise<TestApp> {
  try {
    return await startOnce(env, timeoutMs);
  } catch (e) {
    if (!V8_JIT_PAGE_ABORT.test(String((e as Error).message))) throw e;
    process.stderr.write(
      `startTestApp: V8 aborted the product's start-up (jit_page check); starting it once more\n`,
    );
    return startOnce(env, timeoutMs);
  }
}

async function startOnce(env: Record<string, string>, timeoutMs: number): Promise<TestApp> {
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'techpack-test-'));
  const adminPassword = env.ADMIN_PASSWORD ?? 'admin-test-password';
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts/start-embedded.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      // V8's compiled code of the product's modules kept between the suites' starts (Node's module compile cache):
      // each start compiles less, and runs the same code
      NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'techpack-test-compile-cache'),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      // Embedded defaults unless a test asks for a real server: CI exports these for the suites that need them.
      DATABASE_URL: '',
      KAFKA_BROKERS: '',
      S3_ENDPOINT: '',
      STRIPE_SECRET_KEY: '',
      ...RAISED_AUTH_LIMITS,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    // a product that did not start in time is stopped: the suite never gets it, so nobody else would
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`app did not start in ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /READY (\{.*\})/.exec(output);
      if (m) {
        clearTimeout(timer);
        ok((JSON.parse(m[1]) as { url: string }).url.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`app exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    adminUsername: env.ADMIN_USERNAME ?? 'admin',
    adminPassword,
    dataDir,
    process: child,
    logs: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      }
      if (!env.DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function api(
  app: { url: string },
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; text: string; headers: Headers }> {
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) {
    body = options.rawBody;
    headers['content-type'] ??= 'application/json';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(`${app.url}${path}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown = undefined;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text, headers: res.headers };
}

let counter = 0;
export async function registerUser(app: { url: string }, prefix = 'user') {
  const email = `${prefix}-${Date.now()}-${counter++}@example.com`;
  const res = await api(app, 'POST', '/api/auth/register', {
    body: { email, password: 'secret123', firstName: 'Test', lastName: 'User' },
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${res.text}`);
  return {
    email,
    password: 'secret123',
    token: res.body.token as string,
    user: res.body.user as { id: string; email: string },
  };
}

// Uploads a navy tee drawn as an SVG (as a JPEG) for `user`; answers the new pack's id.
export async function uploadTee(
  app: { url: string },
  user: { email: string; token: string },
): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#1F2A44"/></svg>`;
  const image = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  const fd = new FormData();
  fd.append('email', user.email);
  fd.append('garmentType', 't-shirt');
  fd.append('image', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'tee.jpg');
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    body: fd,
    headers: { authorization: `Bearer ${user.token}` },
  });
  if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
  return ((await res.json()) as { techPack: { id: string } }).techPack.id;
}
