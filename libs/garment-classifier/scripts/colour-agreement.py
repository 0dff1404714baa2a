"""
How far the main-colour labels are from a second labeller's, and the model from both.

evaluation/main-colour-second-labeller.jsonl holds a second, blind labelling of the main colour family of 144 labelled
TRAIN photos (two random draws of 72, seeds 20261125 and 777, over the photos whose main colour is labelled), made by
eye (by a second person) from 250 px previews with the attributes guide's families and rules, without seeing the data set's labels or the
model's answers. Validation is never read.

  python3 colour-agreement.py <attributes-train.jsonl> <second-labeller.jsonl> [<oof answers.json>]

The third argument is train_colour.py's out-of-fold answers (OOF_OUT=...): each photo answered by a model that did
not train on it.
"""
import json, sys
from collections import Counter

labels = {}
for line in open(sys.argv[1]):
    if line.strip():
        r = json.loads(line); labels[r['file']] = r.get('main_colour')
second = [json.loads(l) for l in open(sys.argv[2]) if l.strip()]
model = json.load(open(sys.argv[3])) if len(sys.argv) > 3 else None
pairs = [(labels[r['file']], r['main_colour'], model.get(r['file']) if model else None) for r in second]
n = len(pairs)
agree = sum(a == b for a, b, _ in pairs)
print(f'photos: {n}')
print(f'second labeller agrees with the labels: {agree / n:.3f} ({agree} of {n})')
print('disagreements (label -> second labeller):',
      ', '.join(f'{a} -> {b} x{c}' for (a, b), c in Counter((a, b) for a, b, _ in pairs if a != b).most_common()))
if model:
    m = sum(a == c for a, _, c in pairs)
    both = [(a, c) for a, b, c in pairs if a == b]
    mb = sum(a == c for a, c in both)
    split = [(a, c) for a, b, c in pairs if a != b]
    print(f'model (out-of-fold) agrees with the labels: {m / n:.3f} ({m} of {n})')
    print(f'model agrees with the second labeller: {sum(b == c for _, b, c in pairs) / n:.3f}')
    print(f'model on the photos where the two labellers agree: {mb / len(both):.3f} ({mb} of {len(both)})')
    print(f'model on the photos where they differ, agreeing with the labels: {sum(a == c for a, c in split)} of {len(split)}')
