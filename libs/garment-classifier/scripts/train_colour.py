"""
Main-colour family model: a softmax regression over what the runtime measures of a photo (colour-family.ts
familyFeatures: colour histograms of the garment's pixels, of the middle of the photo and of the background, the
garment's median Lab), written by colour-samples.ts for the labelled TRAIN photos, plus the image head's out-of-fold
main-colour log-probabilities (train_multitask.py). The L2 weight and the head's scale are picked by 5-fold
out-of-fold accuracy on train; the detected threshold is the lowest confidence at which those out-of-fold answers
above it were right >= DETECT_PRECISION (0.94). A second regression without the head answers where no image head
ran (never 'detected'). Validation is never read.

  python3 train_colour.py <colour-samples.json> <main_colour_oof.json> <out colour-families.json>

With OOF_OUT=<file.json> it also writes the chosen model's out-of-fold answer for each photo ({file: family}), which
scripts/colour-agreement.py compares with a second labeller's.
"""
import json, os, sys
import numpy as np, torch, torch.nn.functional as F
from heads_common import detect_threshold

samples_path, oof_path, out = sys.argv[1:4]
DETECT_PRECISION = float(os.environ.get('DETECT_PRECISION', 0.95))
torch.manual_seed(0); torch.set_num_threads(2)
oof = json.load(open(oof_path)); values = oof['values']; T = oof['temperature']
rows = [r for r in json.load(open(samples_path)) if r['main_colour'] in values and r.get('features')]
X = np.array([r['features'] for r in rows], np.float64)
y = np.array([values.index(r['main_colour']) for r in rows])
head = np.array([np.array(oof['oof'][r['file'].split('/', 1)[1]]) / T for r in rows])
head_logp = head - head.max(1, keepdims=True); head_logp -= np.log(np.exp(head_logp).sum(1, keepdims=True))
N, K = len(y), len(values)
# stratified folds, fixed
fold = np.zeros(N, int); rng = np.random.default_rng(0)
for c in range(K):
    idx = np.where(y == c)[0]; rng.shuffle(idx); fold[idx] = np.arange(len(idx)) % 5

def fit(Xa, ya, l2):
    Xt = torch.from_numpy(Xa).float(); yt = torch.from_numpy(ya)
    W = torch.zeros(Xa.shape[1], K, requires_grad=True); b = torch.zeros(K, requires_grad=True)
    opt = torch.optim.LBFGS([W, b], lr=1, max_iter=500, tolerance_grad=1e-6, line_search_fn='strong_wolfe')
    def clos():
        opt.zero_grad(); loss = F.cross_entropy(Xt @ W + b, yt) + l2 * (W ** 2).sum(); loss.backward(); return loss
    opt.step(clos)
    return W.detach().numpy().astype(np.float64), b.detach().numpy().astype(np.float64)

def probs(Xa, W, b):
    z = Xa @ W + b; z -= z.max(1, keepdims=True); e = np.exp(z); return e / e.sum(1, keepdims=True)

def oof_probs(Xa, l2):
    P = np.zeros((N, K))
    for f in range(5):
        W, b = fit(Xa[fold != f], y[fold != f], l2); P[fold == f] = probs(Xa[fold == f], W, b)
    return P

L2S = [2.5e-4, 5e-4, 1e-3, 2e-3]
best = None
for scale in [5, 10]:
    Xh = np.concatenate([X, head_logp / scale], 1)
    for l2 in L2S:
        P = oof_probs(Xh, l2); acc = float((P.argmax(1) == y).mean())
        print(f'with head, head scale {scale}, l2 {l2}: out-of-fold accuracy {acc:.3f}', flush=True)
        if best is None or acc > best['acc']: best = dict(scale=scale, l2=l2, acc=acc, P=P)
best_plain = None
for l2 in L2S:
    P = oof_probs(X, l2); acc = float((P.argmax(1) == y).mean())
    print(f'without head, l2 {l2}: out-of-fold accuracy {acc:.3f}', flush=True)
    if best_plain is None or acc > best_plain['acc']: best_plain = dict(l2=l2, acc=acc)

if os.environ.get('OOF_OUT'):
    json.dump({r['file']: values[k] for r, k in zip(rows, best['P'].argmax(1))}, open(os.environ['OOF_OUT'], 'w'), indent=0)
# the colour family's threshold needs 20 answers above it (the attribute heads' 12)
threshold, precision_at, coverage_at = detect_threshold(best['P'].max(1), best['P'].argmax(1) == y, DETECT_PRECISION, min_above=20)

Wh, bh = fit(np.concatenate([X, head_logp / best['scale']], 1), y, best['l2'])
Wp, bp = fit(X, y, best_plain['l2'])
r5 = lambda a: [round(float(v), 5) for v in a]
report = {'samples': N, 'features': X.shape[1], 'headScale': best['scale'], 'l2': best['l2'], 'heldOutAccuracy': round(best['acc'], 4),
          'withoutHeadHeldOutAccuracy': round(best_plain['acc'], 4), 'withoutHeadL2': best_plain['l2'],
          'detectThreshold': round(threshold, 4), 'detectPrecision': round(precision_at or 0.0, 4), 'detectCoverage': round(coverage_at, 4)}
print(json.dumps(report))
json.dump({'values': values, 'features': X.shape[1], 'headScale': best['scale'],
           'withHead': {'W': [r5(row) for row in Wh.T], 'b': r5(bh)},
           'withoutHead': {'W': [r5(row) for row in Wp.T], 'b': r5(bp)},
           'threshold': round(threshold, 4), 'report': report}, open(out, 'w'), separators=(',', ':'))
