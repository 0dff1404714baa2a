"""Garment type + attribute heads trained together on the fine-tuned tail (one backbone pass at run time).

  python3 train_multitask.py <cache> <weights-dir> <run-dir> <attributes-train.jsonl>

Replaces train_tail.py + train_heads.py in train.sh. Everything from the TRAIN split and attributes-train.jsonl only.
- Model: the cached activations (through expanded_conv_13, 8 views per photo) -> expanded_conv_14..16, Conv_1 (trained)
  -> pooled FEAT_DIM-d -> garment-type head (10 classes) and one linear head per attribute key (sum of their values).
- Loss: type cross-entropy (label smoothing 0.1, sqrt-inverse-frequency weights) + ATTR_WEIGHT x the mean over keys of
  each key's cross-entropy on the photos labelled for it ('unclear' / 'n/a' left out).
- Type calibration / refusals: the stratified 15 % hold-out of train (seed 0, as train_tail.py), never trained on by
  the models that calibrate the type ('final', 'final1').
- Shipped (REFIT, default on): the same recipe refit on all of train, hold-out included ('full', 'full1'), with the
  calibration above: 15 % more photos for the type and every multitask head.
- Attribute calibration: FOLDS-fold cross-validation over the labelled photos: the model is retrained without each
  fold and answers it; per key a temperature is fitted on those out-of-fold answers (restricted to the garment
  family's values), and the detected threshold is the lowest calibrated confidence at which the out-of-fold answers
  above it were right >= DETECT_PRECISION.
- Garment type: TYPE_SEEDS final models, seeds 0, 1, ... trained alike (PART 'final', 'final1'); the model averages
  their type logits (the attribute heads are the first's). Train hold-out: 0.907 with the first alone, 0.917 with two.
  One (the default): graft_type_tail.py averages it with a deeper type tail instead, calibrated on the
  first final model's hold-out logits this script saves (multitask_type_holdout.npy).
Writes <run-dir>/tail.pt (state incl. heads and the other final models' tails), heads.pt and heads.json for export_onnx.py.
"""
import sys, os, json, time, numpy as np, torch, torch.nn as nn, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build, SPLIT, FEAT_DIM, GRID, INPUT
from heads_common import (attribute_folds, attribute_targets, detect_threshold, family_mask_of, key_offsets, softmax_masked, temperature,
                          type_calibration, type_holdout)
cache, wdir, rundir, attr_path = sys.argv[1:5]
EPOCHS = int(os.environ.get('EPOCHS', 6)); LR = float(os.environ.get('LR', 1e-3)); HOLDOUT = 0.15
FOLDS = int(os.environ.get('FOLDS', 3)); ATTR_WEIGHT = float(os.environ.get('ATTR_WEIGHT', 1.0))
DETECT_PRECISION = float(os.environ.get('DETECT_PRECISION', 0.95)); REFUSE_PRECISION = 0.95
torch.set_num_threads(int(os.environ.get('THREADS', 2 if os.environ.get('PART', 'all') in ('all', 'calibrate') else 1)))

KEYS = {
    'sleeve': ['sleeveless', 'short', 'elbow', 'long'],
    'neckline': ['crew', 'scoop', 'v-neck', 'boat', 'square', 'turtleneck', 'collared', 'hooded', 'strapless', 'wrap'],
    'collar': ['none', 'point', 'camp', 'polo', 'stand', 'lapel', 'hood'],
    'hood': ['yes', 'no'],
    'front_closure': ['none', 'buttons-full', 'buttons-partial', 'zip-full', 'zip-partial', 'snaps', 'wrap'],
    'waist': ['fly-and-waistband', 'elastic-or-drawcord', 'plain-waistband'],
    'pockets': ['none', 'patch', 'inset', 'cargo', 'kangaroo'],
    'pattern': ['solid', 'stripe', 'check', 'print', 'colour-block'],
    'fabric_look': ['jersey', 'rib-or-sweater-knit', 'fleece', 'woven-light', 'woven-heavy', 'denim', 'quilted-or-padded',
                    'shell', 'leather-or-suede', 'lace-or-sheer'],
    'length': ['cropped', 'hip', 'thigh', 'knee-or-longer', 'mini', 'knee', 'midi', 'maxi', 'full', 'short', 'bermuda'],
    'silhouette': ['fitted', 'regular', 'oversized', 'sheath', 'a-line', 'fit-and-flare', 'shift', 'wrap', 'tiered', 'pencil',
                   'pleated', 'flared', 'skinny', 'straight', 'wide', 'tapered'],
    'main_colour': ['black', 'white', 'grey', 'navy', 'blue', 'light-blue', 'green', 'olive-khaki', 'yellow', 'orange', 'red',
                    'burgundy', 'pink', 'purple', 'brown', 'beige-camel', 'cream-ivory', 'multicolour'],
}
OFFS, NATTR = key_offsets(KEYS)

