// Pre-compresses the built web app (frontends/dist): every text asset gets a .br (brotli, quality 11) and a
// .gz (gzip, level 9) beside it, so the gateway serves the smallest one the browser accepts without
// compressing per request. Run by scripts/build-web.mjs after webpack; `node scripts/compress-web.mjs` alone
// re-compresses an existing build. Files under 512 bytes or that do not shrink are left alone.
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync, unlinkSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const TEXT_ASSET = /\.(js|mjs|css|html|svg|json|txt|map|wasm)$/;
const MIN_BYTES = 512;

function* walk(dir) {
  for (const entry of readdirSync(dir)) {
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yield* walk(p);
    else yield p;
  }
}

export function compressDist(dist = join(root, 'frontends/dist')) {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  if (!existsSync(dist)) return totals;
  for (const file of walk(dist)) {
    if (!TEXT_ASSET.test(file)) continue;
    const raw = readFileSync(file);
    for (const ext of ['.br', '.gz']) if (existsSync(file + ext)) unlinkSync(file + ext);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gz = gzipSync(raw, { level: 9 });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    totals.files++;
    totals.raw += raw.length;
    totals.br += Math.min(br.length, raw.length);
    totals.gz += Math.min(gz.length, raw.length);
  }
  return totals;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now();
  const t = compressDist(process.argv[2]);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `[compress-web] ${t.files} files: ${kb(t.raw)} raw, ${kb(t.gz)} gzip, ${kb(t.br)} brotli (${Date.now() - started} ms)`,
  );
}
