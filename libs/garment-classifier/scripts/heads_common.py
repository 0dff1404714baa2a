"""Pieces the two head-training scripts share (train_multitask.py, train_frozen_heads.py): the attribute targets, the
cross-validation folds over the labelled photos, the values a garment family allows per key, temperature scaling and
the detected threshold. One copy, so the frozen-activation heads are compared with the multitask heads on the very
same folds and calibrated by the same rule."""
import json, numpy as np, torch, torch.nn.functional as F
from effnet_lite import CACHE_C

FAMILY = {'t-shirt': 'top', 'shirt': 'top', 'longsleeve': 'top', 'outwear': 'outerwear', 'dress': 'dress', 'skirt': 'skirt',
          'pants': 'pants', 'shorts': 'shorts'}
BY_FAMILY = {
    'length': {'top': ['cropped', 'hip', 'thigh', 'knee-or-longer'], 'outerwear': ['cropped', 'hip', 'thigh', 'knee-or-longer'],
               'dress': ['mini', 'knee', 'midi', 'maxi'], 'skirt': ['mini', 'knee', 'midi', 'maxi'], 'pants': ['full', 'cropped'],
               'shorts': ['short', 'bermuda']},
    'silhouette': {'top': ['fitted', 'regular', 'oversized'], 'outerwear': ['fitted', 'regular', 'oversized'],
                   'dress': ['sheath', 'a-line', 'fit-and-flare', 'shift', 'wrap', 'tiered'],
                   'skirt': ['pencil', 'a-line', 'pleated', 'flared'], 'pants': ['skinny', 'straight', 'wide', 'tapered'],
                   'shorts': ['regular', 'wide']},
}


def family_mask_of(key, vals, ki, idx, items, A):
    """Per photo of idx, the values of key its garment family allows (length and silhouette differ by family)."""
    m = np.ones((len(idx), len(vals)), bool)
    if key in BY_FAMILY:
        for n, i in enumerate(idx):
            allowed = BY_FAMILY[key].get(FAMILY.get(items[i]['label']))
            if allowed is None: continue
            row = np.array([v in allowed for v in vals])
            if A[i, ki] >= 0 and not row[A[i, ki]]: continue  # photo in the wrong class folder: no mask
            m[n] = row
    return m


def softmax_masked(logits, T, mask):
    z = np.where(mask, logits / T, -1e9); z = z - z.max(1, keepdims=True); e = np.exp(z) * mask
    return e / e.sum(1, keepdims=True)


MIN_ABOVE = 12  # a detected threshold needs at least this many answers at or above it

