import {
  BaseRpcContext,
  ClientProxy,
  Ctx,
  EventPattern,
  Payload,
  Server,
  type CustomTransportStrategy,
  type ReadPacket,
  type WritePacket,
} from '@nestjs/microservices';
import { isObservable, lastValueFrom } from 'rxjs';
import { createEvent, type EventBus, type EventHandler } from '../events';
import type { EventEnvelope, EventMeta, EventPayload, EventType } from '@techpack/contracts';
import type { Outbox } from '../outbox';
import type { DatabaseHandle, Executor } from '../database';
import type { Logger } from '../logger';
import { currentScope } from '../context';

export interface EventHandlerOptions {
  // Consumer group: the service's name unless given ("<service>-<group>"). Every group sees every event once.
  group?: string;
  // One group per process instance (every instance sees every event: live pushes to its own sockets).
  perInstance?: boolean;
  // Where a new consumer group starts: the bus's default is the oldest stored event (a service's first start misses
  // nothing); `false` starts at the newest (a per-instance group for live pushes needs no history).
  fromBeginning?: boolean;
}

// What a handler gets beside its payload: the whole envelope (id, correlation, actor) and the metadata for the
// events it causes (same correlation id, this event as cause).
export class EventContext<T extends EventType = EventType> extends BaseRpcContext<
  [EventEnvelope<EventPayload<T>>]
> {
  get envelope(): EventEnvelope<EventPayload<T>> {
    return this.getArgByIndex(0);
  }

  causedMeta(actorId?: string): EventMeta {
    const e = this.envelope;
    const actor = actorId ?? e.actorId;
    return { correlationId: e.correlationId, causationId: e.id, ...(actor ? { actorId: actor } : {}) };
  }
}

type TypedEventHandler<T extends EventType> = (
  payload: EventPayload<T>,
  context: EventContext<T>,
) => Promise<unknown>;

// `@OnEvent(TOPIC)`: Nest's @EventPattern, typed by the contracts' event map, so a handler receives the validated
// payload of that topic (the transport checks it against the topic's schema before delivery): no casts.
export function OnEvent<T extends EventType>(topic: T, options: EventHandlerOptions = {}) {
  return <M extends TypedEventHandler<T>>(
    target: object,
    key: string | symbol,
    descriptor: TypedPropertyDescriptor<M>,
  ): void => {
    EventPattern(topic, { ...options })(
      target,
      key,
      descriptor as unknown as TypedPropertyDescriptor<(data: unknown) => unknown>,
    );
    // (payload, context) by position, as the signature says: no @Payload() / @Ctx() to write on every handler.
    Payload()(target, key, 0);
    Ctx()(target, key, 1);
  };
}

interface GroupPlan {
  name: string;
  fromBeginning?: boolean;
  perInstance?: boolean;
  handlers: Map<string, ((data: unknown, ctx: EventContext) => Promise<unknown>)[]>;
}

// The platform's event bus (in-process or Kafka) as a Nest transport. What the bus already does stays there:
// validation against the topic's schema, retries with backoff, dead letters, transient-failure handling, consumer
// supervision and lag metrics, and the handler's log context (the event's correlation and causation ids, in
// AsyncLocalStorage). This class only maps Nest's @EventPattern handlers onto consumer groups.
export class EventBusTransport extends Server implements CustomTransportStrategy {
  override readonly transportId = Symbol.for('techpack.event-bus');
  // Handler errors come back to the bus (retry / dead-letter), they are not only logged by Nest.
  override propagatesEventHandlerErrors = true;
  private unsubscribers: (() => Promise<void>)[] = [];

  constructor(
    private readonly bus: EventBus,
    private readonly service: string,
    private readonly instanceId: string,
    private readonly log: Logger,
  ) {
    super();
  }

