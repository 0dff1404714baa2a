"""The garment mask network the service runs (model/garment-mask.onnx), distilled from U^2-Net-P.

U^2-Net-P (export_mask.py: the salient-object network from the rembg wheel, the service's raster enlarged 1.5x in its
graph) marks the garment well but costs 55-75 ms a photo on two cores, half of the whole analysis. The student reads
the raster squashed to SIDE x SIDE (160) with EfficientNet-Lite0's ImageNet front (blocks[:14], the classifier's
backbone, effnet_lite.py) and a small top-down decoder over four of its levels (strides 4, 8, 16, 32: the 24-, 40-,
112- and 192-channel activations), whose map is brought back to the raster's size: ~7 ms.

  python3 train_mask.py <cache> <effnet-dir> <teacher.onnx> <rasters-prefix> <model/garment-mask.onnx>

<rasters-prefix>.json / .u8: every train photo's analysis raster (mask-rasters.ts: the service's own intake). Steps:
1. the teacher's maps of every raster (cached as <cache>/mask-teacher.npy);
2. the decoder on the front's frozen activations (the raster and its mirror; DECODER_EPOCHS), then the front and the
   decoder together (FINETUNE_EPOCHS), loss = binary cross-entropy with the teacher's map + (1 - soft IoU);
3. the IoU of the student's mask (map >= 0.5, as the service cuts it) with the teacher's on a 10 % hold-out of the
   photos (seed 0), printed; the export (input `mask_image` [1, 3, H, W] in [0, 1], output `mask` [1, 1, H, W], the
   same interface as export_mask.py's), the pads folded into the convolutions, weights stored as float16 with a Cast.
Validation is never read.
"""
import json, os, sys, time
import numpy as np, onnx, torch, torch.nn as nn, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build
from onnx_export import fold_pads, store_float16

cache, wdir, teacher_path, rasters, target = sys.argv[1:6]
SIDE = int(os.environ.get('MASK_SIDE', 160))
DECODER_EPOCHS = int(os.environ.get('DECODER_EPOCHS', 25)); FINETUNE_EPOCHS = int(os.environ.get('FINETUNE_EPOCHS', 8))
TAPS = (4, 6, 12, 14)  # the front's blocks whose outputs the decoder reads (strides 4, 8, 16, 32)
WIDTH = 48             # the decoder's channels
torch.set_num_threads(2); torch.manual_seed(0)
rj = json.load(open(rasters + '.json')); E = rj['edge']; items = rj['items']; N = len(items)
R = np.memmap(rasters + '.u8', np.uint8, 'r', shape=(N, E, E, 3))
raster = lambda i: R[i, :items[i]['height'], :items[i]['width']]

# 1. the teacher's maps, 0..255 as the service reads them
tpath = os.path.join(cache, 'mask-teacher.npy')
if not os.path.exists(tpath) or os.path.getmtime(tpath) < max(os.path.getmtime(rasters + '.u8'), os.path.getmtime(teacher_path)):
    import onnxruntime as ort
    so = ort.SessionOptions(); so.intra_op_num_threads = 2
    teacher = ort.InferenceSession(teacher_path, so); T = np.zeros((N, E, E), np.uint8); t0 = time.time()
    for i in range(N):
        m = teacher.run(['mask'], {'mask_image': (raster(i).astype(np.float32) / 255).transpose(2, 0, 1)[None]})[0][0, 0]
        T[i, :m.shape[0], :m.shape[1]] = np.round(np.clip(m, 0, 1) * 255)
    np.save(tpath, T); print(f'teacher maps: {N} rasters, {time.time() - t0:.0f}s', flush=True)
T = np.load(tpath)

def squash(a):
    """An H x W x C (or H x W) array -> C x SIDE x SIDE, bilinear, as the exported graph squashes its input."""
    x = torch.from_numpy(np.ascontiguousarray(a, np.float32)); x = x.permute(2, 0, 1) if x.ndim == 3 else x[None]
    return F.interpolate(x[None], size=(SIDE, SIDE), mode='bilinear', align_corners=False)[0].numpy()
