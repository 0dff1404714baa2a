"""The garment-type network of an exported model, read back from its 8-bit weights: a cache's
run/type_tail_final.pt and type_tail_holdout.npy, as train_type_tail.py (PART=final, TYPE_SPLIT=0) writes them, so the
chain (train.sh: the backbone every head reads) rebuilds the shipped model without training the type network again.

  python3 recover_type_network.py <model-dir> <cache> <weights-dir> <run-dir>

- A model whose type branches off its one backbone pass (typeTail.sharedPass, the layout shipped since 2026-11-28) gives blocks 0-13 from the
  model's backbone ('bb.blocks.*') and the rest from the type branch ('type_tail/blocks.*', 'type_tail/fc.*'); a
  model of 2026-11-27 (the type on a whole backbone of its own) gives every block from 'type_tail/'.
- Each 8-bit weight is dequantised as the model does (q x scale + min); biases are float. The hold-out logits are
  recomputed with these weights (the train hold-out, clean + mirror), so the graft calibrates what the model answers.
"""
import sys, os, json, numpy as np, torch
from onnx import load, numpy_helper
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build, INPUT, TypeTail
from heads_common import type_holdout, type_holdout_logits
modeldir, cache, wdir, rundir = sys.argv[1:5]
meta = json.load(open(os.path.join(modeldir, 'garment-classifier.json'))); tt = meta['typeTail']
init = {i.name: numpy_helper.to_array(i) for i in load(os.path.join(modeldir, 'garment-classifier.onnx')).graph.initializer}

def weight(name):
    """A weight as the model computes it: float (a bias), float16 read back through a Cast, or 8 bits dequantised."""
    if name in init: return init[name].astype(np.float32)
    if name + '__h' in init: return init[name + '__h'].astype(np.float32)
    return init[name + '__q'].astype(np.float32) * init[name + '__scale'] + init[name + '__min']

branch = tt.get('branch', tt['split']) if tt.get('sharedPass') else 0
assert tt['split'] == 0, 'the model\'s type tail starts at block %d: no whole type network in it' % tt['split']
bb = build(wdir); net = TypeTail(bb, 0, len(meta['classes']))
state = {}
for k in net.state_dict():
    i = int(k.split('.')[1]) if k.startswith('blocks.') else None
    if i is not None and i < branch: src = 'bb.' + k  # the shared pass: the model's own backbone
    elif i is not None: src = f'type_tail/blocks.{i - branch}.' + k.split('.', 2)[2]
    else: src = 'type_tail/' + k
    state[k] = torch.from_numpy(weight(src)).reshape(net.state_dict()[k].shape)
net.load_state_dict(state); net.eval()
j = json.load(open(os.path.join(cache, 'train.json'))); classes = j['classes']; items = j['items']; N = len(items)
assert classes == meta['classes']
y = np.array([classes.index(it['label']) for it in items]); ho = np.where(type_holdout(y, len(classes)))[0]
X = np.memmap(os.path.join(cache, f'train_{INPUT}.u8'), np.uint8, 'r', shape=(N, INPUT, INPUT, 3))
out = type_holdout_logits(net, lambda idx: torch.from_numpy(np.array(X[idx])).permute(0, 3, 1, 2).float() / 255, ho, len(classes))
os.makedirs(rundir, exist_ok=True)
torch.save({'split': 0, 'epochs': tt.get('epochs'), 'lr': tt.get('lr'), 'seed': tt.get('seed'), 'classes': classes,
            'trainedWith': tt.get('trainedWith'), 'recoveredFrom': os.path.abspath(modeldir), 'state': state},
           os.path.join(rundir, 'type_tail_final.pt'))
np.save(os.path.join(rundir, 'type_tail_holdout.npy'), out)
print(f'type network recovered from {modeldir} (branch {branch}): hold-out (clean + mirror) {(out.mean(1).argmax(1) == y[ho]).mean():.4f}')
