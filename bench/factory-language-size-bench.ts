// Factory-language size and speed benchmark (not a test): for a pack of each type, the PDF's bytes, pages and render
// p50 in en, zh-Hans and vi, and how much of each file is the embedded factory font (the subset's FontFile2 stream).
// Renders in this thread, the three languages interleaved, after one warm-up render each (fonts loaded).
// Usage: npx tsx bench/factory-language-size-bench.ts [iterations=4] [types=t-shirt,hoodie,jacket]
import os from 'node:os';
import { PDFDocument, PDFDict, PDFName, PDFRawStream, PDFRef } from 'pdf-lib';
import type { TechPack } from '@techpack/contracts';
import { renderTechPackPdf } from '../services/techpack-pdf/src/pdf/render';
import { packOf } from '../services/techpack-pdf/src/testing/build-pack';
import { readMarks, sectionStarts } from '../services/techpack-pdf/src/pdf/section-pages';

// pages per section (from each section's first page to the next one's)
async function sectionPages(pdf: Buffer, pages: number): Promise<Map<string, number>> {
  const doc = await PDFDocument.load(pdf);
  const starts = [...sectionStarts(doc, readMarks(doc))].sort((a, b) => a[1] - b[1]);
  return new Map(starts.map(([k, p], i) => [k, (starts[i + 1]?.[1] ?? pages + 1) - p]));
}

const N = Number(process.argv[2] ?? 4);
const TYPES = (process.argv[3] ?? 't-shirt,hoodie,jacket').split(',');
const LANGS = ['en', 'zh-Hans', 'vi'] as const;
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function fontBytes(pdf: Buffer): Promise<number> {
  const doc = await PDFDocument.load(pdf);
  let n = 0;
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const file = obj instanceof PDFDict ? obj.get(PDFName.of('FontFile2')) : undefined;
    if (file instanceof PDFRef) n += (doc.context.lookup(file) as PDFRawStream).contents.length;
  }
  return n;
}

async function main() {
  console.log(
    `node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${N} iterations (interleaved)`,
  );
  console.log('| type | lang | p50 ms (x en) | KB (x en) | font KB | pages | sections longer than en |');
  console.log('|---|---|---|---|---|---|---|');
  const ratios: Record<string, { ms: number[]; bytes: number[] }> = {
    'zh-Hans': { ms: [], bytes: [] },
    vi: { ms: [], bytes: [] },
  };
  for (const type of TYPES) {
    const pack = packOf(type, { description: 'A garment' });
    const asked = (lang: string) =>
      ({ ...pack, ...(lang === 'en' ? {} : { pdfLanguage: lang }) }) as TechPack;
    for (const lang of LANGS) await renderTechPackPdf(asked(lang), null);
    const times: Record<string, number[]> = { en: [], 'zh-Hans': [], vi: [] };
    const out: Record<string, { pdf: Buffer; pages: number }> = {};
    for (let i = 0; i < N; i++)
      for (const lang of LANGS) {
        const t = performance.now();
        const r = await renderTechPackPdf(asked(lang), null);
        times[lang].push(performance.now() - t);
        out[lang] = r;
      }
    const en = { ms: p50(times.en), bytes: out.en.pdf.length };
    const enSections = await sectionPages(out.en.pdf, out.en.pages);
    for (const lang of LANGS) {
      const ms = p50(times[lang]);
      const bytes = out[lang].pdf.length;
      if (lang !== 'en') {
        ratios[lang].ms.push(ms / en.ms);
        ratios[lang].bytes.push(bytes / en.bytes);
      }
      const longer = [...(await sectionPages(out[lang].pdf, out[lang].pages))]
        .filter(([k, n]) => n > (enSections.get(k) ?? n))
        .map(([k, n]) => `${k} ${enSections.get(k)}->${n}`);
      const row = [
        type,
        lang,
        `${Math.round(ms)} (${(ms / en.ms).toFixed(2)}x)`,
        `${(bytes / 1024).toFixed(0)} (${(bytes / en.bytes).toFixed(2)}x)`,
        ((await fontBytes(out[lang].pdf)) / 1024).toFixed(0),
        out[lang].pages,
        longer.join(', ') || '-',
      ];
      console.log(`| ${row.join(' | ')} |`);
    }
  }
  for (const lang of ['zh-Hans', 'vi'])
    console.log(
      `${lang}: p50 of the ratios: time ${p50(ratios[lang].ms).toFixed(2)}x, size ${p50(ratios[lang].bytes).toFixed(2)}x`,
    );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
