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
      { field: 'aiAnalysis.features.pockets', key: 'pockets', label: 'Pockets', value: 'unclear', source: 'estimated', confidence: 0, reason: 'unclear', options: ['none', 'patch'] },
    ];
    installFetch({ 'GET /api/tech-pack/tp-1/check': { body: { ok: true, issues: [], status: 'draft', ready: false, unconfirmed } } });
    renderWithApp(<FeaturesPanel techPack={makeTechPack()} onPackChange={() => undefined} />, { token: 't' });
    fireEvent.click(screen.getByRole('button', { name: 'Review and confirm' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Fabric look: is it jersey?')).toBeInTheDocument();
    const choices = within(dialog).getByRole('group', { name: 'Fabric look choices' });
    const labels = within(choices).getAllByRole('button').map((b) => b.getAttribute('aria-label'));
    expect(labels.slice(0, 2)).toEqual(['Fabric look: jersey', 'Fabric look: rib or sweater knit']);
    expect(within(within(choices).getByRole('button', { name: 'Fabric look: jersey' })).getByTestId('fabric-candidate')).toHaveTextContent('100% Cotton Jersey, 180 g/m2');
  });
});
