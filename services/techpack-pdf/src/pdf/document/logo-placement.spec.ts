import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import type { TechPack } from '@techpack/contracts';
import { flatInputFromPack, renderFlat } from '@techpack/flats';
import { renderTechPackPdf } from '../render';
import { pageTexts } from '../../testing/pdf-text';
import { packOf } from '../../testing/build-pack';
import { logoBox } from './annotated-image';

// The PDF places a logo or print box (reference image, flats) only where there is something to place: the logo the
// designer supplied, or placement artwork. A plain pack (no logo, solid fabric) shows none, on any garment.

const logoOnFlats = (pack: TechPack) =>
  (['front', 'back'] as const).some((v) =>
    renderFlat(flatInputFromPack(pack), v).prims.some((p) => p.role === 'logo'),
  );

describe('PDF: logo and artwork boxes', () => {
  it('a plain dress shirt, dress and skirt: no box on the reference image or the flats; the branding page says so', async () => {
    for (const type of ['shirt', 'dress', 'skirt']) {
      const pack = packOf(type);
      expect(pack.branding.logo).toBeNull();
      expect(pack.artwork?.kind ?? 'none').not.toBe('placement');
      expect(logoBox(pack)).toBeNull();
      expect(logoOnFlats(pack)).toBe(false);
    }
    const pages = (await pageTexts((await renderTechPackPdf(packOf('dress'), null)).pdf)).map((t) =>
      t.replace(/\s+/g, ' '),
    );
    expect(pages[6]).toContain('No logo or placement print supplied: nothing is placed on the flat.');
    expect(pages[6]).not.toContain('Red box');
  }, 60_000);

  it("the placement rows ask for what is placed: none on a plain pack (not the form's left-chest default), the designer's logo, or the print", async () => {
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#dddddd' } })
      .jpeg()
      .toBuffer();
    const text = async (pack: TechPack) =>
      (await pageTexts((await renderTechPackPdf(pack, photo)).pdf)).map((t) => t.replace(/\s+/g, ' '));
    const plain = packOf('dress');
    // the studio form's defaults, not asked of the factory while nothing is supplied
    const { logoPosition, logoWidth, logoHeight, logoMethod } = plain.branding;
    expect(logoPosition && logoWidth && logoMethod).toBeTruthy();
    const reference = (pages: string[]) => pages.find((t) => t.includes('Artwork placement'))!;
    const branding = (pages: string[]) => pages.find((t) => t.includes('Branding and labels'))!;
    const none = await text(plain);
    for (const page of [reference(none), branding(none)]) {
      expect(page).toContain('None: no logo or placement print supplied');
      for (const asked of [
        String(logoPosition).replace(/-/g, ' '),
        `${logoWidth} x ${logoHeight} cm`,
        String(logoMethod).replace(/-/g, ' '),
      ]) {
        expect(page.toLowerCase()).not.toContain(asked.toLowerCase());
      }
    }
    const logo = await text({
      ...plain,
      branding: {
        ...plain.branding,
        logo: 'data:image/png;base64,AAAA',
        logoPosition: 'left-chest',
        logoWidth: 7,
        logoHeight: 7,
      },
    } as TechPack);
    for (const page of [reference(logo), branding(logo)]) expect(page).toMatch(/Left chest.*7 x 7 cm/i);
    const printed = await text({
      ...plain,
      artwork: {
        kind: 'placement',
        widthCm: 22,
        heightCm: 16,
        fromHpsCm: 10,
        fromCentreFrontCm: 0,
        method: 'Water-based screen print',
      },
    } as TechPack);
    for (const page of [reference(printed), branding(printed)]) {
      expect(page).toContain('22 x 16 cm');
      expect(page).toContain('Water-based screen print');
      expect(page).not.toContain('None: no logo');
    }
  }, 90_000);

  it("a supplied logo is placed where the designer put it; placement artwork without a logo is placed at the print's size", () => {
    const plain = packOf('t-shirt');
    const withLogo = {
      ...plain,
      branding: {
        ...plain.branding,
        logo: 'data:image/png;base64,AAAA',
        logoPosition: 'left-chest',
        logoWidth: 7,
        logoHeight: 7,
      },
    } as TechPack;
    const box = logoBox(withLogo)!;
    expect(box.text).toBe('Logo: Left chest, 7 x 7 cm');
    expect(box.x).toBeGreaterThan(0.5 - box.w / 2); // wearer's left chest: the viewer's right
    expect(logoOnFlats(withLogo)).toBe(true);
    const printed = {
      ...plain,
      artwork: { kind: 'placement', widthCm: 22, heightCm: 16, fromHpsCm: 10, fromCentreFrontCm: 0 },
    } as TechPack;
    expect(logoBox(printed)!.text).toContain('Placement print');
    expect(logoBox(printed)!.text).toContain('22 x 16 cm');
    expect(logoOnFlats(printed)).toBe(true);
  });
});
