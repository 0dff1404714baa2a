// Builds every front end (shell host + remotes) with webpack's Node API, writes the remotes manifest
// the shell reads at run time, copies static assets and prints gzipped bundle sizes. Exits 1 on errors.
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import webpack from 'webpack';
import { createConfigs, DIST } from '../frontends/webpack.config.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const started = Date.now();
const configs = createConfigs({ only: only.length ? only : undefined });

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

const info = stats.toJson({ all: false, errors: true, warnings: true, assets: true, chunks: true, entrypoints: true, chunkRelations: true });
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
const manifestPath = join(DIST, 'shell', 'remotes.json');
let manifest = { remotes: [] };
if (existsSync(manifestPath) && only.length) manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const names = new Set([...manifest.remotes.map((r) => r.name), ...built]);
for (const n of [...names]) if (!existsSync(join(DIST, n, 'remoteEntry.js'))) names.delete(n);
manifest = { remotes: [...names].sort().map((name) => ({ name, entry: `/remotes/${name}/remoteEntry.js` })) };
mkdirSync(join(DIST, 'shell'), { recursive: true });
writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('\n  app        files  total JS (gzip)  initial JS (gzip)');
for (const child of children) {
  const dir = join(DIST, child.name);
  const js = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const total = js.reduce((s, f) => s + gz(join(dir, f)), 0);
  let initial = '';
  if (child.name === 'shell') {
    // Initial = the entry plus every chunk the start-up path requests before first paint (bootstrap + shared singletons).
    const entryFiles = new Set(Object.values(child.entrypoints ?? {}).flatMap((e) => e.assets.map((a) => a.name)));
    const startup = new Set(entryFiles);
    const chunks = child.chunks ?? [];
    const byId = new Map(chunks.map((c) => [c.id, c]));
    const queue = chunks.filter((c) => c.initial).map((c) => c.id);
    const seen = new Set(queue);
    while (queue.length) {
      const c = byId.get(queue.shift());
      if (!c) continue;
      const name = (c.names ?? []).join(',');
      const isLazyRoute = /^(route|page|lazy|pdf)/.test(name);
      if (!c.initial && isLazyRoute) continue;
      for (const f of c.files ?? []) if (f.endsWith('.js')) startup.add(f);
      for (const k of c.children ?? []) {
        const kc = byId.get(k);
        const kn = (kc?.names ?? []).join(',');
        if (!seen.has(k) && kc && !/^(route|page|lazy|pdf)/.test(kn)) {
          seen.add(k);
          queue.push(k);
        }
      }
    }
    initial = kb([...startup].filter((f) => existsSync(join(dir, f))).reduce((s, f) => s + gz(join(dir, f)), 0));
  }
  console.log(`  ${child.name.padEnd(10)} ${String(js.length).padStart(5)}  ${kb(total).padStart(15)}  ${initial.padStart(17)}`);
}
const skipped = ['studio', 'chat', 'checkout', 'admin'].filter((n) => !built.includes(n));
if (skipped.length && !only.length) console.log(`  skipped (no exposes yet): ${skipped.join(', ')}`);
console.log(`\n[build-web] done in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${DIST}`);
void statSync;
