import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { extractFeatures } from './image-features';
import { LocalAnalyzer } from './local.analyzer';
import { OpenAiAnalyzer } from './openai.analyzer';
import type { GarmentAnalyzer } from './analyzer.port';
import { deltaE2000, intakeImage } from '@techpack/garment-classifier/photo';
import { aiAnalysisSchema } from '@techpack/contracts';

// A red T shape with a navy chest stripe on a light grey background.
async function garmentPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#E8E8E8"/>
    <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#C8102E"/>
    <rect x="110" y="200" width="180" height="60" fill="#1F2A44"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

describe('image features (local analyzer)', () => {
  it('finds the garment colours, not the background, and the garment box', async () => {
    const img = await intakeImage(await garmentPhoto());
    const f = extractFeatures(img.analysis);
    expect(f.segmented).toBe(true);
    const names = f.dominantColors.map((c) => c.name);
    expect(names[0]).toBe('Red');
    expect(names).toContain('Navy');
    expect(names).not.toContain('White');
    expect(f.dominantColors[0].share).toBeGreaterThan(0.5);
    expect(f.dominantColors[0].pantone).toBe('18-1662 TCX Flame Scarlet'); // a Pantone reference keeps its name
    // T shape spans x 40..360 of 400, y 50..440 of 500
    expect(f.bbox.left).toBeCloseTo(0.1, 1);
    expect(f.bbox.width).toBeCloseTo(0.8, 1);
    expect(f.bbox.top).toBeCloseTo(0.1, 1);
    expect(f.bboxAspect).toBeGreaterThan(0.9);
    expect(f.bboxAspect).toBeLessThan(1.5);
    expect(f.neckDepth).toBeGreaterThan(0.02); // the scooped neckline
  });

  it('the local analyzer answers the spec fields with a confidence', async () => {
    const img = await intakeImage(await garmentPhoto());
    const out = await new LocalAnalyzer(undefined).analyze({ web: img.web, raw: img.analysis });
    expect(out.confidence).toBeGreaterThan(0);
    expect(out.confidence).toBeLessThanOrEqual(1);
    expect(out.silhouette.length).toBeGreaterThan(2);
    expect(out.styleCategory.length).toBeGreaterThan(2);
    expect(out.description).toContain('red');
    expect(typeof out.components).toBe('object');
    expect(Array.isArray(out.components.assumed)).toBe(true);
    // the colourway under either pattern answer travels with the analysis (the studio's pattern edit takes it); the
    // analysis's own colourway is the one its pattern answer gives
    const ways = out.colourwayFor!;
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const [r, g, b] = rgb(ways.solid[0].hex);
    expect(r).toBeGreaterThan(2 * Math.max(g, b)); // the red body first
    expect(ways.patterned.some((c) => rgb(c.hex)[2] > rgb(c.hex)[0] + 20)).toBe(true); // the navy stripe listed
    const patterned = !['solid', 'unclear', 'n/a'].includes(out.features!.pattern.value);
    if (out.features!.pattern.value !== 'unclear')
      expect(out.dominantColors).toEqual(patterned ? ways.patterned : ways.solid);
  });

  it('a red tee with a navy chest print larger than its red: the red ground listed first, the navy a placement print', async () => {
    // the red in light above the chest and in shadow below it, each smaller than the navy print
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#E8E8E8"/>
      <defs><clipPath id="t"><path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z"/></clipPath></defs>
      <path d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#C8102E"/>
      <rect x="0" y="170" width="400" height="330" fill="#850A1E" clip-path="url(#t)"/>
      <ellipse cx="200" cy="270" rx="72" ry="130" fill="#1B2A4A"/></svg>`;
    const img = await intakeImage(await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer());
    const out = await new LocalAnalyzer(undefined).analyze({ web: img.web, raw: img.analysis });
    expect(aiAnalysisSchema.safeParse(out).success).toBe(true);
    const layout = out.colourLayout!;
    expect(deltaE2000(layout.ground, '#C8102E', 2)).toBeLessThan(12);
    expect(layout.print).toBe('placement');
    expect(layout.placement!.bodyWidths.width).toBeGreaterThan(0.5);
    expect(layout.colours.find((c) => deltaE2000(c.hex, '#1B2A4A') < 10)?.role).toBe('placement');
    for (const list of [out.dominantColors!, out.colourwayFor!.solid, out.colourwayFor!.patterned])
      expect(deltaE2000(list[0].hex, '#C8102E', 2)).toBeLessThan(12);
  });

  it('refuses only when sure: an unsure hat/shoes answer becomes the likeliest garment, to be confirmed', async () => {
    const img = await intakeImage(await garmentPhoto());
    const answer = (refuse: boolean) => ({
      name: 'fake',
      classify: async () => ({
        garmentType: 'unsupported' as const,
        rawClass: 'hat',
        confidence: refuse ? 0.97 : 0.55,
        probabilities: { hat: refuse ? 0.97 : 0.55, skirt: refuse ? 0.02 : 0.4 },
        inferenceMs: 1,
        unsupportedProbability: refuse ? 0.97 : 0.55,
        refuse,
        bestGarment: { garmentType: 'skirt' as const, rawClass: 'skirt', confidence: refuse ? 0.02 : 0.4 },
      }),
    });
    const unsure = await new LocalAnalyzer(answer(false)).analyze({ web: img.web, raw: img.analysis });
    expect(unsure.garmentType).toBe('skirt');
    expect((unsure as { garmentTypeNeedsConfirmation?: boolean }).garmentTypeNeedsConfirmation).toBe(true);
    expect(unsure.features?.sleeve.value).toBe('n/a'); // features for the garment it now is
    const analyzer: GarmentAnalyzer = new LocalAnalyzer(answer(true));
    const sure = await analyzer.analyze({ web: img.web, raw: img.analysis });
    expect(sure.garmentType).toBe('unsupported');
    // the designer names a type: the pack is made for it, features re-read for that type (through the port's capability)
    const named = analyzer.redescribe!(sure, img.analysis, 't-shirt');
    expect(named.garmentType).toBe('t-shirt');
    expect(named.features?.waist.value).toBe('n/a');
    expect(named.features?.sleeve.source).toBe('estimated'); // no attribute heads in this fake: never detected
  });

  it("hands the classifier the garment's box, found by the mask, for its closer look at the top of the garment", async () => {
    // the T shape again, in the lower right of a wider photo: the box is where the garment is, not the photo
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500"><rect width="800" height="500" fill="#E8E8E8"/>
      <path transform="translate(380 0)" d="M120 60 L170 50 Q200 80 230 50 L280 60 L360 130 L320 170 L290 150 L290 440 L110 440 L110 150 L80 170 L40 130 Z" fill="#C8102E"/></svg>`;
    const img = await intakeImage(await sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer());
    const boxes: unknown[] = [];
    const spy = {
      name: 'spy',
      classify: async (_: Buffer, options?: { garmentBox?: unknown }) => {
        boxes.push(options?.garmentBox);
        return {
          garmentType: 't-shirt' as const,
          rawClass: 't-shirt',
          confidence: 0.9,
          probabilities: { 't-shirt': 0.9 },
          inferenceMs: 1,
        };
      },
    };
    await new LocalAnalyzer(spy).analyze({ web: img.web, raw: img.analysis });
    expect(boxes).toHaveLength(1);
    const box = boxes[0] as { x0: number; y0: number; x1: number; y1: number };
    // x 420..740 of 800, y 50..440 of 500 (to the raster's pixel)
    expect(box.x0).toBeCloseTo(0.525, 1);
    expect(box.x1).toBeCloseTo(0.925, 1);
    expect(box.y0).toBeCloseTo(0.1, 1);
    expect(box.y1).toBeCloseTo(0.88, 1);
  });
});

