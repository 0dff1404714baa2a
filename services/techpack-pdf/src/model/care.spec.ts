import { describe, expect, it } from '@jest/globals';
import {
  CARE_INSTRUCTIONS,
  CARE_SYMBOL_TEXT,
  FABRICS,
  careForFibre,
  type CareSymbolCode,
} from '@techpack/catalog';
import { careFor } from './sections';

// One source for care: the label's lines say what its ISO 3758 symbols say (a review found cotton drawn with two
// dots but told "Iron low", a padded shell told "do not iron" and "Iron low", viscose drawn P and told "Do not dry clean").

const CONTRADICTIONS: [RegExp, RegExp][] = [
  [/^pro-P$|^pro-F$|^pro-W$/, /do not dry clean/i],
  [/^pro-no$/, /^dry clean/i],
  [/^iron-no$/, /^iron (low|medium)|^iron at/i],
  [/^iron-medium$/, /iron low|one dot/i],
  [/^iron-low$/, /iron medium|two dots/i],
  [/^tumble-no$/, /^tumble dry (low|medium|normal)/i],
  [/^wash-no$/, /^machine wash|^hand wash/i],
];

describe('care lines and symbols', () => {
  const compositions = [...new Set(FABRICS.map((f) => f.composition))];
  it.each(CARE_INSTRUCTIONS.map((c) => [c]))(
    '%s: for every fabric of the library, padded or not, the lines read the symbols and never contradict them',
    (instruction) => {
      for (const composition of compositions) {
        for (const padded of [false, true]) {
          const care = careFor(
            instruction,
            composition,
            'standard',
            careForFibre(composition, { padded }),
            true,
            padded,
          );
          const symbols = care.symbols!;
          expect(care.lines.slice(0, symbols.length)).toEqual(
            symbols.map((c) => CARE_SYMBOL_TEXT[c as CareSymbolCode]),
          );
          for (const [symbol, wrong] of CONTRADICTIONS) {
            if (!symbols.some((c) => symbol.test(c))) continue;
            expect({ instruction, composition, padded, line: care.lines.find((l) => wrong.test(l)) }).toEqual(
              { instruction, composition, padded, line: undefined },
            );
          }
          expect(care.lines.at(-1)).toBe(`Fibre content: ${composition}`);
        }
      }
    },
  );

  it('a print gets its ironing note; a solid or a garment that is never ironed does not', () => {
    expect(careFor('machine-wash-cold', '100% Cotton', 'standard', undefined, true).lines).toContain(
      'Iron inside out; do not iron print',
    );
    expect(
      careFor('machine-wash-cold', '100% Cotton', 'standard', undefined, false).lines.some((l) =>
        /print/i.test(l),
      ),
    ).toBe(false);
    expect(
      careFor('machine-wash-cold', '100% Polyester', 'standard', undefined, true, true).lines.some((l) =>
        /print/i.test(l),
      ),
    ).toBe(false);
  });
});
