import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import FeaturesPanel from './FeaturesPanel';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';

beforeEach(() => {
  document.body.innerHTML = '';
  window.scrollTo = (() => undefined) as never;
  HTMLCanvasElement.prototype.getContext = (() => null) as never;
});

describe('confirm screen: the fabric first while it is a guess', () => {
  it('asks the fabric look first, each candidate fabric shown with its weight under its look, candidates first', async () => {
    const unconfirmed = [
      {
        field: 'aiAnalysis.features.fabric_look',
        key: 'fabric_look',
        label: 'Fabric look',
        value: 'jersey',
        source: 'assumed',
        confidence: 0.5,
        reason: 'assumed',
        options: ['woven-light', 'jersey', 'fleece', 'rib-or-sweater-knit'],
        candidates: [
          { look: 'jersey', fabric: '100% Cotton Jersey', gsm: 180 },
          { look: 'rib-or-sweater-knit', fabric: 'Cotton 2x2 Rib', gsm: 220 },
        ],
      },
      {
        field: 'aiAnalysis.features.pockets',
        key: 'pockets',
        label: 'Pockets',
        value: 'unclear',
        source: 'estimated',
        confidence: 0,
        reason: 'unclear',
        options: ['none', 'patch'],
      },
    ];
    installFetch({
      'GET /api/tech-pack/tp-1/check': {
        body: { ok: true, issues: [], status: 'draft', ready: false, unconfirmed },
      },
    });
    renderWithApp(<FeaturesPanel techPack={makeTechPack()} onPackChange={() => undefined} />, { token: 't' });
    fireEvent.click(screen.getByRole('button', { name: 'Review and confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Fabric look: is it Jersey?')).toBeInTheDocument();
    const choices = within(dialog).getByRole('group', { name: 'Fabric look choices' });
    const labels = within(choices)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(labels.slice(0, 2)).toEqual([
      'Fabric look: Jersey 100% Cotton Jersey, 180 g/m2',
      'Fabric look: Rib or sweater knit Cotton 2x2 Rib, 220 g/m2',
    ]);
    expect(
      within(within(choices).getByRole('button', { name: /^Fabric look: Jersey/ })).getByTestId(
        'fabric-candidate',
      ),
    ).toHaveTextContent('100% Cotton Jersey, 180 g/m2');
  });
});

describe('confirm screen: a colour question is answered with colours', () => {
  it('shows the measured colour and each class as a swatch of that class, named from the label table', async () => {
    const unconfirmed = [
      {
        field: 'aiAnalysis.features.main_colour',
        key: 'main_colour',
        label: 'Main colour',
        value: 'olive-khaki',
        source: 'estimated',
        confidence: 0.4,
        reason: 'estimated',
        options: ['black', 'navy', 'olive-khaki', 'light-blue', 'multicolour'],
      },
    ];
    installFetch({
      'GET /api/tech-pack/tp-1/check': {
        body: { ok: true, issues: [], status: 'draft', ready: false, unconfirmed },
      },
    });
    const pack = makeTechPack({ colors: [{ name: 'Burnt Olive', hex: '#646034', pantone: '18-0521 TCX' }] });
    renderWithApp(<FeaturesPanel techPack={pack} onPackChange={() => undefined} />, { token: 't' });
    fireEvent.click(screen.getByRole('button', { name: 'Review and confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Main colour: is it Olive / khaki?')).toBeInTheDocument();
    expect(within(dialog).getByTestId('measured-colour')).toHaveTextContent(
      'Measured on the photo: Burnt Olive #646034 · 18-0521 TCX',
    );
    const choices = within(dialog).getByRole('group', { name: 'Main colour choices' });
    // swatches, not garment drawings; each its class's own colour
    expect(within(choices).queryAllByRole('img')).toHaveLength(0);
    const swatches = within(choices)
      .getAllByTestId('colour-class-swatch')
      .map((el) => el.getAttribute('data-colour'));
    expect(new Set(swatches).size).toBe(5);
    expect(
      within(choices)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Black', 'Navy', 'Olive / khaki', 'Light blue', 'Multicolour']);
  });
});
