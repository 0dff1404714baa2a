import { cmToInches, LABELS } from '@techpack/catalog';

// 0.873 -> '87.3%'. Values above 1 are read as already being a percentage.
// A confidence as a percentage: 0..1 fractions scaled, percentages kept.
export const confidencePercent = (confidence: number): number =>
  confidence <= 1 ? confidence * 100 : confidence;

export function formatConfidence(confidence: number): string {
  if (!Number.isFinite(confidence)) return '0.0%';
  return `${(Math.round(confidencePercent(confidence) * 10) / 10).toFixed(1)}%`;
}

// The colour a confidence is shown in: green from 75 %, amber from 50 %, red below.
export function confidenceColour(confidence: number): 'success' | 'warning' | 'error' {
  const pct = confidencePercent(confidence);
  return pct >= 75 ? 'success' : pct >= 50 ? 'warning' : 'error';
}

// A stored code as words: its entry in the label table ('poly-mailer' -> 'Poly mailer', 'long-sleeve top' ->
// 'Long-sleeve top', 't-shirt' -> 'T-Shirt'), else a key in title case ('chestWidth' -> 'Chest Width').
export function humanize(value: string | null | undefined): string {
  if (!value) return '';
  const label = LABELS[value] ?? LABELS[value.toLowerCase()];
  if (label) return label;
  return value
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export type Unit = 'cm' | 'in';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

// A measurement value as the server sends it: '62 cm', '62', 62, '24.4 in', '24.4"'.
export function parseMeasurement(value: string | number | null | undefined): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const m = /^\s*(-?\d+(?:[.,]\d+)?)\s*(cm|in|inch|inches|")?\s*$/i.exec(value);
  if (!m) return null;
  const n = Number(m[1].replace(',', '.'));
  const unit = (m[2] ?? 'cm').toLowerCase();
  return unit === 'cm' ? n : round(n / 0.393701, 2);
}

export function toUnit(cm: number, unit: Unit): number {
  return unit === 'cm' ? round(cm, 1) : cmToInches(cm);
}

export function fromUnit(value: number, unit: Unit): number {
  return unit === 'cm' ? round(value, 2) : round(value / 0.393701, 2);
}

export function formatMeasurement(value: string | number | null | undefined, unit: Unit = 'cm'): string {
  const cm = parseMeasurement(value);
  if (cm === null) return typeof value === 'string' && value.trim() ? value : '—';
  return unit === 'cm' ? `${toUnit(cm, 'cm')} cm` : `${toUnit(cm, 'in')} in`;
}

export function formatDate(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
