// How the product's Node processes start: on a Node the dependencies support, with the environment below (each
// variable only where the caller has not set it). scripts/with-node.mjs applies both.

// The same range as package.json "engines": ^22.15.0 || >=24.10.0
export function supported(version = process.versions.node) {
  const [major, minor] = version.split('.').map(Number);
  return (major === 22 && minor >= 15) || (major === 24 && minor >= 10) || major > 24;
}

// MALLOC_ARENA_MAX=4: glibc gives every thread that allocates its own malloc arena (up to 8 per core), and an arena
// keeps what it once held. The embedded product runs ~25 threads (render workers, the classifier, PGlite, libuv and
// V8's helpers); with 4 arenas its peak RSS over `bench/upload-bench.ts 30` fell 1,438-1,458 -> 1,248 MB with the
// same render, analysis and upload times (runs interleaved, 2-core machine). 2 arenas saved ~40 MB more but made
// renders and analyses ~30 % slower (threads waiting on each other's arena).
export const PRODUCT_ENV = { MALLOC_ARENA_MAX: '4' };

// process.env with the product's defaults under it
export function productEnv(env = process.env) {
  return { ...PRODUCT_ENV, ...env };
}

// True when this process already runs with every variable of PRODUCT_ENV set (glibc reads MALLOC_ARENA_MAX once, at
// start: a running process cannot take it on, so a benchmark that measures the product re-runs itself with it).
export function hasProductEnv(env = process.env) {
  return Object.keys(PRODUCT_ENV).every((k) => env[k] !== undefined);
}

// How scripts/with-node.mjs starts a Node program: on this Node when it is supported, else on the `node` package of
// major `nodeMajor` (.nvmrc) through `npm exec`; in both cases with the product's environment.
export function launchPlan(
  args,
  {
    version = process.versions.node,
    execPath = process.execPath,
    nodeMajor,
    platform = process.platform,
    env = process.env,
  } = {},
) {
  if (supported(version)) return { command: execPath, args, env: productEnv(env) };
  return {
    command: platform === 'win32' ? 'npm.cmd' : 'npm',
    args: ['exec', '--yes', `--package=node@${nodeMajor}`, '--', 'node', ...args],
    env: productEnv(env),
  };
}
