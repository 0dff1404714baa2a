export interface PaletteColor {
  name: string;
  hex: string;
  pantone: string;
}

// The 20-colour preset palette with Pantone (TCX) references, each with its TCX name.
export const PALETTE: PaletteColor[] = [
  { name: 'Black', hex: '#1C1C1C', pantone: '19-3911 TCX Black Beauty' },
  { name: 'White', hex: '#FFFFFF', pantone: '11-0601 TCX Bright White' },
  { name: 'Navy', hex: '#1F2A44', pantone: '19-3832 TCX Navy Blue' },
  { name: 'Red', hex: '#C8102E', pantone: '18-1662 TCX Flame Scarlet' },
  { name: 'Royal Blue', hex: '#3A5DAE', pantone: '19-3955 TCX Royal Blue' },
  { name: 'Forest Green', hex: '#2E5E3E', pantone: '19-6311 TCX Greener Pastures' },
  { name: 'Sunshine Yellow', hex: '#FFD23F', pantone: '13-0755 TCX Primrose Yellow' },
  { name: 'Purple', hex: '#6B3FA0', pantone: '19-3536 TCX Amaranth Purple' },
  { name: 'Orange', hex: '#F47A20', pantone: '16-1364 TCX Vibrant Orange' },
  { name: 'Hot Pink', hex: '#E0457B', pantone: '17-2127 TCX Shocking Pink' },
  { name: 'Sage Green', hex: '#9CAF88', pantone: '16-0421 TCX Sage' },
  { name: 'Dusty Rose', hex: '#C98B8B', pantone: '17-1718 TCX Dusty Rose' },
  { name: 'Camel', hex: '#B5895B', pantone: '17-1224 TCX Camel' },
  { name: 'Charcoal', hex: '#3C4043', pantone: '18-0601 TCX Charcoal Gray' },
  { name: 'Cream', hex: '#F3E9D2', pantone: '11-0510 TCX Afterglow' },
  { name: 'Burgundy', hex: '#7A1F3D', pantone: '19-1617 TCX Burgundy' },
  { name: 'Teal', hex: '#0F7C80', pantone: '17-5024 TCX Teal Blue' },
  { name: 'Blush', hex: '#F1C6C3', pantone: '13-1504 TCX Peach Blush' },
  { name: 'Khaki', hex: '#BDAE86', pantone: '16-0726 TCX Khaki' },
  { name: 'Lavender', hex: '#B7A5D6', pantone: '15-3817 TCX Lavender' },
];

export const HEX_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export function isValidHex(value: string): boolean {
  return HEX_PATTERN.test(value);
}

export function customColor(hex: string): PaletteColor {
  const upper = hex.toUpperCase();
  return { name: `Custom ${upper}`, hex: upper, pantone: 'Custom' };
}

function rgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function srgbToLab([r, g, b]: [number, number, number]): [number, number, number] {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const x = (R * 0.4124 + G * 0.3576 + B * 0.1805) / 0.95047;
  const y = R * 0.2126 + G * 0.7152 + B * 0.0722;
  const z = (R * 0.0193 + G * 0.1192 + B * 0.9505) / 1.08883;
  const fn = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  return [116 * fn(y) - 16, 500 * (fn(x) - fn(y)), 200 * (fn(y) - fn(z))];
}

// Nearest palette colour by CIE76 distance in Lab space.
export function nearestPaletteColor(hex: string): PaletteColor & { deltaE: number } {
  const target = srgbToLab(rgb(hex));
  let best = PALETTE[0];
  let bestD = Infinity;
  for (const c of PALETTE) {
    const l = srgbToLab(rgb(c.hex));
    const d = Math.hypot(l[0] - target[0], l[1] - target[1], l[2] - target[2]);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return { ...best, deltaE: Math.round(bestD * 10) / 10 };
}
