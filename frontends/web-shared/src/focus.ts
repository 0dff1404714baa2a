// Where a photo sits in a cover-cropped frame: on the garment's box, as the analysis found it (fractions of the
// photo), so that a garment photographed low on a rug shows the garment, not the rug. `photoAspect` and
// `frameAspect` are width / height. Without a box, or when the photo fits the frame, the centre (CSS's default).
export interface GarmentBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;

export function garmentFocus(box: GarmentBox | undefined, photoAspect: number, frameAspect: number): string {
  if (!box || !(photoAspect > 0) || !(frameAspect > 0)) return '50% 50%';
  // the share of the photo's overflowing side that the frame shows, and the garment's centre along that side
  const wide = photoAspect > frameAspect;
  const shown = wide ? frameAspect / photoAspect : photoAspect / frameAspect;
  if (shown >= 0.999) return '50% 50%';
  // object-position p puts the window at p x (1 - shown) of that side: its middle on the garment's centre, except a
  // garment taller than the window, which is shown from its top (a collar or a waistband, not the middle of the cloth)
  const start = wide
    ? box.left + box.width / 2 - shown / 2
    : box.height > shown
      ? box.top - 0.02
      : box.top + box.height / 2 - shown / 2;
  const p = pct(clamp01(start / (1 - shown)));
  return wide ? `${p} 50%` : `50% ${p}`;
}
