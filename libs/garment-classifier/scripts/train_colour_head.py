"""Main-colour head on the FROZEN backbone activations (through expanded_conv_13), clean views only.

  python3 train_colour_head.py <cache> <run-dir> <attributes-train.jsonl>

The multitask head for main_colour sits on the fine-tuned tail, which was trained on colour-jittered views (brightness,
contrast, saturation): it learnt to ignore much of what tells grey from white or navy from black (3-fold out-of-fold
accuracy 0.27). This head reads the ImageNet activations of the clean photo and its mirror (cached views 0 and 1, no
jitter): their mean over the 7x7 grid and over its centre 3x3 (448 values) -> multinomial logistic regression
(L2 picked by 5-fold cross-validation on train). Writes <run-dir>/colour_head.pt (weights with the standardisation
folded in, for export_onnx.py), replaces main_colour's out-of-fold logits (main_colour_oof.json, for the colour-family
model) and its temperature in heads.json. Validation is never read.
"""
import sys, os, json, numpy as np, torch, torch.nn.functional as F
cache, rundir, attr_path = sys.argv[1:4]
torch.set_num_threads(2)
VALS = ['black', 'white', 'grey', 'navy', 'blue', 'light-blue', 'green', 'olive-khaki', 'yellow', 'orange', 'red',
        'burgundy', 'pink', 'purple', 'brown', 'beige-camel', 'cream-ivory', 'multicolour']
FOLDS = 5
items = json.load(open(os.path.join(cache, 'train.json')))['items']; index = {it['file']: i for i, it in enumerate(items)}
rows, y = [], []
for line in open(attr_path):
    if not line.strip(): continue
    r = json.loads(line); f = r['file'][len('train/'):] if r['file'].startswith('train/') else r['file']
    if f in index and r.get('main_colour') in VALS: rows.append(index[f]); y.append(VALS.index(r['main_colour']))
rows = np.array(rows); y = np.array(y)
feats = np.load(os.path.join(cache, 'feats15.npy'), mmap_mode='r')
X = np.zeros((len(rows), 2, 448), np.float32)
for k in range(0, len(rows), 128):
    a = np.asarray(feats[rows[k:k + 128], :2], dtype=np.float32)  # n, 2 views, 224, 7, 7
    X[k:k + 128, :, :224] = a.mean((3, 4)); X[k:k + 128, :, 224:] = a[..., 2:5, 2:5].mean((3, 4))
mu = X.reshape(-1, 448).mean(0); sd = X.reshape(-1, 448).std(0) + 1e-3
Xn = (X - mu) / sd

def fit(Xtr, ytr, wd):
    W = torch.zeros(448, 18, requires_grad=True); b = torch.zeros(18, requires_grad=True)
    xt = torch.from_numpy(Xtr.reshape(-1, 448)); yt = torch.from_numpy(np.repeat(ytr, 2))
    opt = torch.optim.LBFGS([W, b], lr=0.5, max_iter=300, history_size=20, line_search_fn='strong_wolfe')
    def clos():
        opt.zero_grad(); l = F.cross_entropy(xt @ W + b, yt) + wd * (W * W).sum(); l.backward(); return l
    opt.step(clos); return W.detach(), b.detach()

def answer(W, b, Xv):
    t = torch.from_numpy(Xv); return ((t[:, 0] @ W + b + t[:, 1] @ W + b) / 2).numpy()

folds = np.random.default_rng(1).permutation(np.arange(len(y)) % FOLDS)
best = None
for wd in (1e-2, 3e-2, 1e-1):
    oof = np.zeros((len(y), 18), np.float32)
    for f in range(FOLDS):
        tr = folds != f; W, b = fit(Xn[tr], y[tr], wd); oof[~tr] = answer(W, b, Xn[~tr])
    acc = float((oof.argmax(1) == y).mean()); print(f'colour head: L2 {wd} out-of-fold accuracy {acc:.3f}', flush=True)
    if best is None or acc > best[1]: best = (wd, acc, oof)
wd, acc, oof = best
W, b = fit(Xn, y, wd)
# standardisation folded into the weights: logits = pooled @ (W / sd) + (b - (mu / sd) @ W)
Wf = (W / torch.from_numpy(sd)[:, None]).T.contiguous(); bf = b - torch.from_numpy(mu / sd) @ W
torch.save({'W': Wf, 'b': bf, 'values': VALS, 'l2': wd, 'oof_accuracy': acc}, os.path.join(rundir, 'colour_head.pt'))
lt = torch.from_numpy(oof); yt = torch.from_numpy(y)
logT = torch.zeros(1, requires_grad=True); opt = torch.optim.LBFGS([logT], lr=0.1, max_iter=100)
def clos():
    opt.zero_grad(); l = F.cross_entropy(lt / logT.exp(), yt); l.backward(); return l
opt.step(clos); T = float(logT.detach().exp())
# the head alone (used only where no colour-family model is there): detected at the lowest calibrated confidence at
# which the out-of-fold answers above it were right >= 0.90 (at least 12 of them), else never
p = np.exp(oof / T - (oof / T).max(1, keepdims=True)); p /= p.sum(1, keepdims=True)
conf = p.max(1); ok = p.argmax(1) == y; order = np.argsort(-conf); prec = np.cumsum(ok[order]) / np.arange(1, len(y) + 1)
thr = 1.01
for k in range(11, len(y)):
    if prec[k] >= 0.90 and (k + 1 == len(y) or conf[order][k + 1] < conf[order][k]): thr = float(conf[order][k])
balanced = float(np.mean([ok[y == c].mean() for c in range(18) if (y == c).any()]))
json.dump({'values': VALS, 'temperature': T, 'oof': {items[i]['file']: [round(float(x), 4) for x in oof[n]] for n, i in enumerate(rows)}},
          open(os.path.join(rundir, 'main_colour_oof.json'), 'w'))
hj = json.load(open(os.path.join(rundir, 'heads.json')))
hj['heads']['main_colour'].update(temperature=T, threshold=thr)
hj['report']['main_colour'] = dict(source='frozen backbone, clean views (train_colour_head.py)', n=int(len(y)), T=T, oof_accuracy=acc,
                                   oof_balanced=balanced, detect_threshold=thr, l2=wd)
json.dump(hj, open(os.path.join(rundir, 'heads.json'), 'w'), indent=1)
print(f'colour head: L2 {wd}, out-of-fold accuracy {acc:.3f} (balanced {balanced:.3f}), T {T:.3f}, detected at {thr:.3f}, {len(y)} photos')
