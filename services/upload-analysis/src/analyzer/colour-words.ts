// A plain colour name when no palette colour is close (deltaE > 12): hue bucket + lightness.
export function describeColour(r: number, g: number, b: number): string {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  const d = max - min;
  const sat = d === 0 ? 0 : d / (1 - Math.abs(2 * l - 1));
  if (sat < 0.12 || d < 0.06) {
    if (l < 0.15) return 'Black';
    if (l < 0.32) return 'Charcoal';
    if (l < 0.55) return 'Grey';
    if (l < 0.85) return 'Light grey';
    return 'Off-white';
  }
  let h = 0;
  const R = r / 255;
  const G = g / 255;
  const B = b / 255;
  if (max === R) h = ((G - B) / d) % 6;
  else if (max === G) h = (B - R) / d + 2;
  else h = (R - G) / d + 4;
  h = (h * 60 + 360) % 360;
  const hue =
    h < 15 || h >= 345
      ? 'Red'
      : h < 40
        ? l < 0.45
          ? 'Brown'
          : 'Orange'
        : h < 65
          ? l < 0.4
            ? 'Olive'
            : sat < 0.45
              ? 'Beige'
              : 'Yellow'
          : h < 160
            ? 'Green'
            : h < 195
              ? 'Teal'
              : h < 255
                ? 'Blue'
                : h < 290
                  ? 'Purple'
                  : 'Pink';
  const tone = l < 0.3 ? 'Dark ' : l > 0.72 ? 'Light ' : '';
  return `${tone}${hue}`.replace('Dark Blue', 'Navy').replace('Light Red', 'Pink');
}
