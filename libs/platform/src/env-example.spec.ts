import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configSchema } from './config';

// `.env.example` is where a newcomer learns what can be configured: it names every variable the schema accepts
// (commented out, with its default or an example), and none the product does not read.
const example = readFileSync(fileURLToPath(new URL('../../../.env.example', import.meta.url)), 'utf8');
const listed = [...example.matchAll(/^#\s?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
const accepted = Object.keys(configSchema.innerType().shape);

describe('.env.example', () => {
  it('lists every variable of the configuration schema, once', () => {
    expect(accepted.filter((key) => !listed.includes(key))).toEqual([]);
    expect(listed.filter((key, i) => listed.indexOf(key) !== i)).toEqual([]);
  });

  it('lists no variable the product does not read', () => {
    expect(listed.filter((key) => !accepted.includes(key))).toEqual([]);
  });

  it('gives values the schema accepts', () => {
    const values = Object.fromEntries(
      [...example.matchAll(/^#\s?([A-Z][A-Z0-9_]*)=(\S*)/gm)].map((m) => [m[1], m[2]]),
    );
    // distributed mode needs its servers named: the example names them all
    expect(() => configSchema.parse({ ...values, MODE: 'distributed' })).not.toThrow();
  });
});
