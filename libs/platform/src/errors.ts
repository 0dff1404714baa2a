// Errors with a stable code; the HTTP layer maps them to a status and `{ message, code }`.
export class AppError extends Error {
  // Extra response headers (e.g. Retry-After on 429/503).
  headers?: Record<string, string>;
  // Extra fields of the JSON answer besides { message, code } (e.g. `fields` naming what failed, a 409's open items).
  body?: Record<string, unknown>;
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (code: string, message: string, details?: unknown) =>
  new AppError(400, code, message, details);
export const unauthorized = (code: string, message: string) => new AppError(401, code, message);
export const forbidden = (code: string, message: string) => new AppError(403, code, message);
export const notFound = (code: string, message: string) => new AppError(404, code, message);
export const conflict = (code: string, message: string) => new AppError(409, code, message);

export const tooMany = (code: string, message: string, retryAfterSeconds: number) => {
  const e = new AppError(429, code, message);
  e.headers = { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) };
  return e;
};
