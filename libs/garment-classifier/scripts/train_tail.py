import sys, os, json, time, numpy as np, torch, torch.nn as nn, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(__file__))
from mnv2 import build, Backbone
torch.manual_seed(0)
cache = sys.argv[1]; wdir = sys.argv[2]; outdir = sys.argv[3]
EPOCHS = int(os.environ.get('EPOCHS', 4)); SPLIT = 15
LR = float(os.environ.get('LR', 1e-3)); HOLDOUT = float(os.environ.get('HOLDOUT', 0.15))
j = json.load(open(os.path.join(cache, 'train.json'))); classes = j['classes']
y = np.array([classes.index(it['label']) for it in j['items']])
feats = np.load(os.path.join(cache, f'feats{SPLIT}.npy'), mmap_mode='r')
N, V = feats.shape[:2]
rng = np.random.default_rng(0)
hold = np.zeros(N, bool)
for c in range(len(classes)):
    idx = np.where(y == c)[0]; rng.shuffle(idx); hold[idx[:int(round(len(idx) * HOLDOUT))]] = True
tr = np.where(~hold)[0]; ho = np.where(hold)[0]
print('train', len(tr), 'holdout', len(ho))
feats = np.asarray(feats)  # load into RAM
mods, names, norm, meta, ws = build(os.path.join(wdir, 'model.json'), os.path.join(wdir, 'weights.bin'))
bb = Backbone(mods, names, norm)
class Tail(nn.Module):
    def __init__(s, bb, nc):
        super().__init__(); s.blocks = nn.ModuleList(bb.blocks[SPLIT:]); s.drop = nn.Dropout(0.2); s.fc = nn.Linear(1792, nc)
    def forward(s, x):
        for b in s.blocks: x = b(x)
        return s.fc(s.drop(x.mean((2, 3))))
model = Tail(bb, len(classes))
# class-balanced-ish weights (sqrt inverse frequency)
cnt = np.bincount(y[tr], minlength=len(classes)); cw = torch.tensor((cnt.mean() / cnt) ** 0.5, dtype=torch.float32)
params = [{'params': [p for b in model.blocks for p in b.parameters()], 'lr': LR, 'weight_decay': 1e-4},
          {'params': model.fc.parameters(), 'lr': LR * 5, 'weight_decay': 1e-4}]
opt = torch.optim.AdamW(params)
BS = 32; steps = EPOCHS * int(np.ceil(len(tr) / BS)); sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=[LR, LR * 5], total_steps=steps, pct_start=0.15)
def evaluate(idx):
    model.eval(); L = []
    with torch.no_grad():
        for k in range(0, len(idx), 64):
            b = idx[k:k + 64]
            l0 = model(torch.from_numpy(feats[b, 0].astype(np.float32))); l1 = model(torch.from_numpy(feats[b, 1].astype(np.float32)))
            L.append(((l0 + l1) / 2))
    model.train(); return torch.cat(L)
best = None
for ep in range(EPOCHS):
    t0 = time.time(); perm = rng.permutation(tr); tot = 0; nb = 0
    for k in range(0, len(perm), BS):
        b = perm[k:k + BS]; v = rng.integers(0, V, len(b))
        x = torch.from_numpy(feats[b, v].astype(np.float32)); t = torch.from_numpy(y[b])
        loss = F.cross_entropy(model(x), t, weight=cw, label_smoothing=0.1)
        opt.zero_grad(); loss.backward(); opt.step(); sched.step(); tot += loss.item(); nb += 1
    lo = evaluate(ho); acc = (lo.argmax(1).numpy() == y[ho]).mean()
    print(f'ep {ep} loss {tot/nb:.3f} holdout acc {acc:.3f} {time.time()-t0:.0f}s', flush=True)
# temperature scaling on holdout (logits averaged over clean+flip, as at runtime)
lo = evaluate(ho); yt = torch.from_numpy(y[ho])
logT = torch.zeros(1, requires_grad=True); o = torch.optim.LBFGS([logT], lr=0.1, max_iter=100)
def clos():
    o.zero_grad(); l = F.cross_entropy(lo / logT.exp(), yt); l.backward(); return l
o.step(clos); T = float(logT.exp())
p = F.softmax(lo / T, 1); conf, pred = p.max(1); corr = (pred == yt).float()
ece = 0.0
for a in np.arange(0, 1, 0.1):
    m = (conf > a) & (conf <= a + 0.1)
    if m.sum(): ece += m.float().mean() * abs(conf[m].mean() - corr[m].mean())
print('T', T, 'holdout acc', corr.mean().item(), 'ECE', float(ece))
os.makedirs(outdir, exist_ok=True)
torch.save({'state': model.state_dict(), 'T': T, 'classes': classes, 'holdout_acc': corr.mean().item()}, os.path.join(outdir, 'tail.pt'))
cm = np.zeros((len(classes),) * 2, int)
for a, b in zip(y[ho], pred.numpy()): cm[a, b] += 1
print(classes); print(cm)
