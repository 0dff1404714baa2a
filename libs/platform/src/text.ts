import { z } from 'zod';

// Text the database (and every reader after it) can hold: no NUL character (PostgreSQL refuses it in text and
// jsonb) and no lone UTF-16 surrogate (not a character; refused by PostgreSQL's UTF-8 encoding, and by JSON
// consumers). Refused at validation with 400 instead of failing later with 500.
export const BAD_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

// True when any string in the value (keys included) is not clean text. Depth-bounded.
export function containsBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isCleanText(value);
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return false;
  if (Array.isArray(value)) return value.some((v) => containsBadText(v, depth + 1));
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (!isCleanText(k) || containsBadText(v, depth + 1)) return true;
  }
  return false;
}

// The same rule as a zod refinement, for text read outside a JSON body (socket messages, multipart fields).
export const cleanText = <T extends z.ZodTypeAny>(schema: T) => schema.refine((v: unknown) => typeof v !== 'string' || isCleanText(v), BAD_TEXT_MESSAGE);
