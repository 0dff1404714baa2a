// BOM lines for what finishes the garment's edges (ribs, tapes, binding, hood cord, interlining), its pockets and
// its sewing thread.
import type { BomBuild } from './bom-kit';
import { RIB_CUFF_KINDS } from './poms';

/** Ribs, neck tape and armhole binding, the hood's cord and eyelets, a woven collar's interlining. */
export function finishingTrims(b: BomBuild): void {
  const { kind, fam, v, padded, matched, knit, leather, add } = b;
  // ribs
  const ribNeck =
    knit &&
    !['point', 'camp', 'polo', 'stand', 'lapel'].includes(v.collar ?? '') &&
    v.hood !== 'yes' &&
    v.neckline !== 'strapless' &&
    (fam === 'top' || fam === 'dress');
  const ribCuffs = v.sleeve === 'long' && (RIB_CUFF_KINDS.includes(kind) || (kind === 'jacket' && knit));
  // one rib line per component it finishes (neckband, cuffs, hem band, leg cuffs): each is cut and ordered on its own
  const ribId = RIB_CUFF_KINDS.includes(kind) || kind === 'joggers' ? 'rib-2x2' : 'rib-1x1';
  if (ribNeck) add('trim.rib', 'trim', ribId, 'Neckband', 0.1, matched);
  if (ribCuffs || kind === 'joggers')
    add('trim.ribCuffs', 'trim', ribId, kind === 'joggers' ? 'Leg cuffs' : 'Cuffs', 0.15, matched);
  if (RIB_CUFF_KINDS.includes(kind)) add('trim.ribHem', 'trim', ribId, 'Hem band', 0.25, matched);
  if (ribNeck || ribCuffs || RIB_CUFF_KINDS.includes(kind) || kind === 'joggers') b.trim = 'cotton-ribbing';
  if (knit && (fam === 'top' || fam === 'dress') && v.neckline !== 'strapless')
    add('trim.tape', 'trim', 'tape-twill-10', 'Back neck and shoulders', 0.5, matched);
  if (!knit && !leather && v.sleeve === 'sleeveless' && !padded && kind !== 'vest') {
    add('trim.binding', 'trim', 'tape-bias-12', 'Armholes', 1.0, matched);
    b.trim = 'bias-tape';
  }
  // hood
  if (v.hood === 'yes') {
    add(
      'trim.drawcord',
      'trim',
      padded || kind === 'jacket' || kind === 'vest' ? 'drawcord-round-5' : 'drawcord-flat-10',
      'Hood channel',
      1.4,
      matched,
      'length 140 cm finished',
    );
    if (padded || kind === 'jacket' || kind === 'vest')
      add('trim.stoppers', 'trim', 'stopper-1hole', 'Hood cord ends', 2, 'Black');
    add('trim.eyelets', 'hardware', 'eyelet-10', 'Hood front, either side of centre', 2, 'Gunmetal');
    if (b.hardware === 'none') b.hardware = 'metal-grommets';
  }
  // collars and plackets
  if (['point', 'camp', 'stand', 'lapel'].includes(v.collar ?? '') && !knit && !leather)
    add(
      'trim.interlining',
      'trim',
      'interlining-woven',
      kind === 'shirt'
        ? `Collar, band, placket${v.sleeve === 'long' ? ', cuffs' : ''}`
        : 'Collar and facings',
      0.5,
      'White',
    );
}

/** A swim liner, pocketing and cargo snaps, then the sewing thread. */
export function pocketAndThreadLines(b: BomBuild): void {
  const { kind, fam, v, fabric, bom, trims, ps, matched, bodyColour, knit, leather, add } = b;
  // swim shorts carry a mesh liner; yarn-dyed checks and stripes are cut to match
  if (kind === 'shorts' && /swim/.test(fabric.id))
    bom.push({
      key: 'lining.swimLiner',
      category: 'lining',
      item: 'Polyester Mesh Liner',
      description: '100% Polyester mesh, 80 g/m2, brief liner',
      placement: 'Inner brief, attached at waistband',
      color: 'White',
      quantity: 0.35,
      unit: 'm (160 cm width)',
      quantityBySize: ps(0.35),
    });
  // pockets
  const pk = v.pockets ?? 'none';
  if (pk === 'inset' || kind === 'jeans' || (pk === 'cargo' && fam !== 'top'))
    add(
      'trim.pocketing',
      'trim',
      'pocketing',
      pk === 'cargo' ? 'Side pocket bags' : 'Pocket bags',
      fam === 'outerwear' ? 0.35 : 0.3,
      'White',
      '',
      false,
    );
  if (pk === 'cargo')
    add('hardware.cargoSnaps', 'hardware', 'snap-15', 'Cargo pocket flaps', 2, 'Antique brass');
  if (!leather) {
    const thread = knit
      ? 'Polyester core-spun Tex 27 (needles), textured polyester Tex 18 (loopers)'
      : kind === 'jeans'
        ? 'Polyester core-spun Tex 40, topstitch Tex 70 (gold)'
        : 'Polyester core-spun Tex 27';
    const threadM = knit ? 180 : kind === 'jeans' ? 250 : 220;
    bom.push({
      key: 'thread',
      category: 'thread',
      item: 'Sewing thread',
      description: thread,
      placement: 'All seams',
      color: kind === 'jeans' ? `Topstitch gold; seams ${bodyColour}` : matched,
      quantity: threadM,
      unit: 'm',
      quantityBySize: ps(threadM, 0.03, 0),
    });
    trims.thread = thread;
  } else {
    bom.push({
      key: 'thread',
      category: 'thread',
      item: 'Sewing thread',
      description: 'Bonded nylon Tex 70',
      placement: 'All seams',
      color: matched,
      quantity: 150,
      unit: 'm',
      quantityBySize: ps(150, 0.03, 0),
    });
    trims.thread = 'Bonded nylon Tex 70';
  }
}
