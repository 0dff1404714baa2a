import { describe, expect, it } from '@jest/globals';
import { Writable } from 'node:stream';
import sharp from 'sharp';
import { createLogger } from '@techpack/platform';
import { createAnalyzer } from '../upload-analysis.module';
import { intakeImage } from '@techpack/garment-classifier/photo';

// The local analyzer pays the model's slow first runs before the service takes uploads (createAnalyzer's warm-up).
describe('analyzer start', () => {
  it('warms the local model up with whole analyses, then analyses uploads', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const analyzer = await createAnalyzer({} as never, createLogger('upload-analysis', 'info', sink));
    const warmed = lines.find((l) => l.msg === 'analyzer warmed up');
    expect(warmed).toBeDefined();
    expect(warmed!.ms).toEqual(expect.any(Number));
    // the warm-up comes before the service says it is ready
    expect(lines.findIndex((l) => l.msg === 'analyzer ready')).toBeGreaterThan(lines.indexOf(warmed!));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#E8E8E8"/>
      <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#C8102E"/></svg>`;
    const img = await intakeImage(await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer());
    const a = await analyzer.analyze({ web: img.web, raw: img.analysis });
    expect(a.analyzer).toBe('local:garment-classifier');
    expect(a.dominantColors?.[0]?.name).toMatch(/red/i);
  }, 60_000);
});
