// Factory-language benchmark (not a test): the bilingual PDF's render time and size against the English one, per
// garment type, rendered in this thread one after another (the render pool's work for one document), and the
// glossary's translation of every text of a pack. Each render's wall time and the process's CPU time over it
// (user + system, every thread: the render and its garbage collection), which other work on a shared machine
// disturbs less than the wall time.
// Usage: npx tsx bench/factory-language-bench.ts [iterations=6]
import os from 'node:os';
import type { TechPack } from '@techpack/contracts';
import { translate } from '@techpack/catalog';
import { renderTechPackPdf } from '../services/techpack-pdf/src/pdf/render';
import { packOf } from '../services/techpack-pdf/src/testing/build-pack';
import { collectTexts } from '../services/techpack-pdf/src/testing/factory-language-corpus';

const N = Number(process.argv[2] ?? 6);
const TYPES = ['t-shirt', 'shirt', 'hoodie', 'pants', 'dress', 'jacket'];
const LANGS = ['en', 'zh-Hans', 'vi'] as const;
const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  console.log(
    `node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${N} iterations (interleaved)`,
  );
  console.log(
    '| type | en p50 ms | zh-Hans p50 ms (x) | vi p50 ms (x) | en CPU ms | zh-Hans CPU ms (x) | vi CPU ms (x) | en KB | zh-Hans KB (x) | vi KB (x) | pages en / zh-Hans / vi |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|');
  const all: Record<string, number[]> = { en: [], 'zh-Hans': [], vi: [] };
  const allCpu: Record<string, number[]> = { en: [], 'zh-Hans': [], vi: [] };
  for (const type of TYPES) {
    const pack = packOf(type, { description: 'A garment' });
    const times: Record<string, number[]> = { en: [], 'zh-Hans': [], vi: [] };
    const cpu: Record<string, number[]> = { en: [], 'zh-Hans': [], vi: [] };
    const out: Record<string, { bytes: number; pages: number }> = {};
    for (const lang of LANGS)
      await renderTechPackPdf({ ...pack, ...(lang === 'en' ? {} : { pdfLanguage: lang }) } as TechPack, null); // warm-up (fonts loaded)
    for (let i = 0; i < N; i++)
      for (const lang of LANGS) {
        const t = performance.now();
        const c = process.cpuUsage();
        const r = await renderTechPackPdf(
          { ...pack, ...(lang === 'en' ? {} : { pdfLanguage: lang }) } as TechPack,
          null,
        );
        times[lang].push(performance.now() - t);
        const used = process.cpuUsage(c);
        cpu[lang].push((used.user + used.system) / 1000);
        out[lang] = { bytes: r.pdf.length, pages: r.pages };
      }
    for (const l of LANGS) all[l].push(p50(times[l]));
    for (const l of LANGS) allCpu[l].push(p50(cpu[l]));
    const en = p50(times.en);
    const enCpu = p50(cpu.en);
    const x = (v: number, base: number) => `${Math.round(v)} (${(v / base).toFixed(2)}x)`;
    const kb = (b: number) => Math.round(b / 1024);
    console.log(
      `| ${type} | ${Math.round(en)} | ${x(p50(times['zh-Hans']), en)} | ${x(p50(times.vi), en)} | ${Math.round(enCpu)} | ${x(p50(cpu['zh-Hans']), enCpu)} | ${x(p50(cpu.vi), enCpu)} | ${kb(out.en.bytes)} | ${kb(out['zh-Hans'].bytes)} (${(out['zh-Hans'].bytes / out.en.bytes).toFixed(2)}x) | ${kb(out.vi.bytes)} (${(out.vi.bytes / out.en.bytes).toFixed(2)}x) | ${out.en.pages} / ${out['zh-Hans'].pages} / ${out.vi.pages} |`,
    );
  }
  const en = p50(all.en);
  const enCpu = p50(allCpu.en);
  console.log(
    `all types, CPU p50 of the p50s: en ${Math.round(enCpu)} ms, zh-Hans ${Math.round(p50(allCpu['zh-Hans']))} ms (${(p50(allCpu['zh-Hans']) / enCpu).toFixed(2)}x), vi ${Math.round(p50(allCpu.vi))} ms (${(p50(allCpu.vi) / enCpu).toFixed(2)}x)`,
  );
  console.log(
    `\nall types, p50 of the p50s: en ${Math.round(en)} ms, zh-Hans ${Math.round(p50(all['zh-Hans']))} ms (${(p50(all['zh-Hans']) / en).toFixed(2)}x), vi ${Math.round(p50(all.vi))} ms (${(p50(all.vi) / en).toFixed(2)}x)`,
  );
  // the glossary alone: every text of a hoodie's document through translate()
  const texts = [...collectTexts([packOf('hoodie')], 'zh-Hans').texts];
  const t = performance.now();
  for (let i = 0; i < 20; i++) for (const s of texts) translate(s, 'vi');
  console.log(
    `translate(): ${texts.length} texts of a hoodie's document in ${((performance.now() - t) / 20).toFixed(2)} ms`,
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