# The frozen-activation heads' features (train_frozen_heads.py fits on them, export_onnx.py computes them in the model):
# over the last two axes of the 7x7 activations, their mean, then the means of nine overlapping 3x3 cells (rows and
# columns 0-2, 2-4, 4-6; the fifth is the centre): 10 x CACHE_C values (1920 for EfficientNet-Lite0's 192 channels). 'grid' reads all of them (where on the
# photo: sleeves at the sides, a waistband at the top), 'pooled' the mean and the centre cell (2 x CACHE_C).
def cells(side):
    """The nine 3x3 cells of a side x side grid: starts 0, the middle, side - 3 (7x7: 0, 2, 4, overlapping; 9x9: 0, 3, 6)."""
    st = (0, (side - 3) // 2, side - 3)
    return [(r, c) for r in st for c in st]
# 'detail' reads the grid values of the photo, then those of its detail view (the top of the garment's box,
# detail-crops.ts: collar, neckline, hood, waistband seen closer): 20 x CACHE_C.
FEATURES = {'pooled': np.r_[0:CACHE_C, CACHE_C * 5:CACHE_C * 6], 'grid': np.arange(CACHE_C * 10), 'detail': np.arange(CACHE_C * 20)}


def grid_features(a, cat):
    """The 10 x CACHE_C 'grid' values of activations a (numpy or torch, channels then the grid last: 7x7 at 224 px); cat: np.concatenate / torch.cat."""
    return cat([a.mean((-2, -1))] + [a[..., r:r + 3, c:c + 3].mean((-2, -1)) for r, c in cells(int(a.shape[-1]))], -1)


def type_holdout(y, n_classes, share=0.15):
    """The garment type's stratified hold-out of train (seed 0): the photos that calibrate the type; the models that
    calibrate it never train on them (train_multitask.py's 'final' models, train_type_tail.py's 'final')."""
    rng0 = np.random.default_rng(0); hold = np.zeros(len(y), bool)
    for c in range(n_classes):
        idx = np.where(y == c)[0]; rng0.shuffle(idx); hold[idx[:int(round(len(idx) * share))]] = True
    return hold


def type_holdout_logits(forward, batch, ho, n_classes):
    """The type logits of the hold-out photos ho, clean and mirrored: (len(ho), 2, n_classes), what calibrates the type.
    batch(idx): those photos as a B x 3 x S x S tensor in [0,1] on forward's device."""
    out = np.zeros((len(ho), 2, n_classes), np.float32)
    with torch.no_grad():
        for k in range(0, len(ho), 64):
            x = batch(ho[k:k + 64])
            for v, xv in enumerate((x, x.flip(3))): out[k:k + 64, v] = forward(xv).cpu().numpy()
    return out


def key_offsets(keys):
    """Each key's slice (start, end) of the concatenated attribute logits, and their total length."""
    offs, o = {}, 0
    for k, v in keys.items(): offs[k] = (o, o + len(v)); o += len(v)
    return offs, o


def attribute_targets(attr_path, index, keys):
    """N x keys matrix of value indices from the attributes jsonl (-1 = no label, 'unclear' / 'n/a' / unknown files)."""
    A = -np.ones((len(index), len(keys)), np.int64)
    for line in open(attr_path):
        if not line.strip(): continue
        r = json.loads(line); f = r['file'][len('train/'):] if r['file'].startswith('train/') else r['file']
        if f not in index: continue
        for ki, (k, vals) in enumerate(keys.items()):
            if r.get(k) in vals: A[index[f], ki] = vals.index(r[k])
    return A


def attribute_folds(A, folds):
    """The photos labelled for any key, and their fold (seed 1); -1 for the others."""
    labelled = np.where((A >= 0).any(1))[0]
    fold = -np.ones(len(A), int); fold[labelled] = np.random.default_rng(1).permutation(np.arange(len(labelled)) % folds)
    return labelled, fold


def temperature(logits, yy):
    lt = torch.from_numpy(np.ascontiguousarray(logits, dtype=np.float32)); yt = torch.from_numpy(yy)
    logT = torch.zeros(1, requires_grad=True); opt = torch.optim.LBFGS([logT], lr=0.1, max_iter=100)
    def clos():
        opt.zero_grad(); l = F.cross_entropy(lt / logT.exp(), yt); l.backward(); return l
    opt.step(clos); return float(logT.detach().exp())


def detect_threshold(conf, correct, target, min_above=MIN_ABOVE):
    """Lowest confidence at which the answers at or above it (at least min_above of them) are right >= target:
    (threshold, precision, coverage); (1.01, None, 0.0) = never."""
    order = np.argsort(-conf); c = conf[order]; ok = correct[order].astype(float)
    prec = np.cumsum(ok) / np.arange(1, len(ok) + 1); best = None
    for k in range(len(c)):
        if k + 1 >= min_above and prec[k] >= target and (k + 1 == len(c) or c[k + 1] < c[k]): best = k
    return (float(c[best]), float(prec[best]), (best + 1) / len(c)) if best is not None else (1.01, None, 0.0)


def type_calibration(lt_views, lt_clean, yy, classes, detect_precision, refuse_precision):
    """The garment type's calibration on the train hold-out, from the model's type logits there: lt_views averaged over
    the clean photo and its mirror (temperature, accuracy, ECE and the detected threshold), lt_clean the clean photo's
    (the refusal threshold, as at run time). Returns (typeHoldout dict, refuse threshold, its precision, a line to print)."""
    T = temperature(lt_views, yy)
    soft = lambda z: (lambda e: e / e.sum(1, keepdims=True))(np.exp(z / T - (z / T).max(1, keepdims=True)))
    p = soft(lt_views); conf, corr = p.max(1), p.argmax(1) == yy
    bins = [(conf > a) & (conf <= a + 0.1) for a in np.arange(0, 1, 0.1)]
    ece = sum(b.mean() * abs(conf[b].mean() - corr[b].mean()) for b in bins if b.any())
    # the type is 'detected' only at or above the calibrated confidence where the hold-out's answers above it were right
    # >= detect_precision, as the attribute keys; below it the pack says the type is estimated
    thr, prec, cov = detect_threshold(conf, corr, detect_precision)
    # refusals: calibrated P(hat) + P(shoes), right >= refuse_precision among the answers that were hat or shoes
    p0 = soft(lt_clean); non = [classes.index('hat'), classes.index('shoes')]
    p_non = p0[:, non].sum(1); truly = np.isin(yy, non); said_non = np.isin(p0.argmax(1), non)
    cand = np.where(said_non)[0]
    rt, rprec, _ = detect_threshold(p_non[cand], truly[cand], refuse_precision) if len(cand) else (1.01, None, 0)
    holdout = {'accuracy': float(corr.mean()), 'ece': float(ece), 'T': T, 'detectThreshold': thr, 'detectPrecision': prec,
               'detectCoverage': cov}
    line = (f'type: T {T:.3f} hold-out accuracy {corr.mean():.4f} ECE {ece:.4f}; detected from {thr:.3f} (precision {prec}, '
            f'coverage {cov:.3f}); refuse from {rt:.3f} (precision {rprec}; {int(said_non.sum())} hat/shoes answers, '
            f'{int(truly.sum())} hats/shoes)')
    return holdout, rt, rprec, line


def fit(Xtr, ytr, nv, wd, weighted):
    """Multinomial logistic regression on n x 2 (photo, mirror) x d features, both views as samples: L2 wd, LBFGS;
    weighted: the multitask head's class weights (sqrt inverse frequency). (W d x nv, b nv)."""
    d = Xtr.shape[2]; W = torch.zeros(d, nv, requires_grad=True); b = torch.zeros(nv, requires_grad=True)
    c = np.bincount(ytr, minlength=nv).astype(float)
    cw = torch.tensor(np.where(c > 0, (c.sum() / np.maximum(c, 1) / (c > 0).sum()) ** 0.5, 0), dtype=torch.float32) if weighted else None
    xt = torch.from_numpy(np.ascontiguousarray(Xtr.reshape(-1, d))); yt = torch.from_numpy(np.repeat(ytr, 2))
    opt = torch.optim.LBFGS([W, b], lr=0.5, max_iter=300, history_size=20, line_search_fn='strong_wolfe')
    def clos():
        opt.zero_grad(); l = F.cross_entropy(xt @ W + b, yt, weight=cw) + wd * (W * W).sum(); l.backward(); return l
    opt.step(clos); return W.detach(), b.detach()


def answer(W, b, Xv):
    """The logits of a fitted head: the mean of the photo's and its mirror's."""
    t = torch.from_numpy(np.ascontiguousarray(Xv)); return ((t[:, 0] @ W + b + t[:, 1] @ W + b) / 2).numpy()


def out_of_fold(Xn, yy, fk, nv, wd, weighted):
    """The logits of heads fitted on every fold but one (fk: each photo's fold), for the photos of the fold left out."""
    oof = np.zeros((len(yy), nv), np.float32)
    for f in np.unique(fk):
        tr = fk != f; W, b = fit(Xn[tr], yy[tr], nv, wd, weighted); oof[~tr] = answer(W, b, Xn[~tr])
    return oof


def calibrate(z, yy, mask, precision):
    """Temperature of logits z (answers restricted to mask), then the detected threshold at precision: (T, threshold,
    its precision, coverage)."""
    T = temperature(np.where(mask, z, -1e9), yy)
    p = softmax_masked(z, T, mask)
    return (T,) + detect_threshold(p.max(1), p.argmax(1) == yy, precision)


def score(z, yy, mask):
    """Accuracy and balanced accuracy (mean recall over the values) of logits z, answers restricted to mask."""
    ok = np.where(mask, z, -np.inf).argmax(1) == yy
    return float(ok.mean()), float(np.mean([ok[yy == c].mean() for c in np.unique(yy)]))


TAUS = (0.25, 0.5, 0.75, 1.0)


# A tau may cost up to this much accuracy (e.g. one photo in 200) where it raises balanced accuracy by the
# margin or more (until then: no accuracy at all). The issue sets balanced-accuracy targets (sleeve, hood, pattern): the
# rarer values (elbow sleeves, hoods, checks and stripes) found more often are worth a photo in 200 to a designer.
TAU_ACCURACY_TOLERANCE = 0.005


def logit_adjustment(z, T0, yy, mask, nv, margin):
    """Logit adjustment for the rarer values (Menon et al. 2021): tau x -log(prior of the value) added to the calibrated
    logits z / T0, tau from TAUS, the one with the highest balanced accuracy among those that lower the accuracy by
    TAU_ACCURACY_TOLERANCE at most, kept only where it raises balanced accuracy by margin or more. (tau, bias on z's
    scale or None, (accuracy, balanced) before, the tries (tau, accuracy, balanced))."""
    a0, b0 = score(z, yy, mask)
    lp = np.log((np.bincount(yy, minlength=nv) + 1) / (len(yy) + nv))  # the values' priors, add-one
    tries = [(tau,) + score(z / T0 - tau * lp, yy, mask) for tau in TAUS]
    ok = [t for t in tries if t[1] >= a0 - TAU_ACCURACY_TOLERANCE and t[2] >= b0 + margin]
    tau = max(ok, key=lambda t: t[2])[0] if ok else 0
    return tau, (-tau * lp * T0 if tau else None), (a0, b0), tries


# The texture view's features (train_texture_heads.py): the frozen activations' mean and standard deviation
# (unbiased, as torch's std) over the grid, 2 x CACHE_C values, beside the photo's 'pooled' features.
def texture_features(a):
    """numpy activations n, ..., CACHE_C, grid, grid -> n, ..., 2 x CACHE_C."""
    f = a.reshape(a.shape[:-2] + (-1,))
    return np.concatenate([f.mean(-1), f.std(-1, ddof=1)], -1)


def answer_from_other_head(hj, final, keys, key, other, value, margin, precision):
    """A yes / no key answered by another key's value (e.g. the hood by the collar head's 'hood'): P(yes) = that
    value's calibrated probability. Taken where, over the train photos labelled for both keys, its out-of-fold accuracy
    at 0.5 beats the key's own head's by margin or more and its balanced accuracy is not lower; then heads.json's key
    gets 'from' ({key, value}: the runtime reads it) and a detected threshold fitted on those answers (right >=
    precision). final: key -> (calibrated out-of-fold probabilities, the photos' rows, their labels)."""
    if key not in final or other not in final: return
    pk, rk, yk = final[key]; po, ro, _ = final[other]
    at = {int(r): n for n, r in enumerate(ro)}
    both = np.array([n for n, r in enumerate(rk) if int(r) in at])
    yes = keys[key].index('yes'); yy = yk[both]; every = np.ones((len(both), len(keys[key])), bool)
    p_other = po[[at[int(rk[n])] for n in both], keys[other].index(value)]
    # the other head's answer as the key's probabilities: P(yes) = its value's, the rest to the key's other value
    z_other = np.where(np.arange(len(keys[key])) == yes, p_other[:, None], 1 - p_other[:, None])
    (a0, b0), (a1, b1) = score(pk[both], yy, every), score(z_other, yy, every)
    take = a1 >= a0 + margin and b1 >= b0
    print(f'{key} answered by {other} {value!r} over {len(both)} photos: accuracy {a0:.3f} -> {a1:.3f}, balanced {b0:.3f} -> '
          f'{b1:.3f} -> {"taken" if take else "not taken"}', flush=True)
    hj['report'][key]['answered_by'] = dict(key=other, value=value, n=int(len(both)), own=[a0, b0], other=[a1, b1], taken=take)
    if not take: return
    thr, prec, cov = detect_threshold(z_other.max(1), z_other.argmax(1) == yy, precision)
    hj['heads'][key].update({'from': {'key': other, 'value': value}, 'threshold': thr})
    hj['report'][key].update(source=f"the {other} head's {value!r} (heads_common.answer_from_other_head)", n=int(len(both)),
                             oof_accuracy=a1, oof_balanced=b1, detect_threshold=thr, detect_precision=prec, detect_coverage=cov)
