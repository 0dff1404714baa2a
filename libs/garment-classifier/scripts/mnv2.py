"""Rebuild the TF-Hub MobileNetV2-1.4 graph (nsfwjs mobilenet_v2_mid) as a torch module."""
import json, base64, re, numpy as np, torch, torch.nn as nn, torch.nn.functional as F

def load_tfjs(model_json_path, bin_path):
    j = json.load(open(model_json_path)); data = open(bin_path, 'rb').read()
    ws = {}; off = 0; meta = {}
    for w in j['weightsManifest'][0]['weights']:
        n = int(np.prod(w['shape'])) if w['shape'] else 1
        q = w.get('quantization')
        if q:
            assert q['dtype'] == 'uint8'
            raw = np.frombuffer(data, np.uint8, n, off); off += n
            arr = raw.astype(np.float32) * q['scale'] + q['min']
            meta[w['name']] = dict(offset=off - n, n=n, scale=q['scale'], min=q['min'], shape=w['shape'])
        else:
            arr = np.frombuffer(data, np.float32, n, off).copy(); off += 4 * n
        ws[w['name']] = arr.reshape(w['shape'])
    assert off == len(data), (off, len(data))
    return j, ws, meta

def same_pad(x, k, s):
    h, w = x.shape[-2:]
    def p(sz):
        out = -(-sz // s); tot = max((out - 1) * s + k - sz, 0); return tot // 2, tot - tot // 2
    ph, pw = p(h), p(w)
    return F.pad(x, (pw[0], pw[1], ph[0], ph[1]))

class Conv(nn.Module):
    def __init__(self, w, b, stride, depthwise, relu6):
        super().__init__()
        # tf conv weights HWIO; depthwise HW C M
        if depthwise:
            wt = torch.tensor(w).permute(2, 3, 0, 1).reshape(w.shape[2] * w.shape[3], 1, w.shape[0], w.shape[1])
            self.groups = w.shape[2]
        else:
            wt = torch.tensor(w).permute(3, 2, 0, 1); self.groups = 1
        self.weight = nn.Parameter(wt.contiguous()); self.bias = nn.Parameter(torch.tensor(b))
        self.k = w.shape[0]; self.stride = stride; self.relu6 = relu6
    def forward(self, x):
        if self.k > 1 or self.stride > 1:
            x = same_pad(x, self.k, self.stride)
        x = F.conv2d(x, self.weight, self.bias, self.stride, 0, 1, self.groups)
        return F.relu6(x) if self.relu6 else x

class Block(nn.Module):
    def __init__(self, convs, residual):
        super().__init__(); self.convs = nn.ModuleList(convs); self.residual = residual
    def forward(self, x):
        y = x
        for c in self.convs: y = c(y)
        return x + y if self.residual else y

def build(model_json, bin_path):
    j, ws, meta = load_tfjs(model_json, bin_path)
    nodes = j['modelTopology']['node']
    b64 = lambda s: base64.b64decode(s).decode()
    prefix = None
    convs = {}
    order = []
    for n in nodes:
        if n['op'] in ('_FusedConv2D', 'FusedDepthwiseConv2dNative'):
            fused = [b64(s) for s in n['attr']['fused_ops']['list']['s']]
            stride = int(n['attr']['strides']['list']['i'][1])
            assert b64(n['attr']['padding']['s']) == 'SAME'
            w = ws[n['input'][1]]; b = ws[n['input'][2]]
            name = n['name'].split('MobilenetV2/')[1]
            blk = name.split('/')[0]
            c = Conv(w, b, stride, n['op'] == 'FusedDepthwiseConv2dNative', 'Relu6' in fused)
            order.append((blk, c, n['name'], n['input'][0]))
    adds = {n['name'].split('MobilenetV2/')[1].split('/')[0] for n in nodes if n['op'] == 'AddV2'}
    blocks = []; names = []
    cur = None
    for blk, c, _, _ in order:
        if blk != cur:
            blocks.append([]); names.append(blk); cur = blk
        blocks[-1].append(c)
    mods = [Block(cs, nm in adds) for cs, nm in zip(blocks, names)]
    mul = float(ws[[k for k in ws if k.endswith('hub_input/Mul/y')][0]]); sub = float(ws[[k for k in ws if k.endswith('hub_input/Sub/y')][0]])
    return mods, names, (mul, sub), meta, ws

class Backbone(nn.Module):
    def __init__(self, mods, names, norm):
        super().__init__(); self.blocks = nn.ModuleList(mods); self.names = names; self.mul, self.sub = norm
    def forward(self, x, start=0, end=None):
        if start == 0: x = x * self.mul - self.sub
        for b in self.blocks[start:end]: x = b(x)
        return x
