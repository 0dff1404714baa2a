import { describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { DRIZZLE_TARGETS } from './drizzle-targets';

const run = promisify(execFile);

// The committed migrations are what drizzle-kit generates from the Drizzle tables: generating again, into a copy,
// writes nothing. A table changed without `npm run db:generate` fails here.
describe('generated migrations match the Drizzle tables', () => {
  for (const [target, { out }] of Object.entries(DRIZZLE_TARGETS)) {
    it(target, async () => {
      const copy = mkdtempSync(join(tmpdir(), `drizzle-${target}-`));
      try {
        cpSync(out, copy, { recursive: true });
        const before = readdirSync(copy, { recursive: true }).sort();
        const { stdout, stderr } = await run(
          'node_modules/.bin/drizzle-kit',
          ['generate', '--config', 'drizzle.config.ts'],
          {
            // drizzle-kit reads `out` relative to the working directory
            env: { ...process.env, DRIZZLE_TARGET: target, DRIZZLE_OUT: relative(process.cwd(), copy) },
          },
        );
        expect(readdirSync(copy, { recursive: true }).sort()).toEqual(before);
        expect(stdout + stderr).toContain('No schema changes');
      } finally {
        rmSync(copy, { recursive: true, force: true });
      }
    });
  }
});