t_start = time.time()
j = json.load(open(os.path.join(cache, 'train.json'))); classes = j['classes']; items = j['items']
y = np.array([classes.index(it['label']) for it in items]); N = len(items)
index = {it['file']: i for i, it in enumerate(items)}
feats = np.asarray(np.load(os.path.join(cache, f'feats{SPLIT}.npy'), mmap_mode='r'))
V = feats.shape[1]
assert feats.shape[-1] == GRID, f'cached activations are {feats.shape[-1]}x{feats.shape[-1]}, not the {GRID}x{GRID} of a {INPUT} px input'
# attribute targets: N x keys, -1 = no label
A = attribute_targets(attr_path, index, KEYS)
labelled, fold = attribute_folds(A, FOLDS)
print('photos', N, 'attribute-labelled', len(labelled), flush=True)
hold = type_holdout(y, len(classes), HOLDOUT)

class Net(nn.Module):
    def __init__(s, bb):
        super().__init__(); s.blocks = nn.ModuleList(bb.blocks[SPLIT:]); s.drop = nn.Dropout(0.2)
        s.fc = nn.Linear(FEAT_DIM, len(classes)); s.attr = nn.Linear(FEAT_DIM, NATTR)
    def forward(s, x):
        for b in s.blocks: x = b(x)
        f = s.drop(x.mean((2, 3)))
        return s.fc(f), s.attr(f)

cnt = np.bincount(y, minlength=len(classes)); cw_type = torch.tensor((cnt.mean() / cnt) ** 0.5, dtype=torch.float32)
cw_attr = {}
for ki, (k, vals) in enumerate(KEYS.items()):
    c = np.bincount(A[A[:, ki] >= 0, ki], minlength=len(vals)).astype(float)
    cw_attr[k] = torch.tensor(np.where(c > 0, (c.sum() / np.maximum(c, 1) / len(vals)) ** 0.5, 0), dtype=torch.float32)

def train(tr, seed):
    torch.manual_seed(seed); rng = np.random.default_rng(seed)
    m = Net(build(wdir))
    params = [{'params': [p for b in m.blocks for p in b.parameters()], 'lr': LR, 'weight_decay': 1e-4},
              {'params': list(m.fc.parameters()) + list(m.attr.parameters()), 'lr': LR * 5, 'weight_decay': 1e-4}]
    opt = torch.optim.AdamW(params); BS = 32
    steps = EPOCHS * int(np.ceil(len(tr) / BS))
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=[LR, LR * 5], total_steps=steps, pct_start=0.15)
    m.train()
    for ep in range(EPOCHS):
        perm = rng.permutation(tr); tot = 0; nb = 0
        for k in range(0, len(perm), BS):
            b = perm[k:k + BS]; v = rng.integers(0, V, len(b))
            x = torch.from_numpy(feats[b, v].astype(np.float32))
            lt, la = m(x)
            loss = F.cross_entropy(lt, torch.from_numpy(y[b]), weight=cw_type, label_smoothing=0.1)
            al = []; ab = torch.from_numpy(A[b])
            for ki, (key, (s0, s1)) in enumerate(OFFS.items()):
                sel = ab[:, ki] >= 0
                if sel.any(): al.append(F.cross_entropy(la[sel, s0:s1], ab[sel, ki], weight=cw_attr[key], label_smoothing=0.05))
            if al: loss = loss + ATTR_WEIGHT * torch.stack(al).mean()
            opt.zero_grad(); loss.backward(); opt.step(); sched.step(); tot += loss.item(); nb += 1
        print(f'  epoch {ep} loss {tot / nb:.3f} {time.time() - t_start:.0f}s', flush=True)
    m.eval(); return m

