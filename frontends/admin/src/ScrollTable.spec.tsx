import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ScrollTable } from './ScrollTable';

// an admin table wider than its card scrolls inside it as a labelled region a keyboard can reach.
describe('admin scroll tables', () => {
  it('is a focusable labelled region that scrolls sideways and says so on narrow screens', () => {
    render(
      <ScrollTable label="Tech packs">
        <table>
          <tbody>
            <tr>
              <td>TP-1</td>
            </tr>
          </tbody>
        </table>
      </ScrollTable>,
    );
    const region = screen.getByRole('region', { name: 'Tech packs (scrolls sideways when narrow)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(window.getComputedStyle(region).overflowX).toBe('auto');
    expect(screen.getByText('Scroll sideways for more columns.')).toBeInTheDocument();
  });
});
