import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import { fitSessionRequest } from '@techpack/contracts';
import {
  AppError,
  BAD_TEXT_MESSAGE,
  containsBadText,
  multipartError,
  parseWith,
  type MultipartAnswers,
  type ObjectStorage,
} from '@techpack/platform';

export const FIT_PHOTO_MAX = 4;
export const FIT_PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const MAX_PIXELS = 50_000_000; // a decompression bomb is refused before decoding
const MAX_EDGE = 2400; // enough to read a tape measure on the photo; the stored copy is re-encoded at most this size

// @fastify/multipart limits for this service (only the fit-session route reads parts).
export const FIT_MULTIPART_LIMITS = {
  fileSize: FIT_PHOTO_MAX_BYTES,
  files: FIT_PHOTO_MAX,
  fields: 5,
  fieldSize: 64 * 1024,
  parts: 12,
};

export interface FitPhoto {
  id: string;
  key: string;
  contentType: string;
  width: number;
  height: number;
}
export interface PreparedPhoto extends FitPhoto {
  body: Buffer;
}

// A 4xx naming the failing field, as every JSON body's check does.
function fail(status: number, code: string, message: string, field: string): AppError {
  const error = new AppError(status, code, message);
  error.body = { fields: [field] };
  return error;
}
const badPhoto = (n: number, why: string) =>
  fail(
    400,
    'FIT.INVALID_PHOTO',
    `Photo ${n}: ${why}. Send JPEG, PNG or WebP images of at most ${FIT_PHOTO_MAX_BYTES / 1024 / 1024} MB each.`,
    `photos.${n - 1}`,
  );

function sniff(buf: Buffer): 'jpeg' | 'png' | 'webp' | undefined {
  if (buf.length < 12) return undefined;
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return undefined;
}

// What a file is comes from its bytes, never its name or declared type; the kept copy is decoded and re-encoded
// (EXIF orientation applied, metadata such as GPS dropped), so a truncated or disguised file never gets stored.
async function preparePhoto(buffer: Buffer, n: number): Promise<PreparedPhoto> {
  if (!sniff(buffer)) throw badPhoto(n, 'not a JPEG, PNG or WebP image');
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw badPhoto(n, 'the image has no size');
    const { data, info } = await sharp(buffer, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer({ resolveWithObject: true });
    const id = randomUUID();
    return { id, key: '', contentType: 'image/jpeg', width: info.width, height: info.height, body: data };
  } catch (e) {
    if (e instanceof AppError) throw e;
    const message = (e as Error).message ?? '';
    throw badPhoto(
      n,
      /pixel limit/i.test(message)
        ? 'the image has more than 50 megapixels'
        : 'the image could not be read (damaged or incomplete)',
    );
  }
}

const FIT_MULTIPART_ANSWERS: MultipartAnswers = {
  fileTooLarge: () =>
    fail(
      413,
      'FIT.PHOTO_TOO_LARGE',
      `Each photo may be at most ${FIT_PHOTO_MAX_BYTES / 1024 / 1024} MB`,
      'photos',
    ),
  tooManyFiles: () =>
    fail(400, 'FIT.TOO_MANY_PHOTOS', `At most ${FIT_PHOTO_MAX} photos per fit session`, 'photos'),
  tooManyFields: () =>
    new AppError(
      400,
      'REQUEST.INVALID',
      'Too many or too large form fields: send size, measurements, notes and up to four photos',
    ),
  malformed: () => new AppError(400, 'REQUEST.MALFORMED', 'Malformed multipart form: please try again'),
};

export interface FitForm {
  body: z.infer<typeof fitSessionRequest>;
  photos: PreparedPhoto[];
}

// The multipart form of POST /api/orders/{id}/fit-sessions: `size`, `measurements` (a JSON string), `notes?` and up
// to four photos (any field name). Every field and every photo is checked before anything is stored.
export async function readFitForm(request: FastifyRequest): Promise<FitForm> {
  const fields: Record<string, string> = {};
  const files: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') files.push(await part.toBuffer());
      else fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    }
  } catch (e) {
    throw multipartError(e, FIT_MULTIPART_ANSWERS);
  }
  if (containsBadText(fields)) throw new AppError(400, 'REQUEST.INVALID_TEXT', BAD_TEXT_MESSAGE);
  let measurements: unknown = fields.measurements;
  if (typeof measurements === 'string') {
    try {
      measurements = JSON.parse(measurements);
    } catch {
      throw fail(
        400,
        'REQUEST.INVALID',
        'measurements must be a JSON object of point of measure -> cm',
        'measurements',
      );
    }
  }
  const body = parseWith(fitSessionRequest, {
    size: fields.size,
    measurements,
    ...(fields.notes !== undefined ? { notes: fields.notes } : {}),
  });
  const photos: PreparedPhoto[] = [];
  for (const [i, file] of files.entries()) {
    if (file.length === 0) continue; // an empty file input sent with the form
    photos.push(await preparePhoto(file, i + 1));
  }
  return { body, photos };
}

export const photoKey = (sessionId: string, photoId: string) => `fit-sessions/${sessionId}/${photoId}.jpg`;

// Stores every photo or none: a failure part way removes what was already written.
export async function storePhotos(
  storage: ObjectStorage,
  sessionId: string,
  photos: PreparedPhoto[],
): Promise<FitPhoto[]> {
  const stored: FitPhoto[] = [];
  try {
    for (const p of photos) {
      const key = photoKey(sessionId, p.id);
      await storage.put(key, p.body, p.contentType);
      stored.push({ id: p.id, key, contentType: p.contentType, width: p.width, height: p.height });
    }
  } catch (e) {
    await removePhotos(storage, stored);
    throw e;
  }
  return stored;
}

export async function removePhotos(storage: ObjectStorage, photos: FitPhoto[]): Promise<void> {
  await Promise.all(photos.map((p) => storage.delete(p.key).catch(() => undefined)));
}
