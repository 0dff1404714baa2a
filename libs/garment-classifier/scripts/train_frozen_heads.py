"""Attribute heads on the FROZEN backbone activations (the cached 7x7 blocks[:SPLIT], effnet_lite.py) of the clean photo, per key where they,
or their mix with the multitask head, beat the multitask head on the same cross-validation folds.

  python3 train_frozen_heads.py <cache> <run-dir> <attributes-train.jsonl>

The multitask heads (train_multitask.py) sit on the fine-tuned tail, trained on random crops and brightness /
contrast / saturation-jittered views: it learnt to ignore much of what tells grey from white (main colour, 0.27
out-of-fold) and some of the fabric's texture (pattern, fabric look). For every key this script fits multinomial
logistic regressions on the cached ImageNet activations of the clean photo and its mirror (views 0 and 1, no jitter),
on two feature sets: 'pooled' (their mean over the 7x7 grid and over its centre 3x3, 384 values) and 'grid' (the mean
and the nine overlapping 3x3 cells, 1920 values: where on the photo, e.g. sleeves at the sides), L2 picked on the
folds. It uses the multitask script's own folds (FOLDS-fold, seed 1, over the attribute-labelled photos), so the
heads' out-of-fold answers are compared like for like (restricted to the garment family's values). The heads read
different layers and err differently, so their calibrated logits are also mixed (weight MIXES on the multitask head).
Per key, among the candidates whose balanced accuracy is not lower than the multitask head's by more than MARGIN, a
frozen head replaces the multitask head where it is more accurate out-of-fold by MARGIN or more, and the best mix
replaces both where it beats the better of them by MARGIN or more. The frozen head's weights (the standardisation and
the mix weight folded in) go to <run-dir>/frozen_heads.pt, with its feature set and the multitask logits' weight in
the mix (0: frozen head alone), for export_onnx.py; its temperature, detected threshold (lowest calibrated confidence
with out-of-fold answers above it right >= DETECT_PRECISION, 0.94) and report to heads.json; main_colour's
out-of-fold logits are rewritten for the colour-family model.
Then, per key (the chosen head or mix), logit adjustment for the rarer values (Menon et al. 2021, 'Long-tail learning
via logit adjustment'): a constant tau x -log(prior of the value among the key's train labels) is added to the key's
calibrated logits, with tau from TAUS picked out-of-fold: the one with the highest balanced accuracy among those that lower
the accuracy by heads_common.TAU_ACCURACY_TOLERANCE (0.005) at most, kept only where it raises balanced accuracy by MARGIN or more (else tau = 0, nothing added). The
class-weighted training already leans to the rarer values; this moves the decision the rest of the way where the
folds show it pays (e.g. sleeve: elbow sleeves, 3 % of the labels, were found 1 time in 10). The constants go to
heads.json ('bias', added by export_onnx.py to the key's logits in the model); temperature and detected threshold
are refitted on the adjusted logits. main_colour is left as it is: the colour-family model weighs its head itself.
Last, the hood: the guide makes a hood the collar's 'hood' value too, and where the collar head's
probability of 'hood' is the better hood detector out-of-fold (more accurate by MARGIN, not less balanced), the hood
is answered by it (heads_common.answer_from_other_head: 'from' and its own detected threshold in heads.json).
Validation is never read.
"""
import sys, os, json, numpy as np, torch, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import SPLIT
from heads_common import FEATURES, answer_from_other_head, attribute_folds, attribute_targets, calibrate, family_mask_of, fit, \
    grid_features, key_offsets, logit_adjustment, out_of_fold, score, softmax_masked, temperature
cache, rundir, attr_path = sys.argv[1:4]
torch.set_num_threads(2)
FOLDS = int(os.environ.get('FOLDS', 3)); DETECT_PRECISION = float(os.environ.get('DETECT_PRECISION', 0.95))
# the frozen head replaces the multitask head only when clearly better out-of-fold (not by a difference within noise)
MARGIN = 0.01
MIXES = (0.25, 0.5, 0.75)
hj = json.load(open(os.path.join(rundir, 'heads.json')))
KEYS = {k: h['values'] for k, h in hj['heads'].items()}
items = json.load(open(os.path.join(cache, 'train.json')))['items']; index = {it['file']: i for i, it in enumerate(items)}
A = attribute_targets(attr_path, index, KEYS)
labelled, fold = attribute_folds(A, FOLDS)  # the folds of train_multitask.py
OFFS, NATTR = key_offsets(KEYS)
oof_mt = np.zeros((len(items), NATTR), np.float32)  # the multitask heads' out-of-fold logits (train_multitask.py)
for f in range(FOLDS): oof_mt[np.where(fold == f)[0]] = np.load(os.path.join(rundir, f'oof{f}.npy'))
# per key two feature sets of the clean photo's and its mirror's frozen activations (heads_common.FEATURES)
L2 = {'pooled': (1e-2, 3e-2, 1e-1), 'grid': (3e-2, 1e-1, 3e-1), 'detail': (3e-2, 1e-1, 3e-1)}
feats = np.load(os.path.join(cache, f'feats{SPLIT}.npy'), mmap_mode='r')
# the detail views' activations (detail-crops.ts, cache_features.py DETAIL=1), where cached: the 'detail' feature set
detail_path = os.path.join(cache, f'detail{SPLIT}.npy')
has_detail = os.path.exists(detail_path)
if not has_detail: del FEATURES['detail']
X = np.zeros((len(labelled), 2, len(FEATURES['detail' if has_detail else 'grid'])), np.float32)
G = len(FEATURES['grid'])
for k in range(0, len(labelled), 128):
    # n, 2 views (clean, mirror), CACHE_C, 7, 7
    X[k:k + 128, :, :G] = grid_features(np.asarray(feats[labelled[k:k + 128], :2], dtype=np.float32), np.concatenate)
