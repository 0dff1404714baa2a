"""The shared backbone: the garment-type network (train_type_tail.py, TYPE_SPLIT 0: every block fine-tuned
for the type) saved whole as the backbone every other step builds on (effnet_lite.build reads a .pt file), so the
attribute heads read the very activations the type is computed from: one backbone pass for the photo.

  python3 type_backbone.py <run-dir>/type_tail_final.pt <weights-dir> <out.pt>
"""
import sys, os, torch
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build
tail_pt, wdir, out = sys.argv[1:4]
ck = torch.load(tail_pt)
assert ck['split'] == 0, f'{tail_pt} fine-tuned blocks {ck["split"]}-16 only: the shared backbone needs the whole network (TYPE_SPLIT=0)'
bb = build(wdir)  # the ImageNet architecture, then the type network's weights in place of every block's
bb.load_state_dict({k: v for k, v in ck['state'].items() if k.startswith('blocks.')}, strict=True)
torch.save(bb, out)
print('shared backbone (the type network) saved', out)
