import { describe, expect, it } from '@jest/globals';
import { OneRunPerKey } from './one-run-per-key';

// A pack saved while its PDF renders: the save's background render and a download that both arrive during the render
// must not render the new revision twice, nor keep the stale PDF. The work below behaves as a render does: it renders
// the revision current when it starts, and does nothing when the PDF is already current.
function pack() {
  const state = { revision: 1, pdfRevision: 0, renders: [] as number[] };
  const gates: (() => void)[] = [];
  const render = async () => {
    if (state.pdfRevision === state.revision) return state.pdfRevision;
    const revision = state.revision;
    state.renders.push(revision);
    await new Promise<void>((open) => gates.push(open));
    state.pdfRevision = revision;
    return revision;
  };
  return { state, gates, render };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('one PDF render per pack at a time', () => {
  it('two callers arriving during a render share one more render of the revision saved meanwhile', async () => {
    const { state, gates, render } = pack();
    const runs = new OneRunPerKey<number>();
    const first = runs.run('pack-1', render);
    await settle();
    state.revision = 2; // saved while revision 1 renders
    const save = runs.run('pack-1', render);
    const download = runs.run('pack-1', render);
    await settle();
    expect(state.renders).toEqual([1]);
    gates.shift()!();
    expect(await first).toBe(1);
    await settle();
    expect(state.renders).toEqual([1, 2]);
    gates.shift()!();
    expect(await Promise.all([save, download])).toEqual([2, 2]);
    expect(state.renders).toEqual([1, 2]);
    expect(gates).toHaveLength(0);
  });

  it('a caller arriving during a render with nothing saved meanwhile gets that render, no second one', async () => {
    const { state, gates, render } = pack();
    const runs = new OneRunPerKey<number>();
    const first = runs.run('pack-1', render);
    const download = runs.run('pack-1', render);
    await settle();
    gates.shift()!();
    expect(await Promise.all([first, download])).toEqual([1, 1]);
    expect(state.renders).toEqual([1]);
  });

  it('other packs render beside it, and a failed render fails its waiters', async () => {
    const runs = new OneRunPerKey<number>();
    let release!: () => void;
    const slow = runs.run(
      'pack-1',
      () => new Promise<number>((_, fail) => (release = () => fail(new Error('render failed')))),
    );
    const waiting = runs.run('pack-1', async () => 7);
    expect(await runs.run('pack-2', async () => 5)).toBe(5);
    release();
    await expect(slow).rejects.toThrow('render failed');
    await expect(waiting).rejects.toThrow('render failed');
    expect(runs.underWay()).toHaveLength(0);
  });
});
