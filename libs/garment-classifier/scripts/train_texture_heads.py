"""Attribute heads that also read the garment's TEXTURE VIEW, grafted into an exported model.

  python3 train_texture_heads.py <cache> <effnet-dir> <model-dir> <attributes-train.jsonl>

At 224 px the whole photo leaves a fine check or a pinstripe under a pixel (a gingham shirt of validation was answered
"solid" at 95 %). The texture view (texture-crops.ts -> <cache>/texture-view.json, garment-mask.ts textureBox) is a square of the garment's fabric
cut from the 1200 px web image and brought to 224 px: the fabric at about its own scale. For each key of TEXTURE_KEYS
(pattern, fabric_look) this script fits a multinomial logistic regression on the photo's 'pooled' frozen features
(heads_common.FEATURES) beside the texture view's (the frozen blocks[:SPLIT] activations' mean and standard deviation
over the grid, texture_features; the view beside the photo, its mirror beside the photo's mirror), with
train_frozen_heads.py's protocol for a head that answers alone (the same folds, class weights, L2 grid, temperature,
detected threshold at DETECT_PRECISION, logit adjustment). It replaces the model's head for the key only where it is
more accurate out-of-fold than that head (the model's headsReport: the same folds) by MARGIN or more, without a lower
balanced accuracy (by more than MARGIN). Where one is taken, the model gets a third input, 'texture' (the view and its
mirror, batch as 'image'): a copy of the frozen front's nodes (the same weights, one more pass), the view's features
and the head, whose logits take the key's place in the 'attributes' output; the model's JSON gets
'textureInputName' / 'textureInputSize' and the key's temperature, threshold and report. A model that reads the
texture view already is refused. Validation is never read.
"""
import sys, os, json, functools, numpy as np, torch, onnx
from onnx import helper, numpy_helper, TensorProto
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build, SPLIT, CACHE_C, DETAIL_INPUT
from onnx_export import set_nodes
from heads_common import FEATURES, attribute_folds, attribute_targets, calibrate, cells, family_mask_of, fit, grid_features, \
    logit_adjustment, out_of_fold, score, temperature, texture_features
cache, wdir, modeldir, attr_path = sys.argv[1:5]
torch.set_num_threads(2)
TEXTURE_KEYS = os.environ.get('TEXTURE_KEYS', 'pattern fabric_look').split()
DETECT_PRECISION = float(os.environ.get('DETECT_PRECISION', 0.95)); FOLDS = int(os.environ.get('FOLDS', 3))
MARGIN = 0.01
backbone = functools.cache(lambda: build(wdir))  # built once, where the views' features or the check need it
L2 = (1e-2, 3e-2, 1e-1)
meta_path = os.path.join(modeldir, 'garment-classifier.json'); onnx_path = os.path.join(modeldir, 'garment-classifier.onnx')
meta = json.load(open(meta_path))
if meta.get('textureInputName'): sys.exit(f'{meta_path} reads a texture view already: graft onto a freshly exported model')
KEYS = {k: h['values'] for k, h in meta['heads'].items()}
items = json.load(open(os.path.join(cache, 'train.json')))['items']; index = {it['file']: i for i, it in enumerate(items)}
A = attribute_targets(attr_path, index, KEYS)
labelled, fold = attribute_folds(A, FOLDS)

# the texture views' features (cached beside the views; recomputed when the views are newer)
tj = json.load(open(os.path.join(cache, 'texture-view.json'))); trow = {f: n for n, f in enumerate(tj['files'])}
views_path = os.path.join(cache, f'texture-view_{tj["size"]}.u8'); stats_path = os.path.join(cache, f'texture-view{SPLIT}_stats.npy')
if not os.path.exists(stats_path) or os.path.getmtime(stats_path) < os.path.getmtime(views_path):
    crops = np.memmap(views_path, np.uint8, 'r', shape=(len(tj['files']), tj['size'], tj['size'], 3))
    bb = backbone(); out = []
    with torch.no_grad():
        for k in range(0, len(crops), 32):
            x = torch.from_numpy(np.array(crops[k:k + 32], np.float32) / 255).permute(0, 3, 1, 2)
            out.append(np.stack([texture_features(bb(v, 0, SPLIT).numpy()) for v in (x, x.flip(-1))], 1))  # the view and its mirror
    np.save(stats_path, np.concatenate(out).astype(np.float32))
TS = np.load(stats_path)  # n x 2 x 2 CACHE_C
feats = np.load(os.path.join(cache, f'feats{SPLIT}.npy'), mmap_mode='r')

