"""What the ONNX exports share: the backbone's TF 'SAME' padding folded into the convolutions' own pads (export_onnx.py for
the classifier, train_mask.py for the garment mask network), weights stored as float16 (export_mask.py, train_mask.py) or as
8 bits (export_onnx.py, graft_type_tail.py)."""
import numpy as np
from onnx import helper, numpy_helper, TensorProto


def float16_weights(initializers, skip=lambda name: False):
    """The float32 weight tensors (2-D or more, 256 values or more, but those skip names) stored as float16, each read
    back through a Cast (folded by onnxruntime at load): (the initializers to keep, in order, the Cast nodes to put before
    the graph's)."""
    kept, casts = [], []
    for init in initializers:
        w = numpy_helper.to_array(init)
        if w.dtype != np.float32 or w.ndim < 2 or w.size < 256 or skip(init.name): kept.append(init); continue
        kept.append(numpy_helper.from_array(w.astype(np.float16), init.name + '__h'))
        casts.append(helper.make_node('Cast', [init.name + '__h'], [init.name], to=TensorProto.FLOAT))
    return kept, casts


def store_float16(g, skip=lambda name: False):
    """float16_weights applied to the graph g in place: its initializers replaced, the Cast nodes put before its nodes."""
    kept, casts = float16_weights(list(g.initializer), skip)
    del g.initializer[:]; g.initializer.extend(kept)
    nodes = list(g.node); del g.node[:]; g.node.extend(casts + nodes)


def quantize_8bit(g, keep_float=lambda name: False):
    """The graph's float32 weight tensors (2-D or more, 256 values or more, but those keep_float names) stored as 8 bits
    per output channel (min + scale x uint8), each read back through Cast, Mul and Add nodes put before the graph's."""
    new_inits, new_nodes = [], []
    for init in list(g.initializer):
        w = numpy_helper.to_array(init)
        if w.dtype != np.float32 or w.ndim < 2 or w.size < 256 or keep_float(init.name):
            new_inits.append(init); continue
        C = w.shape[0]; flat = w.reshape(C, -1)
        lo = flat.min(1); hi = flat.max(1); sc = np.maximum(hi - lo, 1e-12) / 255.0
        q = np.clip(np.round((flat - lo[:, None]) / sc[:, None]), 0, 255).astype(np.uint8).reshape(w.shape)
        bshape = [C] + [1] * (w.ndim - 1); n = init.name
        new_inits += [numpy_helper.from_array(q, n + '__q'), numpy_helper.from_array(sc.astype(np.float32).reshape(bshape), n + '__scale'),
                      numpy_helper.from_array(lo.astype(np.float32).reshape(bshape), n + '__min')]
        new_nodes += [helper.make_node('Cast', [n + '__q'], [n + '__f'], to=TensorProto.FLOAT),
                      helper.make_node('Mul', [n + '__f', n + '__scale'], [n + '__s']),
                      helper.make_node('Add', [n + '__s', n + '__min'], [n])]
    del g.initializer[:]; g.initializer.extend(new_inits)
    nodes = list(g.node); del g.node[:]; g.node.extend(new_nodes + nodes)


def set_nodes(g, nodes, new_initializers=()):
    """The graph's nodes become `nodes` less those whose outputs nothing reads any more (what a replaced part computed),
    its initializers those still read plus new_initializers (a graft's weights)."""
    while True:
        used = {i for n in nodes for i in n.input} | {o.name for o in g.output}
        live = [n for n in nodes if any(o in used for o in n.output)]
        if len(live) == len(nodes): break
        nodes = live
    del g.node[:]; g.node.extend(nodes)
    used = {i for n in nodes for i in n.input}
    keep = [i for i in g.initializer if i.name in used] + list(new_initializers)
    del g.initializer[:]; g.initializer.extend(keep)


def fold_pads(model):
    """Each constant zero Pad in front of a Conv (the backbone's TF 'SAME' padding) becomes the Conv's own padding (ONNX
    Conv pads may be asymmetric). onnxruntime did not fuse them: every Pad cost a copy of its activations and, as no
    NCHWc kernel, a reorder in and out of the blocked layout (22 of the model's 49 kernel-ms on two threads). Returns how
    many were folded."""
    g = model.graph
    users = {}
    for n in g.node:
        for i in n.input: users.setdefault(i, []).append(n)
    # the pads' values: the small constant computation torch writes for them (Constant -> ... -> Reshape -> Cast), run
    # node by node with onnx's reference evaluator
    from onnx.reference import ReferenceEvaluator
    known = {}
    for n in g.node:
        if n.op_type == 'Constant': known[n.output[0]] = numpy_helper.to_array(n.attribute[0].t); continue
        ins = [i for i in n.input if i]
        if not ins or not all(i in known for i in ins) or n.op_type in ('Conv', 'Gemm', 'MatMul'): continue
        sub = helper.make_graph([n], 'c', [helper.make_tensor_value_info(i, TensorProto.UNDEFINED, None) for i in ins],
                                [helper.make_tensor_value_info(o, TensorProto.UNDEFINED, None) for o in n.output])
        outs = ReferenceEvaluator(helper.make_model(sub, opset_imports=model.opset_import)).run(None, {i: known[i] for i in ins})
        known.update(zip(n.output, outs))
    const = known.get
    nodes = list(g.node); dead = set()  # positions: exported nodes need not have names
    for k, pad in enumerate(nodes):
        if pad.op_type != 'Pad': continue
        pads = const(pad.input[1]); mode = [a.s for a in pad.attribute if a.name == 'mode']
        nxt = users.get(pad.output[0], [])
        if pads is None or mode not in ([], [b'constant']) or (len(pad.input) > 2 and pad.input[2]) or len(nxt) != 1 \
                or nxt[0].op_type != 'Conv' or pads[:2].any() or pads[4:6].any(): continue
        conv = nxt[0]; own = [a for a in conv.attribute if a.name in ('pads', 'auto_pad')]
        assert all(a.name == 'pads' and not any(a.ints) for a in own), own  # torch's conv pads nothing itself
        for a in own: conv.attribute.remove(a)
        conv.attribute.append(helper.make_attribute('pads', [int(v) for v in (pads[2], pads[3], pads[6], pads[7])]))
        conv.input[0] = pad.input[0]; dead.add(k)
    keep = [n for k, n in enumerate(nodes) if k not in dead]
    while True:  # what computed the pads, now unused
        used = {i for n in keep for i in n.input} | {o.name for o in g.output}
        live = [n for n in keep if any(o in used for o in n.output)]
        if len(live) == len(keep): break
        keep = live
    del g.node[:]; g.node.extend(keep)
    return len(dead)
