"""
EXPERIMENT (session 37, not part of train.sh or the shipped model): does a texture view (texture-crops.ts: the fabric
at about its own scale, cut from the web image inside the garment) help the pattern and fabric-look heads? Out-of-fold
on train only, with train_frozen_heads.py's protocol for a head that answers alone (the same 3 folds, sqrt inverse
frequency class weights, the photo and its mirror as two samples, L2 from the same grid): the photo's pooled frozen
features, then the same beside the texture view's (the frozen blocks[:SPLIT] activations' mean and standard deviation
over the grid, 384 values; the view beside the photo, its mirror beside the photo's mirror). Validation is never read.

  tsx libs/garment-classifier/scripts/texture-crops.ts <attributes-train.jsonl> <clothing-small dir> <cache>/texture
  python3 texture_view_experiment.py <cache> <attributes-train.jsonl> [keys...]      (default: pattern fabric_look)

Session 37 (the torch 2.15 cache, L2 0.03): pattern 0.887 (balanced 0.722, detected 78 %) -> 0.899 (0.750, 85 %);
fabric look 0.723 -> 0.728 (the shipped fabric head, a grid mix: 0.758).
"""
import json, os, sys, numpy as np, torch, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build, SPLIT
from heads_common import FEATURES, attribute_folds, attribute_targets, detect_threshold, family_mask_of, grid_features, softmax_masked, \
    temperature
cache, attr_path = sys.argv[1:3]
keys = sys.argv[3:] or ['pattern', 'fabric_look']
torch.set_num_threads(2)
items = json.load(open(os.path.join(cache, 'train.json')))['items']; index = {it['file']: i for i, it in enumerate(items)}
KEYS = {k: h['values'] for k, h in json.load(open(os.path.join(cache, 'run', 'heads.json')))['heads'].items()}
A = attribute_targets(attr_path, index, KEYS)
labelled, fold = attribute_folds(A, 3)
tj = json.load(open(os.path.join(cache, 'texture.json')))
tpos = {f.split('/', 1)[1]: n for n, f in enumerate(tj['files'])}
stats_path = os.path.join(cache, 'texture_stats.npy')
if not os.path.exists(stats_path):
    crops = np.memmap(os.path.join(cache, f'texture_{tj["size"]}.u8'), np.uint8, 'r', shape=(len(tj['files']), tj['size'], tj['size'], 3))
    bb = build(os.path.join(cache, 'effnet')); out = []
    with torch.no_grad():
        for k in range(0, len(crops), 32):
            x = torch.from_numpy(np.array(crops[k:k + 32], np.float32) / 255).permute(0, 3, 1, 2)
            views = [bb(v, 0, SPLIT).flatten(2) for v in (x, x.flip(-1))]  # the view and its mirror
            out.append(np.stack([torch.cat([a.mean(2), a.std(2)], 1).numpy() for a in views], 1))
    np.save(stats_path, np.concatenate(out))
T = np.load(stats_path)  # n x 2 (view, mirror) x 384
feats = np.load(os.path.join(cache, f'feats{SPLIT}.npy'), mmap_mode='r')


def fit(X, y, nv, wd):
    d = X.shape[2]; W = torch.zeros(d, nv, requires_grad=True); b = torch.zeros(nv, requires_grad=True)
    c = np.bincount(y, minlength=nv).astype(float)
    cw = torch.tensor(np.where(c > 0, (c.sum() / np.maximum(c, 1) / (c > 0).sum()) ** 0.5, 0), dtype=torch.float32)
    xt = torch.from_numpy(np.ascontiguousarray(X.reshape(-1, d))); yt = torch.from_numpy(np.repeat(y, 2))
    opt = torch.optim.LBFGS([W, b], lr=0.5, max_iter=300, history_size=20, line_search_fn='strong_wolfe')
    def clos():
        opt.zero_grad(); l = F.cross_entropy(xt @ W + b, yt, weight=cw) + wd * (W * W).sum(); l.backward(); return l
    opt.step(clos); return W.detach(), b.detach()


for key in keys:
    ki = list(KEYS).index(key); vals = KEYS[key]
    idx = labelled[A[labelled, ki] >= 0]; yy = A[idx, ki]; fk = fold[idx]
    mask = family_mask_of(key, vals, ki, idx, items, A)
    pooled = np.stack([grid_features(np.asarray(feats[idx, v], np.float32), np.concatenate)[:, FEATURES['pooled']] for v in (0, 1)], 1)
    for name, X in (('photo (pooled)', pooled), ('photo + texture view', np.concatenate([pooled, T[[tpos[items[i]['file']] for i in idx]]], 2))):
        mu = X.reshape(-1, X.shape[2]).mean(0); sd = X.reshape(-1, X.shape[2]).std(0) + 1e-3; Xn = ((X - mu) / sd).astype(np.float32)
        for wd in (1e-2, 3e-2, 1e-1):
            oof = np.zeros((len(yy), len(vals)), np.float32)
            for f in range(3):
                tr = fk != f; W, b = fit(Xn[tr], yy[tr], len(vals), wd)
                t = torch.from_numpy(Xn[~tr]); oof[~tr] = ((t[:, 0] @ W + b + t[:, 1] @ W + b) / 2).numpy()
            ok = np.where(mask, oof, -np.inf).argmax(1) == yy
            p = softmax_masked(oof, temperature(np.where(mask, oof, -1e9), yy), mask)
            cov = detect_threshold(p.max(1), p.argmax(1) == yy, 0.94)[2]
            print(f'{key} {name:22s} L2 {wd}: out-of-fold {ok.mean():.3f}, balanced {np.mean([ok[yy == c].mean() for c in np.unique(yy)]):.3f}, '
                  f'detected at 0.94: {cov:.2f}', flush=True)