describe('OpenAI vision adapter against a local stand-in of the API', () => {
  let server: Server;
  let baseURL: string;
  const seen: { path: string; body: any; auth: string | undefined }[] = [];
  let answer: unknown = {};

  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c) => (raw += c));
      req.on('end', () => {
        seen.push({ path: req.url ?? '', body: JSON.parse(raw || '{}'), auth: req.headers.authorization });
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1,
            model: 'gpt-test',
            choices: [
              {
                index: 0,
                finish_reason: 'stop',
                message: {
                  role: 'assistant',
                  content: typeof answer === 'string' ? answer : JSON.stringify(answer),
                },
              },
            ],
          }),
        );
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
  });

  it('sends the image with a JSON schema and validates the structured answer', async () => {
    answer = {
      garmentType: 'shirt',
      silhouette: 'Straight, regular fit',
      styleCategory: 'Smart casual',
      description: 'A red button-down shirt.',
      components: {
        collar: 'Button-down collar',
        neckline: null,
        sleeves: 'Long sleeves',
        closure: 'Button front',
        pockets: null,
        hem: 'Curved hem',
      },
      confidence: 0.91,
      features: {
        sleeve: 'long',
        neckline: 'collared',
        collar: 'point',
        hood: 'no',
        front_closure: 'buttons-full',
        waist: 'n/a',
        pockets: 'patch',
        pattern: 'solid',
        fabric_look: 'woven-light',
        length: 'hip',
        silhouette: 'regular',
      },
    };
    const img = await intakeImage(await garmentPhoto());
    const analyzer = new OpenAiAnalyzer({ apiKey: 'sk-test', baseURL, model: 'gpt-test' });
    const out = await analyzer.analyze({ web: img.web, raw: img.analysis });
    expect(out).toMatchObject({ garmentType: 'shirt', confidence: 0.91, analyzer: 'openai:gpt-test' });
    expect(out.components).toEqual({
      collar: 'Button-down collar',
      sleeves: 'Long sleeves',
      closure: 'Button front',
      hem: 'Curved hem',
      assumed: [],
    });
    // colours still measured from the pixels (garment only, named from the colour list, nearest TCX)
    expect(deltaE2000(out.dominantColors![0].hex, '#C8102E')).toBeLessThan(8);
    expect(out.dominantColors!.every((c) => deltaE2000(c.hex, '#E8E8E8') > 10)).toBe(true);
    expect(out.features?.sleeve).toEqual({ value: 'long', confidence: 0.91, source: 'estimated' });
    expect(out.features?.waist).toEqual({ value: 'n/a', confidence: 1, source: 'assumed' });
    expect(out.features?.main_colour.value).toBe('red');
    const call = seen[seen.length - 1];
    expect(call.path).toBe('/v1/chat/completions');
    expect(call.auth).toBe('Bearer sk-test');
    expect(call.body.model).toBe('gpt-test');
    expect(call.body.response_format.type).toBe('json_schema');
    expect(call.body.response_format.json_schema.strict).toBe(true);
    expect(call.body.response_format.json_schema.schema.required).toContain('features');
    const image = call.body.messages[1].content.find((p: { type: string }) => p.type === 'image_url');
    expect(image.image_url.url).toMatch(/^data:image\/jpeg;base64,/);
    // with the local garment mask network: the colours are measured where its map says the garment is
    const rasters: number[] = [];
    const masked = new OpenAiAnalyzer({
      apiKey: 'sk-test',
      baseURL,
      model: 'gpt-test',
      saliency: async ({ data, width, height }) => {
        rasters.push(width * height);
        // the map marks the red pixels (the garment of this photo)
        const map = new Uint8Array(width * height);
        for (let i = 0; i < map.length; i++) map[i] = data[i * 3] > 150 && data[i * 3 + 1] < 90 ? 240 : 5;
        return { width, height, data: map, inferenceMs: 1 };
      },
    });
    const withMask = await masked.analyze({ web: img.web, raw: img.analysis });
    expect(rasters).toEqual([img.analysis.width * img.analysis.height]);
    expect(deltaE2000(withMask.dominantColors![0].hex, '#C8102E')).toBeLessThan(8);
    expect(withMask.dominantColors!.every((c) => deltaE2000(c.hex, '#E8E8E8') > 10)).toBe(true);
  });

  it('refuses an answer that does not match the schema', async () => {
    answer = {
      garmentType: 'spaceship',
      silhouette: 'x',
      styleCategory: 'x',
      description: 'x',
      components: {},
      confidence: 3,
    };
    const img = await intakeImage(await garmentPhoto());
    const analyzer = new OpenAiAnalyzer({ apiKey: 'sk-test', baseURL, model: 'gpt-test' });
    await expect(analyzer.analyze({ web: img.web, raw: img.analysis })).rejects.toMatchObject({
      status: 502,
      code: 'UPLOAD.ANALYSIS_INVALID',
    });
    answer = 'not json at all';
    await expect(analyzer.analyze({ web: img.web, raw: img.analysis })).rejects.toMatchObject({
      status: 502,
    });
  });
});
