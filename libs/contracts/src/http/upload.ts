import { z } from 'zod';
import {
  DEFAULT_SIZE,
  FITS,
  GARMENT_TYPES,
  SIZE_RANGES,
  isFit,
  isSizeRange,
  sampleSizeOf,
  sizesOf,
} from '@techpack/catalog';
import { ANALYZED_GARMENT_TYPES, UPLOAD_MESSAGES } from './techpack';

// HTTP contract of the upload service: POST /api/upload (multipart: one image and the text fields below) and
// GET /api/uploads/{filename}. Request schemas (the controllers' validation), response schemas and error codes.
// Names are prefixed by what they belong to: every http/*.ts file is exported from the package index.

// Every error code the upload routes answer with (`{ message, code }`).
export const UPLOAD_ERROR_CODES = [
  'UPLOAD.NO_FILE',
  'UPLOAD.TOO_LARGE',
  'UPLOAD.TOO_MANY_PARTS',
  'UPLOAD.MALFORMED',
  'UPLOAD.EMAIL_REQUIRED',
  'UPLOAD.EMAIL_INVALID',
  'UPLOAD.GARMENT_TYPE_INVALID',
  'UPLOAD.SIZE_INVALID',
  'UPLOAD.SIZE_RANGE_INVALID',
  'UPLOAD.FIT_INVALID',
  'UPLOAD.INVALID_TYPE',
  'UPLOAD.TOO_MANY_PIXELS',
  'UPLOAD.UNSUPPORTED_GARMENT',
  'UPLOAD.ANALYSIS_INVALID',
  'UPLOAD.TIMEOUT',
  'UPLOAD.GENERATION_FAILED',
  'UPLOAD.TECHPACK_UNAVAILABLE',
  'UPLOAD.BAD_FILENAME',
  'UPLOAD.NOT_FOUND',
] as const;
export type UploadErrorCode = (typeof UPLOAD_ERROR_CODES)[number];

// A refusal with its own error code: the issue carries `params.code` (the service answers 400 with that code).
const refuse = (ctx: z.RefinementCtx, code: UploadErrorCode, message: string) => {
  ctx.addIssue({ code: z.ZodIssueCode.custom, message, params: { code } });
  return z.NEVER;
};

// The garment types the form may name: those the analyzer recognises and every type of the catalogue.
export const UPLOAD_FORM_GARMENT_TYPES: readonly string[] = [
  ...new Set<string>([...ANALYZED_GARMENT_TYPES, ...GARMENT_TYPES.map((g) => g.value)]),
];
const UPLOAD_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const formText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v)).trim());

// POST /api/upload: the text fields of the form (the image is the one file part). Checked in this order.
export const uploadFormRequest = z.object({
  email: formText.transform((raw, ctx) => {
    const email = raw.toLowerCase();
    if (!email) return refuse(ctx, 'UPLOAD.EMAIL_REQUIRED', UPLOAD_MESSAGES.emailRequired);
    if (email.length > 254 || !UPLOAD_EMAIL.test(email))
      return refuse(ctx, 'UPLOAD.EMAIL_INVALID', 'Please enter a valid email');
    return email;
  }),
  // 'auto' (or nothing) lets the analyzer decide: null
  garmentType: formText.transform((raw, ctx) => {
    const type = raw.toLowerCase();
    if (!type || type === 'auto' || type === 'auto-detect') return null;
    if (!UPLOAD_FORM_GARMENT_TYPES.includes(type)) {
      return refuse(
        ctx,
        'UPLOAD.GARMENT_TYPE_INVALID',
        `Invalid garment type: choose one of ${UPLOAD_FORM_GARMENT_TYPES.join(', ')}`,
      );
    }
    return type;
  }),
  selectedSize: formText.transform((raw) => raw.toUpperCase()),
  // optional: 'womens' | 'mens' | 'unisex' | 'kids' and 'slim' | 'regular' | 'relaxed' | 'oversized' (absent: from the type)
  sizeRange: formText.transform((raw, ctx) => {
    const range = raw.toLowerCase();
    if (!range) return null;
    if (!isSizeRange(range))
      return refuse(
        ctx,
        'UPLOAD.SIZE_RANGE_INVALID',
        `Invalid size range: choose one of ${SIZE_RANGES.join(', ')}`,
      );
    return range;
  }),
  fit: formText.transform((raw, ctx) => {
    const fit = raw.toLowerCase();
    if (!fit) return null;
    if (!isFit(fit))
      return refuse(ctx, 'UPLOAD.FIT_INVALID', `Invalid fit: choose one of ${FITS.join(', ')}`);
    return fit;
  }),
});
// The form as the service checks it: the sample size must belong to the chosen range.
export const uploadFormSchema = uploadFormRequest.transform((form, ctx) => {
  // the sample size belongs to the range: adult sizes XS-XXL (default M), kids' ages 2Y-14Y (default 8Y)
  const sizes = sizesOf(form.sizeRange ?? undefined) as readonly string[];
  const size = form.selectedSize || (form.sizeRange ? sampleSizeOf(form.sizeRange) : DEFAULT_SIZE);
  if (!sizes.includes(size))
    return refuse(ctx, 'UPLOAD.SIZE_INVALID', `Invalid size: choose one of ${sizes.join(', ')}`);
  return { ...form, selectedSize: size };
});
export type UploadFormRequest = z.input<typeof uploadFormRequest>;
export type UploadForm = z.output<typeof uploadFormSchema>;

// GET /api/uploads/{filename}: the web-sized JPEG of an upload (its owner, or an operator).
export const uploadImageParams = z.object({
  filename: z
    .string()
    .transform((filename, ctx) =>
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$/.test(filename)
        ? filename
        : refuse(ctx, 'UPLOAD.BAD_FILENAME', 'Invalid file name'),
    ),
});
export type UploadImageParams = z.input<typeof uploadImageParams>;
