import { LOGO_LIMITS } from '@techpack/catalog';

export const LOGO_MESSAGES = {
  type: 'Invalid logo: please upload a PNG, JPG or SVG image',
  size: 'Logo too large: please upload a logo up to 5MB',
} as const;

export const LOGO_ACCEPT = 'image/png,image/jpeg,image/svg+xml,.png,.jpg,.jpeg,.svg';
const TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml'];
const EXTENSIONS = /\.(png|jpe?g|svg)$/i;

export function validateLogoFile(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  const typeOk = file.type ? TYPES.includes(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
  if (!typeOk) return LOGO_MESSAGES.type;
  if (file.size > LOGO_LIMITS.maxBytes) return LOGO_MESSAGES.size;
  return null;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

export type LimitKey = 'width' | 'height' | 'fromTop' | 'fromLeft';

export const LIMIT_MESSAGES: Record<LimitKey, string> = {
  width: `Logo width must be between ${LOGO_LIMITS.width.min} and ${LOGO_LIMITS.width.max} cm`,
  height: `Logo height must be between ${LOGO_LIMITS.height.min} and ${LOGO_LIMITS.height.max} cm`,
  fromTop: `Logo distance from top must be between ${LOGO_LIMITS.fromTop.min} and ${LOGO_LIMITS.fromTop.max} cm`,
  fromLeft: `Logo distance from left must be between ${LOGO_LIMITS.fromLeft.min} and ${LOGO_LIMITS.fromLeft.max} cm`,
};

export function withinLimit(key: LimitKey, value: number): boolean {
  const l = LOGO_LIMITS[key];
  return Number.isFinite(value) && value >= l.min && value <= l.max;
}
