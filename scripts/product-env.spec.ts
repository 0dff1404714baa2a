import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hasProductEnv, productEnv, supported } from './product-env.mjs';

describe('the environment the product starts with', () => {
  it('bounds glibc malloc arenas unless the caller chose a value', () => {
    expect(productEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', MALLOC_ARENA_MAX: '4' });
    expect(productEnv({ MALLOC_ARENA_MAX: '8' }).MALLOC_ARENA_MAX).toBe('8');
    expect(hasProductEnv({})).toBe(false);
    expect(hasProductEnv({ MALLOC_ARENA_MAX: '2' })).toBe(true);
  });

  // On an older Node the launcher runs the program on node@24 through npm exec: checked only where it runs directly
  (supported() ? it : it.skip)('is what `npm start`\'s launcher gives the product\'s process', () => {
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    const run = spawnSync(process.execPath, [fileURLToPath(new URL('./with-node.mjs', import.meta.url)), '-p', 'process.env.MALLOC_ARENA_MAX'], { env, encoding: 'utf8' });
    expect(run.stdout.trim()).toBe('4');
  });
});
