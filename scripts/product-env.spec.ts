import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hasProductEnv, productEnv } from './product-env.mjs';

// with-node.mjs's own test of the Node it runs on (importing it would start its program)
const [major, minor] = process.versions.node.split('.').map(Number);
const launcherRunsDirectly = (major === 22 && minor >= 15) || (major === 24 && minor >= 10) || major > 24;

describe('the environment the product starts with', () => {
  it('bounds glibc malloc arenas unless the caller chose a value', () => {
    expect(productEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '4' });
    expect(productEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
    expect(hasProductEnv({})).toBe(false);
    expect(hasProductEnv({ MALLOC_ARENA_MAX: '2' })).toBe(true);
  });

  // On an older Node the launcher runs the program on node@24 through npm exec: checked only where it runs directly
  (launcherRunsDirectly ? it : it.skip)('is what `npm start`\'s launcher gives the product\'s process', () => {
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    const run = spawnSync(process.execPath, [fileURLToPath(new URL('./with-node.mjs', import.meta.url)), '-p', 'process.env.MALLOC_ARENA_MAX'], { env, encoding: 'utf8' });
    expect(run.stdout.trim()).toBe('4');
  });
});
