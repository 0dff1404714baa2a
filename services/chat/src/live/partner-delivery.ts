import { randomUUID } from 'node:crypto';
import type { Namespace, Socket } from 'socket.io';
import type { Logger } from '@techpack/platform';
import { toPartner, type MessageRow, type PartnerMessage } from '../chat.schema';
import type { ChatStore } from '../conversations/chat.store';
import { RecentIds } from './recent-ids';

// The manufacturer's partner sockets fed from the durable queue (./live.hub.ts owns the sockets): every designer
// message is sent to each partner socket until acknowledged; acknowledgements are recorded as deliveries, and the
// designers told.

const ACK_TIMEOUT_MS = 10_000;

export interface PartnerState {
  // Caught up with the durable queue: new messages may be pushed directly.
  ready: boolean;
  inFlight: Set<string>;
}

// One per hub: the sockets are read through `partners` at each send (the namespace exists once the hub is attached).
export class PartnerDelivery {
  private sweeping = false;
  private sweepAgain = false;
  private readonly acked = new Set<string>();
  // Delivered ids remembered a while, so a late duplicate push (bus redelivery) is not sent again.
  private readonly recentlyDelivered = new RecentIds();
  private flushScheduled = false;
  private stopped = false;

  constructor(
    private readonly partners: () => Namespace,
    private readonly store: ChatStore,
    private readonly logger: Logger,
    // a delivery recorded: the designer's receipt
    private readonly delivered: (userId: string, id: string, techPackId: string, deliveredAt: string) => void,
  ) {}

  // Acknowledged messages not yet recorded as delivered (a partner's reply records them first).
  hasPendingAcks(): boolean {
    return this.acked.size > 0;
  }

  // No sweep after this; acknowledgements already received are still recorded (drain).
  stop(): void {
    this.stopped = true;
  }

  async drain(): Promise<void> {
    if (this.acked.size > 0) await this.flushAcks();
  }

  private markDelivered(ids: string[]): Promise<MessageRow[]> {
    return this.store.markDelivered(ids, { correlationId: randomUUID(), actorId: 'partner' });
  }

  private partnerSockets(): Socket[] {
    return [...this.partners().sockets.values()];
  }

  private send(socket: Socket, payload: PartnerMessage): void {
    const state = socket.data.partner as PartnerState;
    if (state.inFlight.has(payload.id)) return;
    state.inFlight.add(payload.id);
    socket.timeout(ACK_TIMEOUT_MS).emit('message', payload, (err: Error | null, response: unknown) => {
      state.inFlight.delete(payload.id);
      const refused =
        !!response && typeof response === 'object' && (response as { ok?: unknown }).ok === false;
      if (err || refused) {
        // Left queued: the next sweep sends it again.
        this.logger.warn(
          { messageId: payload.id, err: err?.message },
          'partner did not acknowledge; will retry',
        );
        return;
      }
      this.acked.add(payload.id);
      this.scheduleFlush();
    });
  }

  // Durable queue -> every connected partner, oldest first. Runs on connect, after each catch-up, and on a timer.
  sweep(): void {
    if (this.stopped) return;
    if (this.sweeping) {
      this.sweepAgain = true;
      return;
    }
    const sockets = this.partnerSockets();
    if (sockets.length === 0) return;
    this.sweeping = true;
    void (async () => {
      try {
        let after = 0;
        for (;;) {
          const rows = await this.store.queued(500, after);
          for (const row of rows) {
            if (this.acked.has(row.id)) continue;
            for (const socket of this.partnerSockets()) this.send(socket, toPartner(row));
          }
          if (rows.length < 500) break;
          after = rows[rows.length - 1].seq;
        }
        let newlyReady = false;
        for (const socket of this.partnerSockets()) {
          const state = socket.data.partner as PartnerState;
          if (!state.ready) {
            state.ready = true;
            newlyReady = true;
          }
        }
        // Messages committed while the queue was read were not pushed to a socket that was catching up.
        if (newlyReady) this.sweepAgain = true;
      } catch (e) {
        this.logger.warn({ err: e }, 'partner queue sweep failed; will retry');
      } finally {
        this.sweeping = false;
        if (this.sweepAgain) {
          this.sweepAgain = false;
          setImmediate(() => this.sweep());
        }
      }
    })();
  }

  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    setTimeout(() => void this.flushAcks(), 5);
  }

  // Records the acknowledged messages as delivered and tells their designers (kept for a retry if it cannot).
  async recordAcks(): Promise<void> {
    const ids = [...this.acked];
    try {
      const rows = await this.markDelivered(ids);
      for (const row of rows)
        this.delivered(row.userId, row.id, row.techpackId, row.deliveredAt!.toISOString());
      for (const id of ids) {
        this.acked.delete(id);
        this.recentlyDelivered.add(id);
      }
    } catch (e) {
      this.logger.warn({ err: e }, 'could not record deliveries; will retry');
    }
  }

  private async flushAcks(): Promise<void> {
    await this.recordAcks();
    this.flushScheduled = this.acked.size > 0;
    if (this.flushScheduled) setTimeout(() => void this.flushAcks(), 200);
  }

  // A new designer message, already committed: push it to every partner socket that has caught up.
  pushToPartners(payload: PartnerMessage): void {
    if (this.acked.has(payload.id) || this.recentlyDelivered.has(payload.id)) return;
    for (const socket of this.partnerSockets()) {
      const state = socket.data.partner as PartnerState;
      if (state.ready) this.send(socket, payload);
    }
  }
}
