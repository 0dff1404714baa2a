import { describe, expect, it } from '@jest/globals';
import { lineColour, withBomColours } from './line-colour';

// The colourway matrix shows what the BOM says: a line's sample cell is the colour its BOM line names.
describe('a BOM line colour as the sample cell', () => {
  const colors = [{ name: 'Sapphire', hex: '#1F3A93', pantone: '19-3952 TCX' }];

  it('reads the pack colour, a palette colour by Pantone or name, or a hex from the line text', () => {
    expect(lineColour({ color: 'Sapphire 19-3952 TCX Surf The Web' }, 'Sapphire', colors)).toEqual({
      name: 'Sapphire',
      hex: '#1F3A93',
      pantone: '19-3952 TCX',
    });
    expect(lineColour({ color: 'Black 19-3911 TCX' }, 'Sapphire', colors)).toMatchObject({
      name: 'Black',
      hex: '#1C1C1C',
      pantone: expect.stringMatching(/^19-3911 TCX/),
    });
    expect(lineColour({ color: 'Thread 19-3911 TCX' }, 'Sapphire', colors)).toMatchObject({ name: 'Black' });
    expect(lineColour({ color: 'Dyed to match #12AB34' }, 'Sapphire', colors)).toEqual({
      name: 'Dyed to match',
      hex: '#12AB34',
    });
    expect(lineColour({ color: 'As per body' }, 'Sapphire', colors)).toBeUndefined();
  });

  it('keeps the colour a line has in that colourway', () => {
    expect(
      lineColour(
        {
          color: 'Black 19-3911 TCX',
          colourways: { Navy: { name: 'Navy', hex: '#1F2A44', pantone: '19-3832 TCX' } },
        },
        'Navy',
        colors,
      ),
    ).toEqual({ name: 'Navy', hex: '#1F2A44', pantone: '19-3832 TCX' });
  });

  it('fills only the empty cells of the sample colourway', () => {
    const lines = [
      { ref: 'F1', category: 'fabric', color: 'Sapphire' },
      { ref: 'T1', category: 'trim', color: 'Black 19-3911 TCX' },
    ] as unknown as Parameters<typeof withBomColours>[1];
    const list: { name: string; colours: Record<string, { name: string; hex: string }> }[] = [
      { name: 'Sapphire', colours: { F1: { name: 'Navy', hex: '#1F2A44' } } },
      { name: 'Red', colours: {} },
    ];
    const [sample, other] = withBomColours(list, lines, colors);
    expect(sample.colours.F1.name).toBe('Navy');
    expect(sample.colours.T1).toMatchObject({ name: 'Black', hex: '#1C1C1C' });
    expect(other.colours).toEqual({});
  });
});
