"""Garment type from a deeper fine-tuned tail (since 2026-11-27 the whole backbone): blocks[TYPE_SPLIT:] of
the backbone fine-tuned for the type alone, on a fresh random-resized crop of every photo at every epoch (not on
train_multitask.py's 8 cached views).

  PART=final|full [TYPE_SPLIT=0] [TYPE_LR=3e-4] [SEED=0] python3 train_type_tail.py <cache> <weights-dir> <run-dir>

- Input: the chain's decoded photos (<cache>/train_<INPUT>.u8, prepare-data.ts: the service's own decode).
- blocks[:TYPE_SPLIT] stay frozen (the shared front the other heads read); blocks[TYPE_SPLIT:] and a 10-way type layer train.
  TYPE_SPLIT 0 (default): every block, the stem to the head conv, at TYPE_LR 3e-4 (1e-3 lost 2-3 points
  there); 12 (tried at 1e-3): the four 192-channel blocks, the 320-channel block and the head conv.
- Views: each epoch, every photo as one random-resized crop (45-100 % of its area, aspect 3/4-4/3), mirrored half the
  time, brightness, contrast and saturation x 0.8-1.2; drawn on the device the model runs on (GPU where there is one).
- Loss: type cross-entropy (label smoothing 0.1, sqrt-inverse-frequency class weights), AdamW + one-cycle (the type
  layer at 5 x TYPE_LR), TYPE_EPOCHS (12).
- PART 'final': train minus the type hold-out (heads_common.type_holdout); writes its hold-out logits (clean, mirror),
  which calibrate the type; the shipped weights (graft_type_tail.py). PART 'full': all of train (the
  shipped weights once; its calibration is borrowed from 'final', see graft_type_tail.py).
- Time: on two CPU cores with torch 2.15 about 49 min for 'final' and 57 min for 'full' at TYPE_SPLIT 0 (measured,
  2026-11-27); on one H200 about 1 min each.
Writes <run-dir>/type_tail_<PART>.pt (the tail's blocks and type layer) and, for 'final', type_tail_holdout.npy.
"""
import sys, os, json, time, math, numpy as np, torch, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build, INPUT, TypeTail
from heads_common import type_holdout, type_holdout_logits
cache, wdir, rundir = sys.argv[1:4]
SPLIT_T = int(os.environ.get('TYPE_SPLIT', 0)); EPOCHS = int(os.environ.get('TYPE_EPOCHS', 12))
LR = float(os.environ.get('TYPE_LR', 3e-4)); SEED = int(os.environ.get('SEED', 0)); PART = os.environ.get('PART', 'final')
BS = 32
dev = torch.device('cuda' if torch.cuda.is_available() else 'cpu')
if dev.type == 'cpu': torch.set_num_threads(int(os.environ.get('THREADS', 2)))
t0 = time.time()
j = json.load(open(os.path.join(cache, 'train.json'))); classes = j['classes']; items = j['items']; N = len(items)
y = np.array([classes.index(it['label']) for it in items])
hold = type_holdout(y, len(classes))
X = np.memmap(os.path.join(cache, f'train_{INPUT}.u8'), np.uint8, 'r', shape=(N, INPUT, INPUT, 3))


def views(x, g):
    """x: B x 3 x S x S in [0,1] on dev -> one random-resized crop each, mirrored half the time, colour-jittered."""
    B = x.shape[0]; u = lambda lo, hi: torch.empty(B).uniform_(lo, hi, generator=g)
    area = u(0.45, 1.0); ar = torch.exp(u(math.log(3 / 4), math.log(4 / 3)))
    w = torch.sqrt(area * ar).clamp(max=1.0); h = torch.sqrt(area / ar).clamp(max=1.0)
    cx = (u(0, 1) * (1 - w) + w / 2) * 2 - 1; cy = (u(0, 1) * (1 - h) + h / 2) * 2 - 1
    flip = torch.where(u(0, 1) < 0.5, -1.0, 1.0)
    theta = torch.zeros(B, 2, 3); theta[:, 0, 0] = w * flip; theta[:, 0, 2] = cx; theta[:, 1, 1] = h; theta[:, 1, 2] = cy
    grid = F.affine_grid(theta.to(dev), list(x.shape), align_corners=False)
    x = F.grid_sample(x, grid, mode='bilinear', padding_mode='border', align_corners=False)
    b, c, s = (u(0.8, 1.2).to(dev).view(B, 1, 1, 1) for _ in range(3))
    x = x * b; m = x.mean((1, 2, 3), keepdim=True); x = (x - m) * c + m
    gr = x.mean(1, keepdim=True); x = (x - gr) * s + gr
    return x.clamp(0, 1)


def batch(idx):
    return torch.from_numpy(np.array(X[idx])).to(dev).permute(0, 3, 1, 2).float() / 255


bb = build(wdir).to(dev)
for p in bb.parameters(): p.requires_grad_(False)
torch.manual_seed(SEED); rng = np.random.default_rng(SEED); g = torch.Generator().manual_seed(SEED)
net = TypeTail(build(wdir), SPLIT_T, len(classes), dropout=0.2).to(dev)
tr = np.where(~hold)[0] if PART == 'final' else np.arange(N)
cnt = np.bincount(y, minlength=len(classes)); cw = torch.tensor((cnt.mean() / cnt) ** 0.5, dtype=torch.float32, device=dev)
opt = torch.optim.AdamW([{'params': [p for b in net.blocks for p in b.parameters()], 'lr': LR, 'weight_decay': 1e-4},
                         {'params': net.fc.parameters(), 'lr': LR * 5, 'weight_decay': 1e-4}])
steps = EPOCHS * int(np.ceil(len(tr) / BS))
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=[LR, LR * 5], total_steps=steps, pct_start=0.15)
yt = torch.from_numpy(y).to(dev)
for ep in range(EPOCHS):
    net.train(); perm = rng.permutation(tr); tot = 0.0; nb = 0
    for k in range(0, len(perm), BS):
        b = np.sort(perm[k:k + BS])
        with torch.no_grad(): hf = bb(views(batch(b), g), 0, SPLIT_T)
        loss = F.cross_entropy(net(hf), yt[b], weight=cw, label_smoothing=0.1)
        opt.zero_grad(); loss.backward(); opt.step(); sched.step(); tot += loss.item(); nb += 1
    print(f'split {SPLIT_T} seed {SEED} {PART}: epoch {ep} loss {tot / nb:.3f} {time.time() - t0:.0f}s', flush=True)
net.eval(); os.makedirs(rundir, exist_ok=True)
torch.save({'split': SPLIT_T, 'epochs': EPOCHS, 'lr': LR, 'seed': SEED, 'classes': classes,
            'trainedWith': {'torch': str(torch.__version__), 'device': torch.cuda.get_device_name() if dev.type == 'cuda' else 'cpu'}, 'state': {k: v.cpu() for k, v in net.state_dict().items()}},
           os.path.join(rundir, f'type_tail_{PART}.pt'))
if PART == 'final':
    ho = np.where(hold)[0]; out = type_holdout_logits(lambda x: net(bb(x, 0, SPLIT_T)), batch, ho, len(classes))
    np.save(os.path.join(rundir, 'type_tail_holdout.npy'), out)
    acc = float((out.mean(1).argmax(1) == y[ho]).mean())
    print(f'split {SPLIT_T} seed {SEED}: type hold-out (clean + mirror) {acc:.4f} on {len(ho)} photos', flush=True)
print('done', PART, f'{time.time() - t0:.0f}s', flush=True)
