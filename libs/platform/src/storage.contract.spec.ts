import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { FsObjectStorage, MinioObjectStorage, type ObjectStorage } from './storage';

const adapters: [string, (() => ObjectStorage) | null][] = [
  ['fs', () => new FsObjectStorage(mkdtempSync(join(tmpdir(), 'storage-contract-')))],
  [
    'minio',
    process.env.S3_ENDPOINT
      ? () =>
          new MinioObjectStorage({
            endpoint: process.env.S3_ENDPOINT!,
            accessKey: process.env.S3_ACCESS_KEY ?? '',
            secretKey: process.env.S3_SECRET_KEY ?? '',
            bucket: `contract-${randomUUID().slice(0, 8)}`,
            region: 'us-east-1',
          })
      : null,
  ],
];

for (const [name, factory] of adapters) {
  const suite = factory ? describe : describe.skip;
  if (!factory) console.warn(`[skipped] storage contract on ${name}: S3_ENDPOINT is not set`);
  suite(`object storage contract: ${name}`, () => {
    it('stores, reads, overwrites and deletes objects', async () => {
      const s = factory!();
      const key = `uploads/${randomUUID()}.jpg`;
      expect(await s.get(key)).toBeNull();
      expect(await s.exists(key)).toBe(false);
      await s.put(key, Buffer.from('first'), 'image/jpeg');
      expect((await s.get(key))?.toString()).toBe('first');
      await s.put(key, Buffer.from('second'), 'image/jpeg');
      expect((await s.get(key))?.toString()).toBe('second');
      expect(await s.exists(key)).toBe(true);
      await s.delete(key);
      expect(await s.get(key)).toBeNull();
      expect(await s.healthy()).toBe(true);
    });

    it('rejects keys that try to leave their folder', async () => {
      const s = factory!();
      for (const key of ['../etc/passwd', '/abs', 'a/../../b', 'a//b', '']) {
        await expect(s.put(key, Buffer.from('x'))).rejects.toThrow(/invalid object key/);
      }
    });
  });
}
