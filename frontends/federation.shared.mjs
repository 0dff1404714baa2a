// The one shared federation config: every app (host and remotes) passes this to ModuleFederationPlugin.
// Singletons: one React tree, one store, one theme/emotion cache, one @techpack/web-shared (api, toasts, auth, router).
import { readFileSync } from 'node:fs';
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

// host: provides every singleton. Remotes pass { provide: false }: they are only ever mounted by the shell,
// so they take the host's instances and bundle no fallback copies (smaller remotes, much faster builds).
export function sharedConfig({ provide = true } = {}) {
  const shared = {};
  for (const name of SINGLETONS) {
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    shared[name] = provide ? singleton(pkg) : { ...singleton(pkg), import: false };
  }
  // Workspace package: resolved from source, versioned by its package.json.
  shared['@techpack/web-shared'] = {
    singleton: true,
    requiredVersion: false,
    version: JSON.parse(readFileSync(join(root, 'frontends/web-shared/package.json'), 'utf8')).version,
    import: provide ? join(root, 'frontends/web-shared/src/index.ts') : false,
  };
  return shared;
}
