// Real servers for the distributed-mode benchmarks: the configured ones (DATABASE_URL, KAFKA_BROKERS, S3_ENDPOINT),
// or private ones started from infra/servers for the run. Returns what stops the private ones (nothing otherwise).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(new URL('..', import.meta.url).pathname);
const RUN_DIR = '/tmp/techpack-bench-servers';

export function ensureServers(): () => void {
  if (process.env.DATABASE_URL && process.env.KAFKA_BROKERS && process.env.S3_ENDPOINT)
    return () => undefined;
  execFileSync('bash', [join(ROOT, 'infra/servers/start.sh')], {
    env: { ...process.env, CI_RUN_DIR: RUN_DIR },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (const line of readFileSync(join(RUN_DIR, 'servers.env'), 'utf8').split('\n')) {
    const m = /^([A-Z0-9_]+)=(.*)$/.exec(line);
    if (m) process.env[m[1]] = m[2];
  }
  return () =>
    execFileSync('bash', [join(ROOT, 'infra/servers/stop.sh')], {
      env: { ...process.env, CI_RUN_DIR: RUN_DIR },
      stdio: 'ignore',
    });
}
