import { createContext } from 'react';
import { io } from 'socket.io-client';

// The live channel: manufacturer replies and delivery receipts pushed by the chat service through the gateway.
export interface ChatSocket {
  on(event: string, listener: (...args: any[]) => void): unknown;
  off(event: string, listener?: (...args: any[]) => void): unknown;
  disconnect(): unknown;
  connected?: boolean;
}

export type ChatSocketFactory = (token: string) => ChatSocket;

// Same origin as the page (the gateway); polling stays on whether or not this connects.
export const defaultSocketFactory: ChatSocketFactory = (token) =>
  io({
    path: '/socket.io',
    auth: { token },
    transports: ['websocket', 'polling'],
    reconnectionDelay: 1000,
    reconnectionDelayMax: 10_000,
  });

export const ChatSocketContext = createContext<ChatSocketFactory>(defaultSocketFactory);
