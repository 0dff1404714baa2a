import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { FABRICS } from '@techpack/catalog';
import { ListMaterialsController } from './list-materials.controller';

const list = (q: Record<string, string> = {}) => JSON.parse(new ListMaterialsController().list(q));

describe('GET /api/materials', () => {
  it('answers the whole library without a query, each fabric with its fibres and supplier', () => {
    const body = list();
    expect(body.fabrics).toHaveLength(FABRICS.length);
    expect(body.total).toBe(FABRICS.length);
    expect(body.trims.length).toBeGreaterThan(10);
    for (const f of body.fabrics) {
      expect(f.supplier).toEqual(expect.any(String));
      expect(f.fibres.length).toBeGreaterThan(0);
      // a width on the roll, except what is knitted to shape, sold by the hide or filled loose
      if (!['sweater-knit', 'hide', 'suede', 'fill'].includes(f.construction))
        expect(f.widthCm).toBeGreaterThan(0);
    }
  });

  it('answers a page of the fabrics that match, with their total', () => {
    const body = list({ family: 'woven', fibre: 'cotton', maxGsm: '200', limit: '5', offset: '0' });
    expect(body.fabrics.length).toBeLessThanOrEqual(5);
    expect(body.total).toBeGreaterThan(body.fabrics.length);
    expect(body).toMatchObject({ offset: 0, limit: 5 });
    for (const f of body.fabrics) {
      expect(f.family).toBe('woven');
      expect(f.fibres).toContain('cotton');
      expect(f.gsm).toBeLessThanOrEqual(200);
    }
    const next = list({ family: 'woven', fibre: 'cotton', maxGsm: '200', limit: '5', offset: '5' });
    expect(next.fabrics.map((f: { id: string }) => f.id)).not.toContain(body.fabrics[0].id);
  });

  it('refuses a value out of bounds or not in the library, naming the field', () => {
    for (const [q, field] of [
      [{ limit: '0' }, 'limit'],
      [{ limit: '101' }, 'limit'],
      [{ offset: '-1' }, 'offset'],
      [{ minGsm: 'heavy' }, 'minGsm'],
      [{ maxPrice: '5000' }, 'maxPrice'],
      [{ family: 'crochet' }, 'family'],
      [{ construction: 'felted' }, 'construction'],
      [{ fibre: 'hemp' }, 'fibre'],
      [{ q: 'x'.repeat(101) }, 'q'],
    ] as const) {
      let error: unknown;
      try {
        list(q);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(BadRequestException);
      expect((error as BadRequestException).getResponse()).toMatchObject({
        message: expect.stringMatching(new RegExp(`^${field}: `)),
        fields: [field],
      });
    }
  });
});
