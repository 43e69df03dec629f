import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { Bus } from '../../bus/bus.types';
import {
  trackEvents,
  trackedEventList,
  type TrackedEvent,
  type TrackedEventName,
} from './tracked-events';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => vi.advanceTimersByTimeAsync(0);

/** Registers a stand-in plugin that declares `events` and publishes through the returned handle. */
function plugin(bus: Bus, name: string, events: string[]) {
  const handle = bus.registerPlugin(name);
  handle.registerEvents(events);
  handle.ready();
  return handle;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 0, 1));
});
afterEach(() => vi.useRealTimers());

describe('trackEvents', () => {
  it('gives one stable record per tracked event, typed by the tables', async () => {
    const bus = createBus({ logger: silent });
    const seen: TrackedEvent[] = [];
    trackEvents(bus, (event) => seen.push(event));
    const chat = plugin(bus, 'WebChat', ['opened', 'closed']);
    const search = plugin(bus, 'Search', ['opened']);
    chat.publish('opened', undefined);
    search.publish('opened', undefined);
    await flush();
    expect(seen).toEqual([
      {
        name: 'WebChat.opened',
        area: 'chat',
        plugin: 'WebChat',
        event: 'opened',
        time: Date.UTC(2026, 0, 1),
        data: undefined,
      },
      {
        name: 'Search.opened',
        area: 'search',
        plugin: 'Search',
        event: 'opened',
        time: Date.UTC(2026, 0, 1),
        data: undefined,
      },
    ]);
    const name: TrackedEventName = 'SendMessageService.messageSent';
    // @ts-expect-error the timer's ticks are not tracked
    const untracked: TrackedEventName = 'Timer.tick';
    expect([name, untracked]).toHaveLength(2);
  });

  it('carries the payload', async () => {
    const bus = createBus({ logger: silent });
    const seen: TrackedEvent[] = [];
    trackEvents(bus, (event) => seen.push(event));
    const deflection = plugin(bus, 'ChatDeflection', ['ended']);
    deflection.publish('ended', { reason: 'agent' });
    await flush();
    expect(seen.map(({ name, data }) => ({ name, data }))).toEqual([
      { name: 'ChatDeflection.ended', data: { reason: 'agent' } },
    ]);
  });

  it('leaves out ready, data, events the tables do not declare and other plugins', async () => {
    const bus = createBus({ logger: silent });
    const seen: TrackedEvent[] = [];
    trackEvents(bus, (event) => seen.push(event));
    const chat = plugin(bus, 'WebChat', ['opened', 'privateThing']);
    chat.setData('state', 1);
    chat.publish('privateThing', undefined);
    plugin(bus, 'Timer', ['tick']).publish('tick', { time: 1 });
    await flush();
    expect(seen).toEqual([]);
  });

  it('follows only the areas asked for', async () => {
    const bus = createBus({ logger: silent });
    const seen: string[] = [];
    trackEvents(bus, (event) => seen.push(event.name), { areas: ['callback', 'cobrowse'] });
    plugin(bus, 'WebChat', ['opened']).publish('opened', undefined);
    plugin(bus, 'Callback', ['opened']).publish('opened', undefined);
    plugin(bus, 'CoBrowse', ['sessionEnded']).publish('sessionEnded', undefined);
    await flush();
    expect(seen).toEqual(['Callback.opened', 'CoBrowse.sessionEnded']);
  });

  it('stops when unsubscribed', async () => {
    const bus = createBus({ logger: silent });
    const listener = vi.fn();
    const stop = trackEvents(bus, listener);
    const callUs = plugin(bus, 'CallUs', ['opened']);
    stop();
    callUs.publish('opened', undefined);
    await flush();
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('trackedEventList', () => {
  it('lists every event of every tracked area, from the tables', () => {
    const list = trackedEventList();
    expect(new Set(list.map(({ area }) => area))).toEqual(
      new Set([
        'chat',
        'send-message',
        'callback',
        'call-us',
        'channel-selector',
        'cobrowse',
        'knowledge-center',
        'search',
        'deflection',
      ]),
    );
    expect(list).toContainEqual({
      name: 'WebChatService.messageReceived',
      area: 'chat',
      plugin: 'WebChatService',
      event: 'messageReceived',
    });
    expect(new Set(list.map(({ name }) => name)).size).toBe(list.length);
  });
});