  // The consumer groups and their topics, as the handlers ask for them.
  plan(): GroupPlan[] {
    const groups = new Map<string, GroupPlan>();
    for (const [pattern, head] of this.getHandlers()) {
      for (let h: typeof head | undefined = head; h; h = h.next) {
        const extras = (h.extras ?? {}) as EventHandlerOptions;
        let name = extras.group ? `${this.service}-${extras.group}` : this.service;
        if (extras.perInstance) name = `${name}-${this.instanceId}`;
        const plan: GroupPlan = groups.get(name) ?? {
          name,
          handlers: new Map(),
          perInstance: extras.perInstance === true,
        };
        // explicit options decide (true wins over false); none: the bus's default
        if (extras.fromBeginning !== undefined)
          plan.fromBeginning = plan.fromBeginning === true || extras.fromBeginning;
        const list = plan.handlers.get(pattern) ?? [];
        const handler = h;
        list.push((data: unknown, ctx: EventContext) => handler(data, ctx) as Promise<unknown>);
        plan.handlers.set(pattern, list);
        groups.set(name, plan);
      }
    }
    return [...groups.values()];
  }

  async listen(callback: (...optionalParams: unknown[]) => unknown): Promise<void> {
    try {
      for (const plan of this.plan()) {
        const handler: EventHandler = async (event) => {
          const context = new EventContext([event as EventEnvelope<EventPayload<EventType>>]);
          for (const h of plan.handlers.get(event.type) ?? []) {
            const result = await h(event.payload, context);
            if (isObservable(result)) await lastValueFrom(result, { defaultValue: undefined });
          }
        };
        this.unsubscribers.push(
          await this.bus.subscribe({
            group: plan.name,
            topics: [...plan.handlers.keys()],
            handler,
            fromBeginning: plan.fromBeginning,
            ...(plan.perInstance ? { ephemeral: true } : {}),
          }),
        );
        this.log.debug({ group: plan.name, topics: [...plan.handlers.keys()] }, 'event handlers subscribed');
      }
      callback();
    } catch (e) {
      callback(e);
    }
  }

  async close(): Promise<void> {
    const list = this.unsubscribers.splice(0);
    await Promise.allSettled(list.map((u) => u()));
  }

  on(): never {
    throw new Error('the event bus transport has no transport-level events');
  }

  unwrap<T>(): T {
    return this.bus as T;
  }
}

// Publishing: every event goes through the service's transactional outbox. `record` writes an event in the caller's
// transaction (the state change and its event commit together); Nest's `emit(topic, payload)` writes one in a
// transaction of its own. The outbox relays to the bus right after commit.
export class EventsClient extends ClientProxy {
  constructor(
    private readonly outbox: Outbox,
    private readonly database: DatabaseHandle,
  ) {
    super();
  }

  // Metadata of an event caused by the current request or event (its correlation id, its event as cause).
  static metaFromScope(actorId?: string): EventMeta {
    const scope = currentScope();
    return {
      correlationId: scope?.correlationId ?? crypto.randomUUID(),
      ...(scope?.causationId ? { causationId: scope.causationId } : {}),
      ...((actorId ?? scope?.actorId) ? { actorId: actorId ?? scope?.actorId } : {}),
    };
  }

  async record<T extends EventType>(
    tx: Executor,
    topic: T,
    aggregateId: string,
    payload: EventPayload<T>,
    meta?: EventMeta,
  ): Promise<EventEnvelope<EventPayload<T>>> {
    const event = createEvent(topic, aggregateId, payload, meta ?? EventsClient.metaFromScope());
    await this.outbox.add(tx, [event]);
    return event;
  }

  async connect(): Promise<void> {}
  async close(): Promise<void> {}

  protected async dispatchEvent<T = unknown>(
    packet: ReadPacket<{ aggregateId?: string; payload?: unknown } | unknown>,
  ): Promise<T> {
    const topic = String(packet.pattern) as EventType;
    const data = (packet.data ?? {}) as { aggregateId?: string; payload?: unknown };
    const payload = (data.payload ?? data) as EventPayload<EventType>;
    await this.database.db.transaction(async (tx) => {
      await this.record(tx, topic, data.aggregateId ?? crypto.randomUUID(), payload);
    });
    return undefined as T;
  }

  protected publish(_packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    callback({ err: new Error('events are one-way: use an HTTP call for an answer') });
    return () => undefined;
  }

  unwrap<T>(): T {
    return this.outbox as T;
  }

  on(): never {
    throw new Error('the events client has no transport-level events');
  }
}
