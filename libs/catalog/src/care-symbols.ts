// Care symbols (ISO 3758:2012, the GINETEX symbols) from the care instruction and the fibre rules: one symbol per
// category in label order (wash, bleach, dry, iron, professional care). Codes are stable strings; the vectors that draw
// them (PDF, studio) are in care-symbol-paths.ts.
import { parseComposition } from './grammar';

export const CARE_SYMBOL_CODES = [
  'wash-30',
  'wash-30-mild',
  'wash-40',
  'wash-hand',
  'wash-no',
  'bleach-no',
  'bleach-non-chlorine',
  'tumble-low',
  'tumble-normal',
  'tumble-no',
  'dry-line',
  'dry-flat',
  'iron-low',
  'iron-medium',
  'iron-no',
  'pro-P',
  'pro-F',
  'pro-W',
  'pro-no',
] as const;
export type CareSymbolCode = (typeof CARE_SYMBOL_CODES)[number];

export const CARE_SYMBOL_TEXT: Record<CareSymbolCode, string> = {
  'wash-30': 'Machine wash 30 °C, normal process',
  'wash-30-mild': 'Machine wash 30 °C, mild process',
  'wash-40': 'Machine wash 40 °C, normal process',
  'wash-hand': 'Hand wash, max 40 °C',
  'wash-no': 'Do not wash',
  'bleach-no': 'Do not bleach',
  'bleach-non-chlorine': 'Oxygen / non-chlorine bleach only',
  'tumble-low': 'Tumble dry, low temperature (max 60 °C exhaust)',
  'tumble-normal': 'Tumble dry, normal temperature (max 80 °C exhaust)',
  'tumble-no': 'Do not tumble dry',
  'dry-line': 'Line dry',
  'dry-flat': 'Dry flat',
  'iron-low': 'Iron at max 110 °C (one dot), no steam',
  'iron-medium': 'Iron at max 150 °C (two dots)',
  'iron-no': 'Do not iron',
  'pro-P': 'Professional dry clean in tetrachloroethene (P), normal process',
  'pro-F': 'Professional dry clean in hydrocarbon solvent (F), normal process',
  'pro-W': 'Professional wet clean (W), normal process',
  'pro-no': 'Do not dry clean',
};

/** The symbols for a care instruction and fibre composition (wash, bleach, dry, iron, professional). */
export function careSymbolsFor(
  instruction: string,
  composition: string,
  opts: { padded?: boolean } = {},
): CareSymbolCode[] {
  const fibres = parseComposition(composition);
  const share = (f: string) => fibres.filter((x) => x.fibre === f).reduce((s, x) => s + x.percent, 0);
  const synthetic = share('polyester') + share('polyamide') + share('acrylic') + share('elastane') >= 50;
  const leather = share('leather') > 0;
  const wool = share('wool') + share('cashmere') >= 30;
  const silk = share('silk') >= 50;
  // iron: synthetics, elastane, wool and silk at one dot; cotton and linen at two; padded shells and leather not at all
  const iron: CareSymbolCode =
    leather || opts.padded
      ? 'iron-no'
      : synthetic || wool || silk || share('elastane') > 0 || share('viscose') >= 50
        ? 'iron-low'
        : 'iron-medium';
  switch (instruction) {
    case 'dry-clean-only':
      // leather goes to a specialist (F, hydrocarbon); silk and wool take P
      return [
        'wash-no',
        'bleach-no',
        'tumble-no',
        leather ? 'iron-no' : 'iron-low',
        leather ? 'pro-F' : 'pro-P',
      ];
    case 'hand-wash-only':
      return [
        'wash-hand',
        'bleach-no',
        'tumble-no',
        'dry-flat',
        iron === 'iron-medium' ? 'iron-low' : iron,
        'pro-P',
      ];
    case 'delicate-cycle':
      return [
        'wash-30-mild',
        'bleach-no',
        opts.padded ? 'tumble-low' : 'tumble-no',
        iron,
        opts.padded ? 'pro-no' : 'pro-P',
      ];
    case 'machine-wash-warm':
      return [
        'wash-40',
        'bleach-non-chlorine',
        synthetic || share('elastane') > 0 ? 'tumble-low' : 'tumble-normal',
        iron,
        'pro-no',
      ];
    default:
      return ['wash-30', 'bleach-no', 'tumble-low', iron, 'pro-no'];
  }
}

/** The label's care lines, one per symbol in label order: the text says exactly what the symbols say. */
export function careLinesFor(symbols: readonly CareSymbolCode[]): string[] {
  return symbols.map((code) => CARE_SYMBOL_TEXT[code]);
}
