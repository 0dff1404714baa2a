import { Session } from 'node:inspector/promises';
import { writeFileSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { intakeImage } from '/work/main/services/upload-analysis/src/intake/image-intake';
import { LocalAnalyzer, loadClassifier } from '/work/main/services/upload-analysis/src/analyzer/local.analyzer';
import { buildTechPack } from '/work/main/services/techpack-pdf/src/model/techpack.model';
import { renderTechPackPdf } from '/work/main/services/techpack-pdf/src/pdf/render';
const V = '/work/shared/datasets/clothing-small/validation';
const analyzer = new LocalAnalyzer(await loadClassifier());
const packs = [];
for (const cls of ['t-shirt', 'pants', 'dress', 'shirt']) {
  for (const f of readdirSync(join(V, cls)).sort().slice(0, 2)) {
    const img = await intakeImage(readFileSync(join(V, cls, f)));
    const analysis = await analyzer.analyze({ web: img.web, raw: img.analysis });
    if (analysis.garmentType === 'unsupported') continue;
    packs.push({ pack: buildTechPack({ id: randomUUID(), uploadId: randomUUID(), filename: 'x.jpg', originalName: 'p.jpg', selectedSize: 'M', analysis, now: new Date() }), image: img.web });
  }
}
for (let i = 0; i < 5; i++) await renderTechPackPdf(packs[i % packs.length].pack, packs[i % packs.length].image);
const s = new Session(); s.connect();
await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 200 }); await s.post('Profiler.start');
const t0 = performance.now();
for (let i = 0; i < 30; i++) await renderTechPackPdf(packs[i % packs.length].pack, packs[i % packs.length].image);
console.log('avg ms', (performance.now() - t0) / 30);
const { profile } = await s.post('Profiler.stop');
writeFileSync('/tmp/prof/render.cpuprofile', JSON.stringify(profile));
