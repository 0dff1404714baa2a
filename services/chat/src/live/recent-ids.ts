// Ids seen lately, bounded: past 20,000 the oldest 10,000 are forgotten (a late duplicate is what this guards against).
export class RecentIds {
  private readonly ids = new Set<string>();

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > 20_000) for (const old of [...this.ids].slice(0, 10_000)) this.ids.delete(old);
  }
}
