import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { formatError, toast, useAppDispatch, useAuth } from '@techpack/web-shared';
import { CHAT_POLL_MS, chatApi, useDirectSendMessageMutation, useGetUserMessagesQuery, usePostChatMessageMutation, type ChatMessage } from './chat.api';
import { ChatSocketContext } from './chat.socket';

export type ChatStatus = 'sending' | 'sent' | 'delivered' | 'failed';

export interface DisplayMessage extends Omit<ChatMessage, 'status'> {
  status?: ChatStatus;
  local?: boolean;
}

export const NEW_MESSAGE_PREVIEW = 50;

function upsert(list: ChatMessage[], message: ChatMessage): void {
  const i = list.findIndex((m) => m.id === message.id);
  if (i >= 0) list[i] = { ...list[i], ...message };
  else list.push(message);
}

// One conversation: the spec's 2 s polling of GET /api/chat/messages/user (filtered here by tech pack),
// plus the socket for instant replies, plus the send flow sending -> sent -> delivered | failed.
export function useChat(techPackId: string | undefined) {
  const dispatch = useAppDispatch();
  const { token } = useAuth();
  const socketFactory = useContext(ChatSocketContext);
  const query = useGetUserMessagesQuery(undefined, { pollingInterval: CHAT_POLL_MS, skip: !token, skipPollingIfUnfocused: false });
  const [postMessage] = usePostChatMessageMutation();
  const [directSend] = useDirectSendMessageMutation();
  const [pending, setPending] = useState<DisplayMessage[]>([]);
  const [statusById, setStatusById] = useState<Record<string, ChatStatus>>({});
  const [sending, setSending] = useState(false);
  const [live, setLive] = useState(false);
  const counter = useRef(0);

  useEffect(() => {
    // Load failures are only logged (spec section 8); the next poll tries again.
    if (query.error) console.warn('Failed to load chat messages', query.error);
  }, [query.error]);

  const addToCache = useCallback(
    (message: ChatMessage) => {
      dispatch(chatApi.util.updateQueryData('getUserMessages', undefined, (draft) => upsert(draft, message)));
    },
    [dispatch],
  );

  useEffect(() => {
    if (!token) return;
    let socket: ReturnType<typeof socketFactory> | undefined;
    try {
      socket = socketFactory(token);
    } catch (e) {
      console.warn('Live chat unavailable; polling only', e);
      return;
    }
    const onConnect = () => setLive(true);
    const onDisconnect = () => setLive(false);
    const onMessage = (m: ChatMessage) => addToCache(m);
    const onDelivered = (d: { id: string }) => {
      dispatch(
        chatApi.util.updateQueryData('getUserMessages', undefined, (draft) => {
          const m = draft.find((x) => x.id === d.id);
          if (m) m.status = 'delivered';
        }),
      );
    };
    socket.on('connect', onConnect);
    socket.on('disconnect', onDisconnect);
    socket.on('connect_error', onDisconnect);
    socket.on('message', onMessage);
    socket.on('message:delivered', onDelivered);
    if (socket.connected) setLive(true);
    return () => {
      socket.off('connect', onConnect);
      socket.off('disconnect', onDisconnect);
      socket.off('connect_error', onDisconnect);
      socket.off('message', onMessage);
      socket.off('message:delivered', onDelivered);
      socket.disconnect();
      setLive(false);
    };
  }, [token, socketFactory, addToCache, dispatch]);

  const server = useMemo(() => (query.data ?? []).filter((m) => !techPackId || m.techPackId === techPackId), [query.data, techPackId]);

  const messages = useMemo<DisplayMessage[]>(() => {
    const fromServer: DisplayMessage[] = server.map((m) => {
      if (m.sender !== 'user') return { ...m, status: undefined };
      // A delivery the server confirmed wins over a local failure (the server retried it).
      const status: ChatStatus = m.status === 'delivered' ? 'delivered' : statusById[m.id] ?? 'sent';
      return { ...m, status };
    });
    const ids = new Set(fromServer.map((m) => m.id));
    const local = pending.filter((m) => !ids.has(m.id) && (!techPackId || m.techPackId === techPackId));
    return [...fromServer, ...local].sort((a, b) => a.sentAt.localeCompare(b.sentAt));
  }, [server, pending, statusById, techPackId]);

  // 'New message' toast for manufacturer replies that arrive while the page is visible (not for history).
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (!query.isSuccess) return;
    if (seen.current === null) {
      seen.current = new Set(server.map((m) => m.id));
      return;
    }
    for (const m of server) {
      if (seen.current.has(m.id)) continue;
      seen.current.add(m.id);
      if (m.sender !== 'user' && document.visibilityState === 'visible') {
        toast({ title: 'New message', description: m.message.slice(0, NEW_MESSAGE_PREVIEW) });
      }
    }
  }, [server, query.isSuccess]);

  const setStatus = (id: string, status: ChatStatus) => setStatusById((s) => ({ ...s, [id]: status }));

  const send = useCallback(
    async (raw: string): Promise<boolean> => {
      const text = raw.trim();
      if (!techPackId || sending || text.length === 0) return false;
      setSending(true);
      const tempId = `local-${Date.now()}-${counter.current++}`;
      setPending((p) => [
        ...p,
        { id: tempId, techPackId, sender: 'user', message: text, messageType: 'text', sentAt: new Date().toISOString(), status: 'sending', local: true },
      ]);
      try {
        let saved: ChatMessage;
        try {
          saved = await postMessage({ techPackId, sender: 'user', message: text, messageType: 'text' }).unwrap();
        } catch (e) {
          setPending((p) => p.map((m) => (m.id === tempId ? { ...m, status: 'failed' } : m)));
          toast({ title: 'Failed to send message', description: formatError(e), variant: 'destructive' });
          return false;
        }
        setStatus(saved.id, 'sent');
        addToCache(saved);
        setPending((p) => p.filter((m) => m.id !== tempId));
        try {
          await directSend({ message: text, techPackId }).unwrap();
          setStatus(saved.id, 'delivered');
        } catch {
          setStatus(saved.id, 'failed');
          toast({ title: 'Message saved locally', description: 'Direct delivery to manufacturer will be retried automatically' });
        }
        return true;
      } finally {
        setSending(false);
      }
    },
    [techPackId, sending, postMessage, directSend, addToCache],
  );

  return { messages, send, sending, live, loading: query.isLoading, allMessages: query.data ?? [] };
}
