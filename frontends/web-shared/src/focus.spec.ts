import { describe, expect, it } from '@jest/globals';
import { garmentFocus } from './focus';

describe('garmentFocus: the cover crop centred on the garment', () => {
  // a 400 x 533 photo in a 4:3 frame shows 56 % of its height; where the window starts, as a share of the photo
  const shown = 400 / 533 / (4 / 3);
  const windowStart = (pos: string) => (Number(pos.split(' ')[1].replace('%', '')) / 100) * (1 - shown);

  it("a portrait photo's garment low in the frame: the crop moves down to it, centred on it", () => {
    const pos = garmentFocus({ left: 0.2, top: 0.5, width: 0.6, height: 0.4 }, 400 / 533, 4 / 3);
    expect(pos.startsWith('50% ')).toBe(true);
    expect(windowStart(pos) + shown / 2).toBeCloseTo(0.7, 2);
  });

  it('a garment taller than the window is shown from its top (the waistband, not the middle of the cloth)', () => {
    // the validation skirt on a rug: 30-91 % of the photo's height
    const pos = garmentFocus({ left: 0, top: 0.297, width: 1, height: 0.617 }, 400 / 533, 4 / 3);
    expect(windowStart(pos)).toBeCloseTo(0.277, 2);
  });

  it('a wide photo moves sideways, and the crop never leaves the photo', () => {
    expect(garmentFocus({ left: 0.8, top: 0, width: 0.2, height: 1 }, 2, 4 / 3)).toBe('100% 50%');
    expect(garmentFocus({ left: 0, top: 0, width: 0.1, height: 1 }, 2, 4 / 3)).toBe('0% 50%');
  });

  it('without a box, or when the photo fits the frame, the centre', () => {
    expect(garmentFocus(undefined, 0.75, 4 / 3)).toBe('50% 50%');
    expect(garmentFocus({ left: 0, top: 0.6, width: 1, height: 0.4 }, 4 / 3, 4 / 3)).toBe('50% 50%');
    expect(garmentFocus({ left: 0, top: 0.6, width: 1, height: 0.4 }, 0, 4 / 3)).toBe('50% 50%');
  });
});
