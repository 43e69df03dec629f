import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { dockManagerMachine } from './dock-manager.machine';
import type {
  DockEntry,
  DockManagerEmitted,
  DockManagerInput,
  DockRegistration,
} from './dock-manager.types';

function start(input: DockManagerInput = {}) {
  let time = 1_000;
  const emitted: DockManagerEmitted[] = [];
  const actor = createActor(dockManagerMachine, { input: { now: () => time, ...input } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const entries = () => actor.getSnapshot().context.entries;
  return {
    actor,
    emitted,
    entries,
    types: () => emitted.map(({ type }) => type),
    positions: () => entries().map(({ plugin, position }) => [plugin, position]),
    tick: (ms: number) => {
      time += ms;
    },
    register: (registration: DockRegistration) =>
      actor.send({ type: 'view.register', content: '<div></div>', ...registration }),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('dock manager: dock views', () => {
  it('places the first view 55 px from the right and each next one after the previous width plus 24 px', () => {
    const { entries, positions, register, tick } = start();
    register({ plugin: 'WebChat', width: 360 });
    tick(5);
    register({ plugin: 'Callback', width: 300 });
    register({ plugin: 'ClickToCall', width: 280 });
    expect(positions()).toEqual([
      ['WebChat', 55],
      ['Callback', 55 + 360 + 24],
      ['ClickToCall', 439 + 300 + 24],
    ]);
    expect(entries()[0]).toEqual({
      plugin: 'WebChat',
      viewType: 'dockView',
      content: '<div></div>',
      addedAt: 1_000,
      modifiedAt: 1_000,
      position: 55,
      width: 360,
      visible: true,
    });
    expect(entries()[1]).toMatchObject({ addedAt: 1_005, modifiedAt: 1_005 });
  });

  it('emits added with the new entry, then changed with the whole layout', () => {
    const { emitted, entries, register } = start();
    register({ plugin: 'WebChat', width: 360 });
    expect(emitted).toEqual([
      { type: 'added', entry: entries()[0] },
      { type: 'changed', entries: entries(), mobile: false },
    ]);
  });

  it('recomputes the offsets on removal, emits removed then changed, and dates only the moved views', () => {
    const { actor, emitted, entries, positions, register, tick } = start();
    register({ plugin: 'WebChat', width: 360 });
    register({ plugin: 'Callback', width: 300 });
    register({ plugin: 'ClickToCall', width: 280 });
    const [webChat] = entries();
    emitted.length = 0;
    tick(100);
    actor.send({ type: 'view.deregister', plugin: 'WebChat' });
    expect(positions()).toEqual([
      ['Callback', 55],
      ['ClickToCall', 55 + 300 + 24],
    ]);
    expect(entries().map(({ modifiedAt }) => modifiedAt)).toEqual([1_100, 1_100]);
    expect(emitted).toEqual([
      { type: 'removed', entry: webChat },
      { type: 'changed', entries: entries(), mobile: false },
    ]);
    tick(100);
    actor.send({ type: 'view.deregister', plugin: 'ClickToCall' });
    expect(entries()).toMatchObject([{ plugin: 'Callback', position: 55, modifiedAt: 1_100 }]);
  });

  it('recomputes the offsets when a view reports its measured width', () => {
    const { actor, emitted, entries, positions, register, tick } = start();
    register({ plugin: 'WebChat' });
    register({ plugin: 'Callback' });
    expect(positions()).toEqual([
      ['WebChat', 55],
      ['Callback', 79],
    ]);
    emitted.length = 0;
    tick(10);
    actor.send({ type: 'view.resize', plugin: 'WebChat', width: 360 });
    expect(positions()).toEqual([
      ['WebChat', 55],
      ['Callback', 439],
    ]);
    expect(entries()).toMatchObject([
      { width: 360, modifiedAt: 1_010 },
      { width: 0, modifiedAt: 1_010 },
    ]);
    expect(emitted).toEqual([{ type: 'changed', entries: entries(), mobile: false }]);
  });

  it('ignores a width that did not change and a width for a view it does not know', () => {
    const { actor, emitted, register } = start();
    register({ plugin: 'WebChat', width: 360 });
    emitted.length = 0;
    actor.send({ type: 'view.resize', plugin: 'WebChat', width: 360 });
    actor.send({ type: 'view.resize', plugin: 'Callback', width: 100 });
    actor.send({ type: 'view.resize', plugin: 'WebChat', width: 100, viewType: 'sideButton' });
    expect(emitted).toEqual([]);
  });

  it('counts a negative or non-finite width as 0', () => {
    const { actor, positions, register } = start();
    register({ plugin: 'WebChat', width: -20 });
    register({ plugin: 'Callback', width: Number.NaN });
    register({ plugin: 'ClickToCall' });
    expect(positions()).toEqual([
      ['WebChat', 55],
      ['Callback', 79],
      ['ClickToCall', 103],
    ]);
    actor.send({ type: 'view.resize', plugin: 'Callback', width: Number.POSITIVE_INFINITY });
    expect(positions()[2]).toEqual(['ClickToCall', 103]);
  });

  it('honours a configured first offset and gap', () => {
    const { positions, register } = start({ firstOffset: 10, gap: 8 });
    register({ plugin: 'WebChat', width: 100 });
    register({ plugin: 'Callback', width: 100 });
    expect(positions()).toEqual([
      ['WebChat', 10],
      ['Callback', 118],
    ]);
  });
});

describe('dock manager: refused commands', () => {
  it('refuses to register the same plugin twice, with a clear error, and keeps the first view', () => {
    const { emitted, entries, register } = start();
    register({ plugin: 'WebChat', width: 360, content: 'first' });
    const before = entries();
    emitted.length = 0;
    register({ plugin: 'WebChat', width: 200, content: 'second' });
    expect(entries()).toBe(before);
    expect(emitted).toEqual([
      {
        type: 'error',
        code: 'alreadyRegistered',
        plugin: 'WebChat',
        viewType: 'dockView',
        message: "The dock view of plugin 'WebChat' is already registered",
      },
    ]);
  });

  it('refuses a registration without content: missing, null or blank', () => {
    const { actor, emitted, entries } = start();
    for (const content of [undefined, null, '', '   \n']) {
      actor.send({ type: 'view.register', plugin: 'WebChat', content });
    }
    actor.send({ type: 'view.register', plugin: 'WebChat', viewType: 'sideButton' });
    expect(entries()).toEqual([]);
    expect(emitted).toHaveLength(5);
    expect(emitted[0]).toEqual({
      type: 'error',
      code: 'missingContent',
      plugin: 'WebChat',
      viewType: 'dockView',
      message: "The dock view of plugin 'WebChat' cannot be registered without content",
    });
    expect(emitted.at(-1)).toMatchObject({
      code: 'missingContent',
      viewType: 'sideButton',
      message: "The side button of plugin 'WebChat' cannot be registered without content",
    });
  });

  it('accepts any element object as content', () => {
    const { entries, register } = start();
    const element = { type: 'div', props: {} };
    register({ plugin: 'WebChat', content: element });
    expect(entries()[0]?.content).toBe(element);
  });

  it('refuses to remove a view that is not registered', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'view.deregister', plugin: 'Callback', viewType: 'sideButton' });
    expect(emitted).toEqual([
      {
        type: 'error',
        code: 'notRegistered',
        plugin: 'Callback',
        viewType: 'sideButton',
        message: "Plugin 'Callback' has no registered side button",
      },
    ]);
  });
});

describe('dock manager: side buttons', () => {
  it('lets a plugin register a side button beside its dock view, on the edge and out of the offsets', () => {
    const { entries, positions, register } = start();
    register({ plugin: 'WebChat', viewType: 'sideButton', content: 'Live Chat', width: 48 });
    register({ plugin: 'WebChat', width: 360 });
    register({ plugin: 'Callback', width: 300 });
    expect(positions()).toEqual([
      ['WebChat', 0],
      ['WebChat', 55],
      ['Callback', 439],
    ]);
    expect(entries().map(({ viewType }) => viewType)).toEqual([
      'sideButton',
      'dockView',
      'dockView',
    ]);
  });

  it('shows a side button 1000 ms after it registers, and emits shown then changed', () => {
    const { emitted, entries, register, tick, types } = start();
    register({ plugin: 'WebChat', viewType: 'sideButton', content: 'Live Chat' });
    expect(entries()[0]).toMatchObject({ visible: false, addedAt: 1_000 });
    tick(1_000);
    vi.advanceTimersByTime(999);
    expect(entries()[0]?.visible).toBe(false);
    vi.advanceTimersByTime(1);
    expect(entries()[0]).toMatchObject({ visible: true, modifiedAt: 2_000 });
    expect(types()).toEqual(['added', 'changed', 'shown', 'changed']);
    expect(emitted[2]).toEqual({ type: 'shown', entry: entries()[0] });
  });

  it('cancels the pending appearance when the side button is removed first', () => {
    const { actor, register, types } = start();
    register({ plugin: 'WebChat', viewType: 'sideButton', content: 'Live Chat' });
    vi.advanceTimersByTime(500);
    actor.send({ type: 'view.deregister', plugin: 'WebChat', viewType: 'sideButton' });
    expect(vi.getTimerCount()).toBe(0);
    register({ plugin: 'WebChat', viewType: 'sideButton', content: 'Live Chat' });
    vi.advanceTimersByTime(999);
    expect(types()).toEqual(['added', 'changed', 'removed', 'changed', 'added', 'changed']);
    vi.advanceTimersByTime(1);
    expect(types().slice(-2)).toEqual(['shown', 'changed']);
  });

  it('shows a side button at once when asked, and only once', () => {
    const { actor, entries, register, types } = start();
    register({ plugin: 'WebChat', viewType: 'sideButton', content: 'Live Chat' });
    actor.send({ type: 'sideButton.show', plugin: 'WebChat' });
    expect(entries()[0]?.visible).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    actor.send({ type: 'sideButton.show', plugin: 'WebChat' });
    actor.send({ type: 'sideButton.show', plugin: 'Callback' });
    vi.advanceTimersByTime(1_000);
    expect(types()).toEqual(['added', 'changed', 'shown', 'changed']);
  });

  it('honours a configured delay, and shows side buttons at once with a delay of 0', () => {
    const late = start({ sideButtonDelay: 300 });
    late.register({ plugin: 'WebChat', viewType: 'sideButton' });
    vi.advanceTimersByTime(300);
    expect(late.entries()[0]?.visible).toBe(true);

    const now = start({ sideButtonDelay: 0 });
    now.register({ plugin: 'WebChat', viewType: 'sideButton' });
    expect(now.entries()[0]?.visible).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
    expect(now.types()).toEqual(['added', 'changed']);
  });

  it('drops pending appearances when stopped', () => {
    const { actor, register } = start();
    register({ plugin: 'WebChat', viewType: 'sideButton' });
    actor.stop();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('dock manager: mobile mode', () => {
  it('switches views to the mobile style and back, emitting mobileMode then changed', () => {
    const { actor, emitted, register } = start();
    register({ plugin: 'WebChat', width: 360 });
    emitted.length = 0;
    actor.send({ type: 'mobile.set', mobile: true });
    expect(actor.getSnapshot().context.mobile).toBe(true);
    const entries: DockEntry[] = actor.getSnapshot().context.entries;
    expect(emitted).toEqual([
      { type: 'mobileMode', mobile: true },
      { type: 'changed', entries, mobile: true },
    ]);
    actor.send({ type: 'mobile.set', mobile: true });
    expect(emitted).toHaveLength(2);
    actor.send({ type: 'mobile.set', mobile: false });
    expect(actor.getSnapshot().context.mobile).toBe(false);
    expect(emitted.slice(2)).toEqual([
      { type: 'mobileMode', mobile: false },
      { type: 'changed', entries, mobile: false },
    ]);
  });

  it('starts in mobile mode when told to', () => {
    const { actor } = start({ mobile: true });
    expect(actor.getSnapshot().context.mobile).toBe(true);
  });
});

describe('dock manager: clock', () => {
  it('dates entries with Date.now by default', () => {
    vi.setSystemTime(42_000);
    const actor = createActor(dockManagerMachine, { input: {} }).start();
    actor.send({ type: 'view.register', plugin: 'WebChat', content: 'x' });
    expect(actor.getSnapshot().context.entries[0]).toMatchObject({
      addedAt: 42_000,
      modifiedAt: 42_000,
    });
  });
});
