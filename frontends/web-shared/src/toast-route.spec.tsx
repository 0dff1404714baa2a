import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { navigate } from './router';
import { dismissToast, toast, Toaster, TOAST_ROUTE_GRACE_MS } from './toast';

// a toast never survives a route change (the page it spoke about is gone) and lives in a labelled region at
// the bottom, away from the header and the page's own actions.

describe('toasts and routes', () => {
  beforeEach(() => {
    act(() => dismissToast());
    window.history.replaceState(null, '', '/upload');
  });

  it('the viewport is a labelled region (axe: an aria-label needs a role)', () => {
    render(<Toaster />);
    expect(window.getComputedStyle(screen.getByRole('region', { name: 'Notifications' })).position).toBe(
      'fixed',
    );
  });

  it('a toast raised on one page closes when the designer moves to another', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    try {
      render(<Toaster />);
      act(() => {
        toast({ title: 'Missing Information', variant: 'destructive' });
      });
      expect(screen.getByText('Missing Information')).toBeInTheDocument();
      jest.setSystemTime(1_000_000 + TOAST_ROUTE_GRACE_MS + 1000);
      act(() => navigate('/checkout'));
      expect(screen.queryByText('Missing Information')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a toast raised by the action that navigates is read on the next page', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Upload Successful!' });
      navigate('/tech-pack/abc');
    });
    expect(screen.getByText('Upload Successful!')).toBeInTheDocument();
  });
});
