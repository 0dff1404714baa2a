// Raster measures for ./ground.ts: the 4-connected regions of a labelled raster (size, box, pixels on the garment's
// outline band), the outline band itself, the garment's box and body width, and how a print alternates with its ground.

export interface Region {
  key: number;
  size: number;
  band: number; // of its pixels on the band
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The 4-connected regions of equal key (keys below 0 are no region). */
export function regionsOf(W: number, H: number, keyOf: (i: number) => number, band: Uint8Array): Region[] {
  const N = W * H;
  const key = new Int32Array(N);
  for (let i = 0; i < N; i++) key[i] = keyOf(i);
  const seen = new Uint8Array(N);
  const queue = new Int32Array(N);
  const out: Region[] = [];
  for (let s = 0; s < N; s++) {
    if (key[s] < 0 || seen[s]) continue;
    const k = key[s];
    const r: Region = { key: k, size: 0, band: 0, x0: W, y0: H, x1: -1, y1: -1 };
    let qh = 0;
    let qt = 0;
    queue[qt++] = s;
    seen[s] = 1;
    while (qh < qt) {
      const i = queue[qh++];
      const x = i % W;
      const y = (i - x) / W;
      r.size++;
      r.band += band[i];
      if (x < r.x0) r.x0 = x;
      if (x > r.x1) r.x1 = x;
      if (y < r.y0) r.y0 = y;
      if (y > r.y1) r.y1 = y;
      // left, right, up, down
      for (let n = 0; n < 4; n++) {
        const j =
          n === 0 ? (x > 0 ? i - 1 : -1) : n === 1 ? (x < W - 1 ? i + 1 : -1) : n === 2 ? i - W : i + W;
        if (j < 0 || j >= N || seen[j] || key[j] !== k) continue;
        seen[j] = 1;
        queue[qt++] = j;
      }
    }
    out.push(r);
  }
  return out;
}

export interface PixelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function maskBox(mask: Uint8Array, W: number, H: number): PixelBox | undefined {
  let x0 = W;
  let y0 = H;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      if (!mask[y * W + x]) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  return x1 < 0 ? undefined : { x0, y0, x1, y1 };
}

/**
 * Garment pixels more than `inset` and at most `inset + steps` steps (4-connected) from the background or the raster's
 * edge, the box's top `skip` left out.
 */
export function outlineBand(
  mask: Uint8Array,
  W: number,
  H: number,
  box: PixelBox,
  inset: number,
  steps: number,
  skip: number,
): Uint8Array {
  const dist = new Int16Array(W * H).fill(-1);
  let frontier: number[] = [];
  for (let i = 0; i < W * H; i++) if (!mask[i]) dist[i] = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = y * W + x;
      if (!mask[i]) continue;
      const edge = x === 0 || y === 0 || x === W - 1 || y === H - 1;
      if (edge || !mask[i - 1] || !mask[i + 1] || !mask[i - W] || !mask[i + W]) {
        dist[i] = 1;
        frontier.push(i);
      }
    }
  }
  for (let d = 2; d <= inset + steps; d++) {
    const next: number[] = [];
    for (const i of frontier) {
      const x = i % W;
      for (const j of [x > 0 ? i - 1 : -1, x < W - 1 ? i + 1 : -1, i - W, i + W]) {
        if (j < 0 || j >= W * H || dist[j] >= 0) continue;
        dist[j] = d;
        next.push(j);
      }
    }
    frontier = next;
  }
  const top = box.y0 + (box.y1 - box.y0 + 1) * skip;
  const band = new Uint8Array(W * H);
  for (let i = 0; i < W * H; i++) if (dist[i] > inset && Math.floor(i / W) >= top) band[i] = 1;
  return band;
}

/** The garment's width across its body (the median row span in the lower part of its box) and that span's centre. */
export function bodySpan(mask: Uint8Array, W: number, box: PixelBox): { width: number; centre: number } {
  const spans: { width: number; centre: number }[] = [];
  const h = box.y1 - box.y0 + 1;
  for (let y = Math.floor(box.y0 + h * 0.55); y <= Math.min(box.y1, box.y0 + h * 0.85); y++) {
    let x0 = -1;
    let x1 = -1;
    for (let x = box.x0; x <= box.x1; x++) {
      if (!mask[y * W + x]) continue;
      if (x0 < 0) x0 = x;
      x1 = x;
    }
    if (x0 >= 0) spans.push({ width: x1 - x0 + 1, centre: (x0 + x1 + 1) / 2 });
  }
  spans.sort((a, b) => a.width - b.width);
  return spans[spans.length >> 1] ?? { width: box.x1 - box.x0 + 1, centre: (box.x0 + box.x1 + 1) / 2 };
}

/**
 * Ground / print changes along each row (or column) of the garment, on average over the lines that cross it, and the
 * period of the alternation (a ground run and the print run that follows it, mean and spread); runs cut by the
 * outline are left out, unmeasured pixels skipped.
 */
export function alternation(
  W: number,
  H: number,
  mask: Uint8Array,
  label: Int16Array,
  isPrint: (i: number) => boolean,
  along: 'rows' | 'columns',
): { changes: number; period: number; spread: number } {
  const lines = along === 'rows' ? H : W;
  const length = along === 'rows' ? W : H;
  const at = (line: number, p: number) => (along === 'rows' ? line * W + p : p * W + line);
  let changes = 0;
  let crossed = 0;
  const periods: number[] = [];
  for (let l = 0; l < lines; l++) {
    let prev = -1;
    let runs: number[] = [];
    let run = 0;
    let any = false;
    for (let p = 0; p < length; p++) {
      const i = at(l, p);
      if (!mask[i]) {
        prev = -1;
        runs = [];
        run = 0;
        continue;
      }
      any = true;
      if (label[i] < 0) continue;
      const v = isPrint(i) ? 1 : 0;
      if (prev >= 0 && v !== prev) {
        changes++;
        runs.push(run);
        if (runs.length >= 3) periods.push(runs[runs.length - 1] + runs[runs.length - 2]);
        run = 0;
      }
      prev = v;
      run++;
    }
    if (any) crossed++;
  }
  const mean = periods.reduce((s, v) => s + v, 0) / Math.max(1, periods.length);
  const sd = Math.sqrt(periods.reduce((s, v) => s + (v - mean) ** 2, 0) / Math.max(1, periods.length));
  return { changes: changes / Math.max(1, crossed), period: mean, spread: mean > 0 ? sd / mean : Infinity };
}
