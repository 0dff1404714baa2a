import { describe, expect, it } from '@jest/globals';
import { deltaE2000, garmentColours, intakeImage } from '@techpack/garment-classifier/photo';
import { garmentOnBackground as photo } from '@techpack/garment-classifier/photo/testing';
import { FEATURE_KEYS } from '@techpack/contracts';
import { answerFromHead, buildFeatures, componentsFromFeatures } from './features';
import { toDominantColors } from './local.analyzer';

describe('true colour: garment separated from the background', () => {
  it("a print's colour under the listing share joins the colourway only where the pattern answer is not solid; the fabric's shadow never does", async () => {
    const c = garmentColours(
      (await intakeImage(await photo('#1F2A44', '#CDB891', { motif: '#C8102E', shade: '#2E3C5E' }))).analysis,
    );
    const near = (cs: { hex: string }[], hex: string) => cs.some((x) => deltaE2000(x.hex, hex) < 10);
    // the red motif covers ~5 % of the garment: under the 8 % a solid colourway lists
    expect(near(c.colours, '#C8102E')).toBe(false);
    expect(near(c.accents ?? [], '#C8102E')).toBe(true);
    // the navy in shadow is one fabric: neither listed as a colour of its own nor as an accent
    expect(c.accents ?? []).toHaveLength(1);
    const answered = (value: string) => ({
      pattern: { value, confidence: 0.8, source: 'estimated' as const },
    });
    const printed = toDominantColors(c, answered('print'));
    expect(near(printed, '#C8102E')).toBe(true);
    expect(printed[0].hex).toBe(c.colours[0].hex); // the main colour stays first
    expect(near(toDominantColors(c, answered('solid')), '#C8102E')).toBe(false);
    expect(toDominantColors(c)).toHaveLength(c.colours.length);
  });

  it("a solid answer lists the fabric's light and shadow as one colour, its shares added; a contrast panel stays listed", async () => {
    const answered = (value: string) => ({
      pattern: { value, confidence: 0.9, source: 'detected' as const },
    });
    // a mid-blue tee whose lower third lies in shadow: two clusters 13.6 apart (CIEDE2000), 7.8 with lightness at half weight
    const shaded = garmentColours(
      (await intakeImage(await photo('#3A5F96', '#CDB891', { shade: '#22395E' }))).analysis,
    );
    expect(shaded.colours.length).toBeGreaterThanOrEqual(2);
    const solid = toDominantColors(shaded, answered('solid'));
    expect(solid).toHaveLength(1);
    expect(deltaE2000(solid[0].hex, '#3A5F96')).toBeLessThan(6);
    expect(solid[0].share).toBeCloseTo(
      shaded.colours.reduce((a, c) => a + c.share, 0),
      2,
    );
    // without a pattern answer (or with a patterned one) the measured colours are listed as they are
    expect(toDominantColors(shaded)).toHaveLength(shaded.colours.length);
    expect(toDominantColors(shaded, answered('stripe')).length).toBeGreaterThanOrEqual(2);
    // a navy tee with a beige lower panel is two colours even when the pattern answer is solid
    const panel = garmentColours(
      (await intakeImage(await photo('#1F2A44', '#7A8A6A', { shade: '#C8B89A' }))).analysis,
    );
    const listed = toDominantColors(panel, answered('solid'));
    expect(listed.some((c) => deltaE2000(c.hex, '#1F2A44') < 8)).toBe(true);
    expect(listed.some((c) => deltaE2000(c.hex, '#C8B89A') < 8)).toBe(true);
    expect(listed[0].share).toBeGreaterThanOrEqual(listed[1].share);
  });
});

