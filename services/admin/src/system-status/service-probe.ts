import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_URL, type ServiceName } from '@techpack/platform';

const PROBE_TIMEOUT_MS = 1500;

export interface Probe {
  ok: boolean;
  status: number | null;
  ms: number;
  body: unknown;
  error?: string;
}

// A health probe of another service's public endpoint (/ready, the payment configuration). Deliberately not a
// ServiceClient call: it asks for no data under a contract and carries no identity; it must report every outcome
// (not configured, timeout, unreachable, any status, any body) as a value within 1.5 s instead of throwing, and
// the time it took.
@Injectable()
export class ServiceProbe {
  constructor(@Inject(SERVICE_URL) private readonly serviceUrl: (name: ServiceName) => string) {}

  async probe(service: ServiceName, path: string): Promise<Probe> {
    const started = Date.now();
    let base: string;
    try {
      base = this.serviceUrl(service);
    } catch {
      return { ok: false, status: null, ms: 0, body: null, error: 'not configured' };
    }
    try {
      const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
      const text = await res.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      return { ok: res.ok, status: res.status, ms: Date.now() - started, body };
    } catch (e) {
      return {
        ok: false,
        status: null,
        ms: Date.now() - started,
        body: null,
        error: (e as Error).name === 'TimeoutError' ? 'timeout' : 'unreachable',
      };
    }
  }
}
