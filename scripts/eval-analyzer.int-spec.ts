import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';

// `npm run eval:analyzer -- <folder>` scores the garment type alone (its last line `accuracy: <a>`), and with
// `--attributes <labels.jsonl>` the attribute keys too: both forms on a small copy of the validation split.
const ROOT = process.cwd(); // jest runs from the repository root
const VALIDATION = resolve(ROOT, '../shared/datasets/clothing-small/validation');
const describeData = existsSync(VALIDATION) ? describe : describe.skip;
const run = promisify(execFile);

describeData('eval:analyzer', () => {
  const dir = mkdtempSync(join(tmpdir(), 'eval-analyzer-'));
  const labels: string[] = [];
  for (const cls of ['t-shirt', 'pants']) {
    mkdirSync(join(dir, 'split', cls), { recursive: true });
    for (const f of readdirSync(join(VALIDATION, cls)).sort().slice(0, 2)) {
      copyFileSync(join(VALIDATION, cls, f), join(dir, 'split', cls, f));
      labels.push(
        JSON.stringify({
          file: `split/${cls}/${f}`,
          pattern: 'solid',
          sleeve: cls === 't-shirt' ? 'short' : 'n/a',
        }),
      );
    }
  }
  writeFileSync(join(dir, 'labels.jsonl'), labels.join('\n') + '\n');
  const evalAnalyzer = (...args: string[]) =>
    run(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, 'scripts/eval-analyzer.ts'), ...args], {
      cwd: ROOT,
      timeout: 120_000,
    });

  it('without --attributes: the type is scored, the last line is its accuracy', async () => {
    const { stdout } = await evalAnalyzer(join(dir, 'split'));
    const lines = stdout.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^accuracy: (0|1)(\.\d+)?$/);
    expect(stdout).not.toContain('attribute pattern:');
  }, 120_000);

  it('with --attributes: a line per labelled key, then the type accuracy last', async () => {
    const { stdout } = await evalAnalyzer(join(dir, 'split'), '--attributes', join(dir, 'labels.jsonl'));
    expect(stdout).toMatch(
      /attribute pattern: accuracy [\d.]+ balanced [\d.]+ detected-precision [\d.-]+ coverage [\d.]+ \(n 4\)/,
    );
    expect(stdout).toMatch(
      /attribute sleeve: accuracy [\d.]+ balanced [\d.]+ detected-precision [\d.-]+ coverage [\d.]+ \(n 2\)/,
    );
    expect(stdout.trim().split('\n').at(-1)).toMatch(/^accuracy: /);
  }, 120_000);
});
