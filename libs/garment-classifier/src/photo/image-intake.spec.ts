import { describe, expect, it } from '@jest/globals';
import { sniffFormat } from './image-intake';

describe('image intake', () => {
  it('sniffs formats from bytes', () => {
    expect(sniffFormat(Buffer.from('GIF89a............'))).toBeUndefined();
    expect(sniffFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe('jpeg');
    expect(
      sniffFormat(Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(8)])),
    ).toBe('heif');
  });
});
