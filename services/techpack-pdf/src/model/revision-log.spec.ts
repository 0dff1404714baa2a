import { describe, expect, it } from '@jest/globals';
import { PACK_BOUNDS, packContractIssues } from '@techpack/contracts';
import { packOf } from '../testing/build-pack';
import { applyUpdate } from './techpack.model';

describe('the revision log is bounded as an import bounds it', () => {
  it('250 saves: the log keeps how the pack was made and the latest entries; the pack still exports and imports', () => {
    let pack = packOf('t-shirt');
    for (let i = 0; i < 250; i++)
      pack = applyUpdate(pack, { styleName: `Tee ${i}` }, new Date(Date.UTC(2026, 2, 2, 0, i))).pack;
    expect(pack.revisions).toHaveLength(PACK_BOUNDS.revisions);
    expect(pack.revisions[0]).toMatchObject({ rev: 1, by: 'system' });
    expect(pack.revisions.at(-1)).toMatchObject({ rev: 251, by: 'user' });
    expect(pack.revisions.at(-2)!.rev).toBe(250);
    expect(packContractIssues(JSON.parse(JSON.stringify(pack)))).toEqual([]);
  });
});