taken = {}
for key in TEXTURE_KEYS:
    ki = list(KEYS).index(key); vals = KEYS[key]; was = meta['headsReport'][key]
    idx = labelled[A[labelled, ki] >= 0]; yy = A[idx, ki]; fk = fold[idx]
    mask = family_mask_of(key, vals, ki, idx, items, A)
    pooled = grid_features(np.asarray(feats[idx, :2], np.float32), np.concatenate)[..., FEATURES['pooled']]
    X = np.concatenate([pooled, TS[[trow[items[i]['file']] for i in idx]]], 2)
    mu = X.reshape(-1, X.shape[2]).mean(0); sd = X.reshape(-1, X.shape[2]).std(0) + 1e-3; Xn = ((X - mu) / sd).astype(np.float32)
    if was.get('features') == 'pooled' and not was.get('multitask') and 'l2' in was:
        # the model's own head refitted on these features: does this cache measure it as the chain that made it did?
        oof = out_of_fold(Xn[:, :, :pooled.shape[2]], yy, fk, len(vals), was['l2'], True)
        print(f'{key} photo alone (the model\'s head refitted), L2 {was["l2"]}: out-of-fold %.3f (balanced %.3f)' % score(oof, yy, mask), flush=True)
    best = None
    for wd in L2:
        oof = out_of_fold(Xn, yy, fk, len(vals), wd, True)
        acc, bal = score(oof, yy, mask)
        print(f'{key} photo + texture view, L2 {wd}: out-of-fold {acc:.3f} (balanced {bal:.3f})', flush=True)
        if best is None or acc > best[0]: best = (acc, bal, wd, oof)
    acc, bal, wd, oof = best
    take = acc >= was['oof_accuracy'] + MARGIN and bal >= was['oof_balanced'] - MARGIN
    print(f'{key}: the model\'s head ({was.get("source", "multitask")}) {was["oof_accuracy"]:.3f} (balanced {was["oof_balanced"]:.3f}); '
          f'with the texture view {acc:.3f} ({bal:.3f}) -> {"texture view" if take else "kept"}', flush=True)
    if not take: continue
    T0 = temperature(np.where(mask, oof, -1e9), yy)
    tau, bias, _, tries = logit_adjustment(oof, T0, yy, mask, len(vals), MARGIN)
    print(f'  {key} logit adjustment: ' + ', '.join(f'{t} {a:.3f} ({b:.3f})' for t, a, b in tries) + f' -> tau {tau}', flush=True)
    z = oof + bias if tau else oof
    T, thr, prec, cov = calibrate(z, yy, mask, DETECT_PRECISION); acc, bal = score(z, yy, mask)
    W, b = fit(Xn, yy, len(vals), wd, True)
    # the standardisation (and the logit adjustment's constant) folded into the weights: logits = W' x + b'
    Wf = (W / torch.from_numpy(sd)[:, None]).T.contiguous().numpy(); bf = (b - torch.from_numpy(mu / sd) @ W).numpy()
    if tau: bf = bf + bias.astype(np.float32)
    taken[key] = (Wf.astype(np.float32), bf.astype(np.float32))
    meta['heads'][key].update(temperature=T, threshold=thr)
    meta['headsReport'][key] = dict(
        source='frozen activations of the photo (pooled) and of its texture view (mean, sd), clean views (train_texture_heads.py)',
        n=int(len(yy)), T=T, oof_accuracy=acc, oof_balanced=bal, detect_threshold=thr, detect_precision=prec, detect_coverage=cov,
        l2=wd, features='pooled+texture', **({'logit_adjustment': dict(tau=tau)} if tau else {}),
        replaced=dict(source=was.get('source'), oof_accuracy=was['oof_accuracy'], oof_balanced=was['oof_balanced']))
if not taken:
    print('texture-view heads: none (the model is unchanged)'); sys.exit(0)

# the graft
model = onnx.load(onnx_path); g = model.graph
prod = {o: n for n in g.node for o in n.output}
conv = next(n for n in g.node if n.op_type == 'Conv' and n.input[1] == f'bb.blocks.{SPLIT}.convs.0.weight')
h = conv.input[0]  # the photo's frozen activations (blocks[:SPLIT]), where the fine-tuned tail starts
# the front's nodes: those between an input and its frozen activations (for 'image': h)
up = set(); todo = [h]
while todo:
    t = todo.pop()
    if t in prod and id(prod[t]) not in up: up.add(id(prod[t])); todo.extend(prod[t].input)
front = [n for n in g.node if id(n) in up]
# a copy of the front's nodes for the texture view (the same weights, one more pass). (Tried: one pass of the front over
# the photo, the detail view and the texture view batched together, its activations split back: 24.5 ms a run against
# 23.6 with the copy, onnxruntime 1.32 on two threads.)
down = {'image'}; copies = []
for n in front:
    if any(i in down for i in n.input): down.update(n.output)
assert not any(i in down - {h} for n in g.node if id(n) not in up for i in n.input), 'the front\'s activations are read beyond it'
rename = lambda t: 'texture' if t == 'image' else ('texture' + t if t in down else t)
for n in front:
    if not any(i in down for i in n.input): continue
    c = onnx.NodeProto(); c.CopyFrom(n); c.name = 'texture' + n.name if n.name else ''
    c.input[:] = [rename(i) for i in n.input]; c.output[:] = [rename(o) for o in n.output]; copies.append(c)
