import sharp from 'sharp';

// Test photos: a garment (T shape) of one colour on a textured background of another: a bed sheet / floor with some noise.
export async function garmentOnBackground(
  garment: string,
  background: string,
  opts: { stripes?: string; motif?: string; shade?: string } = {},
): Promise<Buffer> {
  const stripes = opts.stripes
    ? Array.from(
        { length: 10 },
        (_, i) =>
          `<rect x="80" y="${70 + i * 38}" width="240" height="19" fill="${opts.stripes}" clip-path="url(#t)"/>`,
      ).join('')
    : '';
  // a chest print of ~5 % of the garment; the garment's lower half in shadow
  const motif = opts.motif ? `<rect x="170" y="150" width="64" height="60" fill="${opts.motif}"/>` : '';
  const shade = opts.shade
    ? `<rect x="0" y="300" width="400" height="200" fill="${opts.shade}" clip-path="url(#t)"/>`
    : '';
  const shape =
    'M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500">
    <defs><clipPath id="t"><path d="${shape}"/></clipPath>
    <pattern id="n" width="8" height="8" patternUnits="userSpaceOnUse"><rect width="8" height="8" fill="${background}"/><rect width="4" height="4" fill="${background}" opacity="0.6"/><circle cx="6" cy="6" r="1.2" fill="#000" opacity="0.08"/></pattern></defs>
    <rect width="400" height="500" fill="url(#n)"/>
    <path d="${shape}" fill="${garment}"/>${stripes}${shade}${motif}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}
