import { useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { formatError, toast, useAppDispatch, useAuth } from '@techpack/web-shared';
import {
  CHAT_POLL_MS,
  chatApi,
  useDirectSendMessageMutation,
  useGetUserMessagesQuery,
  usePostChatMessageMutation,
  type ChatMessage,
} from './chat.api';
import { ChatSocketContext } from './chat.socket';

export type ChatStatus = 'sending' | 'sent' | 'delivered' | 'failed';

export interface DisplayMessage extends Omit<ChatMessage, 'status'> {
  status?: ChatStatus;
  local?: boolean;
}

export const NEW_MESSAGE_PREVIEW = 50;

// A status never goes backwards: 'delivered' seen live (the direct-send answer or the socket's notice) is
// remembered in this browser, so a reload that finds the stored row still 'sent' keeps showing Delivered.
const RANK: Record<ChatStatus, number> = { failed: 0, sending: 1, sent: 2, delivered: 3 };
const DELIVERED_KEY = 'techpack_chat_delivered';
const DELIVERED_KEEP = 500;

function readDelivered(): Set<string> {
  try {
    const raw = window.localStorage.getItem(DELIVERED_KEY);
    const ids = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(ids) ? ids.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
}

function rememberDelivered(id: string): void {
  try {
    const ids = [...readDelivered()].filter((x) => x !== id);
    ids.push(id);
    window.localStorage.setItem(DELIVERED_KEY, JSON.stringify(ids.slice(-DELIVERED_KEEP)));
  } catch {
    // storage full or blocked: the live status still shows
  }
}

const higher = (a: ChatStatus, b: ChatStatus | undefined): ChatStatus => (b && RANK[b] > RANK[a] ? b : a);

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
  const query = useGetUserMessagesQuery(undefined, {
    pollingInterval: CHAT_POLL_MS,
    skip: !token,
    skipPollingIfUnfocused: false,
  });
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
          rememberDelivered(d.id);
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

  const server = useMemo(
    () => (query.data ?? []).filter((m) => !techPackId || m.techPackId === techPackId),
    [query.data, techPackId],
  );

  const messages = useMemo<DisplayMessage[]>(() => {
    const remembered = readDelivered();
    const fromServer: DisplayMessage[] = server.map((m) => {
      if (m.sender !== 'user') return { ...m, status: undefined };
      // A delivery the server confirmed wins over a local failure (the server retried it).
      if (m.status === 'delivered' || remembered.has(m.id)) return { ...m, status: 'delivered' as const };
      const local = statusById[m.id];
      return { ...m, status: local === 'failed' ? 'failed' : higher('sent', local) };
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
        {
          id: tempId,
          techPackId,
          sender: 'user',
          message: text,
          messageType: 'text',
          sentAt: new Date().toISOString(),
          status: 'sending',
          local: true,
        },
      ]);
      try {
        let saved: ChatMessage;
        try {
          saved = await postMessage({
            techPackId,
            sender: 'user',
            message: text,
            messageType: 'text',
          }).unwrap();
        } catch (e) {
          setPending((p) => p.map((m) => (m.id === tempId ? { ...m, status: 'failed' } : m)));
          toast({ title: 'Failed to send message', description: formatError(e), variant: 'destructive' });
          return false;
        }
        setStatus(saved.id, 'sent');
        addToCache(saved);
        setPending((p) => p.filter((m) => m.id !== tempId));
        try {
          const answer = await directSend({ message: text, techPackId }).unwrap();
          // 'queued' stays Sent until the manufacturer's side confirms (the socket's delivered notice).
          if (answer?.status === 'queued') setStatus(saved.id, 'sent');
          else {
            rememberDelivered(saved.id);
            setStatus(saved.id, 'delivered');
          }
        } catch {
          setStatus(saved.id, 'failed');
          toast({
            title: 'Message saved locally',
            description: 'Direct delivery to manufacturer will be retried automatically',
          });
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
