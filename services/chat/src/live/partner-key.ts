import { timingSafeEqual } from 'node:crypto';

// The manufacturer partner's API key, compared in constant time.
export function keyMatches(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
