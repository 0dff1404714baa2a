// One run at a time per key (a pack's PDF render). A caller that finds a run under way waits for it and then asks
// again: work that became due during the run (the pack saved while its PDF rendered) is done by one more run, which
// the callers waiting then share; a run that finds nothing left to do (the PDF is current) ends at once. A failed run
// fails its waiters too.
export class OneRunPerKey<T> {
  private readonly running = new Map<string, Promise<T>>();

  run(key: string, work: () => Promise<T>): Promise<T> {
    const running = this.running.get(key);
    if (running) return running.then(() => this.run(key, work));
    const p = work().finally(() => this.running.delete(key));
    this.running.set(key, p);
    return p;
  }

  // the runs under way (a stopping service waits for them)
  underWay(): Promise<T>[] {
    return [...this.running.values()];
  }
}
