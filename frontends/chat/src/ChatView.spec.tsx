import '@testing-library/jest-dom/jest-globals';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { dismissToast } from '@techpack/web-shared';
import { ChatView, GREETING } from './ChatView';
import ChatPage from './ChatPage';
import FloatingChat from './FloatingChat';
import { FakeSocket, installFetch, renderChat } from './test/render';
import type { ChatMessage } from './chat.api';

const PACK = 'pack-1';
let serverMessages: ChatMessage[];
let seq = 0;

function msg(over: Partial<ChatMessage>): ChatMessage {
  seq++;
  return {
    id: `m${seq}`,
    techPackId: PACK,
    sender: 'user',
    message: `message ${seq}`,
    messageType: 'text',
    sentAt: new Date(Date.UTC(2025, 0, 1, 10, 0, seq)).toISOString(),
    status: 'sent',
    ...over,
  };
}

function routes(over: Record<string, Parameters<typeof installFetch>[0][string]> = {}) {
  return installFetch({
    'GET /api/chat/messages/user': () => ({ body: serverMessages }),
    'POST /api/chat/messages': (body) => {
      const saved = msg({
        message: body.message,
        techPackId: body.techPackId,
        sentAt: new Date().toISOString(),
      });
      serverMessages = [...serverMessages, saved];
      return { status: 201, body: saved };
    },
    'POST /api/direct/send-message': () => ({
      body: { success: true, message: 'Message delivered to manufacturer', status: 'delivered' },
    }),
    'GET /api/tech-packs/user?limit=50': () => ({ body: [] }),
    [`GET /api/tech-pack/${PACK}`]: () => ({
      body: {
        id: PACK,
        styleNumber: 'TS-26-0001',
        aiAnalysis: { garmentType: 't-shirt' },
        colors: [{ name: 'Navy', hex: '#000080' }],
      },
    }),
    ...over,
  });
}

const input = () => screen.getByRole('textbox', { name: 'Message' });
const bubbles = () => screen.queryAllByTestId('chat-message');

