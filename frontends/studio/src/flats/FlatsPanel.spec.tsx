import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { Studio } from '../studio/Studio';
import type { StudioTechPack } from '../lib/types';
import { makeTechPack, TINY_PNG } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { preloadStudioSections } from '../studio/lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

function setup(pack: StudioTechPack = makeTechPack()) {
  installFetch({});
  const onChange = jest.fn<(p: StudioTechPack) => void>();
  renderWithApp(<Studio techPack={pack} onChange={onChange} />);
  return { onChange };
}
const viewBox = (el: Element) => el.getAttribute('viewBox')!.split(' ').map(Number);
const openTab = (name: string) => fireEvent.click(screen.getByText(name, { selector: '[role=tab]' }));

describe('Technical flats in the studio', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the front and back flats beside the measurements, with a code for every point of measure', () => {
    const pack = makeTechPack();
    setup(pack);
    const panel = screen.getByTestId('flats-panel');
    const front = within(panel).getByRole('img', { name: 'Front flat' });
    const back = within(panel).getByRole('img', { name: 'Back flat' });
    const codes = [...front.querySelectorAll('text'), ...back.querySelectorAll('text')].map(
      (t) => t.textContent,
    );
    for (const row of pack.pointsOfMeasure!.rows) expect(codes).toContain(row.code);
  });

  it('editing a measurement redraws at once: a longer body length draws a taller flat', () => {
    setup();
    const before = viewBox(screen.getByRole('img', { name: 'Front flat' }))[3];
    const cell = screen.getByLabelText('Body length M');
    fireEvent.change(cell, { target: { value: String(Number((cell as HTMLInputElement).value) + 10) } });
    fireEvent.blur(cell);
    const after = viewBox(screen.getByRole('img', { name: 'Front flat' }))[3];
    expect(after - before).toBeGreaterThanOrEqual(38); // 10 cm at 4 px per cm
  });

  it('a feature change redraws: a hood appears when the pack says hood yes', () => {
    const pack = makeTechPack();
    setup(pack);
    expect(screen.getByRole('img', { name: 'Front flat' }).querySelector('[data-role="hood"]')).toBeNull();
    document.body.innerHTML = '';
    const hooded = {
      ...pack,
      aiAnalysis: { ...pack.aiAnalysis, features: { hood: { value: 'yes', confidence: 1, source: 'user' } } },
    } as unknown as StudioTechPack;
    setup(hooded);
    expect(
      screen.getByRole('img', { name: 'Front flat' }).querySelector('[data-role="hood"]'),
    ).not.toBeNull();
  });

  it('the size overlay nests the graded outlines, and each view downloads as SVG', () => {
    const created: Blob[] = [];
    (URL as unknown as { createObjectURL: (b: Blob) => string }).createObjectURL = (b: Blob) => {
      created.push(b);
      return 'blob:flat';
    };
    (URL as unknown as { revokeObjectURL: () => void }).revokeObjectURL = () => undefined;
    setup();
    const front = () => screen.getByRole('img', { name: 'Front flat' });
    expect(front().querySelector('[data-role="overlay-XS"]')).toBeNull();
    fireEvent.click(screen.getByLabelText('All sizes'));
    expect(front().querySelector('[data-role="overlay-XS"]')).not.toBeNull();
    expect(front().querySelector('[data-role="overlay-XXL"]')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Download front SVG' }));
    expect(created).toHaveLength(1);
    expect(created[0].type).toBe('image/svg+xml');
  });

  it('the flats draw no logo box on a plain pack, and draw the logo where placed once there is one', () => {
    const panelFront = () =>
      within(screen.getByTestId('flats-panel')).getByRole('img', { name: 'Front flat' });
    setup();
    expect(panelFront().querySelector('[data-role="logo"]')).toBeNull();
    document.body.innerHTML = '';
    setup(
      makeTechPack({
        branding: {
          ...makeTechPack().branding,
          logo: `data:image/png;base64,${TINY_PNG}`,
          logoPosition: 'left-chest',
        },
      }),
    );
    expect(panelFront().querySelector('[data-role="logo"]')).not.toBeNull();
  });

  it("the Details tab's logo placement is drawn on the garment's own flat and follows the position", () => {
    setup(
      makeTechPack({
        branding: {
          ...makeTechPack().branding,
          logo: `data:image/png;base64,${TINY_PNG}`,
          logoPosition: 'center-chest',
        },
      }),
    );
    openTab('Details');
    const img = () => screen.getByRole('img', { name: /^Logo placement:/ });
    expect(img().querySelector('[data-role="body"]')).not.toBeNull();
    expect(img().querySelector('[data-role="logo"]')).not.toBeNull();
    expect(img().querySelector('image')).not.toBeNull(); // the artwork itself, laid into the box
    expect(screen.getByText(/Front view/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Position'), { target: { value: 'center-back' } });
    expect(screen.getByText(/Back view/)).toBeInTheDocument();
    expect(img().querySelector('[data-role="logo"]')).not.toBeNull();
  });
});
