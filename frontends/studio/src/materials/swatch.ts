// A fabric's swatch, drawn: a small SVG texture from its construction (knit loops, rib wales, plain weave, twill
// diagonals, pile, mesh holes, quilting, grain ...) in the fabric's library colour. No photograph, no placeholder.

export interface SwatchFabric {
  construction: string;
  family: string;
  composition: string;
  group?: string;
}

type Texture =
  | 'knit'
  | 'rib'
  | 'wale'
  | 'pique'
  | 'pile'
  | 'cable'
  | 'mesh'
  | 'plain'
  | 'twill'
  | 'ripstop'
  | 'sheen'
  | 'lace'
  | 'quilt'
  | 'grain'
  | 'tweed';

const TEXTURE: Record<string, Texture> = {
  jersey: 'knit',
  interlock: 'knit',
  'swim-tricot': 'knit',
  ponte: 'knit',
  scuba: 'knit',
  'french-terry': 'knit',
  rib: 'rib',
  bengaline: 'rib',
  seersucker: 'rib',
  corduroy: 'wale',
  pique: 'pique',
  waffle: 'pique',
  eyelet: 'pique',
  fleece: 'pile',
  sherpa: 'pile',
  'faux-fur': 'pile',
  boucle: 'pile',
  terry: 'pile',
  velvet: 'pile',
  velour: 'pile',
  'sweater-knit': 'cable',
  mesh: 'mesh',
  tulle: 'mesh',
  twill: 'twill',
  denim: 'twill',
  softshell: 'twill',
  ripstop: 'ripstop',
  satin: 'sheen',
  laminate: 'sheen',
  'pu-coated': 'sheen',
  taffeta: 'sheen',
  lace: 'lace',
  quilted: 'quilt',
  fill: 'quilt',
  wadding: 'quilt',
  hide: 'grain',
  suede: 'grain',
  'suede-look': 'grain',
  tweed: 'tweed',
  melton: 'tweed',
  flannel: 'tweed',
};

const COLOUR_BY_CONSTRUCTION: Record<string, string> = {
  denim: '#3B5B8C',
  chambray: '#7D97B8',
  hide: '#6B3F22',
  suede: '#9C6B43',
  'suede-look': '#8D6A4F',
  'pu-coated': '#2F2A28',
  laminate: '#4A5560',
  softshell: '#48505C',
  ripstop: '#556B4E',
  taffeta: '#2E3B55',
  quilted: '#1F2A44',
  fill: '#E9E4DA',
  corduroy: '#8A5A3C',
  tweed: '#6E6259',
  melton: '#3F4650',
  flannel: '#8C8C8C',
  velvet: '#5B1F3A',
  'faux-fur': '#CDB8A0',
  sherpa: '#EDE6D8',
  fleece: '#9AA3AD',
  'french-terry': '#A7AFB8',
  mesh: '#2C3440',
  'swim-tricot': '#1E5F74',
  lace: '#F4EFE4',
};

/** The colour a library fabric is drawn in: its construction's usual dye, else its fibre's natural tone. */
export function swatchColour(f: SwatchFabric): string {
  const c = COLOUR_BY_CONSTRUCTION[f.construction];
  if (c) return c;
  const comp = f.composition.toLowerCase();
  if (comp.includes('silk')) return '#EFE4CF';
  if (comp.includes('cashmere')) return '#C9B79C';
  if (/wool|mohair/.test(comp)) return '#8A8178';
  if (comp.includes('linen')) return '#D9CDB4';
  if (/viscose|modal|lyocell|bamboo/.test(comp)) return '#B9A7C9';
  if (/polyester|polyamide/.test(comp)) return '#5A6472';
  return '#E6DFD0';
}

