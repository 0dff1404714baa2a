import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { api, registerUser, startTestApp, type TestApp } from '../../../scripts/test-support/app';

// Through the real product: sign-ups and uploads under way, then `kill -9` the embedded process
// right after the last answer, and start it again on the same data. Every read model of the admin dashboard equals
// what the designers were told, with no operator action (no rebuild). Bounded: 30 sign-ups, 6 uploads, one crash.
const dataDir = mkdtempSync(join(tmpdir(), 'embedded-crash-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const a of apps) await a.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const garment = (fill: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#EEEEEE"/>
      <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="${fill}"/></svg>`),
  )
    .jpeg()
    .toBuffer();

describe('embedded mode after kill -9', () => {
  it('admin counts equal the truth after a restart, without a rebuild', async () => {
    const first = await startTestApp({ DATA_DIR: dataDir }, 300_000);
    apps.push(first);
    const colours = ['#C8102E', '#1F2A44', '#2E7D32', '#F2C94C', '#6B4C9A', '#333333'];
    const uploader = await registerUser(first, 'crash-uploader');
    const [signUps, uploads] = await Promise.all([
      Promise.all(
        Array.from({ length: 30 }, () =>
          registerUser(first, 'crash').then(
            () => 1,
            () => 0,
          ),
        ),
      ),
      Promise.all(
        colours.map(async (fill) => {
          const form = new FormData();
          form.append('email', uploader.email);
          form.append(
            'image',
            new Blob([new Uint8Array(await garment(fill))], { type: 'image/jpeg' }),
            'tee.jpg',
          );
          const res = await fetch(`${first.url}/api/upload`, {
            method: 'POST',
            body: form,
            headers: { authorization: `Bearer ${uploader.token}` },
          });
          await res.arrayBuffer();
          return res.status === 201 ? 1 : 0;
        }),
      ),
    ]);
    first.process.kill('SIGKILL');
    await new Promise((r) => first.process.once('exit', r));
    const users = 1 + signUps.reduce<number>((a, b) => a + b, 0);
    const packs = uploads.reduce<number>((a, b) => a + b, 0);
    expect(users).toBe(31);
    expect(packs).toBeGreaterThan(0);

    const second = await startTestApp({ DATA_DIR: dataDir }, 300_000);
    apps.push(second);
    const admin = (
      await api(second, 'POST', '/api/admin/login', {
        body: { username: 'admin', password: second.adminPassword },
      })
    ).body.token as string;
    let stats: { totalUsers?: number; uploadCount?: number; techPackCount?: number } = {};
    const until = Date.now() + 60_000;
    while (Date.now() < until) {
      stats = (await api(second, 'GET', '/api/admin/stats', { token: admin })).body;
      if (stats.totalUsers === users && stats.uploadCount === packs && stats.techPackCount === packs) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect({ users: stats.totalUsers, uploads: stats.uploadCount, packs: stats.techPackCount }).toEqual({
      users,
      uploads: packs,
      packs,
    });
  }, 900_000);
});
