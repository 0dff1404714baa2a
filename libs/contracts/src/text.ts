import { z } from 'zod';

// Text the database (and every reader after it) can hold: no NUL character (PostgreSQL refuses it in text and
// jsonb) and no lone UTF-16 surrogate (not a character; refused by PostgreSQL's UTF-8 encoding, and by JSON
// consumers). Refused at validation with 400 instead of failing later with 500. One rule for the platform's HTTP
// layer (every JSON body, query and path) and for the contracts' schemas of text read elsewhere (socket messages).
export const BAD_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired surrogates';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isCleanText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

// The same rule as a zod refinement, for text read outside a JSON body (socket messages, multipart fields).
export const cleanText = <T extends z.ZodTypeAny>(schema: T) =>
  schema.refine((v: unknown) => typeof v !== 'string' || isCleanText(v), BAD_TEXT_MESSAGE);
