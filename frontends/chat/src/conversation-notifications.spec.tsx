import '@testing-library/jest-dom/jest-globals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ChatMessage } from './chat.api';
import FloatingChat from './FloatingChat';
import { installFetch, renderChat } from './test/render';

// The floating chat's dot follows unread manufacturer replies about its pack; opening the conversation marks them
// read; a message the manufacturer answered shows "Read".
const PACK = 'pack-9';
const at = (s: number) => new Date(Date.UTC(2025, 0, 1, 10, 0, s)).toISOString();
const messages: ChatMessage[] = [
  {
    id: 'u1',
    techPackId: PACK,
    sender: 'user',
    message: 'Can you do organic cotton?',
    messageType: 'text',
    sentAt: at(1),
    status: 'delivered',
  },
  {
    id: 'r1',
    techPackId: PACK,
    sender: 'manufacturer',
    message: 'Yes we can.',
    messageType: 'text',
    sentAt: at(2),
  },
  {
    id: 'u2',
    techPackId: PACK,
    sender: 'user',
    message: 'Great, and the price?',
    messageType: 'text',
    sentAt: at(3),
    status: 'sent',
  },
];

function routes(unread: boolean) {
  return installFetch({
    'GET /api/notifications': () => ({
      body: {
        unread: unread ? 1 : 0,
        items: [
          {
            id: 'n1',
            kind: 'manufacturer-reply',
            techPackId: PACK,
            text: 'New message from the manufacturer: Yes we can.',
            at: at(2),
            read: !unread,
          },
        ],
      },
    }),
    'POST /api/notifications/read': () => ({ body: { unread: 0 } }),
    'GET /api/chat/messages/user': () => ({ body: messages }),
    'GET /api/tech-packs/user?limit=50': () => ({ body: [] }),
    [`GET /api/tech-pack/${PACK}`]: () => ({
      body: { id: PACK, styleNumber: 'TS-26-0009', aiAnalysis: { garmentType: 't-shirt' }, colors: [] },
    }),
  });
}

describe('floating chat and unread replies', () => {
  it('shows no dot without unread replies', async () => {
    const calls = routes(false);
    renderChat(<FloatingChat techPackId={PACK} />);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/notifications')).toBe(true));
    expect(screen.getByTestId('floating-chat-unread').querySelector('.MuiBadge-invisible')).not.toBeNull();
  });

  it('shows the dot for an unread reply, marks it read when the conversation opens, and labels the answered message Read', async () => {
    const calls = routes(true);
    renderChat(<FloatingChat techPackId={PACK} />);
    await waitFor(() =>
      expect(screen.getByTestId('floating-chat-unread').querySelector('.MuiBadge-invisible')).toBeNull(),
    );
    fireEvent.click(screen.getByLabelText('Open chat'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/notifications/read')?.body).toEqual({ ids: ['n1'] }),
    );
    const answered = (await screen.findByText('Can you do organic cotton?')).closest(
      '[data-testid=chat-message]',
    )!;
    expect(answered).toHaveTextContent('Read');
    const open = screen.getByText('Great, and the price?').closest('[data-testid=chat-message]')!;
    expect(open).toHaveTextContent('Sent');
  });
});
