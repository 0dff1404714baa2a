import { useState } from 'react';
import type { GradedSpec } from '../lib/types';

type Snapshot = { measurements: Record<string, string | number>; pointsOfMeasure?: GradedSpec };
const UNDO_LIMIT = 50;

// Undo: the table before each edit (a cell's edit starts when it gets focus).
export function useMeasurementUndo(
  measurements: Record<string, string | number>,
  spec: GradedSpec | undefined,
  onChange: (next: Snapshot) => void,
) {
  const [history, setHistory] = useState<Snapshot[]>([]);
  const remember = () =>
    setHistory((h) => {
      const top = h[h.length - 1];
      if (top && top.measurements === measurements && top.pointsOfMeasure === spec) return h;
      return [...h.slice(-(UNDO_LIMIT - 1)), { measurements, pointsOfMeasure: spec }];
    });
  const undo = () => {
    const h = [...history];
    let last = h.pop();
    while (last && last.measurements === measurements && last.pointsOfMeasure === spec) last = h.pop();
    setHistory(h);
    if (last) onChange(last.pointsOfMeasure ? last : { measurements: last.measurements });
  };
  const canUndo = history.some((x) => x.measurements !== measurements || x.pointsOfMeasure !== spec);
  return { remember, undo, canUndo };
}
