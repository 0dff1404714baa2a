import sys, os, json, copy, numpy as np, torch, torch.nn as nn, onnx
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build, SPLIT, FEAT_DIM, INPUT, DETAIL_INPUT, NAME
from heads_common import FEATURES, grid_features
from onnx_export import fold_pads, quantize_8bit
cache, wdir, tailpt, outdir = sys.argv[1:5]
ck = torch.load(tailpt)
# attribute heads (train_heads.py) beside tail.pt: one more output, 'attributes' = every key's logits, concatenated
rundir = os.path.dirname(tailpt)
hj = json.load(open(os.path.join(rundir, 'heads.json'))); hp = torch.load(os.path.join(rundir, 'heads.pt'))
head_meta = {}; Ws = []; bs = []; off = 0
for key, h in hj['heads'].items():
    n = len(h['values']); head_meta[key] = dict(values=h['values'], offset=off, temperature=h['temperature'], threshold=h['threshold'])
    # a key answered by another key's value (heads_common.answer_from_other_head): the runtime reads that value instead
    if h.get('from'): head_meta[key]['from'] = h['from']
    Ws.append(hp[key]['W']); bs.append(hp[key]['b']); off += n
bb = build(wdir)
# heads on the frozen activations (train_frozen_heads.py), where built: their logits (plus the multitask head's x
# 'multitask' where the two are mixed) take their key's place in the 'attributes' output, so the runtime reads them as before
frozen_path = os.path.join(rundir, 'frozen_heads.pt')
frozen = torch.load(frozen_path) if os.path.exists(frozen_path) else {}
for key, h in frozen.items(): assert h['values'] == head_meta[key]['values']
# logit adjustment (train_frozen_heads.py): a constant per value added to a key's logits, where the folds chose one
bias = {k: torch.tensor(h['bias'], dtype=torch.float32) for k, h in hj['heads'].items() if h.get('bias')}
class Full(nn.Module):
    def __init__(s):
        super().__init__(); s.bb = bb; s.fc = nn.Linear(FEAT_DIM, len(ck['classes'])); s.attr = nn.Linear(FEAT_DIM, off)
        # more fine-tuned tails (TYPE_SEEDS > 1 in train_multitask.py): their garment-type logits are averaged with the first's
        s.extra = nn.ModuleList([nn.ModuleList([copy.deepcopy(b) for b in bb.blocks[SPLIT:]]) for _ in ck.get('extra_states', [])])
        s.extra_fc = nn.ModuleList([nn.Linear(FEAT_DIM, len(ck['classes'])) for _ in ck.get('extra_states', [])])
        s.frozen = nn.ModuleDict({k: nn.Linear(len(FEATURES[h.get('features', 'pooled')]), len(h['values'])) for k, h in frozen.items()})
    def forward(s, x, d=None):
        h = s.bb(x, 0, SPLIT)
        f = s.bb(h, SPLIT).mean((2, 3))
        a = s.attr(f)
        if len(s.frozen) == 0 and not bias: return s.type_logits(h, f), a
        # the frozen heads' features (heads_common.py), computed once; a 'pooled' head reads its columns of them
        g = grid_features(h, torch.cat)
        # heads on the photo and its detail view (d: the top of the garment's box, one per photo): its grid values after the photo's
        if d is not None: g = torch.cat([g, grid_features(s.bb(d, 0, SPLIT), torch.cat)], 1)
        parts = []
        for key, meta_k in head_meta.items():
            o, n = meta_k['offset'], len(meta_k['values'])
            if key not in s.frozen: z = a[:, o:o + n]
            else:
                cm = frozen[key].get('multitask', 0.0)
                name = frozen[key].get('features', 'pooled')
                fz = s.frozen[key](g[:, torch.from_numpy(FEATURES[name])])
                z = fz + cm * a[:, o:o + n] if cm else fz
            parts.append(z + bias[key] if key in bias else z)
        return s.type_logits(h, f), torch.cat(parts, 1)
    def type_logits(s, h, f):
        lt = s.fc(f)
        for blocks, fc in zip(s.extra, s.extra_fc):
            e = h
            for b in blocks: e = b(e)
            lt = lt + fc(e.mean((2, 3)))
        return lt / (1 + len(s.extra)) if len(s.extra) else lt
