import { uploadResponseSchema, type UploadFormRequest, type UploadResponse } from '@techpack/contracts';
import { getStoredToken, httpErrorText } from '@techpack/web-shared';
import { uploadErrorText } from './validation';

// The form's text fields are the contract's (email, garmentType, selectedSize); the image is the one file part.
// sizeRange and fit are optional (the server defaults them from the garment type)
export type UploadFields = Required<{
  [K in Exclude<keyof UploadFormRequest, 'sizeRange' | 'fit'>]: string;
}> & { sizeRange?: string; fit?: string; image: File };

export interface UploadCallbacks {
  // 0..100 while the bytes go up.
  onProgress?(percent: number): void;
  // All bytes sent: the server is analysing now.
  onUploaded?(): void;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

// POST /api/upload as multipart with XMLHttpRequest, so the upload percentage can be shown.
export function uploadDesign(
  fields: UploadFields,
  cb: UploadCallbacks = {},
): { promise: Promise<UploadResponse>; abort(): void } {
  const xhr = new XMLHttpRequest();
  const promise = new Promise<UploadResponse>((resolve, reject) => {
    const body = new FormData();
    body.append('image', fields.image);
    body.append('email', fields.email);
    body.append('garmentType', fields.garmentType);
    body.append('selectedSize', fields.selectedSize);
    if (fields.sizeRange) body.append('sizeRange', fields.sizeRange);
    if (fields.fit) body.append('fit', fields.fit);
    xhr.open('POST', '/api/upload');
    xhr.withCredentials = true;
    const token = getStoredToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) cb.onProgress?.(Math.round((e.loaded / e.total) * 100));
    };
    xhr.upload.onload = () => {
      cb.onProgress?.(100);
      cb.onUploaded?.();
    };
    xhr.onerror = () => reject(new UploadError(uploadErrorText(undefined)));
    xhr.onabort = () => reject(new UploadError('Upload cancelled'));
    xhr.onload = () => {
      const text = xhr.responseText ?? '';
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      const serverMessage =
        json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string'
          ? (json as { message: string }).message
          : undefined;
      if (xhr.status >= 200 && xhr.status < 300) {
        // read through the contract's schema: an answer that does not match it is an error, not a tech pack
        const answer = uploadResponseSchema.safeParse(json);
        if (answer.success) return resolve(answer.data);
        return reject(new UploadError(uploadErrorText(serverMessage), xhr.status));
      }
      reject(
        new UploadError(
          uploadErrorText(
            serverMessage ?? (xhr.status ? httpErrorText(xhr.status, text, xhr.statusText) : undefined),
          ),
          xhr.status,
        ),
      );
    };
    xhr.send(body);
  });
  return { promise, abort: () => xhr.abort() };
}

export const ANALYSIS_STAGES = [
  'Detecting the garment',
  'Analyzing components',
  'Estimating measurements',
  'Suggesting materials',
  'Building your tech pack PDF',
];
