import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { ServiceName } from '@techpack/platform';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
// `node --import tsx` keeps one OS process per service (the tsx CLI would fork a second one).
const NODE_ARGS = ['--import', 'tsx'];

export const DISTRIBUTED_SERVICES: ServiceName[] = [
  'auth',
  'upload-analysis',
  'techpack-pdf',
  'chat',
  'orders-payments',
  'admin',
];

export interface ProcessHandle {
  name: string;
  port: number;
  child: ChildProcess;
  output: string[];
}

export interface DistributedOptions {
  env: Record<string, string | undefined>;
  port: number;
  instances?: Partial<Record<ServiceName, number>>;
  onLine?: (name: string, line: string) => void;
}

export async function freePort(): Promise<number> {
  return (await freePorts(1))[0];
}

// `count` distinct free ports, none of them in `exclude`. All stay bound until every one is chosen: ports asked for
// one after another and released at once can come back twice, and two services given one port means the second
// cannot listen while the first answers its health check (its callers then reach the wrong service).
export async function freePorts(count: number, exclude: number[] = []): Promise<number[]> {
  const held: Server[] = [];
  const ports: number[] = [];
  try {
    while (ports.length < count) {
      const srv = createServer();
      held.push(srv);
      const port = await new Promise<number>((ok, fail) => {
        srv.once('error', fail);
        srv.listen(0, '127.0.0.1', () => {
          const addr = srv.address();
          if (typeof addr === 'object' && addr) ok(addr.port);
          else fail(new Error('no port'));
        });
      });
      if (!exclude.includes(port)) ports.push(port);
    }
    return ports;
  } finally {
    await Promise.all(held.map((srv) => new Promise((r) => srv.close(r))));
  }
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

const urlKey = (name: ServiceName) => `${name.toUpperCase().replace(/-/g, '_')}_URL`;

// Healthy = this process answers /health as the service it is, not another server that holds its port.
async function waitHealthy(
  url: string,
  proc: ProcessHandle,
  service: string,
  timeoutMs: number,
): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (!alive(proc.child))
      throw new Error(`${proc.name} exited (${proc.child.exitCode}):\n${proc.output.slice(-30).join('\n')}`);
    const res = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1000) }).catch(() => undefined); // not up yet
    const answer = res?.ok
      ? ((await res.json().catch(() => undefined)) as { service?: string } | undefined)
      : undefined;
    if (answer?.service === service) return;
    if (answer)
      throw new Error(`${proc.name}: port ${proc.port} answers as ${answer.service ?? 'another server'}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(
    `${proc.name} did not become healthy in ${timeoutMs} ms:\n${proc.output.slice(-30).join('\n')}`,
  );
}

// Distributed mode: every service its own process (Kafka, PostgreSQL, MinIO), then the gateway.
export class DistributedApp {
  readonly procs = new Map<string, ProcessHandle>();
  private urls: Record<string, string> = {};
  url = '';

  constructor(private readonly options: DistributedOptions) {}

  private spawnProc(
    name: string,
    script: string,
    port: number,
    extraEnv: Record<string, string>,
  ): ProcessHandle {
    const child = spawn(process.execPath, [...NODE_ARGS, join(ROOT, script)], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...this.options.env,
        ...this.urls,
        MODE: 'distributed',
        NODE_OPTIONS: '',
        ...extraEnv,
      } as NodeJS.ProcessEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const handle: ProcessHandle = { name, port, child, output: [] };
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        handle.output.push(line);
        if (handle.output.length > 500) handle.output.shift();
        this.options.onLine?.(name, line);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    this.procs.set(name, handle);
    return handle;
  }

  async start(): Promise<void> {
    const plan: { name: string; service: ServiceName; port: number }[] = [];
    const counts = DISTRIBUTED_SERVICES.map((service) => this.options.instances?.[service] ?? 1);
    const free = await freePorts(
      counts.reduce((a, b) => a + b, 0),
      [this.options.port],
    );
    for (const [s, service] of DISTRIBUTED_SERVICES.entries()) {
      const count = counts[s];
      const ports: number[] = [];
      for (let i = 0; i < count; i++) {
        const port = free.shift()!;
        ports.push(port);
        plan.push({ name: count > 1 ? `${service}#${i + 1}` : service, service, port });
      }
      this.urls[urlKey(service)] = ports.map((p) => `http://127.0.0.1:${p}`).join(',');
    }
    // auth first (it migrates and creates the admin), the rest side by side
    const [first, ...rest] = plan;
    await this.startOne(first.name, first.service, first.port);
    await Promise.all(rest.map((p) => this.startOne(p.name, p.service, p.port)));
    const gw = this.spawnProc('gateway', 'gateway/src/main.ts', this.options.port, {
      PORT: String(this.options.port),
    });
    this.url = `http://127.0.0.1:${this.options.port}`;
    await waitHealthy(this.url, gw, 'gateway', 120_000);
  }

  async startOne(name: string, service: ServiceName, port: number): Promise<void> {
    const proc = this.spawnProc(name, `services/${service}/src/main.ts`, port, {
      SERVICE_PORT: String(port),
    });
    await waitHealthy(`http://127.0.0.1:${port}`, proc, service, 120_000);
  }

  // Fault tests: kill one process hard, start it again on the same port.
  kill(name: string, signal: NodeJS.Signals = 'SIGKILL'): void {
    this.procs.get(name)?.child.kill(signal);
  }

  async restart(name: string): Promise<void> {
    const proc = this.procs.get(name);
    if (!proc) throw new Error(`unknown process ${name}`);
    if (alive(proc.child)) {
      const exited = new Promise((r) => proc.child.once('exit', r));
      proc.child.kill('SIGKILL');
      await exited;
    }
    const service = name.split('#')[0] as ServiceName;
    if (name === 'gateway') throw new Error('restart the gateway with start()');
    await this.startOne(name, service, proc.port);
  }

  async stop(): Promise<void> {
    await Promise.all(
      [...this.procs.values()].map(async (p) => {
        if (!alive(p.child)) return;
        const exited = new Promise((r) => p.child.once('exit', r));
        p.child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (alive(p.child)) p.child.kill('SIGKILL');
      }),
    );
  }
}
