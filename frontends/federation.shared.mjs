// The one shared federation config: every app (host and remotes) passes this to ModuleFederationPlugin.
// Singletons: one React tree, one store, one theme/emotion cache, one @techpack/web-shared (api, toasts, auth, router).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const version = (pkg) => {
  try {
    return JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
};

const singleton = (pkg) => {
  const v = version(pkg);
  return {
    singleton: true,
    requiredVersion: v ? `^${v}` : false,
    strictVersion: false,
    ...(v ? { version: v } : {}),
  };
};

export const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-redux',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query/react',
  '@mui/material',
  '@mui/material/styles',
  '@emotion/react',
  '@emotion/styled',
];

// Every name the front ends import from the '@mui/material' root (type-only imports left out), read from their
// sources (spec files and test helpers left out).
export function muiRootImports(dir = join(root, 'frontends')) {
  const names = new Set();
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'dist' && e.name !== 'test' && e.name !== 'e2e') walk(p);
      } else if (/\.tsx?$/.test(e.name) && !/\.spec\.tsx?$/.test(e.name)) {
        const text = readFileSync(p, 'utf8');
        for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@mui\/material['"]/g)) {
          if (m[1]) continue;
          for (const spec of m[2].split(',')) {
            const name = spec
              .trim()
              .split(/\s+as\s+/)[0]
              .trim();
            if (name && !name.startsWith('type ')) names.add(name);
          }
        }
      }
    }
  };
  walk(dir);
  return [...names].sort();
}

// The '@mui/material' root the host provides: only the names the front ends import from it, so the shared chunk
// carries those components and what they use, not the whole library (MUI is side-effect free: the rest is dropped).
// Written under node_modules/.cache, rewritten only when the list changes (the build cache keys on its content).
function muiProvideModule() {
  const file = join(root, 'node_modules/.cache/federation/mui-material.mjs');
  const barrel = join(root, 'node_modules/@mui/material/esm/index.js');
  const text = `export { ${muiRootImports().join(', ')} } from ${JSON.stringify(barrel)};\n`;
  let current = '';
  try {
    current = readFileSync(file, 'utf8');
  } catch {
    // first build
  }
  if (current !== text) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  return file;
}

// host: provides every singleton. Remotes pass { provide: false }: they are only ever mounted by the shell,
// so they take the host's instances and bundle no fallback copies (smaller remotes, much faster builds).
export function sharedConfig({ provide = true } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = provide ? singleton(pkg) : { ...singleton(pkg), import: false };
  }
  if (provide) shared['@mui/material'].import = muiProvideModule();
  // Workspace package: resolved from source, versioned by its package.json.
  shared['@techpack/web-shared'] = {
    singleton: true,
    requiredVersion: false,
    version: JSON.parse(readFileSync(join(root, 'frontends/web-shared/package.json'), 'utf8')).version,
    import: provide ? join(root, 'frontends/web-shared/src/index.ts') : false,
  };
  return shared;
}
