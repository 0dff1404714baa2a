// Region shapes on a raster mask: the photo's border ring, a centre ellipse and the largest connected region.
// ./garment-mask.ts builds the garment mask from them and re-exports them.

/** The pixels of the photo's border ring (4 % of its short side, at least 2 px), row by row. */
export function borderRing(W: number, H: number): number[] {
  const ring = Math.max(2, Math.round(Math.min(W, H) * 0.04));
  const border: number[] = [];
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++)
      if (x < ring || y < ring || x >= W - ring || y >= H - ring) border.push(y * W + x);
  return border;
}

/** A centre ellipse of the raster (half-axes rx x W by ry x H) as a mask, with the share of the raster it covers. */
export function centreEllipse(
  W: number,
  H: number,
  rx: number,
  ry: number,
): { mask: Uint8Array; coverage: number } {
  const mask = new Uint8Array(W * H);
  let count = 0;
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const dx = (x - W / 2) / (W * rx);
      const dy = (y - H / 2) / (H * ry);
      if (dx * dx + dy * dy <= 1) {
        mask[y * W + x] = 1;
        count++;
      }
    }
  }
  return { mask, coverage: count / (W * H) };
}

/** The largest 4-connected region of a binary raster, as a new mask (all 0 where the raster has no 1), and its size. */
export function largestRegion(fg: Uint8Array, W: number, H: number): { mask: Uint8Array; size: number } {
  const N = W * H;
  const label = new Int32Array(N).fill(-1);
  const queue = new Int32Array(N);
  let best = -1;
  let bestSize = 0;
  let next = 0;
  for (let s = 0; s < N; s++) {
    if (!fg[s] || label[s] >= 0) continue;
    let qh = 0;
    let qt = 0;
    queue[qt++] = s;
    label[s] = next;
    while (qh < qt) {
      const i = queue[qh++];
      const x = i % W;
      // the four neighbours in this order (left, right, up, down), written out: a closure made for each pixel cost
      // more than the search itself (tsx names every function it creates)
      for (let n = 0; n < 4; n++) {
        const j =
          n === 0
            ? x > 0
              ? i - 1
              : -1
            : n === 1
              ? x < W - 1
                ? i + 1
                : -1
              : n === 2
                ? i >= W
                  ? i - W
                  : -1
                : i + W < N
                  ? i + W
                  : -1;
        if (j >= 0 && fg[j] && label[j] < 0) {
          label[j] = next;
          queue[qt++] = j;
        }
      }
    }
    if (qt > bestSize) {
      bestSize = qt;
      best = next;
    }
    next++;
  }
  const mask = new Uint8Array(N);
  if (best >= 0) for (let i = 0; i < N; i++) mask[i] = label[i] === best ? 1 : 0;
  return { mask, size: bestSize };
}
