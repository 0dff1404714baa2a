import '@testing-library/jest-dom/jest-globals';
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, within } from '@testing-library/react';
import { Studio } from './Studio';
import { KeyFigures } from '../viewer/KeyFigures';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { preloadStudioSections } from './lazy-sections';

// the studio's sections load on demand in the app; here their code is loaded first, so a section renders at once
beforeAll(() => preloadStudioSections(), 60_000);

// the spec table reads whole (its own keyboard-reachable scroll region with a sticky point-of-measure column
// on narrow screens) and identifiers are never cut off (long names and Pantone references wrap).

const LONG = {
  name: 'Dusty Rose',
  hex: '#D8A7A7',
  pantone: '19-1245 TCX Arabian Spice (approximate, approve a lab dip)',
};

describe('studio layout', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    installFetch({});
  });

  it('the graded table scrolls in a labelled region a keyboard can reach, its first column sticky', () => {
    renderWithApp(<Studio techPack={makeTechPack()} />);
    const region = screen.getByRole('region', { name: /Graded measurements/ });
    expect(region).toHaveAttribute('tabindex', '0');
    const firstHeader = within(region).getByText('Point of measure');
    expect(window.getComputedStyle(firstHeader).position).toBe('sticky');
  });

  it('Pantone references in the Colors tab wrap instead of being cut off', () => {
    renderWithApp(<Studio techPack={makeTechPack({ colors: [LONG] })} />);
    fireEvent.click(screen.getByText('Colors', { selector: '[role=tab]' }));
    const ref = screen.getByText(new RegExp(LONG.pantone.replace(/[()]/g, '.')));
    expect(ref).not.toHaveClass('MuiTypography-noWrap');
  });

  it('key measurement labels and colour references in the viewer wrap', () => {
    renderWithApp(<KeyFigures techPack={makeTechPack({ colors: [LONG] })} />);
    const list = screen.getByLabelText('Key measurements');
    for (const dt of Array.from(list.querySelectorAll('dt')))
      expect(dt).not.toHaveClass('MuiTypography-noWrap');
    expect(screen.getByText(new RegExp(LONG.pantone.replace(/[()]/g, '.')))).not.toHaveClass(
      'MuiTypography-noWrap',
    );
  });
});
