import { z } from 'zod';
import { uploadResponseSchema } from '../../http/techpack';
import { uploadFormRequest, uploadImageParams } from '../../http/upload';
import { JPEG, type ApiRoute } from '../define';

// The multipart form of POST /api/upload: the image is the one file part, the text fields are the contract's.
const uploadForm = z
  .object({
    image: z
      .string()
      .describe('The garment image (JPG, PNG, HEIC/HEIF; at most 20 MB)')
      .openapi({ format: 'binary' }),
  })
  .merge(uploadFormRequest.partial());

// The upload-analysis service.
export const uploadRoutes: ApiRoute[] = [
  {
    method: 'post',
    path: '/api/upload',
    tag: 'uploads',
    auth: 'designer',
    summary: 'Upload a garment image: its analysis and the tech pack made from it',
    description:
      'Multipart form: `image` (one file), `email`, optional `garmentType` (or auto) and `selectedSize` (default M).',
    body: uploadForm,
    bodyRequired: true,
    multipart: true,
    status: 201,
    response: uploadResponseSchema,
    errors: {
      413: 'File Too Large: Please upload images smaller than 20MB (UPLOAD.TOO_LARGE)',
      422: 'The photo does not show a garment the product makes (UPLOAD.UNSUPPORTED_GARMENT)',
      502: 'The analysis or the tech pack could not be made (UPLOAD.ANALYSIS_INVALID, UPLOAD.TECHPACK_UNAVAILABLE)',
      504: 'Analysis Timed Out (UPLOAD.TIMEOUT); nothing was kept',
    },
  },
  {
    method: 'get',
    path: '/api/uploads/{filename}',
    tag: 'uploads',
    auth: 'designer-or-admin',
    summary: "The web-sized JPEG of an upload (its owner's, or an operator's)",
    params: uploadImageParams,
    response: JPEG,
  },
];
