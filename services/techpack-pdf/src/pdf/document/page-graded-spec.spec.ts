import { describe, expect, it } from '@jest/globals';
import type { TechPack } from '@techpack/contracts';
import { renderTechPackPdf } from '../render';
import { pageTexts } from '../../testing/pdf-text';
import { packOf } from '../../testing/build-pack';

// The graded spec's Grade column agrees with the table it heads: where the size range's body table steps unevenly
// (women's dress bust: +3.0 +2.6 +3.6 +4.5 +5.0) it shows the range of the steps, not one step the table contradicts.

const gradedPage = async (pack: TechPack) =>
  (await pageTexts((await renderTechPackPdf(pack, null)).pdf))[2].replace(/\s+/g, ' ');
const rowText = (page: string, code: string, next: string) =>
  page.slice(page.indexOf(`${code} `), page.indexOf(`${next} `, page.indexOf(`${code} `)));

describe('PDF graded spec: Grade column', () => {
  it("an unevenly stepping row (women's dress bust) shows the range of its steps; an even row its one step", async () => {
    const dress = packOf('dress');
    const bust = dress.pointsOfMeasure!.rows.find((r) => r.key === 'chestWidth')!;
    const steps = dress
      .pointsOfMeasure!.sizes.slice(1)
      .map((s, i) => Math.round((bust.values[s] - bust.values[dress.pointsOfMeasure!.sizes[i]]) * 10) / 10);
    expect(Math.max(...steps) - Math.min(...steps)).toBeGreaterThan(0.1);
    const page = await gradedPage(dress);
    const row = rowText(page, bust.code, 'B1');
    expect(row).toContain(`${Math.min(...steps).toFixed(1)}-${Math.max(...steps).toFixed(1)}`);
    expect(row).not.toMatch(new RegExp(` ${bust.gradeStep.toFixed(1)} ${bust.values.XS.toFixed(1)} `));

    const tee = await gradedPage(packOf('t-shirt'));
    // the unisex table steps evenly: length grades 2.5 per size, the column says 2.5
    expect(tee).toMatch(/A1 [^0-9]+[\d.]+ 2\.5 65\.0 67\.5 70\.0/);
    expect(tee).not.toMatch(/A1 [^0-9]+[\d.]+ [\d.]+-[\d.]+ /);
  }, 60_000);
});
