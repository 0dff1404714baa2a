// pdf.js is heavy (~1 MB with its worker): loaded only when a preview is opened.
export interface PdfViewport {
  width: number;
  height: number;
}
export interface PdfPage {
  getViewport(options: { scale: number }): PdfViewport;
  render(options: { canvas: HTMLCanvasElement; viewport: PdfViewport }): {
    promise: Promise<unknown>;
    cancel(): void;
  };
  cleanup?(): void;
}
export interface PdfDocument {
  numPages: number;
  getPage(pageNumber: number): Promise<PdfPage>;
  destroy?(): Promise<void> | void;
}
export type PdfLoader = (data: ArrayBuffer) => Promise<PdfDocument>;

export const loadPdfDocument: PdfLoader = async (data) => {
  const pdfjs = await import(/* webpackChunkName: "pdfjs" */ 'pdfjs-dist');
  if (!pdfjs.GlobalWorkerOptions.workerSrc) {
    // webpack emits the worker as an asset next to the remote and rewrites this URL.
    pdfjs.GlobalWorkerOptions.workerSrc = new URL(
      'pdfjs-dist/build/pdf.worker.min.mjs',
      import.meta.url,
    ).toString();
  }
  const task = pdfjs.getDocument({ data: new Uint8Array(data), isEvalSupported: false });
  return (await task.promise) as unknown as PdfDocument;
};