def predict(m, idx, views=(0,)):
    LT, LA = [], []
    with torch.no_grad():
        for k in range(0, len(idx), 64):
            b = idx[k:k + 64]; lt = 0; la = 0
            for v in views:
                a, c = m(torch.from_numpy(feats[b, v].astype(np.float32))); lt = lt + a; la = la + c
            LT.append(lt / len(views)); LA.append(la / len(views))
    return torch.cat(LT).numpy(), torch.cat(LA).numpy()

def family_mask(key, idx):
    return family_mask_of(key, KEYS[key], list(KEYS).index(key), idx, items, A)

# PART: 'fold<k>' or 'final' trains one model and saves it (train.sh runs them side by side), 'calibrate' (or no
# PART: everything in one process) reads them back and calibrates.
PART = os.environ.get('PART', 'all')
os.makedirs(rundir, exist_ok=True)
# 1. out-of-fold attribute logits
oof = np.zeros((N, NATTR), np.float32)
for f in range(FOLDS):
    if PART not in ('all', 'calibrate', f'fold{f}'): continue
    tr = np.where(~hold & (fold != f))[0]; te = np.where(fold == f)[0]
    path = os.path.join(rundir, f'oof{f}.npy')
    if PART == 'calibrate':
        oof[te] = np.load(path); continue
    print(f'fold {f}: train {len(tr)} answer {len(te)}', flush=True)
    m = train(tr, seed=10 + f)
    oof[te] = predict(m, te)[1]; np.save(path, oof[te])
    # the fold model's garment type on the photos it never saw (clean + mirror, as at run time): a second yardstick for
    # the type beside the hold-out, on 2.7x as many photos (the attribute-labelled ones, garments only)
    np.save(os.path.join(rundir, f'oof_type{f}.npy'), predict(m, te, views=(0, 1))[0])
# 2. final model (all of train but the type hold-out); TYPE_SEEDS > 1: more final models (seeds 1, 2, ...: PART
# 'final1', ...) whose garment-type logits are averaged with the first one's (the attribute heads stay the first one's)
TYPE_SEEDS = int(os.environ.get('TYPE_SEEDS', 1))
final_path = lambda s: os.path.join(rundir, 'final.pt' if s == 0 else f'final{s}.pt')
for s in range(TYPE_SEEDS):
    if PART in ('all', 'final' if s == 0 else f'final{s}'):
        print('final model', s, flush=True)
        m = train(np.where(~hold)[0], seed=s)
        torch.save(m.state_dict(), final_path(s))
        if s == 0: final = m
# 3. REFIT (default on): the same recipe once more on all of train, the type hold-out included (PART 'full', 'full1', ...,
# one per type seed): these are the models shipped. The hold-out models above calibrate the type (temperature, detected
# and refusal thresholds) and give its hold-out accuracy; the attribute heads keep the out-of-fold calibration.
REFIT = os.environ.get('REFIT', '1') == '1'
full_path = lambda s: os.path.join(rundir, 'full.pt' if s == 0 else f'full{s}.pt')
for s in range(TYPE_SEEDS if REFIT else 0):
    if PART in ('all', 'full' if s == 0 else f'full{s}'):
        print('refit on all of train', s, flush=True)
        torch.save(train(np.arange(N), seed=s).state_dict(), full_path(s))
if PART not in ('all', 'calibrate'):
    print('done', PART, f'{time.time() - t_start:.0f}s'); sys.exit(0)
if PART == 'calibrate':
    final = Net(build(wdir))
    final.load_state_dict(torch.load(final_path(0))); final.eval()
extra = []
for s in range(1, TYPE_SEEDS):
    e = Net(build(wdir)); e.load_state_dict(torch.load(final_path(s))); e.eval(); extra.append(e)

def type_logits(idx, views=(0,)):
    """Each final model's garment-type logits (the model averages them; its attribute logits are the first model's)."""
    return [predict(m, idx, views)[0] for m in [final] + extra]
