import { flatInputFromPack, renderFlat, type PackLike } from './index';

// A flat shows a logo or print box only where there is something to place: the designer's logo where they placed it,
// or a placement print's box. A plain pack (no logo, no placement artwork) draws none, on any garment.

const branding = {
  logo: null,
  logoPosition: 'center-chest',
  logoWidth: 8,
  logoHeight: 8,
  logoFromTop: 18,
  logoFromLeft: 0,
};
const pack = (garmentType: string, extra: Partial<PackLike> = {}): PackLike => ({
  aiAnalysis: { garmentType },
  branding,
  ...extra,
});
const logoBoxOf = (p: PackLike, view: 'front' | 'back' = 'front') => {
  const box = renderFlat(flatInputFromPack(p), view).prims.find(
    (x) => x.role === 'logo' && x.type === 'path' && x.d.endsWith('Z'),
  ) as { d: string } | undefined;
  if (!box) return undefined;
  const n = box.d.match(/-?[\d.]+/g)!.map(Number);
  const xs = n.filter((_, i) => i % 2 === 0);
  return { w: Math.max(...xs) - Math.min(...xs) };
};

describe('flats: the logo box is drawn only where there is something to place', () => {
  for (const type of ['t-shirt', 'shirt', 'dress', 'skirt', 'pants', 'hoodie'])
    it(`${type}: a plain pack (no logo, no placement artwork) draws no logo box, front or back`, () => {
      const p = pack(type, { artwork: { kind: 'none' } });
      expect(logoBoxOf(p)).toBeUndefined();
      expect(logoBoxOf(p, 'back')).toBeUndefined();
      expect(logoBoxOf(pack(type, { artwork: { kind: 'all-over' } }))).toBeUndefined();
      expect(flatInputFromPack(p).branding).toBeNull();
    });

  it('a supplied logo is drawn where the designer placed it, at its size', () => {
    const p = pack('t-shirt', {
      branding: {
        ...branding,
        logo: 'data:image/png;base64,AAAA',
        logoWidth: 10,
        logoPosition: 'left-chest',
      },
    });
    expect(logoBoxOf(p)?.w).toBeCloseTo(10 * 4, 0);
    const back = pack('t-shirt', {
      branding: { ...branding, logo: 'data:image/png;base64,AAAA', logoPosition: 'center-back' },
    });
    expect(logoBoxOf(back)).toBeUndefined();
    expect(logoBoxOf(back, 'back')).toBeDefined();
  });

  it("placement artwork without a logo draws the print's box at the artwork's size", () => {
    const p = pack('t-shirt', {
      artwork: { kind: 'placement', widthCm: 24, heightCm: 18, fromHpsCm: 10, fromCentreFrontCm: 0 },
    });
    expect(logoBoxOf(p)?.w).toBeCloseTo(24 * 4, 0);
  });
});
