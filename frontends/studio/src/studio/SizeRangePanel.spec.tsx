import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Studio } from './Studio';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { preloadStudioSections } from './lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

describe('size range and fit in the studio', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('a new size range is saved at once (PUT sizeRange) and the answer re-grades the table', async () => {
    const pack = makeTechPack();
    let sent: unknown;
    installFetch({
      [`PUT /api/tech-pack/${pack.id}`]: (call) => ({
        body: {
          success: true,
          techPack: {
            sizeRange: 'kids',
            selectedSize: '8Y',
            pointsOfMeasure: {
              ...pack.pointsOfMeasure!,
              baseSize: '8Y',
              sizes: ['2Y', '4Y', '6Y', '8Y', '10Y', '12Y', '14Y'],
              rows: [],
            },
            echo: (sent = call.body),
          },
        },
      }),
    });
    renderWithApp(<Studio techPack={pack} />);
    fireEvent.change(screen.getByLabelText('Size range'), { target: { value: 'kids' } });
    await waitFor(() => expect(sent).toEqual({ sizeRange: 'kids' }));
    await waitFor(() => expect(screen.getByLabelText('Sample size')).toHaveValue('8Y'));
  });

  it("offers the kids' range the upload suggested, with its source, and applies it only on a click (PUT sizeRange)", async () => {
    const base = makeTechPack();
    const pack = makeTechPack({
      sizeRange: 'unisex',
      provenance: { sizeRange: 'standard' },
      aiAnalysis: {
        ...base.aiAnalysis,
        audience: 'kids',
        suggestedSizeRange: 'kids',
        suggestedSizeRangeSource: 'photo analysis',
      },
    });
    let sent: unknown;
    installFetch({
      [`PUT /api/tech-pack/${pack.id}`]: (call) => ({
        body: {
          success: true,
          techPack: {
            sizeRange: 'kids',
            selectedSize: '8Y',
            provenance: { sizeRange: 'user' },
            echo: (sent = call.body),
          },
        },
      }),
    });
    renderWithApp(<Studio techPack={pack} />);
    const offer = await screen.findByLabelText('Size range suggestion');
    expect(offer).toHaveTextContent("Looks like children's wear: switch to kids sizes 2Y-14Y?");
    expect(offer).toHaveTextContent('Suggested by the photo analysis.');
    // shown, not applied: the range is still the designer's and nothing was sent
    expect(screen.getByLabelText('Size range')).toHaveValue('unisex');
    expect(sent).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Switch to kids sizes' }));
    await waitFor(() => expect(sent).toEqual({ sizeRange: 'kids' }));
    await waitFor(() => expect(screen.getByLabelText('Sample size')).toHaveValue('8Y'));
    expect(screen.queryByLabelText('Size range suggestion')).toBeNull();
  });

  it("names the designer's own words as the source; a range chosen at upload gets no suggestion", async () => {
    const base = makeTechPack();
    const analysis = {
      ...base.aiAnalysis,
      suggestedSizeRange: 'kids' as const,
      suggestedSizeRangeSource: 'designer text' as const,
    };
    installFetch({});
    renderWithApp(<Studio techPack={makeTechPack({ sizeRange: 'unisex', aiAnalysis: analysis })} />);
    expect(await screen.findByLabelText('Size range suggestion')).toHaveTextContent(
      'Suggested from your own words at upload (the file name).',
    );
    // "Keep" puts it away
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByLabelText('Size range suggestion')).toBeNull();

    document.body.innerHTML = '';
    renderWithApp(
      <Studio
        techPack={makeTechPack({
          sizeRange: 'mens',
          provenance: { sizeRange: 'user' },
          aiAnalysis: analysis,
        })}
      />,
    );
    expect(await screen.findByLabelText('Size range')).toHaveValue('mens');
    expect(screen.queryByLabelText('Size range suggestion')).toBeNull();
  });

  it('scales every graded measurement from one known value', async () => {
    const pack = makeTechPack();
    let sent: { measurements?: Record<string, number> } | undefined;
    installFetch({
      [`PUT /api/tech-pack/${pack.id}`]: (call) => ({
        body: { success: true, techPack: { echo: (sent = call.body as never) } },
      }),
    });
    renderWithApp(<Studio techPack={pack} />);
    const chest = pack.pointsOfMeasure!.rows.find((r) => r.key === 'chestWidth')!;
    const now = Number.parseFloat(String(pack.measurements.chestWidth));
    fireEvent.change(screen.getByLabelText('Point of measure'), { target: { value: chest.key } });
    fireEvent.change(screen.getByLabelText('Known value in cm'), { target: { value: String(now * 1.1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Scale all' }));
    await waitFor(() => expect(sent?.measurements?.chestWidth).toBeCloseTo(now * 1.1, 0));
    expect(Object.keys(sent!.measurements!).length).toBeGreaterThan(1);
  });
});
