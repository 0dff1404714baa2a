import { describe, it, expect, jest, beforeEach, afterEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { configure, fireEvent, render, screen } from '@testing-library/react';

// MUI's first render can take longer than the 1 s default in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// The federation runtime fetches remote entries over the network: a stand-in that serves components from a table.
const exposed = new Map<string, () => unknown>();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({
  registerRemotes: () => undefined,
  loadRemote: async (id: string) => ({ default: exposed.get(id) }),
}));
const { RemoteSlot } = await import('./remote');

let manifestOk = true;
beforeEach(() => {
  exposed.clear();
  manifestOk = true;
  (globalThis as { fetch?: unknown }).fetch = async () =>
    manifestOk
      ? {
          ok: true,
          status: 200,
          json: async () => ({ remotes: [{ name: 'studio', entry: '/studio/remoteEntry.js' }] }),
        }
      : { ok: false, status: 503, json: async () => ({}) };
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('remote slot', () => {
  it('shows the unavailable panel when the remotes cannot be reached, and loads the remote on "Try again"', async () => {
    manifestOk = false;
    exposed.set('studio/One', () => <p>studio one</p>);
    render(<RemoteSlot remote="studio" module="./One" />);
    expect(await screen.findByText('This section is not available right now')).toBeInTheDocument();
    expect(screen.getByText('The rest of the app keeps working. Try again in a moment.')).toBeInTheDocument();
    manifestOk = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('studio one')).toBeInTheDocument();
    expect(screen.queryByText('This section is not available right now')).not.toBeInTheDocument();
  });

  it('contains a remote that throws, and shows the next module when the slot is pointed elsewhere', async () => {
    exposed.set('studio/Broken', () => {
      throw new Error('boom');
    });
    exposed.set('studio/Two', () => <p>studio two</p>);
    const { rerender } = render(<RemoteSlot remote="studio" module="./Broken" />);
    expect(
      await screen.findByText('Something went wrong in this section. The rest of the app keeps working.'),
    ).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      'Section failed to render',
      expect.objectContaining({ message: 'boom' }),
      expect.anything(),
    );
    rerender(<RemoteSlot remote="studio" module="./Two" />);
    expect(await screen.findByText('studio two')).toBeInTheDocument();
  });

  it('hands the error and a retry to a custom fallback', async () => {
    let fail = true;
    exposed.set('studio/Flaky', () => {
      if (fail) throw new Error('flaky');
      return <p>recovered</p>;
    });
    render(
      <RemoteSlot
        remote="studio"
        module="./Flaky"
        fallback={(error, retry) => (
          <button type="button" onClick={retry}>
            {`retry after ${error.message}`}
          </button>
        )}
      />,
    );
    const button = await screen.findByRole('button', { name: 'retry after flaky' });
    fail = false;
    fireEvent.click(button);
    expect(await screen.findByText('recovered')).toBeInTheDocument();
  });
});
