/** Lowers the calling thread's scheduling priority (nice 0-19, Linux); false where that is not possible. */
export function lowerThreadPriority(nice: number): boolean;
