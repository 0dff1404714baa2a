// `npm test`: every suite of the node, web and e2e projects, in two jest runs.
//  1. Self-contained suites on two workers: the web project (jsdom) and the node project's suites that start no
//     product, server, browser, worker thread or child process, read no server address or other environment
//     variable, write no file and name no host (no port, database, topic or directory two suites could share).
//  2. Everything else one at a time (--maxWorkers=1, as before): API suites against the product in a child process,
//     suites on the real servers CI starts, the PDF pool, the browser suites.
// Both runs always run; the exit status is non-zero when either fails. With arguments (a path, a jest option) it is
// the single one-at-a-time run of the three projects with those arguments.
//   node scripts/with-node.mjs scripts/run-tests.mjs [jest arguments]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const JEST = ['--experimental-vm-modules', join(root, 'node_modules/jest/bin/jest.js')];

// What makes a node suite share something with the suites around it, or depend on the machine's quiet: its name
// (API and integration suites) or what its source uses.
const IN_BAND_NAME = /\.api\.spec\.ts$|\.int-spec\.ts$/;
const IN_BAND_SOURCE =
  /startTestApp|test-support\/app|Harness|socket\.io|process\.env|DATABASE_URL|KAFKA_BROKERS|S3_ENDPOINT|STRIPE|listen\(|createServer|127\.0\.0\.1|localhost|spawn|execFile|fork\(|\bWorker\b|worker_threads|PdfRenderer|puppeteer|tmpdir|mkdtemp|writeFile|createWriteStream/;

function jest(args) {
  return spawnSync(process.execPath, [...JEST, ...args], { cwd: root, stdio: 'inherit', env: process.env });
}

// every suite of the three projects, by its absolute path
function listTests() {
  const r = spawnSync(process.execPath, [...JEST, '--selectProjects', 'node', 'web', 'e2e', '--listTests'], {
    cwd: root,
    encoding: 'utf8',
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (r.status !== 0) throw new Error(`jest --listTests failed (${r.status})`);
  return r.stdout
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'))
    .sort();
}

export function inBand(file) {
  if (file.startsWith(join(root, 'frontends/e2e/'))) return true;
  if (file.startsWith(join(root, 'frontends/'))) return false; // the web project: jsdom
  return IN_BAND_NAME.test(file) || IN_BAND_SOURCE.test(readFileSync(file, 'utf8'));
}

function main(extra) {
  if (extra.length)
    return jest(['--selectProjects', 'node', 'web', 'e2e', '--maxWorkers=1', ...extra]).status ?? 1;
  const all = listTests();
  const parallel = all.filter((f) => !inBand(f));
  const serial = all.filter((f) => inBand(f));
  console.log(
    `run-tests: ${parallel.length} self-contained suites on 2 workers, then ${serial.length} one at a time`,
  );
  const runs = [
    jest(['--selectProjects', 'node', 'web', '--maxWorkers=2', '--runTestsByPath', ...parallel]),
    jest(['--selectProjects', 'node', 'e2e', '--maxWorkers=1', '--runTestsByPath', ...serial]),
  ];
  const failed = runs.filter((r) => r.status !== 0).length;
  if (failed) console.error(`run-tests: ${failed} of the 2 jest runs failed`);
  return failed ? 1 : 0;
}

if (relative(process.argv[1] ?? '', fileURLToPath(import.meta.url)) === '')
  process.exit(main(process.argv.slice(2)));
