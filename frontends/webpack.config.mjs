// One webpack config per front end: the shell (host) and the remotes. Built by scripts/build-web.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { sharedConfig } from './federation.shared.mjs';

// webpack's own minimizer plugin, driven by swc (several times faster than terser on 2 cores).
const MinimizerPlugin = createRequire(createRequire(import.meta.url).resolve('webpack'))(
  'minimizer-webpack-plugin',
);

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
export const DIST = join(here, 'dist');
export const REMOTE_NAMES = ['studio', 'chat', 'checkout', 'admin'];

// Agreed exposes (frontends/REMOTES.md). A remote may add more in frontends/<name>/exposes.json
// ({ "./Name": "./src/path.tsx" }); entries whose file does not exist yet are skipped.
export function remoteExposes(name) {
  const dir = join(here, name);
  const file = join(dir, 'exposes.json');
  if (!existsSync(join(dir, 'src/bootstrap.tsx')) || !existsSync(file)) return null;
  let declared;
  try {
    declared = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    console.warn(`[build-web] ${name}: exposes.json is not valid JSON (${e.message}); remote skipped`);
    return null;
  }
  const exposes = {};
  for (const [key, rel] of Object.entries(declared)) {
    if (existsSync(join(dir, rel))) exposes[key] = join(dir, rel);
    else console.warn(`[build-web] ${name}: ${key} -> ${rel} missing, not exposed`);
  }
  return Object.keys(exposes).length ? exposes : null;
}

// '[name].[contenthash].js'. The federation runtime asks for a chunk's file name before hashes exist
// (only to learn the folder depth); webpack 5.111 throws on [contenthash] then, so it gets '[name].js'.
const hashedName = (pathData) =>
  pathData.chunk?.contentHash?.javascript ? '[name].[contenthash].js' : '[name].js';

function baseConfig(name, { publicPath, cacheDir }) {
  const appDir = join(here, name);
  return {
    name,
    mode: 'production',
    context: appDir,
    target: 'web',
    entry: { main: join(appDir, 'src/index.ts') },
    devtool: false,
    output: {
      path: join(DIST, name),
      publicPath,
      filename: hashedName,
      chunkFilename: hashedName,
      assetModuleFilename: 'assets/[name].[contenthash][ext]',
      uniqueName: `techpack_${name}`,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: {
        '@techpack/web-shared': join(here, 'web-shared/src/index.ts'),
        '@techpack/catalog': join(root, 'libs/catalog/src/index.ts'),
        '@techpack/contracts': join(root, 'libs/contracts/src/index.ts'),
        '@techpack/flats': join(root, 'libs/flats/src/index.ts'),
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          resolve: { fullySpecified: false },
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic' } },
              },
            },
          },
        },
        // The contracts are schemas and constants with no import-time effects: a front end importing one
        // constant from the barrel gets that module (and what it imports), not every schema and the export's
        // JSON Schema writer.
        { test: /[\\/]libs[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /\.(png|jpe?g|gif|svg|woff2?)$/i, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    cache: {
      type: 'filesystem',
      cacheDirectory: cacheDir,
      name: `${name}-production`,
      buildDependencies: { config: [fileURLToPath(import.meta.url), join(here, 'federation.shared.mjs')] },
    },
    optimization: {
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      minimizer: [
        new MinimizerPlugin({
          minify: MinimizerPlugin.swcMinify,
          parallel: 2,
          minimizerOptions: { compress: { passes: 2 }, mangle: true },
        }),
      ],
    },
    stats: 'errors-warnings',
  };
}

export function createConfigs({ cacheDir = join(root, 'node_modules/.cache/webpack'), only } = {}) {
  const shared = sharedConfig();
  const remoteShared = sharedConfig({ provide: false });
  const list = [];

  const shell = baseConfig('shell', { publicPath: '/', cacheDir });
  shell.plugins = [
    new ModuleFederationPlugin({ name: 'shell', remotes: {}, shared, dts: false, manifest: false }),
    new HtmlWebpackPlugin({
      template: join(here, 'shell/public/index.html'),
      scriptLoading: 'defer',
      inject: 'head',
      minify: { collapseWhitespace: true, removeComments: true },
    }),
  ];
  list.push(shell);

  for (const name of REMOTE_NAMES) {
    const exposes = remoteExposes(name);
    if (!exposes) {
      console.warn(`[build-web] ${name}: no src/bootstrap.tsx or exposes yet, remote skipped`);
      continue;
    }
    const remote = baseConfig(name, { publicPath: `/remotes/${name}/`, cacheDir });
    remote.plugins = [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: remoteShared,
        dts: false,
        manifest: false,
      }),
    ];
    list.push(remote);
  }
  return only ? list.filter((c) => only.includes(c.name)) : list;
}

// webpack-cli and scripts/build-web.mjs both take this array.
export default createConfigs();
