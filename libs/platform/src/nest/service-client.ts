import { Inject, Injectable } from '@nestjs/common';
import type { z } from 'zod';
import { serviceAuthorization, type TokenService } from '../auth';
import { currentScope } from '../context';
import type { ServiceName } from '../service';
import { SERVICE_URL, TOKENS } from './tokens';

export interface ServiceCall<S extends z.ZodTypeAny> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  // Who calls: this service (a short-lived service token) or the designer whose request this is (their token).
  as: { service: ServiceName } | { bearer: string };
  // The answer's schema (checked when the status is 2xx).
  response: S;
  timeoutMs?: number;
}

export type ServiceAnswer<S extends z.ZodTypeAny> =
  | { ok: true; status: number; body: z.infer<S> }
  | { ok: false; status: number; body: { message?: string; code?: string } | undefined };

// The one way a service asks another for an answer now (the few calls that cannot wait for an event): the other
// service's URL from configuration (several instances round-robin), the caller's correlation id passed on, a
// timeout, and the answer checked against its contract. Network failures and timeouts throw (the caller's error
// handling answers 503/504); HTTP errors come back as { ok: false, status }.
@Injectable()
export class ServiceClient {
  constructor(
    @Inject(SERVICE_URL) private readonly serviceUrl: (name: ServiceName) => string,
    @Inject(TOKENS) private readonly tokens: TokenService,
  ) {}

  async call<S extends z.ZodTypeAny>(service: ServiceName, call: ServiceCall<S>): Promise<ServiceAnswer<S>> {
    const res = await this.request(service, call);
    const text = await res.text();
    const json = text ? (JSON.parse(text) as unknown) : undefined;
    if (res.ok) return { ok: true, status: res.status, body: call.response.parse(json) };
    return { ok: false, status: res.status, body: json as { message?: string; code?: string } | undefined };
  }

  // A binary answer (a PDF): status, headers and bytes as they came.
  async download(
    service: ServiceName,
    call: Omit<ServiceCall<z.ZodTypeAny>, 'response'>,
  ): Promise<{ ok: boolean; status: number; headers: Headers; bytes: Buffer }> {
    const res = await this.request(service, call);
    return {
      ok: res.ok,
      status: res.status,
      headers: res.headers,
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  }

  private async request(
    service: ServiceName,
    call: Omit<ServiceCall<z.ZodTypeAny>, 'response'>,
  ): Promise<Response> {
    const authorization =
      'service' in call.as
        ? await serviceAuthorization(this.tokens, call.as.service)
        : `Bearer ${call.as.bearer}`;
    const scope = currentScope();
    return fetch(`${this.serviceUrl(service)}${call.path}`, {
      method: call.method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(scope?.correlationId ? { 'x-correlation-id': scope.correlationId } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(call.timeoutMs ?? 5000),
    });
  }
}