// Mix a hex colour towards black (t < 0) or white (t > 0).
function shade(hex: string, t: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) =>
    Math.round(t < 0 ? v * (1 + t) : v + (255 - v) * t),
  );
  return `#${ch.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

function tile(texture: Texture, dark: string, light: string): { size: number; body: string } {
  const s = (d: string, w = 1, c = dark) => `<path d="${d}" stroke="${c}" stroke-width="${w}" fill="none"/>`;
  switch (texture) {
    case 'knit':
      return {
        size: 8,
        body: s('M0 1 L2 6 L4 1 M4 1 L6 6 L8 1', 0.9) + s('M0 5 L2 10 M6 10 L8 5', 0.5, light),
      };
    case 'rib':
      return {
        size: 8,
        body:
          `<rect x="0" y="0" width="3" height="8" fill="${dark}" opacity="0.45"/>` + s('M5 0 V8', 0.6, light),
      };
    case 'wale':
      return {
        size: 12,
        body:
          `<rect x="0" y="0" width="5" height="12" fill="${dark}" opacity="0.5"/>` +
          s('M9 0 V12', 1.5, light),
      };
    case 'pique':
      return {
        size: 8,
        body: `<rect x="1" y="1" width="3" height="3" fill="${dark}" opacity="0.5"/><rect x="5" y="5" width="2" height="2" fill="${light}"/>`,
      };
    case 'pile':
      return {
        size: 10,
        body: `<circle cx="2" cy="3" r="1.2" fill="${light}"/><circle cx="7" cy="1.5" r="0.9" fill="${dark}"/><circle cx="5" cy="7" r="1.4" fill="${dark}" opacity="0.6"/><circle cx="9" cy="8" r="1" fill="${light}"/>`,
      };
    case 'cable':
      return {
        size: 16,
        body:
          s('M2 0 C8 4 8 4 2 8 C8 12 8 12 2 16', 1.6) + s('M12 0 C6 4 6 4 12 8 C6 12 6 12 12 16', 1.6, light),
      };
    case 'mesh':
      return {
        size: 8,
        body: `<circle cx="4" cy="4" r="2.3" fill="#FFFFFF" opacity="0.85"/><circle cx="0" cy="0" r="2.3" fill="#FFFFFF" opacity="0.85"/><circle cx="8" cy="8" r="2.3" fill="#FFFFFF" opacity="0.85"/>`,
      };
    case 'twill':
      return { size: 8, body: s('M-2 10 L10 -2 M-2 2 L2 -2 M6 10 L10 6', 1.3) + s('M0 8 L8 0', 0.5, light) };
    case 'ripstop':
      return { size: 12, body: s('M0 0.5 H12 M0.5 0 V12', 1.2) + s('M0 6 H12 M6 0 V12', 0.4, light) };
    case 'sheen':
      return {
        size: 24,
        body: `<path d="M-6 30 L30 -6" stroke="${light}" stroke-width="6" opacity="0.45"/><path d="M-6 18 L18 -6" stroke="${light}" stroke-width="2" opacity="0.3"/>`,
      };
    case 'lace':
      return {
        size: 14,
        body: `<circle cx="7" cy="7" r="4" stroke="${dark}" stroke-width="0.9" fill="none"/><circle cx="7" cy="7" r="1.4" fill="${dark}"/><circle cx="0" cy="0" r="2" stroke="${dark}" stroke-width="0.7" fill="none"/><circle cx="14" cy="14" r="2" stroke="${dark}" stroke-width="0.7" fill="none"/>`,
      };
    case 'quilt':
      return { size: 16, body: s('M0 8 L8 0 L16 8 L8 16 Z', 1.1) + s('M0 9 L8 1 L16 9', 0.6, light) };
    case 'grain':
      return {
        size: 12,
        body: `<path d="M1 3 q2 -2 4 0 M6 9 q2 -2 4 0 M8 4 q1 -1 3 0 M2 10 q1 -1 2 0" stroke="${dark}" stroke-width="0.7" fill="none"/><circle cx="4" cy="6" r="0.7" fill="${light}"/>`,
      };
    case 'tweed':
      return {
        size: 8,
        body:
          s('M0 2 H8 M0 6 H8', 0.6) +
          s('M2 0 V8 M6 0 V8', 0.6, light) +
          `<rect x="3" y="3" width="1.5" height="1" fill="${light}"/><rect x="6.5" y="6.6" width="1" height="1" fill="${dark}"/>`,
      };
    default:
      return { size: 6, body: s('M0 1.5 H6 M0 4.5 H6', 0.6) + s('M1.5 0 V6 M4.5 0 V6', 0.6, light) };
  }
}

/** The swatch as an SVG document (width x height), its texture repeated over the colour. */
export function fabricSwatchSvg(f: SwatchFabric, width = 160, height = 84): string {
  const base = swatchColour(f);
  const texture: Texture = TEXTURE[f.construction] ?? (f.family === 'knit' ? 'knit' : 'plain');
  const lightBase =
    parseInt(base.slice(1, 3), 16) + parseInt(base.slice(3, 5), 16) + parseInt(base.slice(5, 7), 16) > 560;
  const { size, body } = tile(
    texture,
    shade(base, lightBase ? -0.25 : -0.35),
    shade(base, lightBase ? 0.5 : 0.3),
  );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><pattern id="t" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${body}</pattern></defs>` +
    `<rect width="100%" height="100%" fill="${base}"/><rect width="100%" height="100%" fill="url(#t)"/></svg>`
  );
}

export const fabricSwatchUrl = (f: SwatchFabric, width?: number, height?: number) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(fabricSwatchSvg(f, width, height))}`;

/** The texture a construction is drawn with (the swatch's name for it in tests and titles). */
export const swatchTexture = (f: SwatchFabric): string =>
  TEXTURE[f.construction] ?? (f.family === 'knit' ? 'knit' : 'plain');
