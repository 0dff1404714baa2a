import { parentPort } from 'node:worker_threads';
import type { TechPack } from '@techpack/contracts';
import { renderTechPackPdf } from './render';

// Worker thread: renders PDFs so that the layout work never blocks the process's event loop
// (in embedded mode every service shares that loop).
parentPort?.on('message', async (msg: { id: number; pack: TechPack; image: Uint8Array | null }) => {
  try {
    const out = await renderTechPackPdf(msg.pack, msg.image ? Buffer.from(msg.image.buffer, msg.image.byteOffset, msg.image.byteLength) : null);
    const copy = new Uint8Array(out.pdf.length);
    copy.set(out.pdf);
    parentPort!.postMessage({ id: msg.id, ok: true, pdf: copy, pages: out.pages, renderMs: out.renderMs }, [copy.buffer]);
  } catch (e) {
    parentPort!.postMessage({ id: msg.id, ok: false, error: (e as Error).message });
  }
});
parentPort?.postMessage({ ready: true });
