import { describe, expect, it } from '@jest/globals';
import { ConfigError, maskedConfig, parseConfig } from './config';

describe('configuration', () => {
  it('uses embedded defaults', () => {
    const c = parseConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.MODE).toBe('embedded');
  });
  it('stops start-up with a clear message on a bad value', () => {
    expect(() => parseConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => parseConfig({ MODE: 'distributed' })).toThrow(/DATABASE_URL: required in distributed mode/);
    expect(() => parseConfig({ ADMIN_USERNAME: 'boss' })).toThrow(/ADMIN_PASSWORD/);
  });
  it('masks secrets when logged', () => {
    const m = maskedConfig(
      parseConfig({ ADMIN_USERNAME: 'a', ADMIN_PASSWORD: 'hunter22', STRIPE_SECRET_KEY: 'sk_x' }),
    );
    expect(m.ADMIN_PASSWORD).toBe('***');
    expect(m.STRIPE_SECRET_KEY).toBe('***');
    expect(m.ADMIN_USERNAME).toBe('a');
  });
});
