import type { FastifyRequest } from 'fastify';
import { UPLOAD_MESSAGES, uploadFormSchema, type UploadForm } from '@techpack/contracts';
import { UPLOAD_LIMITS } from '@techpack/catalog';
import {
  AppError,
  BAD_TEXT_MESSAGE,
  containsBadText,
  multipartError,
  type MultipartAnswers,
} from '@techpack/platform';
import { parseCoded } from '../uploads/parse-coded';

// The multipart limits (@fastify/multipart, registered by the service): one image up to the upload limit.
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMITS.maxBytes,
  files: 1,
  fields: 10,
  fieldSize: 10_000,
  parts: 20,
};

export interface UploadedFile {
  buffer: Buffer;
  filename: string;
  mimetype: string;
}

export interface ReadUpload {
  file: UploadedFile;
  form: UploadForm;
  // the designer's file name, safe to store and show
  originalName: string;
}

// The form of POST /api/upload: the first file part and the text fields, checked in the product's order
// (no file, then email, garment type, size range, fit, size).
export async function readUploadForm(request: FastifyRequest): Promise<ReadUpload> {
  const { file, fields } = await readParts(request);
  if (!file || (file.buffer.length === 0 && !file.filename))
    throw new AppError(400, 'UPLOAD.NO_FILE', UPLOAD_MESSAGES.noFile);
  // a NUL or a lone surrogate in a text field (e-mail...) is refused as in every JSON body, before anything is stored
  // (the database refuses NUL in text: it was a 500, after both copies of the photo had been stored)
  if (containsBadText(fields)) throw new AppError(400, 'REQUEST.INVALID_TEXT', BAD_TEXT_MESSAGE);
  const form = parseCoded(uploadFormSchema, fields);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a stored file name must not hold
  const originalName = (file.filename || 'image').replace(/[\u0000-\u001f\u007f/\\]/g, '_').slice(0, 255);
  return { file, form, originalName };
}

const malformedUpload = () => new AppError(400, 'UPLOAD.MALFORMED', 'Malformed upload: please try again');
const oneImageAtATime = () => new AppError(400, 'UPLOAD.TOO_MANY_PARTS', 'Please upload one image at a time');
const UPLOAD_MULTIPART_ANSWERS: MultipartAnswers = {
  fileTooLarge: () => new AppError(413, 'UPLOAD.TOO_LARGE', UPLOAD_MESSAGES.tooLarge),
  tooManyFiles: oneImageAtATime,
  tooManyFields: oneImageAtATime,
  fieldTooLarge: malformedUpload,
  malformed: malformedUpload,
};

async function readParts(
  request: FastifyRequest,
): Promise<{ file?: UploadedFile; fields: Record<string, string> }> {
  const parsed: { file?: UploadedFile; fields: Record<string, string> } = { fields: {} };
  if (!request.isMultipart()) return parsed;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer(); // throws when over the limit
        parsed.file ??= { buffer, filename: part.filename ?? '', mimetype: part.mimetype ?? '' };
      } else {
        parsed.fields[part.fieldname] =
          typeof part.value === 'string' ? part.value : String(part.value ?? '');
      }
    }
  } catch (e) {
    throw multipartError(e, UPLOAD_MULTIPART_ANSWERS);
  }
  return parsed;
}