m = Full()
for key, h in frozen.items(): m.frozen[key].weight.data.copy_(h['W']); m.frozen[key].bias.data.copy_(h['b'])
def load_tail(blocks, fc, sd):
    """A fine-tuned tail's state (train_multitask.py Net: 'blocks.<i>...', 'fc.*') into blocks and the type layer fc."""
    for k, v in sd.items():
        if k.startswith('blocks.'):
            i, rest = k[len('blocks.'):].split('.', 1); blocks[int(i)].state_dict()[rest].copy_(v)
    fc.weight.data.copy_(sd['fc.weight']); fc.bias.data.copy_(sd['fc.bias'])
load_tail(m.bb.blocks[SPLIT:], m.fc, ck['state'])
for blocks, fc, esd in zip(m.extra, m.extra_fc, ck.get('extra_states', [])): load_tail(blocks, fc, esd)
m.attr.weight.data.copy_(torch.cat(Ws)); m.attr.bias.data.copy_(torch.cat(bs))
m.eval()
os.makedirs(outdir, exist_ok=True)
tmp = os.path.join(cache, 'full_float.onnx')
# the model takes the detail view as a second input where a head reads it
detail = any(h.get('features') == 'detail' for h in frozen.values())
names = ['image', 'detail'] if detail else ['image']
torch.onnx.export(m, tuple(torch.rand(2, 3, sz, sz) for sz in (INPUT, DETAIL_INPUT)[:len(names)]), tmp, input_names=names, output_names=['logits', 'attributes'],
                  dynamic_axes={**{n: {0: 'n'} for n in names}, 'logits': {0: 'n'}, 'attributes': {0: 'n'}}, opset_version=17, dynamo=False)
model = onnx.load(tmp)
g = model.graph
print('pads folded into convolutions:', fold_pads(model))
# a Pad left in the graph would cost the run time the fold saves (README, Padding): the chain stops instead
assert not [n.name for n in g.node if n.op_type == 'Pad'], 'Pad nodes left in the exported graph'
# the frozen-activation heads stay float (their weights carry the folded standardisation: a wide range per row that 8
# bits would blur; ~30 KB each)
quantize_8bit(g, keep_float=lambda name: name.startswith('frozen.'))
onnx.checker.check_model(model)
onx = os.path.join(outdir, 'garment-classifier.onnx'); onnx.save(model, onx)
json.dump({'classes': ck['classes'], 'temperature': ck['T'], 'inputSize': INPUT, 'inputName': 'image', 'outputName': 'logits',
           **({'detailInputName': 'detail', 'detailInputSize': DETAIL_INPUT} if detail else {}),
           'backbone': NAME,
           'holdoutAccuracy': ck['holdout_acc'], 'refitOnAllTrain': bool(ck.get('refit', False)),
           'attributesOutputName': 'attributes', 'heads': head_meta, 'refuseThreshold': hj['refuseThreshold'],
           'typeDetectThreshold': hj['typeHoldout']['detectThreshold'], 'typeHoldout': hj['typeHoldout'],
           'refusePrecision': hj['refusePrecision'], 'detectPrecisionTarget': hj['detectPrecisionTarget'], 'headsReport': hj['report'],
           # the training is deterministic for one torch build, not across builds: the versions that made these weights
           'trainedWith': {'torch': torch.__version__, 'numpy': np.__version__}}, open(os.path.join(outdir, 'garment-classifier.json'), 'w'), indent=2)
print('saved', onx, os.path.getsize(onx))
# check quantised ONNX against torch on held-out-style clean images (first 64 train images)
import onnxruntime as ort
j = json.load(open(os.path.join(cache, 'train.json'))); N = len(j['items'])
X = np.memmap(os.path.join(cache, f'train_{INPUT}.u8'), np.uint8, 'r', shape=(N, INPUT, INPUT, 3))
idx = np.arange(0, N, max(1, N // 64))[:64]
x = torch.from_numpy(np.array(X[idx])).permute(0, 3, 1, 2).float() / 255
# any image serves as the detail view for this check
xd = torch.nn.functional.interpolate(x.flip(2), size=(DETAIL_INPUT, DETAIL_INPUT), mode='bilinear') if detail else None
with torch.no_grad(): lt, la = (t.numpy() for t in m(x, xd))
s = ort.InferenceSession(onx)
lo_, la_ = s.run(None, {'image': x.numpy(), **({'detail': xd.numpy()} if detail else {})})
print('max |dlogit|', np.abs(lo_ - lt).max(), 'argmax agree', (lo_.argmax(1) == lt.argmax(1)).mean(), 'attributes max |dlogit|', np.abs(la_ - la).max())
