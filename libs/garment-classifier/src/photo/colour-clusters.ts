// Colour clusters of a garment's pixels: k-means in Lab, and the shades of one fabric merged into one colour.
// ./colour.ts lists them as the garment's colours.

import { deltaE2000, kmeansLab, type Lab } from './lab';

/** A colour is listed when it covers at least this share of the garment's pixels. */
export const LIST_SHARE = 0.08;

/** k-means on the given pixels' Lab values (farthest-point seeding, centres at least Lab 6 apart): each cluster's pixel count and summed RGB. */
export function clusterPixels(
  pixels: number[],
  lab: Lab[],
  data: Uint8Array | Buffer,
  k: number,
  iterations: number,
): ColourCluster[] {
  const km = kmeansLab(
    pixels.map((i) => lab[i]),
    k,
    iterations,
    36,
  );
  const groups = km.centres.map((c) => ({ lab: c, n: 0, rgb: [0, 0, 0] }));
  pixels.forEach((i, p) => {
    const g = groups[km.assign[p]];
    g.n++;
    for (let c = 0; c < 3; c++) g.rgb[c] += data[i * 3 + c];
  });
  return groups;
}

/** A colour cluster of the garment's pixels: its Lab centre, pixel count and summed RGB. */
export interface ColourCluster {
  lab: Lab;
  n: number;
  rgb: number[];
}

/** Clusters that are one colour to the eye merged (shading of one fabric), largest first. */
export function mergeShades(groups: ColourCluster[], total: number): ColourCluster[] {
  // merge clusters that are the same colour to the eye (CIEDE2000 < 8: shading of one fabric)
  const merged: ColourCluster[] = [];
  const mergeInto = (into: ColourCluster, g: ColourCluster) => {
    into.n += g.n;
    for (let c = 0; c < 3; c++) into.rgb[c] += g.rgb[c];
  };
  for (const g of groups.filter((x) => x.n > 0).sort((a, b) => b.n - a.n)) {
    const into = merged.find((m) => deltaE2000(m.lab, g.lab) < 8);
    if (into) mergeInto(into, g);
    else merged.push({ lab: g.lab, n: g.n, rgb: [...g.rgb] });
  }
  // two clusters too small to list (under 8 % each) that are one colour in light and in shadow (CIEDE2000 with the
  // textile weighting, kL = 2: lightness counts half) are one: a blue panel split into two shades of 6 % each is one
  // blue of 12 %, not two colours dropped. A listed colour takes in no shade of another.
  const small = (m: ColourCluster) => m.n / total < LIST_SHARE;
  for (let i = merged.length - 1; i > 0; i--) {
    if (!small(merged[i])) continue;
    const into = merged.slice(0, i).find((m) => small(m) && deltaE2000(m.lab, merged[i].lab, 2) < 8);
    if (into) {
      mergeInto(into, merged[i]);
      merged.splice(i, 1);
    }
  }
  // largest first: merged shades can outgrow the cluster they joined (the main colour is the largest garment area)
  return merged.sort((x, y) => y.n - x.n);
}
