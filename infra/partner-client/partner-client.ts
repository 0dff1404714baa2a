// Example manufacturer partner client for Tech Pack Studio.
// Connects to the chat service's socket.io namespace '/manufacturer' with the API key, prints every designer
// message (tech pack id, designer e-mail, PDF link), acknowledges it, and replies (by hand or automatically).
//
//   PARTNER_URL=http://localhost:3000 MANUFACTURER_API_KEY=... npx tsx infra/partner-client/partner-client.ts [--auto-reply "text"]
//
// Type `<techPackId> <reply text>` on stdin to answer by hand.
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { io, type Socket } from 'socket.io-client';
import type { PartnerMessage } from '@techpack/contracts';

// What the '/manufacturer' socket sends for every designer message: the contract the chat service writes to.
export type { PartnerMessage };

export interface PartnerClientOptions {
  // The product's public address (the gateway), e.g. http://localhost:3000.
  url: string;
  apiKey: string;
  // Reply automatically to every designer message; the function gets the message and returns the reply text.
  autoReply?: (message: PartnerMessage) => string | undefined;
  onMessage?: (message: PartnerMessage) => void;
  // Return false to refuse (not acknowledge) a message; the service sends it again later.
  accept?: (message: PartnerMessage) => boolean;
  log?: (line: string) => void;
}

export interface PartnerClient {
  socket: Socket;
  received: PartnerMessage[];
  connected: Promise<void>;
  reply(
    techPackId: string,
    message: string,
    replyTo?: string,
  ): Promise<{ ok: boolean; id?: string; error?: string }>;
  close(): void;
}

export function connectPartner(options: PartnerClientOptions): PartnerClient {
  const log = options.log ?? (() => undefined);
  const socket = io(`${options.url.replace(/\/$/, '')}/manufacturer`, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { apiKey: options.apiKey },
    reconnectionDelay: 500,
    reconnectionDelayMax: 5000,
  });
  const received: PartnerMessage[] = [];
  const seen = new Set<string>();
  const connected = new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (err) => {
      if (/API key|not configured/i.test(err.message)) reject(err);
    });
  });
  socket.on('connect', () => log(`connected to ${options.url} as the manufacturer`));
  socket.on('disconnect', (reason) => log(`disconnected (${reason}); reconnecting automatically`));
  socket.on('connect_error', (err) => log(`connection failed: ${err.message}`));

  const client: PartnerClient = {
    socket,
    received,
    connected,
    reply(techPackId, message, replyTo) {
      return socket
        .timeout(10_000)
        .emitWithAck('reply', { techPackId, message, replyTo })
        .catch((e: Error) => ({ ok: false, error: e.message }));
    },
    close() {
      socket.close();
    },
  };

  socket.on('message', (message: PartnerMessage, ack: (r: unknown) => void) => {
    if (options.accept && !options.accept(message)) return;
    ack({ ok: true });
    // Delivery is at least once: a message may arrive again after a reconnect; handle each id once.
    if (seen.has(message.id)) return;
    seen.add(message.id);
    received.push(message);
    log(
      `[${message.sentAt}] ${message.user.email} on tech pack ${message.techPackId}:\n  ${message.message.replace(/\n/g, '\n  ')}\n  PDF: ${message.pdfUrl ?? '-'}`,
    );
    options.onMessage?.(message);
    const text = options.autoReply?.(message);
    if (text) {
      void client
        .reply(message.techPackId, text, message.id)
        .then((r) => log(r.ok ? `  replied: ${text}` : `  reply failed: ${r.error}`));
    }
  });
  socket.on('operator-reply', (m: { techPackId: string; message: string; author?: string }) =>
    log(`operator ${m.author ?? ''} replied on ${m.techPackId}: ${m.message}`),
  );
  return client;
}

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const url = argValue('--url') ?? process.env.PARTNER_URL ?? 'http://localhost:3000';
  const apiKey = argValue('--key') ?? process.env.MANUFACTURER_API_KEY;
  if (!apiKey) {
    process.stderr.write(
      'Set MANUFACTURER_API_KEY (the same value the product is configured with) or pass --key.\n',
    );
    process.exit(2);
  }
  const autoText = argValue('--auto-reply') ?? process.env.PARTNER_AUTO_REPLY;
  const client = connectPartner({
    url,
    apiKey,
    log: (line) => process.stdout.write(`${line}\n`),
    autoReply: autoText
      ? (m) => autoText.replace('{email}', m.user.email).replace('{techPackId}', m.techPackId)
      : undefined,
  });
  client.connected.catch((e: Error) => {
    process.stderr.write(`${e.message}\n`);
    process.exit(1);
  });
  const rl = createInterface({ input: process.stdin });
  rl.on('line', async (line) => {
    const m = /^\s*(\S+)\s+(.+)$/.exec(line);
    if (!m) return;
    const r = await client.reply(m[1], m[2]);
    process.stdout.write(r.ok ? `sent (${r.id})\n` : `failed: ${r.error}\n`);
  });
  const stop = () => {
    client.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
