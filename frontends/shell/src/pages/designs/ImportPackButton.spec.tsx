import { describe, it, expect, beforeEach } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import DesignsPage from '../DesignsPage';
import { installFetch, renderApp } from '../../test/render';

// The designs page takes an export back (Import JSON) and offers both exports in a pack's preview.

const exported = { schemaVersion: '1.0', pack: { id: 'tp-1', styleNumber: 'HD-26-0001' } };
const file = (text: string) => new File([text], 'pack.json', { type: 'application/json' });

describe('designs page: import and exports', () => {
  beforeEach(() => window.history.replaceState(null, '', '/designs'));

  it('imports an export file as a new pack and opens it', async () => {
    let sent: unknown;
    installFetch({
      'GET /api/tech-packs/user?limit=50': { body: [] },
      'POST /api/tech-packs/import': (call) => (
        (sent = call.body),
        { status: 201, body: { success: true, message: 'Tech pack imported', techPack: { id: 'tp-9' } } }
      ),
    });
    renderApp(<DesignsPage />);
    fireEvent.change(screen.getByLabelText('Tech pack export file'), {
      target: { files: [file(JSON.stringify(exported))] },
    });
    await waitFor(() => expect(sent).toEqual(exported));
    await waitFor(() => expect(window.location.pathname).toBe('/styles/tp-9'));
  });

  it("shows the server's refusal and stays", async () => {
    installFetch({
      'GET /api/tech-packs/user?limit=50': { body: [] },
      'POST /api/tech-packs/import': {
        status: 400,
        body: { message: 'Unsupported export: schemaVersion must be "1.0"', code: 'TECHPACK.IMPORT_INVALID' },
      },
    });
    renderApp(<DesignsPage />);
    fireEvent.change(screen.getByLabelText('Tech pack export file'), {
      target: { files: [file(JSON.stringify({ ...exported, schemaVersion: '9' }))] },
    });
    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(await screen.findByText(/schemaVersion must be "1.0"/)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/designs');
  });
});