describe('features and their sources', () => {
  const head = (values: string[], probabilities: number[], detectThreshold: number) => ({
    values,
    probabilities,
    detectThreshold,
  });

  it('detected only at or above the head threshold, else estimated with the likeliest value', () => {
    const h = head(['sleeveless', 'short', 'elbow', 'long'], [0.05, 0.8, 0.05, 0.1], 0.7);
    expect(answerFromHead('sleeve', 'shirt', h)).toEqual({
      value: 'short',
      confidence: 0.8,
      source: 'detected',
    });
    const unsure = head(['sleeveless', 'short', 'elbow', 'long'], [0.1, 0.45, 0.1, 0.35], 0.7);
    expect(answerFromHead('sleeve', 'shirt', unsure)).toEqual({
      value: 'short',
      confidence: 0.45,
      source: 'estimated',
    });
  });

  it('n/a where the key does not apply; values restricted to the garment family', () => {
    const h = head(['sleeveless', 'short', 'elbow', 'long'], [0.05, 0.8, 0.05, 0.1], 0.7);
    expect(answerFromHead('sleeve', 'pants', h)).toEqual({ value: 'n/a', confidence: 1, source: 'assumed' });
    // length head leans to a dress value, but pants can only be full or cropped
    const len = head(
      [
        'cropped',
        'hip',
        'thigh',
        'knee-or-longer',
        'mini',
        'knee',
        'midi',
        'maxi',
        'full',
        'short',
        'bermuda',
      ],
      [0.05, 0, 0, 0, 0, 0.5, 0, 0, 0.4, 0, 0.05],
      0.8,
    );
    const a = answerFromHead('length', 'pants', len);
    expect(a.value).toBe('full');
    expect(a.confidence).toBeCloseTo(0.4 / 0.45, 2);
    expect(a.source).toBe('detected');
  });

  it("the sleeve as the type's name says it: a t-shirt's are not long, a long-sleeve top's not short", () => {
    const leansLong = head(['sleeveless', 'short', 'elbow', 'long'], [0.02, 0.38, 0.05, 0.55], 0.7);
    expect(answerFromHead('sleeve', 't-shirt', leansLong).value).toBe('short');
    expect(answerFromHead('sleeve', 'T-shirt', leansLong).confidence).toBeCloseTo(0.38 / 0.45, 2);
    expect(answerFromHead('sleeve', 'shirt', leansLong).value).toBe('long'); // a shirt's sleeves can be either
    const leansShort = head(['sleeveless', 'short', 'elbow', 'long'], [0.05, 0.6, 0.05, 0.3], 0.7);
    expect(answerFromHead('sleeve', 'long-sleeve top', leansShort).value).toBe('long');
  });

  it('components say what the features say, and are marked assumed unless detected', () => {
    const f = buildFeatures(
      't-shirt',
      {
        attributes: {
          sleeve: head(['sleeveless', 'short', 'elbow', 'long'], [0, 0.95, 0.02, 0.03], 0.7),
          front_closure: head(
            ['none', 'buttons-full', 'buttons-partial', 'zip-full', 'zip-partial', 'snaps', 'wrap'],
            [0.5, 0.3, 0.2, 0, 0, 0, 0],
            0.8,
          ),
        },
      },
      { colours: [], segmented: true, coverage: 0.4, distinctColours: 0, mainShare: 0 },
    );
    const c = componentsFromFeatures(
      { sleeves: 'Long sleeves, set-in', closure: 'Pullover', assumed: ['sleeves', 'hem'] },
      f,
    );
    expect(c.sleeves).toBe('Short sleeves');
    expect(c.assumed).not.toContain('sleeves');
    expect(c.closure).toBe('Pullover (no front opening)');
    expect(c.assumed).toContain('closure'); // estimated, not seen
    expect(c.assumed).toContain('hem');
    expect(c.artwork).toBeUndefined(); // no pattern answer: no artwork asked
    const striped = buildFeatures(
      't-shirt',
      {
        attributes: {
          pattern: head(
            ['solid', 'stripe', 'check', 'print', 'colour-block'],
            [0.05, 0.9, 0.03, 0.02, 0],
            0.8,
          ),
        },
      },
      { colours: [], segmented: true, coverage: 0.4, distinctColours: 2, mainShare: 0.5 },
    );
    expect(striped.pattern).toEqual({ value: 'stripe', confidence: 0.9, source: 'detected' });
    expect(componentsFromFeatures({}, striped).artwork).toBe(
      'Stripe fabric: supply the artwork and the repeat size',
    );
  });

  it("a hoodie named by the designer has its hood (source 'user') even where the head saw none", () => {
    const f = buildFeatures(
      'hoodie',
      { attributes: { hood: head(['yes', 'no'], [0.1, 0.9], 0.6) } },
      { colours: [], segmented: true, coverage: 0.4, distinctColours: 0, mainShare: 0 },
    );
    expect(f.hood).toEqual({ value: 'yes', confidence: 1, source: 'user' });
    expect(f.collar.value).toBe('hood');
    expect(
      buildFeatures(
        't-shirt',
        { attributes: { hood: head(['yes', 'no'], [0.1, 0.9], 0.6) } },
        { colours: [], segmented: true, coverage: 0.4, distinctColours: 0, mainShare: 0 },
      ).hood,
    ).toEqual({ value: 'no', confidence: 0.9, source: 'detected' });
  });

  it('every key is answered, main colour from the measured garment colour', async () => {
    const img = await intakeImage(await photo('#1F2A44', '#CDB891'));
    const f = buildFeatures('t-shirt', {}, garmentColours(img.analysis));
    expect(Object.keys(f).sort()).toEqual([...FEATURE_KEYS].sort());
    expect(f.waist).toEqual({ value: 'n/a', confidence: 1, source: 'assumed' });
    expect(f.sleeve.source).toBe('estimated'); // no head: never detected
    expect(['navy', 'black', 'blue']).toContain(f.main_colour.value);
    expect(f.main_colour.confidence).toBeGreaterThan(0);
  });
});
