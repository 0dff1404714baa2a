import '@testing-library/jest-dom/jest-globals';
import { beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CommentThread } from '@techpack/contracts';
import { makeTechPack } from '../test/fixtures';
import { installFetch, renderWithApp } from '../test/render';
import { CommentsPanel } from './CommentsPanel';

const pack = makeTechPack();
const base = `/api/tech-pack/${pack.id}`;
const thread = (over: Partial<CommentThread>): CommentThread => ({
  id: 't1',
  techPackId: pack.id,
  anchor: { kind: 'pom', ref: 'chestWidth', size: 'M' },
  anchorLabel: 'A1 1/2 Chest, size M',
  anchorState: 'current',
  status: 'open',
  mustResolve: false,
  revision: 2,
  createdAt: '2026-11-29T08:00:00.000Z',
  updatedAt: '2026-11-29T08:00:00.000Z',
  resolvedAt: null,
  messages: [
    {
      id: 'm1',
      author: { role: 'partner', name: 'Manufacturing partner' },
      text: 'Measured flat?',
      at: '2026-11-29T08:00:00.000Z',
    },
  ],
  ...over,
});

beforeEach(() => {
  document.body.innerHTML = '';
});

describe('comments panel', () => {
  it('lists open threads with a marker per field and its open count; filters resolved ones', async () => {
    installFetch({
      [`GET ${base}/comments`]: {
        body: [
          thread({}),
          thread({
            id: 't2',
            messages: [
              {
                id: 'm2',
                author: { role: 'designer', name: 'Ada' },
                text: 'And at L?',
                at: '2026-11-29T08:01:00.000Z',
              },
            ],
          }),
          thread({
            id: 't3',
            status: 'resolved',
            anchor: { kind: 'flat', view: 'front', x: 100, y: 90 },
            anchorLabel: 'Front flat at 100, 90',
            messages: [],
          }),
        ],
      },
    });
    renderWithApp(<CommentsPanel techPack={pack} />, { token: 't' });
    await waitFor(() => expect(screen.getAllByTestId('comment-thread')).toHaveLength(2));
    expect(screen.getByTestId('open-thread-count')).toHaveTextContent('(2 open)');
    expect(screen.getByTestId('field-marker')).toHaveTextContent('A1 1/2 Chest, size M · 2');
    expect(screen.getAllByTestId('pom-marker')[0]).toHaveAttribute('data-open', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(screen.getAllByTestId('comment-thread')).toHaveLength(1);
    expect(screen.getByTestId('comment-thread')).toHaveAttribute('data-status', 'resolved');
  });

  it('pins a comment to a point of measure and size, and resolves a thread', async () => {
    const calls = installFetch({
      [`GET ${base}/comments`]: { body: [thread({})] },
      [`POST ${base}/comments`]: (call) => ({
        status: 201,
        body: thread({
          id: 't9',
          messages: [
            {
              id: 'm9',
              author: { role: 'designer', name: 'Ada' },
              text: (call.body as { text: string }).text,
              at: '2026-11-29T08:02:00.000Z',
            },
          ],
        }),
      }),
      [`PATCH ${base}/comments/t1`]: { body: thread({ status: 'resolved' }) },
    });
    renderWithApp(<CommentsPanel techPack={pack} />, { token: 't' });
    await screen.findByTestId('comment-thread');
    fireEvent.change(screen.getByTestId('anchor-ref'), { target: { value: 'length' } });
    fireEvent.change(screen.getByTestId('anchor-size'), { target: { value: 'L' } });
    fireEvent.change(screen.getByTestId('comment-text'), { target: { value: 'Is the hem included?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      anchor: { kind: 'pom', ref: 'length', size: 'L' },
      text: 'Is the hem included?',
    });
    fireEvent.click(
      within(screen.getAllByTestId('comment-thread')[0]).getByRole('button', { name: 'Resolve' }),
    );
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'resolved' }),
    );
  });

  it('shows the server’s reason when a comment is refused', async () => {
    installFetch({
      [`GET ${base}/comments`]: { body: [] },
      [`POST ${base}/comments`]: {
        status: 400,
        body: { message: 'This pack has no BOM line X1', code: 'REQUEST.INVALID', fields: ['anchor.ref'] },
      },
    });
    renderWithApp(<CommentsPanel techPack={pack} />, { token: 't' });
    await screen.findByText(/No open threads/);
    fireEvent.change(screen.getByTestId('comment-text'), { target: { value: 'Which zip?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This pack has no BOM line X1');
  });

  it('compares two revisions: changed rows old beside new', async () => {
    installFetch({
      [`GET ${base}/comments`]: { body: [] },
      [`GET ${base}/revisions`]: {
        body: {
          lastSampledRevision: 1,
          revisions: [1, 2, 3].map((rev) => ({
            rev,
            at: '2026-11-29T08:00:00.000Z',
            who: 'ada@example.com',
            provenance: rev === 1 ? 'generated' : 'designer',
            summary: '',
            comparable: true,
            samples: rev === 1 ? ['TPS-1'] : [],
          })),
        },
      },
      [`GET ${base}/diff?from=1&to=3`]: {
        body: {
          from: 1,
          to: 3,
          changed: 1,
          sections: [
            {
              section: 'measurements',
              label: 'Measurements',
              changes: [
                { field: 'pointsOfMeasure.length.M', label: 'A2 Body length, size M', from: 70, to: 73 },
              ],
            },
          ],
        },
      },
      [`GET ${base}/revisions/1`]: { body: pack },
      [`GET ${base}/revisions/3`]: { body: pack },
    });
    renderWithApp(<CommentsPanel techPack={pack} />, { token: 't' });
    fireEvent.click(screen.getByRole('button', { name: 'Compare revisions' }));
    const row = await screen.findByTestId('compare-row');
    expect(row).toHaveTextContent('A2 Body length, size M7073');
    expect(screen.getByTestId('compare-summary')).toHaveTextContent('1 change from revision 1 to 3');
    expect(await screen.findAllByTestId('compare-older-flat')).toHaveLength(2);
  });
});
