// The priced library: what a small brand pays per metre / piece at a first bulk order (USD, FOB mill or supplier,
// mid-2020s). Fabric prices come from the materials library's own `priceRange` where it has one (the midpoint); the
// table below covers the fabrics that do not (yet) carry one. Trim, label and packaging prices are typical supplier
// list prices for small runs (a few hundred pieces); a factory's quote replaces them (price overrides per pack).

export interface CostPriceRange {
  min: number;
  max: number;
  currency: 'USD';
  unit: string; // 'm' (per metre of the fabric's width) or 'm2' (hides)
}

// Fabric id -> USD per metre (per m2 for leather), midpoint of typical wholesale ranges.
export const FABRIC_PRICE_FALLBACK: Record<string, number> = {
  'cotton-jersey': 4.5,
  'cotton-fleece': 7.5,
  'organic-cotton-canvas': 7.0,
  'cotton-pique': 5.5,
  'polyester-performance': 4.0,
  'poly-cotton-blend': 3.8,
  'athletic-mesh': 3.5,
  'bamboo-jersey': 7.5,
  'merino-wool': 22.0,
  'cashmere-blend': 38.0,
  'genuine-leather': 45.0,
  'lambskin-suede': 55.0,
  'silk-charmeuse': 24.0,
  'cotton-rib': 6.0,
  'cotton-interlock': 5.5,
  'french-terry': 7.0,
  'heavy-fleece': 9.0,
  'cotton-sweater-knit': 12.0,
  'wool-blend-sweater-knit': 14.0,
  'viscose-jersey': 5.0,
  'organic-cotton-jersey': 6.0,
  'cotton-rib-trim': 5.5,
  'cotton-poplin': 4.0,
  'cotton-oxford': 4.8,
  chambray: 4.8,
  linen: 9.5,
  'viscose-challis': 3.8,
  'polyester-crepe': 3.5,
  'polyester-chiffon': 2.8,
  'cotton-lace': 9.0,
  'cotton-twill': 5.2,
  'cotton-twill-light': 4.5,
  'denim-12oz': 6.5,
  'stretch-denim': 6.8,
  'denim-shirting': 5.0,
  corduroy: 7.0,
  'wool-flannel': 18.0,
  'nylon-ripstop': 4.5,
  'polyester-taffeta': 2.5,
  'polyester-softshell': 8.0,
  'quilted-nylon': 9.5,
  'polyester-microfibre': 3.8,
};

// A fabric neither the library nor the table prices (a name the designer typed): by fibre category, per metre.
export const FABRIC_PRICE_BY_CATEGORY: Record<string, number> = {
  Cotton: 5.0,
  Synthetic: 4.0,
  Blend: 4.5,
  Sustainable: 6.5,
  Wool: 18.0,
  Luxury: 20.0,
  Leather: 45.0,
  Silk: 24.0,
};
export const FABRIC_PRICE_DEFAULT = 5.0;

export interface TrimPrice {
  match: RegExp; // against the BOM line's item (and description)
  price: number; // USD per BOM unit (pcs, m, m2)
}

// Trims, hardware and linings by what the BOM line names; first match wins.
export const TRIM_PRICES: readonly TrimPrice[] = [
  { match: /metal.*zip|zip.*metal|brass/i, price: 0.9 },
  { match: /moulded zip|vislon/i, price: 0.75 },
  { match: /invisible zip/i, price: 0.3 },
  { match: /fly zip/i, price: 0.25 },
  { match: /zip/i, price: 0.45 },
  { match: /tack button|jeans button|shank/i, price: 0.12 },
  { match: /button/i, price: 0.04 },
  { match: /snap/i, price: 0.1 },
  { match: /rivet/i, price: 0.05 },
  { match: /hook/i, price: 0.06 },
  { match: /eyelet|grommet/i, price: 0.05 },
  { match: /stopper/i, price: 0.06 },
  { match: /drawcord/i, price: 0.25 },
  { match: /elastic/i, price: 0.3 },
  { match: /wadding/i, price: 1.6 },
  { match: /rib/i, price: 3.0 },
  { match: /bias|tape/i, price: 0.12 },
  { match: /interlining|fusible/i, price: 1.5 },
  { match: /pocketing/i, price: 1.6 },
  { match: /mesh lining|lining mesh/i, price: 2.0 },
  { match: /taffeta|lining/i, price: 2.2 },
  { match: /belt loop/i, price: 0.0 }, // cut from the main fabric: its cost is in the fabric and the making
  { match: /thread/i, price: 0.0006 }, // per metre: a 5,000 m cone of core-spun polyester at ~3 USD
];
// A trim the table does not know (the designer's own): priced as a generic accessory, to confirm.
export const TRIM_PRICE_DEFAULT = 0.2;

// Logo application per piece by method; print colours multiply screen and vinyl prints.
export const LOGO_PRICES: Record<string, number> = {
  'screen-print': 0.35,
  embroidery: 0.8,
  'heat-transfer': 0.45,
  'vinyl-cut': 0.5,
  sublimation: 0.6,
  patch: 0.7,
  'laser-engrave': 0.3,
};
export const PRINT_COLOUR_FACTOR: Record<string, number> = {
  'single-color': 1,
  'two-color': 1.6,
  'multi-color': 2.2,
  'full-color': 2.8,
};

export const LABEL_PRICES: readonly TrimPrice[] = [
  { match: /main label/i, price: 0.08 },
  { match: /size label/i, price: 0.02 },
  { match: /care|content/i, price: 0.03 },
];
export const LABEL_PRICE_DEFAULT = 0.05;

export const HANG_TAG_PRICES: Record<string, number> = {
  minimalist: 0.08,
  'eco-friendly': 0.12,
  'premium-cardstock': 0.15,
  luxury: 0.35,
};
export const PACKAGING_PRICES: Record<string, number> = {
  'poly-mailer': 0.12,
  'tissue-paper': 0.15,
  'eco-packaging': 0.25,
  'garment-bag': 0.45,
  'branded-box': 1.2,
};
export const PACKAGING_PRICE_DEFAULT = 0.15;

export const METRE_PER_YARD = 0.9144;
