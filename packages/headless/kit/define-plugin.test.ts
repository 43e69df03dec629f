import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { assign, createActor, emit, setup } from 'xstate';
import * as z from 'zod/mini';
import { createBus } from '../bus/bus';
import type { BusEvent } from '../bus/bus.types';
import { command, CommandRejection, declarePlugin, definePlugin, event } from './define-plugin';
import type { CommandsOf, EventsOf } from './plugin.types';

const counterManifest = declarePlugin({
  name: 'Counter',
  commands: {
    add: command<{ by: number }, { count: number }>({
      options: z.object({ by: z.number().check(z.positive()) }),
    }),
    read: command<undefined, { count: number }>(),
    fail: command(),
  },
  events: { changed: event<{ count: number }>(), cleared: event() },
  rejections: { tooBig: 'The count may not pass {limit}' },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof counterManifest> {}
    interface Events extends EventsOf<typeof counterManifest> {}
  }
}

const counterMachine = setup({
  types: {
    context: {} as { count: number },
    events: {} as { type: 'add'; by: number },
    emitted: {} as { type: 'changed'; count: number },
  },
  actions: {
    addToCount: assign({ count: ({ context, event }) => context.count + event.by }),
    notifyChanged: emit(({ context }) => ({ type: 'changed' as const, count: context.count })),
  },
}).createMachine({
  context: { count: 0 },
  on: { add: { actions: ['addToCount', 'notifyChanged'] } },
});

type Counter = ReturnType<typeof createActor<typeof counterMachine>>;

const counterPlugin = definePlugin<Counter, typeof counterManifest>(counterManifest, {
  commands: {
    add: ({ by }, { target, reject }) => {
      if (target.getSnapshot().context.count + by > 10) reject('tooBig', { limit: '10' });
      target.send({ type: 'add', by });
      return { count: target.getSnapshot().context.count };
    },
    read: (_options, { target }) => ({ count: target.getSnapshot().context.count }),
    fail: () => {
      throw new Error('broken');
    },
  },
  publish: (target, plugin) => {
    const subscription = target.on('changed', ({ count }) => plugin.publish('changed', { count }));
    return () => subscription.unsubscribe();
  },
});

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function attached() {
  const bus = createBus({ logger: silent });
  const actor = createActor(counterMachine).start();
  const detach = counterPlugin.attach(bus, actor);
  return { bus, actor, detach };
}

describe('definePlugin', () => {
  it('registers the table: commands, events and readiness', async () => {
    const { bus } = attached();
    expect(bus.registry()).toEqual([
      {
        name: 'Counter',
        ready: true,
        commands: ['add', 'read', 'fail'],
        events: ['ready', 'data', 'changed', 'cleared'],
      },
    ]);
    const result = bus.command('Counter.add', { by: 2 });
    expectTypeOf(result).toEqualTypeOf<Promise<{ count: number }>>();
    await expect(result).resolves.toEqual({ count: 2 });
    await expect(bus.command('Counter.read')).resolves.toEqual({ count: 2 });
  });

  it("checks options against the table's schema, naming the bad field", async () => {
    const { bus } = attached();
    await expect(bus.untyped.command('Counter.add', { by: -1 })).rejects.toThrow(
      /Invalid options for Counter\.add: by:/,
    );
  });

  it('rejects with the table text and its placeholders filled', async () => {
    const { bus } = attached();
    const refused = bus.command('Counter.add', { by: 11 });
    await expect(refused).rejects.toBeInstanceOf(CommandRejection);
    await expect(refused).rejects.toMatchObject({
      code: 'tooBig',
      message: 'The count may not pass 10',
    });
  });

  it('passes a handler error through as the rejection', async () => {
    const { bus } = attached();
    await expect(bus.command('Counter.fail')).rejects.toThrow('broken');
  });

  it("publishes the target's notifications as the plugin's events", async () => {
    const { bus, actor } = attached();
    const seen: BusEvent[] = [];
    bus.subscribe('Counter.changed', (envelope) => seen.push(envelope));
    actor.send({ type: 'add', by: 3 });
    await flush();
    expect(seen.map(({ event, publisher, data }) => ({ event, publisher, data }))).toEqual([
      { event: 'Counter.changed', publisher: 'Counter', data: { count: 3 } },
    ]);
  });

  it('detaches: the plugin leaves the bus and the feed stops', async () => {
    const { bus, actor, detach } = attached();
    const changed = vi.fn();
    bus.subscribe('Counter.changed', changed);
    detach();
    actor.send({ type: 'add', by: 1 });
    await flush();
    expect(changed).not.toHaveBeenCalled();
    await expect(bus.command('Counter.read')).rejects.toThrow('Command does not exist');
  });

  it('leaves readiness to the feed when the table says so', async () => {
    const manifest = declarePlugin({
      name: 'Late',
      commands: { ping: command<undefined, string>() },
      readyOnAttach: false,
      commandsBeforeReady: false,
    });
    let markReady = () => {};
    const plugin = definePlugin<undefined, typeof manifest>(manifest, {
      commands: { ping: () => 'pong' },
      publish: (_target, publisher) => {
        markReady = () => publisher.ready({ at: 1 });
        return () => undefined;
      },
    });
    const bus = createBus({ logger: silent });
    plugin.attach(bus, undefined);
    const answer = bus.untyped.command('Late.ping');
    const settled = vi.fn();
    void answer.then(settled);
    await flush();
    expect(settled).not.toHaveBeenCalled();
    markReady();
    await expect(answer).resolves.toBe('pong');
  });
});