X = np.stack([squash(raster(i) / 255) for i in range(N)]).astype(np.float16)
Y = np.stack([squash(T[i, :items[i]['height'], :items[i]['width']] / 255) for i in range(N)]).astype(np.float16)
rng = np.random.default_rng(0); perm = rng.permutation(N); hold, tr = perm[:N // 10], perm[N // 10:]


class Decoder(nn.Module):
    """Top-down: each level's 1x1 projection added to the coarser level's upsampled map, a 3x3 conv; the map at stride 4."""
    def __init__(s, chans):
        super().__init__()
        s.lat = nn.ModuleList([nn.Conv2d(k, WIDTH, 1) for k in chans])
        s.smooth = nn.ModuleList([nn.Conv2d(WIDTH, WIDTH, 3, padding=1) for _ in chans[:-1]])
        s.out = nn.Sequential(nn.Conv2d(WIDTH, WIDTH // 2, 3, padding=1), nn.ReLU(), nn.Conv2d(WIDTH // 2, 1, 1))

    def forward(s, feats):
        x = s.lat[-1](feats[-1])
        for k in range(len(feats) - 2, -1, -1):
            x = F.interpolate(x, size=feats[k].shape[-2:], mode='bilinear', align_corners=False) + s.lat[k](feats[k])
            x = F.relu(s.smooth[k](x))
        return s.out(x)


class Student(nn.Module):
    def __init__(s, bb):
        super().__init__(); s.blocks = nn.ModuleList(bb.blocks[:TAPS[-1]]); s.dec = Decoder([24, 40, 112, 192])

    def front(s, x):
        x = (x * 255 - 127) / 128; feats = []
        for k, b in enumerate(s.blocks):
            x = b(x)
            if k + 1 in TAPS: feats.append(x)
        return feats

    def decode(s, feats):  # the front's activations -> logits N x 1 x SIDE x SIDE
        return F.interpolate(s.dec(feats), size=(SIDE, SIDE), mode='bilinear', align_corners=False)

    def forward(s, x):  # x: N x 3 x SIDE x SIDE
        return s.decode(s.front(x))


def loss_of(z, y):
    p = torch.sigmoid(z); inter = (p * y).sum((1, 2, 3)); union = (p + y - p * y).sum((1, 2, 3))
    return F.binary_cross_entropy_with_logits(z, y) + (1 - (inter + 1) / (union + 1)).mean()


def run(params, epochs, step):
    opt = torch.optim.AdamW(params, weight_decay=1e-4); BS = 32
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, [g['lr'] for g in opt.param_groups], total_steps=epochs * int(np.ceil(len(tr) / BS)),
                                                pct_start=0.1)
    t0 = time.time()
    for ep in range(epochs):
        p = rng.permutation(tr); tot = 0
        for a in range(0, len(p), BS):
            b = np.sort(p[a:a + BS]); mirror = bool(rng.random() < 0.5)
            y = torch.from_numpy(Y[b].astype(np.float32)); y = y.flip(-1) if mirror else y
            loss = loss_of(step(b, mirror), y); opt.zero_grad(); loss.backward(); opt.step(); sched.step(); tot += loss.item()
        print(f'  epoch {ep} loss {tot / np.ceil(len(p) / BS):.4f} {time.time() - t0:.0f}s', flush=True)


def hold_out_iou(m):
    m.eval(); ious = []
    with torch.no_grad():
        for a in range(0, len(hold), 64):
            b = np.sort(hold[a:a + 64]); z = m(torch.from_numpy(X[b].astype(np.float32)))
            for n, i in enumerate(b):
                h, w = items[i]['height'], items[i]['width']
                p = torch.sigmoid(F.interpolate(z[n:n + 1], size=(h, w), mode='bilinear', align_corners=False))[0, 0].numpy()
                s_, t_ = np.round(p * 255) >= 128, T[i, :h, :w] >= 128; u = (s_ | t_).sum()
                ious.append((s_ & t_).sum() / u if u else 1.0)
    ious = np.array(ious)
    return (f'IoU with the teacher on {len(ious)} held-out photos: median {np.median(ious):.3f}, 10th percentile '
            f'{np.percentile(ious, 10):.3f}, under 0.8 for {(ious < 0.8).sum()}')


student = Student(build(wdir))
# 2a. the decoder on the front's frozen activations (cached for the raster and its mirror)
with torch.no_grad():
    shapes = [f.shape[1:] for f in student.front(torch.zeros(1, 3, SIDE, SIDE))]
    FE = [np.zeros((N, 2) + tuple(s), np.float16) for s in shapes]
    for a in range(0, N, 64):
        x = torch.from_numpy(X[a:a + 64].astype(np.float32))
        for v, xv in enumerate((x, x.flip(-1))):
            for k, f in enumerate(student.front(xv)): FE[k][a:a + 64, v] = f.numpy()
print('decoder on the frozen front', flush=True)
student.dec.train()
frozen_step = lambda b, mirror: student.decode([torch.from_numpy(f[b, int(mirror)].astype(np.float32)) for f in FE])
run([{'params': student.dec.parameters(), 'lr': 4e-3}], DECODER_EPOCHS, frozen_step)
del FE
print('frozen front:', hold_out_iou(student), flush=True)
# 2b. the front and the decoder together
if FINETUNE_EPOCHS:
    print('front and decoder', flush=True)
    student.train()
    def tuned_step(b, mirror):
        x = torch.from_numpy(X[b].astype(np.float32)); return student(x.flip(-1) if mirror else x)
    run([{'params': student.blocks.parameters(), 'lr': 3e-4}, {'params': student.dec.parameters(), 'lr': 9e-4}], FINETUNE_EPOCHS, tuned_step)
    print('fine-tuned:', hold_out_iou(student), flush=True)
student.eval()


# 3. the export: any raster in, squashed to SIDE in the graph, the map back at the raster's size
class Exported(nn.Module):
    def __init__(s, m):
        super().__init__(); s.m = m

    def forward(s, img):
        z = s.m(F.interpolate(img, size=(SIDE, SIDE), mode='bilinear', align_corners=False))
        return torch.sigmoid(F.interpolate(z, size=img.shape[-2:], mode='bilinear', align_corners=False))


tmp = os.path.join(cache, 'garment-mask_float.onnx')
torch.onnx.export(Exported(student), torch.rand(1, 3, 128, 96), tmp, input_names=['mask_image'], output_names=['mask'],
                  dynamic_axes={'mask_image': {2: 'mh', 3: 'mw'}, 'mask': {2: 'mh', 3: 'mw'}}, opset_version=17, dynamo=False)
model = onnx.load(tmp); g = model.graph
print('pads folded into convolutions:', fold_pads(model))
assert not [n for n in g.node if n.op_type == 'Pad'], 'Pad nodes left in the exported graph'
store_float16(g)
onnx.checker.check_model(model)
onnx.save(model, target)
import onnxruntime as ort
s = ort.InferenceSession(target)
for h, w in ((128, 96), (96, 128), (128, 72), (128, 128)):
    x = np.random.default_rng(h + w).random((1, 3, h, w), np.float32)
    with torch.no_grad(): ref = Exported(student)(torch.from_numpy(x)).numpy()
    out = s.run(['mask'], {'mask_image': x})[0]
    assert out.shape == (1, 1, h, w), out.shape
    print(f'{h}x{w}: map max |d| vs the float student {float(np.abs(out - ref).max()):.4f}')
print('saved', target, os.path.getsize(target), 'bytes')
