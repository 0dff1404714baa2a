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

// Height/width of an image, or null when it cannot be read quickly (the size then stays as it was).
export function imageAspect(src: string, timeoutMs = 400): Promise<number | null> {
  return new Promise((resolve) => {
    if (typeof Image === 'undefined') return resolve(null);
    const img = new Image();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    img.onload = () => {
      clearTimeout(timer);
      resolve(img.naturalWidth > 0 && img.naturalHeight > 0 ? img.naturalHeight / img.naturalWidth : null);
    };
    img.onerror = () => {
      clearTimeout(timer);
      resolve(null);
    };
    img.src = src;
  });
}

const half = (n: number) => Math.round(n * 2) / 2;

// Logo size that keeps the artwork's proportions within the placement limits, keeping the width when possible.
export function fitLogo(width: number, aspect: number): { width: number; height: number } {
  const { width: W, height: H } = LOGO_LIMITS;
  let w = Math.min(W.max, Math.max(W.min, width));
  let h = half(w * aspect);
  if (h > H.max) {
    h = H.max;
    w = Math.min(W.max, Math.max(W.min, half(H.max / aspect)));
  }
  return { width: w, height: Math.min(H.max, Math.max(H.min, h)) };
}