if has_detail:
    drow = {f: n for n, f in enumerate(json.load(open(os.path.join(cache, 'detail.json')))['files'])}
    dfe = np.load(detail_path, mmap_mode='r')
    rows = np.array([drow[items[i]['file']] for i in labelled])
    # the detail view beside the photo, its mirror beside the photo's mirror, as at run time (the clean detail view beside
    # both, one backbone pass less (~7 ms), was tried: out-of-fold collar 0.867 -> 0.854, neckline 0.808 -> 0.801)
    for k in range(0, len(labelled), 128):
        X[k:k + 128, :, G:] = grid_features(np.asarray(dfe[rows[k:k + 128]], dtype=np.float32), np.concatenate)

def adjust(key, vals, z, T0, yy, mask):
    """Logit adjustment of the key's chosen out-of-fold logits z, calibrated by T0 (see above); where a tau is taken,
    the key's bias, temperature, detected threshold and report in heads.json are rewritten."""
    if key == 'main_colour': return
    # on the calibrated scale (z / T0), so tau means the same for every head
    tau, bias, (a0, b0), tries = logit_adjustment(z, T0, yy, mask, len(vals), MARGIN)
    print(f'  {key} logit adjustment: tau 0 {a0:.3f} ({b0:.3f}), ' + ', '.join(f'{t} {a:.3f} ({b:.3f})' for t, a, b in tries) +
          f' -> tau {tau}', flush=True)
    if not tau: return
    T, thr, prec, cov = calibrate(z + bias, yy, mask, DETECT_PRECISION); acc, bal = score(z + bias, yy, mask)
    hj['heads'][key].update(temperature=T, threshold=thr, bias=[round(float(x), 6) for x in bias])
    hj['report'][key].update(T=T, oof_accuracy=acc, oof_balanced=bal, detect_threshold=thr, detect_precision=prec,
                             detect_coverage=cov, logit_adjustment=dict(tau=tau, accuracy_before=a0, balanced_before=b0))

FINAL = {}  # key -> (its final calibrated out-of-fold probabilities, their photos' rows in `labelled`, their labels)
def keep_final(key, z, yy, mask, rows):
    h = hj['heads'][key]
    FINAL[key] = (softmax_masked(z + (np.array(h['bias']) if h.get('bias') else 0.0), h['temperature'], mask), rows, yy)

