import type { PackCostSheet } from './cost-of-pack';

// The operation bulletin as the lines a page or a sheet prints, in order: knitting or cutting, every sewing operation
// (its machines, how many elements it is timed from, its component), bundle handling, allowances, thread trimming,
// pressing, inspection and packing, then the total. The PDF's bulletin page and the workbook's Cost sheet print these.
export interface BulletinLine {
  ref: string;
  item: string;
  minutes: number;
  /** a sewing operation's own: its machines, its element count and its component's key */
  operation?: { machines: string; elements: number; component?: string };
  /** the last line: the style's standard minutes */
  total?: true;
}

export function bulletinLines(cost: PackCostSheet): BulletinLine[] {
  const b = cost.bulletin;
  if (!b) return [];
  const item = (ref: string) => cost.lines.find((l) => l.ref === ref)?.item;
  const lines: BulletinLine[] = [];
  if (b.knitting)
    lines.push({ ref: 'KNT', item: item('KNT') ?? b.knitting.item, minutes: b.knitting.minutes });
  if (b.cutting.minutes > 0) lines.push({ ref: 'CUT', item: b.cutting.item, minutes: b.cutting.minutes });
  b.sewing.forEach((o, i) =>
    lines.push({
      ref: `OP${i + 1}`,
      item: o.operation,
      minutes: o.smv,
      operation: {
        machines: [...new Set(o.elements.map((e) => e.machine))].join(' / '),
        elements: o.elements.length,
        component: o.component,
      },
    }),
  );
  lines.push({ ref: 'HND', item: item('HND') ?? '', minutes: b.handling.minutes });
  lines.push({ ref: 'ALW', item: item('ALW') ?? '', minutes: b.allowance.minutes });
  for (const f of b.finishing) lines.push({ ref: f.ref, item: f.item, minutes: f.minutes });
  lines.push({ ref: '', item: 'Total', minutes: b.totalMinutes, total: true });
  return lines;
}
