// A bounded schema-driven fuzz of the whole API: schemathesis (PyPI) reads GET /api/openapi.json of the embedded
// product started on a loopback port and sends what the document allows (and what it does not), checking that no
// answer is a 5xx, every answer matches the document's schema for its status, and none takes over 2 s.
//   npx tsx scripts/fuzz-api.ts [--seconds 240] [--examples 10] [--seed N] [--update-baseline]
// Three passes: a signed-in designer on every route but the operators' and the partner's, an operator on the
// operators' routes, the manufacturing partner's key on the partner's.
// Exits 1 when schemathesis reports a failure (its report: tmp/fuzz-api/), 2 when it cannot run.
// schemathesis is installed once into a virtual environment under $CI_CACHE_DIR (pip's downloads cached there too).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { api, registerUser, startTestApp, REPO_ROOT, type TestApp } from './test-support/app';

const SCHEMATHESIS = '4.32.5';
const CHECKS = 'not_a_server_error,response_schema_conformance';
const MAX_RESPONSE_SECONDS = '2';

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i > 0 ? process.argv[i + 1] : process.env[`FUZZ_${name.toUpperCase()}`];
  const n = Number(raw);
  return raw !== undefined && Number.isFinite(n) && n > 0 ? n : fallback;
}

const seconds = option('seconds', 240);
const examples = option('examples', 10);
const seedIndex = process.argv.indexOf('--seed');
const seed = seedIndex > 0 ? process.argv[seedIndex + 1] : process.env.FUZZ_SEED;
const cache =
  process.env.CI_CACHE_DIR ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'techpack-ci');
const venv = process.env.FUZZ_VENV ?? join(cache, `schemathesis-${SCHEMATHESIS}`);
const outDir = join(REPO_ROOT, 'tmp', 'fuzz-api');
const BASELINE = join(REPO_ROOT, 'scripts', 'fuzz-api.baseline.json');
const PARTNER_KEY = 'fuzz-partner-key-0123456789abcdef';
// the routes the manufacturing partner's key opens (x-auth 'partner' and 'partner-or-admin')
const PARTNER_PATHS = '^/api/(manufacturer/(orders|settings)|orders/\\{id\\}/fit-sessions$)';

function say(line: string) {
  process.stdout.write(`[fuzz-api] ${line}\n`);
}

// The virtual environment with schemathesis, made on first use.
function schemathesis(): string {
  const bin = join(venv, 'bin', 'schemathesis');
  const works = () =>
    existsSync(bin) && spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout?.includes(SCHEMATHESIS);
  if (works()) return bin;
  say(`installing schemathesis ${SCHEMATHESIS} into ${venv}`);
  rmSync(venv, { recursive: true, force: true });
  const python = process.env.PYTHON ?? 'python3';
  const steps: [string, string[]][] = [
    [python, ['-m', 'venv', venv]],
    [
      join(venv, 'bin', 'pip'),
      [
        'install',
        '--quiet',
        '--disable-pip-version-check',
        '--cache-dir',
        join(cache, 'pip'),
        `schemathesis==${SCHEMATHESIS}`,
      ],
    ],
  ];
  for (const [command, args] of steps) {
    const r = spawnSync(command, args, { stdio: 'inherit' });
    if (r.status !== 0)
      throw new Error(`${command} ${args.join(' ')} failed (${r.status ?? r.error?.message})`);
  }
  if (!works()) throw new Error(`schemathesis ${SCHEMATHESIS} did not install into ${venv}`);
  return bin;
}

// schemathesis, its output passed through and kept for the verdict; run in the report folder (it writes a
// .schemathesis/ folder where it runs). Each line it prints is indented behind '  | ': its summary lines have
// pytest's shape ('==== 2 warnings in 20.1s ====', no test counted), and a CI log reader that takes such a line as
// a test runner's closing line would read the whole run as one that executed no test.
function run(bin: string, args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(bin, args, {
      cwd: outDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    const indent = (from: NodeJS.ReadableStream, to: NodeJS.WriteStream) => {
      from.on('data', (c: Buffer) => (output += c.toString()));
      createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`  | ${line}\n`));
    };
    indent(child.stdout, process.stdout);
    indent(child.stderr, process.stderr);
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

// A pass fails on any failure of a check (a 5xx, an answer off its schema, one over 2 s) outside the baseline. An
// error of schemathesis itself fails it too, except the two that say nothing about the API: hypothesis's "flaky"
// (a slow answer that was fast when replayed, as a PDF rendered once is) and CPython 3.11's parser fault, and only
// when neither names a server error or a schema violation.
function verdict(code: number, output: string): 'passed' | 'failed' | 'passed with tool errors' {
  if (code === 0) return 'passed';
  const summary = output.slice(output.lastIndexOf('=== SUMMARY ==='));
  if (/^Failures:/m.test(summary)) return 'failed';
  const start = output.indexOf('=== ERRORS ===');
  if (start < 0 || !/^Errors:/m.test(summary)) return 'failed';
  const errors = output.slice(start, output.indexOf('=== SUMMARY ==='));
  const blocks = errors.split(/^_{3,} .+ _{3,}$/m).slice(1);
  const harmless = (b: string) =>
    /Inconsistent results: A test case failed on the first run|AST constructor recursion depth mismatch/.test(
      b,
    ) && !/ST101|ST108|Server error|violates schema/.test(b);
  return blocks.length > 0 && blocks.every(harmless) ? 'passed with tool errors' : 'failed';
}

// Something for the routes that take an id to find: one tech pack made from a real photo (the dataset beside the
// repository, when there) and one sample order of it. The fuzzer's own uploads are random bytes, refused as images.
async function seedData(app: TestApp, designer: { token: string; email: string }): Promise<string> {
  const dir = resolve(REPO_ROOT, '../shared/datasets/clothing-small/validation/t-shirt');
  const photo = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith('.jpg')) : undefined;
  if (!photo) return 'no photo to seed a tech pack with';
  const form = new FormData();
  form.set('email', designer.email);
  form.set('image', new Blob([readFileSync(join(dir, photo))], { type: 'image/jpeg' }), photo);
  const res = await fetch(`${app.url}/api/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${designer.token}` },
    body: form,
  });
  const body = (await res.json().catch(() => ({}))) as { techPack?: { id: string } };
  if (res.status !== 201 || !body.techPack) return `seed upload answered ${res.status}`;
  const techPackId = body.techPack.id;
  const order = () =>
    api(app, 'POST', '/api/sample-order', {
      token: designer.token,
      body: {
        techPackId,
        email: designer.email,
        firstName: 'Fuzz',
        lastName: 'Seed',
        shippingAddress: '1 Loom Street, London',
      },
    });
  // right after an upload its PDF renders: on a busy machine the pack's owner check may time out (503, retry later)
  let made = await order();
  if (made.status === 503) made = await new Promise((r) => setTimeout(r, 5000)).then(order);
  return `seeded tech pack ${techPackId} and order ${made.body?.id ?? `(answered ${made.status})`}`;
}

