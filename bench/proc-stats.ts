// CPU and memory of processes, read from /proc (Linux), for the load and scale benchmarks.
import { readFileSync, readdirSync } from 'node:fs';

const TICKS = 100;
const PAGE = 4096;

// Fields after the command name in /proc/<pid>/stat (utime is index 11, stime 12, rss 21).
function statFields(pid: number | string): { comm: string; fields: string[] } | undefined {
  try {
    const raw = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return {
      comm: raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')')),
      fields: raw.slice(raw.lastIndexOf(')') + 2).split(' '),
    };
  } catch {
    return undefined;
  }
}

// CPU seconds used so far and resident memory in bytes of one process.
export function sample(pid: number): { cpu: number; rss: number } {
  const s = statFields(pid);
  if (!s) return { cpu: 0, rss: 0 };
  return { cpu: (Number(s.fields[11]) + Number(s.fields[12])) / TICKS, rss: Number(s.fields[21]) * PAGE };
}

// The servers by command name: every postgres backend, the Kafka broker's JVM, MinIO.
const SERVERS: Record<string, string> = { postgres: 'postgres', java: 'kafka', minio: 'minio' };

// CPU seconds and summed resident memory of the servers on this machine.
export function serverSamples(): Record<string, { cpu: number; rss: number }> {
  const out: Record<string, { cpu: number; rss: number }> = {
    postgres: { cpu: 0, rss: 0 },
    kafka: { cpu: 0, rss: 0 },
    minio: { cpu: 0, rss: 0 },
  };
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    const s = statFields(pid);
    const name = s && SERVERS[s.comm];
    if (!name) continue;
    out[name].cpu += (Number(s.fields[11]) + Number(s.fields[12])) / TICKS;
    out[name].rss += Number(s.fields[21]) * PAGE;
  }
  return out;
}
