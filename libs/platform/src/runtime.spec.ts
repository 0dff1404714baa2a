import { describe, expect, it } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from './config';
import { persistentSecret } from './runtime';

describe('persistent secrets', () => {
  it('are kept in DATA_DIR/secrets.json, readable by the owner only, and the same after a restart', () => {
    const dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    try {
      const config = parseConfig({ DATA_DIR: dir });
      const first = persistentSecret(config, 'jwtSecret', () => 'a'.repeat(64));
      expect(persistentSecret(config, 'jwtSecret', () => 'b'.repeat(64))).toBe(first);
      expect(JSON.parse(readFileSync(join(dir, 'secrets.json'), 'utf8'))).toEqual({ jwtSecret: first });
      expect(statSync(join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("DATA_DIR ':memory:' writes nothing to disk (no './:memory:/secrets.json' in the working directory), one secret per process", () => {
    const config = parseConfig({ DATA_DIR: ':memory:' });
    const name = `testSecret${Date.now()}`;
    const first = persistentSecret(config, name, () => 'c'.repeat(64));
    expect(persistentSecret(config, name, () => 'd'.repeat(64))).toBe(first);
    expect(existsSync(join(process.cwd(), ':memory:', 'secrets.json'))).toBe(false);
  });
});