ht = rename(h)
side = meta['inputSize'] // 32  # the activations' grid (7 at 224; the texture view is DETAIL_INPUT wide)
side_t = DETAIL_INPUT // 32
st = cells(side)[4]  # the centre cell ('pooled' = the grid's mean and its centre 3x3 cell)
inits = [numpy_helper.from_array(np.array([2, 3], np.int64), 'texture/axes'),
         numpy_helper.from_array(np.array(st, np.int64), 'texture/centre_starts'),
         numpy_helper.from_array(np.array([st[0] + 3, st[1] + 3], np.int64), 'texture/centre_ends'),
         numpy_helper.from_array(np.array(side_t * side_t - 1, np.float32), 'texture/dof')]
new = [helper.make_node('ReduceMean', [h], ['texture/photo_mean'], axes=[2, 3], keepdims=0),
       helper.make_node('Slice', [h, 'texture/centre_starts', 'texture/centre_ends', 'texture/axes'], ['texture/photo_centre_cell']),
       helper.make_node('ReduceMean', ['texture/photo_centre_cell'], ['texture/photo_centre'], axes=[2, 3], keepdims=0),
       helper.make_node('ReduceMean', [ht], ['texture/mean'], axes=[2, 3], keepdims=0),
       helper.make_node('ReduceMean', [ht], ['texture/mean4'], axes=[2, 3], keepdims=1),
       helper.make_node('Sub', [ht, 'texture/mean4'], ['texture/centred']),
       helper.make_node('Mul', ['texture/centred', 'texture/centred'], ['texture/squares']),
       helper.make_node('ReduceSum', ['texture/squares', 'texture/axes'], ['texture/sum_squares'], keepdims=0),
       helper.make_node('Div', ['texture/sum_squares', 'texture/dof'], ['texture/variance']),
       helper.make_node('Sqrt', ['texture/variance'], ['texture/sd']),
       helper.make_node('Concat', ['texture/photo_mean', 'texture/photo_centre', 'texture/mean', 'texture/sd'], ['texture/features'], axis=1)]
attributes = next(n for n in g.node if 'attributes' in n.output)
assert len(attributes.input) == len(KEYS), 'the attributes output is not one input per key'
for key, (Wf, bf) in taken.items():
    inits += [numpy_helper.from_array(Wf, f'texture.{key}.weight'), numpy_helper.from_array(bf, f'texture.{key}.bias')]
    new.append(helper.make_node('Gemm', ['texture/features', f'texture.{key}.weight', f'texture.{key}.bias'], [f'texture/{key}'], transB=1))
    attributes.input[list(KEYS).index(key)] = f'texture/{key}'
nodes = [n for n in g.node if n is not attributes] + copies + new + [attributes]
set_nodes(g, nodes, inits)  # what the replaced part computed, now unused, goes
image_in = next(i for i in g.input if i.name == 'image')
t_in = onnx.ValueInfoProto(); t_in.CopyFrom(image_in); t_in.name = 'texture'
t_in.type.tensor_type.shape.dim[2].dim_value = DETAIL_INPUT; t_in.type.tensor_type.shape.dim[3].dim_value = DETAIL_INPUT
g.input.append(t_in)
onnx.checker.check_model(model)
onnx.save(model, onnx_path)
meta['textureInputName'] = 'texture'; meta['textureInputSize'] = DETAIL_INPUT
json.dump(meta, open(meta_path, 'w'), indent=2)
print('texture-view heads:', ', '.join(taken), '; saved', onnx_path, os.path.getsize(onnx_path))

# check: the grafted model's logits for those keys against the heads on the float front's features (first 64 photos)
import onnxruntime as ort
sel = labelled[:64]
X = np.memmap(os.path.join(cache, f'train_{meta["inputSize"]}.u8'), np.uint8, 'r', shape=(len(items), meta['inputSize'], meta['inputSize'], 3))
crops = np.memmap(views_path, np.uint8, 'r', shape=(len(tj['files']), tj['size'], tj['size'], 3))
x = np.array(X[sel], np.float32).transpose(0, 3, 1, 2) / 255
xt = np.array(crops[[trow[items[i]['file']] for i in sel]], np.float32).transpose(0, 3, 1, 2) / 255
feeds = {'image': x, 'texture': xt}
if meta.get('detailInputName'): feeds[meta['detailInputName']] = xt  # any view serves as the detail view here
la = ort.InferenceSession(onnx_path).run(['attributes'], feeds)[0]
pooled = grid_features(np.asarray(feats[sel, 0], np.float32), np.concatenate)[:, FEATURES['pooled']]
with torch.no_grad(): tf = texture_features(backbone()(torch.from_numpy(xt), 0, SPLIT).numpy())
for key, (Wf, bf) in taken.items():
    o = meta['heads'][key]['offset']; n = len(meta['heads'][key]['values'])
    ref = np.concatenate([pooled, tf], 1) @ Wf.T + bf
    print(f'{key}: grafted model vs float front max |dlogit| {np.abs(la[:, o:o + n] - ref).max():.3f}, '
          f'argmax agree {(la[:, o:o + n].argmax(1) == ref.argmax(1)).mean():.3f}')
