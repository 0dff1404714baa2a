export const GARMENT_TYPES = [
  { value: 't-shirt', label: 'Shirt' },
  { value: 'dress', label: 'Dress' },
  { value: 'jacket', label: 'Jacket' },
  { value: 'pants', label: 'Pants' },
  { value: 'skirt', label: 'Skirt' },
  { value: 'hoodie', label: 'Hoodie' },
] as const;

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export type Size = (typeof SIZES)[number];
export const DEFAULT_SIZE: Size = 'M';

export const LOGO_POSITIONS = [
  'center-chest',
  'left-chest',
  'right-chest',
  'center-back',
  'left-sleeve',
  'right-sleeve',
  'hem-bottom',
  'collar-back',
  'pocket',
] as const;
export const LOGO_METHODS = [
  'screen-print',
  'embroidery',
  'heat-transfer',
  'vinyl-cut',
  'sublimation',
  'patch',
  'laser-engrave',
] as const;
export const PRINT_COLORS = ['single-color', 'two-color', 'multi-color', 'full-color'] as const;
export const CARE_INSTRUCTIONS = [
  'machine-wash-cold',
  'hand-wash-only',
  'dry-clean-only',
  'machine-wash-warm',
  'delicate-cycle',
] as const;
export const SIZE_LABEL_FORMATS = ['us-standard', 'numeric', 'european', 'custom'] as const;
export const HANG_TAG_STYLES = ['premium-cardstock', 'eco-friendly', 'minimalist', 'luxury', 'none'] as const;
export const PACKAGING_OPTIONS = [
  'poly-mailer',
  'branded-box',
  'tissue-paper',
  'garment-bag',
  'eco-packaging',
] as const;
export const FINISH_OPTIONS = [
  'none',
  'enzyme-wash',
  'stone-wash',
  'acid-wash',
  'vintage-distressing',
] as const;
export const HARDWARE_OPTIONS = [
  'none',
  'metal-grommets',
  'plastic-buttons',
  'metal-buttons',
  'zipper',
  'rivets',
] as const;
export const DEFAULT_LOGO_POSITION = 'center-chest';
export const DEFAULT_LOGO_METHOD = 'screen-print';
// Print colours are only chosen for these methods.
export const METHODS_WITH_PRINT_COLORS = ['screen-print', 'vinyl-cut'] as const;

export const LOGO_LIMITS = {
  width: { min: 1, max: 20, step: 0.5 },
  height: { min: 1, max: 15, step: 0.5 },
  fromTop: { min: 0, max: 50, step: 0.5 },
  fromLeft: { min: -20, max: 20, step: 0.5 },
  maxBytes: 5 * 1024 * 1024,
} as const;

export const UPLOAD_LIMITS = { maxBytes: 20 * 1024 * 1024 } as const;
export const PASSWORD_MIN_LENGTH = 6;

export const TIMING = {
  productionDays: '14-21 business days',
  standardShippingDays: '5-7 days',
  productionStartHours: '24-48 hours',
  chatPollMs: 2000,
  adminPollMs: {
    stats: 30_000,
    users: 30_000,
    uploads: 15_000,
    techPacks: 15_000,
    orders: 10_000,
    messages: 5_000,
  },
  toastDurationMs: 5000,
} as const;

export const INCH_PER_CM = 0.393701;
export const cmToInches = (cm: number): number => Math.round(cm * INCH_PER_CM * 100) / 100;
