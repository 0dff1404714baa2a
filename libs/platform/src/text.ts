import { isCleanText } from '@techpack/contracts';

// The clean-text rule lives in the contracts (the schemas use it too); the platform checks whole requests with it.
export { BAD_TEXT_MESSAGE, cleanText, isCleanText } from '@techpack/contracts';

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