beforeEach(() => {
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  serverMessages = [];
  dismissToast();
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('chat view', () => {
  it("shows the manufacturer's greeting when the conversation is empty", async () => {
    serverMessages = [msg({ techPackId: 'another-pack', message: 'elsewhere' })];
    routes();
    renderChat(<ChatView techPackId={PACK} />);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });

  it('shows only this tech pack, oldest first, with statuses, and text as text', async () => {
    serverMessages = [
      msg({ message: '<img src=x onerror="alert(1)"><b>bold?</b>', status: 'delivered' }),
      msg({ sender: 'manufacturer', message: 'Thanks, looks good' }),
      msg({ techPackId: 'other', message: 'not here' }),
      msg({ message: 'second question' }),
    ];
    routes();
    const { container } = renderChat(<ChatView techPackId={PACK} />);
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles().map((b) => within(b).getByTestId('message-text').textContent)).toEqual([
      '<img src=x onerror="alert(1)"><b>bold?</b>',
      'Thanks, looks good',
      'second question',
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(bubbles().map((b) => b.getAttribute('data-status'))).toEqual(['delivered', '', 'sent']);
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
  });

  it('sends on Enter, keeps Shift+Enter as a new line, ignores blank text and locks the input while sending', async () => {
    let releaseSave!: () => void;
    const calls = routes({
      'POST /api/chat/messages': async (body) => {
        await new Promise<void>((r) => (releaseSave = r));
        const saved = msg({ message: body.message, sentAt: new Date().toISOString() });
        serverMessages = [...serverMessages, saved];
        return { status: 201, body: saved };
      },
    });
    renderChat(<ChatView techPackId={PACK} />);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());

    fireEvent.change(input(), { target: { value: '   \n  ' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeDisabled();

    fireEvent.change(input(), { target: { value: 'Line one' } });
    fireEvent.keyDown(input(), { key: 'Enter', shiftKey: true });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.change(input(), { target: { value: 'Line one\nLine two' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(bubbles().map((b) => b.getAttribute('data-status'))).toEqual(['sending']));
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue('');
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/chat/messages')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/chat/messages')!.body).toEqual({
      techPackId: PACK,
      sender: 'user',
      message: 'Line one\nLine two',
      messageType: 'text',
    });
    expect(calls.find((c) => c.path === '/api/chat/messages')!.headers.Authorization).toBe(
      'Bearer test-token',
    );

    await act(async () => releaseSave());
    await waitFor(() => expect(bubbles().map((b) => b.getAttribute('data-status'))).toEqual(['delivered']));
    expect(calls.find((c) => c.path === '/api/direct/send-message')!.body).toEqual({
      message: 'Line one\nLine two',
      techPackId: PACK,
    });
    expect(input()).not.toBeDisabled();
  });

  it("says 'Failed to send message' when saving fails", async () => {
    routes({ 'POST /api/chat/messages': () => ({ status: 500, body: { message: 'boom' } }) });
    renderChat(<ChatView techPackId={PACK} />);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('Failed to send message')).toBeInTheDocument());
    expect(bubbles()[0]).toHaveAttribute('data-status', 'failed');
  });

  it("says 'Message saved locally' when direct delivery fails", async () => {
    routes({
      'POST /api/direct/send-message': () => ({
        status: 503,
        body: { message: 'chat service is unavailable' },
      }),
    });
    renderChat(<ChatView techPackId={PACK} />);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    fireEvent.change(input(), { target: { value: 'hello' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(screen.getByText('Message saved locally')).toBeInTheDocument());
    expect(
      screen.getByText('Direct delivery to manufacturer will be retried automatically'),
    ).toBeInTheDocument();
    await waitFor(() => expect(bubbles()[0]).toHaveAttribute('data-status', 'failed'));
  });

  it("shows a reply pushed on the socket at once, with a 'New message' toast of its first 50 characters", async () => {
    serverMessages = [msg({ message: 'hi' })];
    routes();
    const socket = new FakeSocket();
    renderChat(<ChatView techPackId={PACK} />, socket);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    act(() => socket.serverEmit('connect'));
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Live');
    const long = 'We can produce this in premium organic cotton, sample ready in 14-21 business days.';
    act(() => socket.serverEmit('message', msg({ sender: 'manufacturer', message: long })));
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(screen.getByText('New message')).toBeInTheDocument();
    expect(screen.getByText(long.slice(0, 50))).toBeInTheDocument();
    act(() => socket.serverEmit('message:delivered', { id: serverMessages[0].id }));
    await waitFor(() => expect(bubbles()[0]).toHaveAttribute('data-status', 'delivered'));
  });

  it('finds new replies by polling every 2 s when the socket cannot connect', async () => {
    serverMessages = [msg({ message: 'hi' })];
    routes();
    const socket = new FakeSocket();
    renderChat(<ChatView techPackId={PACK} />, socket);
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    act(() => socket.serverEmit('connect_error', new Error('refused')));
    expect(screen.getByTestId('live-indicator')).toHaveTextContent('Polling');
    serverMessages = [...serverMessages, msg({ sender: 'manufacturer', message: 'polled reply' })];
    await waitFor(
      () =>
        expect(bubbles().map((b) => within(b).getByTestId('message-text').textContent)).toContain(
          'polled reply',
        ),
      { timeout: 4000 },
    );
    expect(screen.getByText('New message')).toBeInTheDocument();
  });

  it('does not toast replies while the page is hidden', async () => {
    routes();
    const socket = new FakeSocket();
    renderChat(<ChatView techPackId={PACK} />, socket);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    act(() => socket.serverEmit('message', msg({ sender: 'manufacturer', message: 'quiet reply' })));
    await waitFor(() => expect(bubbles()).toHaveLength(1));
    expect(screen.queryByText('New message')).not.toBeInTheDocument();
  });
});

describe('message status never goes backwards', () => {
  it('a message shown Delivered stays Delivered after a reload that finds the stored row still sent', async () => {
    window.localStorage.clear();
    routes();
    const first = renderChat(<ChatView techPackId={PACK} />);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    fireEvent.change(input(), { target: { value: 'Hello there' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(bubbles().map((b) => b.getAttribute('data-status'))).toEqual(['delivered']));
    expect(serverMessages[0].status).toBe('sent');
    first.unmount();
    renderChat(<ChatView techPackId={PACK} />);
    await screen.findByText('Hello there');
    expect(bubbles()).toHaveLength(1);
    expect(bubbles()[0]).toHaveAttribute('data-status', 'delivered');
    expect(bubbles()[0]).toHaveTextContent('Delivered');
  });

  it("a direct send answered 'queued' shows Sent, not Delivered", async () => {
    window.localStorage.clear();
    routes({
      'POST /api/direct/send-message': () => ({
        body: { success: true, message: 'Message queued', status: 'queued' },
      }),
    });
    renderChat(<ChatView techPackId={PACK} />);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    fireEvent.change(input(), { target: { value: 'Queued one' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    await waitFor(() => expect(bubbles().map((b) => b.getAttribute('data-status'))).toEqual(['sent']));
  });
});

describe('sharing from the chat', () => {
  it('shares the tech pack with its PDF link and shows the shared message', async () => {
    const calls = routes({
      'POST /api/chat/share-tech-pack': (body) => {
        const saved = msg({
          message: `${body.message}\n\nTech pack PDF: http://localhost/api/tech-pack/${PACK}/pdf-download?share=abc`,
        });
        serverMessages = [...serverMessages, saved];
        return {
          status: 201,
          body: { success: true, message: 'Tech pack shared with manufacturer', chatMessage: saved },
        };
      },
    });
    renderChat(<ChatView techPackId={PACK} />);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Share tech pack' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shared' })).toBeInTheDocument());
    expect(calls.find((c) => c.path === '/api/chat/share-tech-pack')!.body).toMatchObject({
      techPackId: PACK,
      includePdf: true,
    });
    const link = await screen.findByRole('link', { name: 'Open tech pack PDF' });
    expect(link).toHaveAttribute('href', `http://localhost/api/tech-pack/${PACK}/pdf-download?share=abc`);
  });

  it('a pack with check errors asks first: Fix first shares nothing, Share anyway shares', async () => {
    const calls = routes({
      [`GET /api/tech-pack/${PACK}/check`]: () => ({
        body: {
          ok: false,
          issues: [
            {
              code: 'cb-longer',
              severity: 'error',
              message: 'Centre back length is longer than the body length',
              fields: [],
            },
          ],
        },
      }),
      'POST /api/chat/share-tech-pack': () => ({
        status: 201,
        body: {
          success: true,
          message: 'Tech pack shared with manufacturer',
          chatMessage: msg({ message: 'shared' }),
        },
      }),
    });
    renderChat(<ChatView techPackId={PACK} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share tech pack' }));
    expect(await screen.findByText('Share a tech pack with errors?')).toBeInTheDocument();
    expect(screen.getByText('Centre back length is longer than the body length')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fix first' }));
    await waitFor(() => expect(screen.queryByText('Share a tech pack with errors?')).not.toBeInTheDocument());
    expect(calls.some((c) => c.path === '/api/chat/share-tech-pack')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Share tech pack' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share anyway' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Shared' })).toBeInTheDocument());
    expect(calls.filter((c) => c.path === '/api/chat/share-tech-pack')).toHaveLength(1);
  });

  it("says 'Sharing Failed' when sharing fails", async () => {
    routes({ 'POST /api/chat/share-tech-pack': () => ({ status: 500, body: { message: 'x' } }) });
    renderChat(<ChatView techPackId={PACK} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share tech pack' }));
    await waitFor(() => expect(screen.getByText('Sharing Failed')).toBeInTheDocument());
    expect(screen.getByText('Failed to share tech pack')).toBeInTheDocument();
  });
});

describe('chat page and floating panel', () => {
  it('closing the chat page returns to /', async () => {
    routes();
    window.history.replaceState(null, '', `/chat/${PACK}`);
    renderChat(<ChatPage techPackId={PACK} />);
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(window.location.pathname).toBe('/');
  });

  it("/chat/{id} for a pack that does not exist shows 'Tech Pack Not Found', with no message box", async () => {
    const calls = routes({
      'GET /api/tech-pack/missing-pack': () => ({ status: 404, body: { message: 'Tech pack not found' } }),
    });
    window.history.replaceState(null, '', '/chat/missing-pack');
    renderChat(<ChatPage techPackId="missing-pack" />);
    expect(await screen.findByText('Tech Pack Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("The tech pack you're looking for doesn't exist or you don't have access to it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    expect(screen.queryByText(/404: /)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Designs' })).toHaveAttribute('href', '/designs');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('names the pack by its style name and number in the chat header, never its id', async () => {
    routes({
      'GET /api/uploads/a.png': () => ({ body: 'png' }),
      'GET /api/tech-pack/pack-1': () => ({
        body: {
          id: PACK,
          styleName: 'Navy Weekend Hoodie',
          styleNumber: 'HD-26-0007',
          imageUrl: '/api/uploads/a.png',
          colors: [],
        },
      }),
    });
    renderChat(<ChatPage techPackId={PACK} />);
    expect(await screen.findByTestId('chat-pack-name')).toHaveTextContent('Navy Weekend Hoodie · HD-26-0007');
    expect(await screen.findByAltText('Navy Weekend Hoodie thumbnail')).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(PACK))).not.toBeInTheDocument();
  });

  it('without a tech pack, lists the conversations to pick from', async () => {
    serverMessages = [msg({ techPackId: 'pack-9', message: 'x' })];
    routes();
    window.history.replaceState(null, '', '/chat');
    renderChat(<ChatPage />);
    fireEvent.click(await screen.findByText('Earlier conversation'));
    expect(window.location.pathname).toBe('/chat/pack-9');
  });

  it('the floating button opens and closes the panel', async () => {
    routes();
    const socket = new FakeSocket();
    renderChat(<FloatingChat techPackId={PACK} />, socket);
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await waitFor(() => expect(screen.getByText(GREETING)).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByText(GREETING)).not.toBeInTheDocument();
    expect(socket.disconnected).toBe(true);
  });
});