ho = np.where(hold)[0]
lts = type_logits(ho, views=(0, 1)); lt_ho = sum(lts) / len(lts)
if extra: print('type hold-out, first model alone:', float((lts[0].argmax(1) == y[ho]).mean()), flush=True)
# the type out-of-fold on the attribute-labelled photos (the fold models' answers, where this run dir has them): a
# yardstick with less noise than the hold-out's for what changes the type (test-time crops once looked +1 % on
# the hold-out, and were nothing here)
type_paths = [os.path.join(rundir, f'oof_type{f}.npy') for f in range(FOLDS)]
if all(os.path.exists(q) for q in type_paths):
    te_all = np.concatenate([np.where(fold == f)[0] for f in range(FOLDS)])
    lt_oof = np.concatenate([np.load(q) for q in type_paths])
    print('type out-of-fold (fold models, clean + mirror):', float((lt_oof.argmax(1) == y[te_all]).mean()), 'on', len(te_all), 'photos', flush=True)
lts0 = type_logits(ho); lt0 = sum(lts0) / len(lts0)
# the first model's hold-out type logits (clean, mirror): graft_type_tail.py averages them with the deeper type tail's
np.save(os.path.join(rundir, 'multitask_type_holdout.npy'), np.stack([lts0[0], 2 * lts[0] - lts0[0]], 1))
type_holdout_cal, rt, rprec, line = type_calibration(lt_ho, lt0, y[ho], classes, DETECT_PRECISION, REFUSE_PRECISION)
print(line, flush=True)
T = type_holdout_cal['T']
# 3. per key: temperature + detected threshold on the out-of-fold answers
heads = {}; report = {}
for ki, (key, vals) in enumerate(KEYS.items()):
    idx = np.where(A[:, ki] >= 0)[0]; yy = A[idx, ki]; s0, s1 = OFFS[key]
    mask = family_mask(key, idx); lg = oof[idx, s0:s1]
    Tk = temperature(np.where(mask, lg, -1e9), yy)
    pk = softmax_masked(lg, Tk, mask); pr = pk.argmax(1); ok = pr == yy
    thr, prec, cov = detect_threshold(pk.max(1), ok, DETECT_PRECISION)
    rec = [float(ok[yy == c].mean()) for c in range(len(vals)) if (yy == c).any()]
    report[key] = dict(n=int(len(yy)), T=Tk, oof_accuracy=float(ok.mean()), oof_balanced=float(np.mean(rec)),
                       detect_threshold=thr, detect_precision=prec, detect_coverage=cov)
    print(key, json.dumps(report[key]), flush=True)
    heads[key] = dict(values=vals, temperature=Tk, threshold=thr)
# out-of-fold main-colour logits, for combining the image head with the measured garment colour (train_colour step)
mc = list(KEYS).index('main_colour'); s0, s1 = OFFS['main_colour']
json.dump({'values': KEYS['main_colour'], 'temperature': heads['main_colour']['temperature'],
           'oof': {items[i]['file']: [round(float(x), 4) for x in oof[i, s0:s1]] for i in np.where(A[:, mc] >= 0)[0]}},
          open(os.path.join(rundir, 'main_colour_oof.json'), 'w'))
# the shipped models: the refits on all of train where REFIT, else the hold-out models themselves
shipped = [torch.load(full_path(s)) for s in range(TYPE_SEEDS)] if REFIT else [final.state_dict()] + [e.state_dict() for e in extra]
sd = shipped[0]
torch.save({'state': {k: v for k, v in sd.items() if not k.startswith('attr.')}, 'T': T, 'classes': classes, 'refit': REFIT,
            'extra_states': [{k: v for k, v in e.items() if not k.startswith('attr.')} for e in shipped[1:]],
            'holdout_acc': type_holdout_cal['accuracy'], 'holdout': ho.tolist()}, os.path.join(rundir, 'tail.pt'))
torch.save({k: dict(W=sd['attr.weight'][s0:s1].clone(), b=sd['attr.bias'][s0:s1].clone()) for k, (s0, s1) in OFFS.items()},
           os.path.join(rundir, 'heads.pt'))
json.dump({'heads': heads, 'report': report, 'refuseThreshold': rt, 'refusePrecision': rprec, 'detectPrecisionTarget': DETECT_PRECISION,
           'typeHoldout': type_holdout_cal},
          open(os.path.join(rundir, 'heads.json'), 'w'), indent=1)
print('done', f'{time.time() - t_start:.0f}s')
