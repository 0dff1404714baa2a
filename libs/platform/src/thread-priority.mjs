// Lower the scheduling priority of the calling thread only (Linux: the thread's id from /proc/thread-self; nice
// applies per thread there), for background work in a worker thread (PDF renders, password hashing): when the CPU is
// short it yields to the threads answering calls; with spare CPU nothing changes. Elsewhere, or when not allowed, the
// thread keeps its priority. Plain JavaScript, so that a worker thread started without the TypeScript loader can
// import it.
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** @param {number} nice 0 (normal) to 19 (lowest) */
export function lowerThreadPriority(nice) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
    return true;
  } catch {
    return false;
  }
}
