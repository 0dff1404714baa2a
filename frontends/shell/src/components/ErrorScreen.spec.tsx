import { describe, it, expect, jest, afterEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { AppErrorBoundary } from './ErrorScreen';

afterEach(() => {
  jest.restoreAllMocks();
});

function Crash(): never {
  throw new Error('Cannot read the tech pack');
}

describe('application error screen', () => {
  it('replaces a crashed page with the error screen and its message, and logs the error', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <AppErrorBoundary>
        <Crash />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Cannot read the tech pack')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Home' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith(
      'Unexpected application error',
      expect.objectContaining({ message: 'Cannot read the tech pack' }),
      expect.anything(),
    );
  });

  it('renders its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>studio</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('studio')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