async function operatorToken(app: TestApp): Promise<string> {
  const res = await api(app, 'POST', '/api/admin/login', {
    body: { username: app.adminUsername, password: app.adminPassword },
  });
  if (res.status !== 200) throw new Error(`operator sign-in failed: ${res.status} ${res.text}`);
  return res.body.token as string;
}

async function main(): Promise<number> {
  const bin = schemathesis();
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  say('starting the embedded product on a loopback port');
  const app = await startTestApp(
    { ADMIN_PASSWORD: 'fuzz-operator-password', MANUFACTURER_API_KEY: PARTNER_KEY, LOG_LEVEL: 'error' },
    300_000,
  );
  try {
    const doc = await api(app, 'GET', '/api/openapi.json');
    if (doc.status !== 200 || doc.body?.openapi !== '3.1.0')
      throw new Error(`GET /api/openapi.json answered ${doc.status}`);
    const designer = await registerUser(app, 'fuzz');
    const operator = await operatorToken(app);
    say(await seedData(app, designer));
    const common = [
      'run',
      `${app.url}/api/openapi.json`,
      '--url',
      app.url,
      '--checks',
      CHECKS,
      '--max-response-time',
      MAX_RESPONSE_SECONDS,
      '--max-examples',
      String(examples),
      // one worker: with two, CPython 3.11's parser fails inside hypothesis ("AST constructor recursion depth
      // mismatch"), and the product shares the machine's two cores anyway
      '--workers',
      '1',
      // text the API refuses on every route (NUL, lone surrogates: 400 REQUEST.INVALID_TEXT) would make most
      // generated bodies fail validation before reaching the code under test
      '--generation-codec',
      'utf-8',
      '--generation-allow-x00',
      'false',
      '--generation-database',
      'none',
      '--no-color',
      '--report',
      'junit',
      ...(seed ? ['--seed', seed] : []),
      // failures already reported and accepted for now (each named in docs/api.md); anything else fails the run
      ...(process.argv.includes('--update-baseline')
        ? ['--baseline', BASELINE, '--baseline-update']
        : existsSync(BASELINE)
          ? ['--baseline', BASELINE]
          : []),
    ];
    const passes = [
      // (one --include-by / --exclude-by expression per run, == or != only: the partner's routes go by path)
      {
        name: 'designer',
        token: designer.token,
        filter: ['--exclude-by', '/x-auth == "admin"', '--exclude-path-regex', PARTNER_PATHS],
        share: 0.6,
      },
      { name: 'operator', token: operator, filter: ['--include-by', '/x-auth == "admin"'], share: 0.25 },
      { name: 'partner', token: PARTNER_KEY, filter: ['--include-path-regex', PARTNER_PATHS], share: 0.15 },
    ];
    let failed = 0;
    for (const pass of passes) {
      const budget = Math.max(20, Math.round(seconds * pass.share));
      say(
        `pass '${pass.name}': up to ${budget} s, ${examples} examples per operation, checks ${CHECKS}, max response ${MAX_RESPONSE_SECONDS} s`,
      );
      const { code, output } = await run(bin, [
        ...common,
        ...pass.filter,
        '--header',
        `Authorization: Bearer ${pass.token}`,
        '--max-time',
        String(budget),
        '--report-junit-path',
        join(outDir, `${pass.name}.junit.xml`),
      ]);
      const result = verdict(code, output);
      say(`pass '${pass.name}': ${result}${code === 0 ? '' : ` (schemathesis exited ${code})`}`);
      if (result === 'failed') failed++;
    }
    if (app.process.exitCode !== null)
      throw new Error(`the product exited during the fuzz:\n${app.logs().slice(-4000)}`);
    return failed === 0 ? 0 : 1;
  } finally {
    await app.stop();
  }
}

main().then(
  (code) => {
    say(code === 0 ? 'passed' : `failed: see the failures above (JUnit reports in ${outDir})`);
    process.exit(code);
  },
  (e: unknown) => {
    say(`could not run: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(2);
  },
);