frozen = {}
for ki, (key, vals) in enumerate(KEYS.items()):
    idx = np.where(A[labelled, ki] >= 0)[0]; yy = A[labelled[idx], ki]; fk = fold[labelled[idx]]
    multitask = hj['report'][key]['oof_accuracy'] if hj['report'][key].get('source') is None else None
    if multitask is None: continue
    # like for like with the multitask head's calibration: answers restricted to the garment family's values
    mask = family_mask_of(key, vals, ki, labelled[idx], items, A)
    right = lambda z: score(z, yy, mask)[0]
    balanced = lambda z: score(z, yy, mask)[1]  # mean recall over the values (the issue's balanced accuracy)
    s0, s1 = OFFS[key]; lm = oof_mt[labelled[idx], s0:s1]; Tm = hj['heads'][key]['temperature']
    # (feature set, alone) -> (accuracy, L2, out-of-fold logits, temperature, standardised features, mean, sd). A head
    # that answers alone is fitted with the multitask head's class weights, so it finds the rarer values as that head
    # does (pattern out-of-fold balanced 0.640 -> 0.690); in a mix the multitask logits bring that weighting already
    cand = {}
    for name, cols in FEATURES.items():
        Xk = X[idx][:, :, cols]; mu = Xk.reshape(-1, len(cols)).mean(0); sd = Xk.reshape(-1, len(cols)).std(0) + 1e-3
        Xn = (Xk - mu) / sd
        for solo in (True, False):
            best = None
            for wd in L2[name]:
                oof = out_of_fold(Xn, yy, fk, len(vals), wd, solo)
                acc = right(oof)
                if best is None or acc > best[0]: best = (acc, wd, oof)
            acc, wd, oof = best; Tf = temperature(np.where(mask, oof, -1e9), yy)
            cand[name, solo] = (acc, wd, oof, Tf, Xn, mu, sd)
    # candidates (accuracy, balanced, feature set, w; w 0 = the frozen head alone); one that answers the rarer values
    # worse (balanced accuracy down by more than MARGIN: e.g. fewer hoods found) is not taken. A mix: the calibrated
    # logits w x multitask / Tm + (1 - w) x frozen / Tf
    mt_bal = hj['report'][key]['oof_balanced']
    options = [(c[0], balanced(c[2]), n, 0.0) for (n, a), c in cand.items() if a]
    options += [(right(w / Tm * lm + (1 - w) / c[3] * c[2]), balanced(w / Tm * lm + (1 - w) / c[3] * c[2]), n, w)
                for (n, a), c in cand.items() if not a for w in MIXES]
    fair = [o for o in options if o[1] >= mt_bal - MARGIN]
    def choose(fair):
        alone = max([o for o in fair if o[3] == 0], default=None); mixed = max([o for o in fair if o[3] > 0], default=None)
        if mixed and mixed[0] >= max(multitask, alone[0] if alone else 0) + MARGIN: return mixed
        if alone and alone[0] >= multitask + MARGIN: return alone
        return None
    # the detail view (a second view, two more backbone passes) is taken only where it beats every head on the photo
    # alone by MARGIN too, not by a photo or two out-of-fold (sleeve: detail mix 0.926 against grid mix 0.925)
    photo_only = [o for o in fair if o[2] != 'detail']
    pick = choose(photo_only)
    with_detail = choose([o for o in fair if o[2] == 'detail'])
    if with_detail and with_detail[0] >= max([multitask] + [o[0] for o in photo_only]) + MARGIN: pick = with_detail
    if pick: acc, _, name, w = pick; Tf = cand[name, w == 0][3]; cm, cf = (w / Tm, (1 - w) / Tf) if w else (0.0, 1.0)
    use = pick and (f'mix {w}, {name}' if w else f'frozen, {name}')
    print(f'{key}: multitask head {multitask:.3f} (balanced {mt_bal:.3f}); ' + ', '.join(
        f'{n}{f" mix {w}" if w else ""} {a:.3f} ({b:.3f})' for a, b, n, w in options) + f' -> {use or "multitask"}', flush=True)
    if not use:
        adjust(key, vals, lm, Tm, yy, mask)  # Tm: the multitask head's temperature, fitted on these answers
        keep_final(key, lm, yy, mask, labelled[idx])
        continue
    _, wd, oof, _, Xn, mu, sd = cand[name, w == 0]
    W, b = fit(Xn, yy, len(vals), wd, w == 0)
    Wf = (W / torch.from_numpy(sd)[:, None]).T.contiguous(); bf = b - torch.from_numpy(mu / sd) @ W
    # the key's logits at run time: the multitask head's x cm + this head's (its weights x cf folded in)
    frozen[key] = {'W': Wf * cf if cm else Wf, 'b': bf * cf if cm else bf, 'values': vals, 'multitask': cm, 'features': name}
    z = cm * lm + cf * oof if cm else oof
    T, thr, prec, cov = calibrate(z, yy, mask, DETECT_PRECISION); bal = balanced(z)
    hj['heads'][key].update(temperature=T, threshold=thr)
    source = f'frozen activations ({name}), clean views (train_frozen_heads.py)' if not cm else \
        f'mix of calibrated logits: multitask head x {w} + frozen-activation head ({name}) x {1 - w} (train_frozen_heads.py)'
    hj['report'][key] = dict(source=source, n=int(len(yy)), T=T, oof_accuracy=acc, oof_balanced=bal,
                             detect_threshold=thr, detect_precision=prec, detect_coverage=cov, l2=wd, features=name,
                             multitask_oof_accuracy=multitask)
    if key == 'main_colour':
        json.dump({'values': vals, 'temperature': T, 'oof': {items[labelled[i]]['file']: [round(float(x), 4) for x in z[n]] for n, i in enumerate(idx)}},
                  open(os.path.join(rundir, 'main_colour_oof.json'), 'w'))
    adjust(key, vals, z, T, yy, mask)
    keep_final(key, z, yy, mask, labelled[idx])
# the guide's rule makes a hood the collar's 'hood' value too, and the collar head (on the detail view) may
# be the better hood detector; it answers the hood where it is, out of fold (heads_common.answer_from_other_head)
answer_from_other_head(hj, FINAL, KEYS, 'hood', 'collar', 'hood', MARGIN, DETECT_PRECISION)
torch.save(frozen, os.path.join(rundir, 'frozen_heads.pt'))
json.dump(hj, open(os.path.join(rundir, 'heads.json'), 'w'), indent=1)
print('frozen-activation heads:', ', '.join(frozen) or 'none')
