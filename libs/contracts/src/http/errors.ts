import { z } from 'zod';

// Every error any service answers: `{ message, code }`, the message as the product spec words it.
export const errorResponseSchema = z.object({ message: z.string(), code: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

// Codes every service may answer (the platform's HTTP layer).
export const PLATFORM_ERROR_CODES = [
  'REQUEST.INVALID',
  'REQUEST.INVALID_TEXT',
  'REQUEST.MALFORMED_JSON',
  'REQUEST.TOO_LARGE',
  'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  'REQUEST.EMPTY_BODY',
  'ROUTE.NOT_FOUND',
  'SERVICE.UNAVAILABLE',
  'INTERNAL',
] as const;
