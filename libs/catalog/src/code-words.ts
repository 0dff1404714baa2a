// The words a page prints for the product's option codes (care instruction, size label format, logo position and
// method, hang tag, packaging, finish, hardware): a catalogue, so the factory-language layer translates the words and
// no code such as "delicate-cycle" or "poly-mailer" reaches a document.
export const CODE_WORDS: Record<string, string> = {
  'machine-wash-cold': 'Machine wash cold',
  'machine-wash-warm': 'Machine wash warm',
  'hand-wash-only': 'Hand wash only',
  'dry-clean-only': 'Dry clean only',
  'delicate-cycle': 'Machine wash, delicate cycle',
  'us-standard': 'US standard',
  numeric: 'Numeric',
  european: 'European',
  custom: 'Custom',
  'center-chest': 'Centre chest',
  'left-chest': 'Left chest',
  'right-chest': 'Right chest',
  'center-back': 'Centre back',
  'left-sleeve': 'Left sleeve',
  'right-sleeve': 'Right sleeve',
  'hem-bottom': 'Bottom hem',
  'collar-back': 'Back collar',
  pocket: 'Pocket',
  'screen-print': 'Screen print',
  'heat-transfer': 'Heat transfer',
  'vinyl-cut': 'Vinyl cut',
  'laser-engrave': 'Laser engrave',
  'premium-cardstock': 'Premium cardstock',
  'eco-friendly': 'Eco-friendly board',
  'poly-mailer': 'Poly mailer',
  'branded-box': 'Branded box',
  'tissue-paper': 'Tissue paper',
  'garment-bag': 'Garment bag',
  'eco-packaging': 'Recycled packaging',
  'enzyme-wash': 'Enzyme wash',
  'stone-wash': 'Stone wash',
  'acid-wash': 'Acid wash',
  'vintage-distressing': 'Vintage distressing',
  'metal-grommets': 'Metal grommets',
  'plastic-buttons': 'Plastic buttons',
  'metal-buttons': 'Metal buttons',
  'single-color': 'Single colour',
  'two-color': 'Two colours',
  'multi-color': 'Multi-colour',
  'full-color': 'Full colour',
};

/** The printed words of an option code (its catalogue entry, else the code with spaces for hyphens, capitalised). */
export const codeWords = (code: string): string =>
  CODE_WORDS[code] ?? code.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** The code a printed word stands for (a BOM line's "Poly mailer" is priced as poly-mailer); unknown words hyphenated. */
export function codeOf(words: string): string {
  const w = words.trim().toLowerCase();
  const hit = Object.entries(CODE_WORDS).find(([, v]) => v.toLowerCase() === w);
  return hit ? hit[0] : w.replace(/\s+/g, '-');
}
