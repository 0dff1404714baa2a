import sys, os, json, time, numpy as np, torch, torch.nn.functional as F
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build, SPLIT, CACHE_C, INPUT, DETAIL_INPUT, GRID, DETAIL_GRID, CROP_SOURCE  # cache blocks[:SPLIT]'s output, GRIDxGRIDxCACHE_C
NVIEWS = int(os.environ.get('NVIEWS', 8))
cache = sys.argv[1]; wdir = sys.argv[2]

def augment(src, rng):
    # src: CROP_SOURCE x CROP_SOURCE x 3 uint8 -> 3 x INPUT x INPUT float [0,1]
    H = W = CROP_SOURCE
    for _ in range(10):
        area = H * W * rng.uniform(0.45, 1.0); ar = np.exp(rng.uniform(np.log(3/4), np.log(4/3)))
        w = int(round(np.sqrt(area * ar))); h = int(round(np.sqrt(area / ar)))
        if w <= W and h <= H: break
    else: w, h = W, H
    y = rng.integers(0, H - h + 1); x = rng.integers(0, W - w + 1)
    t = torch.from_numpy(np.ascontiguousarray(src[y:y+h, x:x+w])).permute(2, 0, 1).float()[None] / 255
    t = F.interpolate(t, size=(INPUT, INPUT), mode='bilinear', antialias=True, align_corners=False)[0]
    if rng.random() < 0.5: t = t.flip(2)
    b = rng.uniform(0.75, 1.25); c = rng.uniform(0.75, 1.25); s = rng.uniform(0.7, 1.3)
    t = t * b
    m = t.mean(); t = (t - m) * c + m
    g = t.mean(0, keepdim=True); t = (t - g) * s + g
    return t.clamp(0, 1)

def worker(args):
    wid, idxs = args
    import onnxruntime as ort
    torch.set_num_threads(1)
    so = ort.SessionOptions(); so.intra_op_num_threads = 1
    s = ort.InferenceSession(os.path.join(cache, f'front{INPUT}.onnx'), so)
    j = json.load(open(os.path.join(cache, 'train.json'))); N = len(j['items'])
    XI = np.memmap(os.path.join(cache, f'train_{INPUT}.u8'), np.uint8, 'r', shape=(N, INPUT, INPUT, 3))
    XC = np.memmap(os.path.join(cache, f'train_{CROP_SOURCE}.u8'), np.uint8, 'r', shape=(N, CROP_SOURCE, CROP_SOURCE, 3))
    out = np.zeros((len(idxs), NVIEWS, CACHE_C, GRID, GRID), np.float16)
    t0 = time.time()
    for k, i in enumerate(idxs):
        rng = np.random.default_rng(1000 + i)
        clean = torch.from_numpy(np.array(XI[i])).permute(2, 0, 1).float() / 255
        views = [clean, clean.flip(2)] + [augment(XC[i], rng) for _ in range(NVIEWS - 2)]
        out[k] = s.run(None, {'x': torch.stack(views).numpy()})[0].astype(np.float16)
        if wid == 0 and k % 50 == 0: print(k, len(idxs), round(time.time() - t0), flush=True)
    return out

def detail_worker(args):
    """The frozen activations of the detail views (detail-crops.ts): the clean view and its mirror, as at run time."""
    wid, idxs = args
    import onnxruntime as ort
    torch.set_num_threads(1)
    so = ort.SessionOptions(); so.intra_op_num_threads = 1
    s = ort.InferenceSession(os.path.join(cache, f'front{DETAIL_INPUT}.onnx'), so)
    n = len(json.load(open(os.path.join(cache, 'detail.json')))['files'])
    D = np.memmap(os.path.join(cache, f'detail_{DETAIL_INPUT}.u8'), np.uint8, 'r', shape=(n, DETAIL_INPUT, DETAIL_INPUT, 3))
    out = np.zeros((len(idxs), 2, CACHE_C, DETAIL_GRID, DETAIL_GRID), np.float16)
    for k, i in enumerate(idxs):
        clean = torch.from_numpy(np.array(D[i])).permute(2, 0, 1).float() / 255
        out[k] = s.run(None, {'x': torch.stack([clean, clean.flip(2)]).numpy()})[0].astype(np.float16)
    return out

def export_front(size):
    """blocks[:SPLIT] of the backbone for size x size inputs as front<size>.onnx in the cache (the workers run it)."""
    bb = build(wdir)
    class Front(torch.nn.Module):
        def __init__(s, b): super().__init__(); s.b = b
        def forward(s, x): return s.b(x, 0, SPLIT)
    torch.onnx.export(Front(bb), torch.rand(2, 3, size, size), os.path.join(cache, f'front{size}.onnx'), input_names=['x'], output_names=['f'],
                      dynamic_axes={'x': {0: 'n'}, 'f': {0: 'n'}}, opset_version=17, dynamo=False)

if __name__ == '__main__' and os.environ.get('DETAIL'):
    # DETAIL=1: only the detail views' activations -> detail<SPLIT>.npy (rows in detail.json's order)
    import multiprocessing as mp
    # always re-exported: a front<size>.onnx left in a reused cache by another SPLIT would give activations of the wrong layer
    export_front(DETAIL_INPUT)
    n = len(json.load(open(os.path.join(cache, 'detail.json')))['files'])
    parts = [(w, list(range(w, n, 2))) for w in range(2)]
    with mp.get_context('spawn').Pool(2) as pool: res = pool.map(detail_worker, parts)
    out = np.zeros((n, 2, CACHE_C, DETAIL_GRID, DETAIL_GRID), np.float16)
    for (w, idxs), r in zip(parts, res): out[idxs] = r
    np.save(os.path.join(cache, f'detail{SPLIT}.npy'), out)
    print('done', out.shape)
elif __name__ == '__main__':
    export_front(INPUT)
    j = json.load(open(os.path.join(cache, 'train.json'))); N = len(j['items'])
    import multiprocessing as mp
    parts = [(w, list(range(w, N, 2))) for w in range(2)]
    with mp.get_context('spawn').Pool(2) as pool: res = pool.map(worker, parts)
    out = np.zeros((N, NVIEWS, CACHE_C, GRID, GRID), np.float16)
    for (w, idxs), r in zip(parts, res): out[idxs] = r
    np.save(os.path.join(cache, f'feats{SPLIT}.npy'), out)
    print('done', out.shape)
