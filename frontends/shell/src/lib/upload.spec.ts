import { afterEach, describe, expect, it } from '@jest/globals';
import { uploadDesign, UploadError } from './upload';

// A stand-in XMLHttpRequest that answers POST /api/upload with the given status and body text.
function answerWith(status: number, body: string) {
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress?: unknown; onload?: () => void } = {};
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open() {}
    setRequestHeader() {}
    abort() {}
    send() {
      this.status = status;
      this.responseText = body;
      queueMicrotask(() => this.onload?.());
    }
  }
  (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest = FakeXhr;
}

const realXhr = globalThis.XMLHttpRequest;
afterEach(() => {
  globalThis.XMLHttpRequest = realXhr;
});

const fields = {
  email: 'd@example.com',
  garmentType: '',
  selectedSize: 'M',
  image: new File(['x'], 'tee.jpg', { type: 'image/jpeg' }),
};

describe('uploadDesign reads the answer through the contract', () => {
  it('a 201 that is not an upload answer (no tech pack) is an error, not a pack', async () => {
    answerWith(201, JSON.stringify({ success: true, message: 'Image analyzed successfully' }));
    const error = await uploadDesign(fields).promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadError);
    expect((error as UploadError).message).toBe('Image analyzed successfully');
  });

  it('an answer that is not JSON shows the default message', async () => {
    answerWith(201, '<html>proxy page</html>');
    await expect(uploadDesign(fields).promise).rejects.toThrow('Failed to upload and analyze image');
  });

  it("a refusal shows the service's words with its status", async () => {
    answerWith(
      422,
      JSON.stringify({ message: 'This photo does not show a garment', code: 'UPLOAD.UNSUPPORTED_GARMENT' }),
    );
    await expect(uploadDesign(fields).promise).rejects.toMatchObject({
      message: 'This photo does not show a garment',
      status: 422,
    });
  });
});
