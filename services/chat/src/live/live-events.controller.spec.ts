import { describe, expect, it } from '@jest/globals';
import type { EventBus } from '@techpack/platform';
import { LiveEventsController } from './live-events.controller';
import type { LiveHub } from './live.hub';

// The bus feed of the live sockets: on Kafka every instance pushes what any instance saved; on the in-process bus
// the instance that saved a message already pushed it.
function setup(kind: 'memory' | 'kafka') {
  const calls: [string, ...unknown[]][] = [];
  const hub = {
    pushToPartners: (m: unknown) => calls.push(['partners', m]),
    pushToDesigner: (userId: string, m: unknown) => calls.push(['designer', userId, m]),
    deliveredNotice: (...args: unknown[]) => calls.push(['delivered', ...args]),
  } as unknown as LiveHub;
  return { calls, controller: new LiveEventsController(hub, { kind } as EventBus) };
}

const posted = {
  messageId: 'm1',
  techPackId: 'tp1',
  userId: 'u1',
  userEmail: 'd@example.com',
  message: 'hello',
  messageType: 'text',
  sentAt: '2026-01-01T00:00:00.000Z',
  pdfUrl: 'https://example.com/pdf',
};

describe('live events from the bus', () => {
  it('on Kafka, pushes designer messages to the partner and replies to the designer', async () => {
    const { calls, controller } = setup('kafka');
    await controller.onPosted({ ...posted, sender: 'user' });
    await controller.onPosted({
      ...posted,
      messageId: 'm2',
      sender: 'manufacturer',
      author: 'partner',
      pdfUrl: null,
    });
    await controller.onDelivered({
      messageId: 'm1',
      techPackId: 'tp1',
      deliveredAt: '2026-01-01T00:00:01.000Z',
      userId: 'u1',
    });
    await controller.onDelivered({
      messageId: 'm1',
      techPackId: 'tp1',
      deliveredAt: '2026-01-01T00:00:01.000Z',
    });
    expect(calls).toEqual([
      [
        'partners',
        expect.objectContaining({
          id: 'm1',
          seq: 0,
          pdfUrl: 'https://example.com/pdf',
          user: { id: 'u1', email: 'd@example.com' },
        }),
      ],
      [
        'designer',
        'u1',
        expect.objectContaining({
          id: 'm2',
          sender: 'manufacturer',
          status: 'sent',
          deliveredAt: null,
          user: { email: 'd@example.com' },
        }),
      ],
      ['delivered', 'u1', 'm1', 'tp1', '2026-01-01T00:00:01.000Z'],
    ]);
  });

  it('on the in-process bus, does nothing', async () => {
    const { calls, controller } = setup('memory');
    await controller.onPosted({ ...posted, sender: 'user' });
    await controller.onDelivered({
      messageId: 'm1',
      techPackId: 'tp1',
      deliveredAt: '2026-01-01T00:00:01.000Z',
      userId: 'u1',
    });
    expect(calls).toEqual([]);
  });
});
