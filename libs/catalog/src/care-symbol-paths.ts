// Vector drawings of the ISO 3758 care symbols on a 24 x 24 box: stroked paths and filled dots only (no font), so the
// PDF (react-pdf Svg) and the studio (SVG) draw the same symbol. Temperature is shown with dots, as ISO 3758 allows
// (one dot 30 °C, two 40 °C in the tub; one dot low, two normal in the tumble drier and on the iron).
import type { CareSymbolCode } from './care-symbols';

export interface CareSymbolDrawing {
  paths: string[]; // stroked, no fill
  dots: [number, number][]; // filled circles r = 1.2
}

const TUB = 'M2.5 8.5 L5 19.5 L19 19.5 L21.5 8.5 M2.5 8.5 Q5.5 6 8.5 8.5 T14.5 8.5 T21.5 8.5';
const TRIANGLE = 'M12 3 L22 20 L2 20 Z';
const SQUARE = 'M3 3 H21 V21 H3 Z';
const DRUM = 'M12 5 A7 7 0 1 0 12.01 5';
const IRON = 'M3 18.5 H21 L19.5 11 Q19 8 15.5 8 H8 M4.3 12.5 H19.8';
const CIRCLE = 'M12 3 A9 9 0 1 0 12.01 3';
const CROSS = 'M2 2 L22 22 M22 2 L2 22';
const LETTER: Record<'P' | 'F' | 'W', string> = {
  P: 'M10 17 V7 H13 Q15.5 7 15.5 9.5 Q15.5 12 13 12 H10',
  F: 'M10 17 V7 H15 M10 12 H14',
  W: 'M7.5 7.5 L9.5 16.5 L12 10 L14.5 16.5 L16.5 7.5',
};

const draw = (paths: string[], dots: [number, number][] = []): CareSymbolDrawing => ({ paths, dots });

export const CARE_SYMBOL_DRAWINGS: Record<CareSymbolCode, CareSymbolDrawing> = {
  'wash-30': draw([TUB], [[12, 14]]),
  'wash-30-mild': draw([TUB, 'M5 22 H19'], [[12, 14]]),
  'wash-40': draw(
    [TUB],
    [
      [10, 14],
      [14, 14],
    ],
  ),
  'wash-hand': draw([TUB, 'M9 17 V11.5 M11 17 V10.5 M13 17 V10.5 M15 17 V12 M9 17 Q12 18.5 15 17']),
  'wash-no': draw([TUB, CROSS]),
  'bleach-no': draw([TRIANGLE, CROSS]),
  'bleach-non-chlorine': draw([TRIANGLE, 'M9.5 17 L13 10 M12.5 17 L16 10']),
  'tumble-low': draw([SQUARE, DRUM], [[12, 12]]),
  'tumble-normal': draw(
    [SQUARE, DRUM],
    [
      [10, 12],
      [14, 12],
    ],
  ),
  'tumble-no': draw([SQUARE, DRUM, CROSS]),
  'dry-line': draw([SQUARE, 'M4 4 Q12 12 20 4']),
  'dry-flat': draw([SQUARE, 'M6.5 12 H17.5']),
  'iron-low': draw([IRON], [[12, 15.5]]),
  'iron-medium': draw(
    [IRON],
    [
      [10, 15.5],
      [14, 15.5],
    ],
  ),
  'iron-no': draw([IRON, CROSS]),
  'pro-P': draw([CIRCLE, LETTER.P]),
  'pro-F': draw([CIRCLE, LETTER.F]),
  'pro-W': draw([CIRCLE, LETTER.W]),
  'pro-no': draw([CIRCLE, CROSS]),
};

/** Centimetres as inches to the nearest 1/8" as the trade writes them: 24 1/8, 1/2, 3/4 (fractions reduced). */
export function inchFraction(cm: number): string {
  const eighths = Math.round((Math.abs(cm) / 2.54) * 8);
  const whole = Math.floor(eighths / 8);
  let num = eighths % 8;
  let den = 8;
  while (num > 0 && num % 2 === 0) {
    num /= 2;
    den /= 2;
  }
  const frac = num > 0 ? `${num}/${den}` : '';
  const text = whole > 0 ? `${whole}${frac ? ` ${frac}` : ''}` : frac || '0';
  return cm < 0 && text !== '0' ? `-${text}` : text;
}
