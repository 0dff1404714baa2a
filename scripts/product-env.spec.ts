import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasProductEnv, launchPlan, productEnv, supported } from './product-env.mjs';

const WITH_NODE = fileURLToPath(new URL('./with-node.mjs', import.meta.url));
const NVMRC_MAJOR = readFileSync(fileURLToPath(new URL('../.nvmrc', import.meta.url)), 'utf8').trim();

describe('the environment the product starts with', () => {
  it('bounds glibc malloc arenas unless the caller chose a value', () => {
    expect(productEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '4' });
    expect(productEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
    expect(hasProductEnv({})).toBe(false);
    expect(hasProductEnv({ MALLOC_ARENA_MAX: '2' })).toBe(true);
  });

  it('supports the Node releases of package.json "engines" (^22.15 || >=24.10) and no other', () => {
    expect(['22.15.0', '22.20.1', '24.10.0', '24.11.1', '25.0.0'].filter((v) => supported(v))).toHaveLength(
      5,
    );
    expect(['20.20.2', '22.14.0', '23.9.0', '24.9.0'].filter((v) => supported(v))).toEqual([]);
  });

  it('runs a program on a supported Node directly, on an older one as node@<.nvmrc> through npm exec, both with the environment', () => {
    const env = { PATH: '/bin' };
    expect(
      launchPlan(['-p', '1'], { version: '24.11.1', execPath: '/opt/node24', nodeMajor: NVMRC_MAJOR, env }),
    ).toEqual({
      command: '/opt/node24',
      args: ['-p', '1'],
      env: { PATH: '/bin', MALLOC_ARENA_MAX: '4' },
    });
    expect(
      launchPlan(['-p', '1'], {
        version: '20.20.2',
        execPath: '/opt/node20',
        nodeMajor: NVMRC_MAJOR,
        platform: 'linux',
        env,
      }),
    ).toEqual({
      command: 'npm',
      args: ['exec', '--yes', `--package=node@${NVMRC_MAJOR}`, '--', 'node', '-p', '1'],
      env: { PATH: '/bin', MALLOC_ARENA_MAX: '4' },
    });
  });

  // The launcher itself, run for real on whatever Node runs the tests. An `npm` stand-in first on PATH (the registry is
  // not reached) records how it was called and runs the program on this Node, so an older Node's route is run too.
  it("is what `npm start`'s launcher gives the product's process, on this Node's route", () => {
    const bin = mkdtempSync(join(tmpdir(), 'with-node-'));
    try {
      const log = join(bin, 'npm-args');
      writeFileSync(
        join(bin, 'npm'),
        `#!/bin/sh\nprintf '%s\\n' "$@" > "${log}"\nwhile [ "$1" != "--" ]; do shift; done\nshift 2\nexec "${process.execPath}" "$@"\n`,
      );
      chmodSync(join(bin, 'npm'), 0o755);
      const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH}` };
      delete env.MALLOC_ARENA_MAX;
      const run = spawnSync(process.execPath, [WITH_NODE, '-p', 'process.env.MALLOC_ARENA_MAX'], {
        env,
        encoding: 'utf8',
      });
      expect(run.stdout.trim()).toBe('4');
      expect(run.status).toBe(0);
      const npmCall = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [];
      expect(npmCall).toEqual(
        supported()
          ? []
          : [
              'exec',
              '--yes',
              `--package=node@${NVMRC_MAJOR}`,
              '--',
              'node',
              '-p',
              'process.env.MALLOC_ARENA_MAX',
            ],
      );
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });
});
