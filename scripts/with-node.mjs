// Runs a Node program on a Node release the dependencies support (package.json "engines": some need Node 22.15+).
// On an older Node it runs the program with the `node` package of the major in .nvmrc, from the npm registry through
// `npm exec` (cached by npm after the first run), so `npm start` works on a machine that has only an older Node.
//   node scripts/with-node.mjs tsx scripts/start-embedded.ts     ("tsx" stands for tsx's command line)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchPlan, supported } from './product-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (args[0] === 'tsx') args[0] = createRequire(import.meta.url).resolve('tsx/cli');

const major = readFileSync(join(root, '.nvmrc'), 'utf8').trim();
if (!supported()) {
  console.error(
    `Node ${process.versions.node} is older than the dependencies need (${JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node}): ` +
      `running on node@${major} from the npm registry (npm exec; the first run downloads it).`,
  );
}

// the product's process environment (product-env.mjs: glibc's malloc arenas bounded)
const plan = launchPlan(args, { nodeMajor: major });
const child = spawn(plan.command, plan.args, { stdio: 'inherit', env: plan.env });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) =>
  process.exit(signal ? 128 + (constants.signals[signal] ?? 0) : (code ?? 1)),
);
