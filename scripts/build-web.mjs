// Builds every front end (shell host + remotes) with webpack's Node API, writes the remotes manifest
// the shell reads at run time, copies static assets and prints gzipped bundle sizes. Exits 1 on errors.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { createConfigs, DIST } from '../frontends/webpack.config.mjs';
import { compressDist } from './compress-web.mjs';
import { muiRootImports } from '../frontends/federation.shared.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const started = Date.now();
// The shell provides only the '@mui/material' names the front ends import (frontends/federation.shared.mjs): a
// remote built alone that now imports a name the built shell does not provide gets the shell rebuilt with it.
const muiNames = muiRootImports();
const muiRecord = join(DIST, 'shell', 'mui-material.json');
if (only.length && !only.includes('shell')) {
  const provided = existsSync(muiRecord) ? JSON.parse(readFileSync(muiRecord, 'utf8')) : [];
  const missing = muiNames.filter((n) => !provided.includes(n));
  if (missing.length) {
    console.log(
      `[build-web] the shell does not provide @mui/material ${missing.join(', ')}: building it too`,
    );
    only.push('shell');
  }
}
const configs = createConfigs({ only: only.length ? only : undefined });
// A partial build (`node scripts/build-web.mjs shell`) keeps the remotes already built; read the manifest
// before webpack cleans the shell folder.
const manifestPath = join(DIST, 'shell', 'remotes.json');
const previousManifest = existsSync(manifestPath)
  ? JSON.parse(readFileSync(manifestPath, 'utf8'))
  : { remotes: [] };

const run = () =>
  new Promise((resolve, reject) => {
    // parallelism 2 matches the small CI machines; the filesystem cache makes rebuilds fast.
    const compiler = webpack(configs.map((c) => ({ ...c, parallelism: 2 })));
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      resolve(stats);
    });
  });

let stats;
try {
  stats = await run();
} catch (e) {
  console.error('[build-web] webpack failed:', e);
  process.exit(1);
}

const info = stats.toJson({
  all: false,
  errors: true,
  warnings: true,
  assets: true,
  chunks: true,
  entrypoints: true,
  chunkRelations: true,
});
const children = info.children ?? [info];
let failed = false;
for (const child of children) {
  for (const w of child.warnings ?? []) console.warn(`[build-web] ${child.name} warning: ${w.message ?? w}`);
  for (const e of child.errors ?? []) {
    failed = true;
    console.error(`[build-web] ${child.name} error: ${e.message ?? e}`);
  }
}
if (failed) {
  console.error('[build-web] build failed');
  process.exit(1);
}

// Static files of the shell (fabric swatches, favicon) next to the bundle.
const publicDir = join(root, 'frontends/shell/public');
for (const entry of readdirSync(publicDir)) {
  if (entry === 'index.html') continue;
  cpSync(join(publicDir, entry), join(DIST, 'shell', entry), { recursive: true });
}

// The remotes manifest: the shell learns remote URLs from here, never from hard-coded hosts.
const built = configs.filter((c) => c.name !== 'shell').map((c) => c.name);
const names = new Set([...(only.length ? previousManifest.remotes.map((r) => r.name) : []), ...built]);
for (const n of [...names]) if (!existsSync(join(DIST, n, 'remoteEntry.js'))) names.delete(n);
const manifest = {
  remotes: [...names].sort().map((name) => ({ name, entry: `/remotes/${name}/remoteEntry.js` })),
};
mkdirSync(join(DIST, 'shell'), { recursive: true });
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
if (configs.some((c) => c.name === 'shell')) writeFileSync(muiRecord, `${JSON.stringify(muiNames)}\n`);

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\n  app        files  total JS (gzip)   entry JS (gzip)');
for (const child of children) {
  const dir = join(DIST, child.name);
  const js = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const total = js.reduce((s, f) => s + gz(join(dir, f)), 0);
  // The entry file alone; the shell's first-paint total (entry + bootstrap + shared singletons) is measured
  // in the browser by frontends/e2e/shell.e2e.ts (budget 250 KB gzip).
  const entry = Object.values(child.entrypoints ?? {})
    .flatMap((e) => e.assets.map((a) => a.name))
    .filter((f) => f.endsWith('.js') && existsSync(join(dir, f)));
  const initial = kb(entry.reduce((s, f) => s + gz(join(dir, f)), 0));
  console.log(
    `  ${child.name.padEnd(10)} ${String(js.length).padStart(5)}  ${kb(total).padStart(15)}  ${initial.padStart(17)}`,
  );
}
// Pre-compressed copies (.br, .gz) of every text asset: the gateway negotiates and serves them as they are.
if (!process.argv.includes('--no-compress')) {
  const t0 = Date.now();
  const t = { files: 0, raw: 0, br: 0, gz: 0 };
  for (const child of children) {
    const one = compressDist(join(DIST, child.name));
    for (const k of Object.keys(t)) t[k] += one[k];
  }
  console.log(
    `\n  pre-compressed ${t.files} files: ${kb(t.raw)} raw -> ${kb(t.gz)} gzip, ${kb(t.br)} brotli (${Date.now() - t0} ms)`,
  );
}

const skipped = ['studio', 'chat', 'checkout', 'admin'].filter((n) => !built.includes(n));
if (skipped.length && !only.length) console.log(`  skipped (no exposes yet): ${skipped.join(', ')}`);
console.log(`\n[build-web] done in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${DIST}`);
void statSync;
