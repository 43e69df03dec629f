import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback } from 'xstate';
import { createCookieStore } from '../../services/cookies/cookie-store';
import { createStaticViewportSignal } from '../../services/signals/static-signals';
import { dockManagerMachine } from '../dock-manager/dock-manager.machine';
import { dockLifecycleCalls, fakeDock, walkDockLifecycle } from '../testing/fake-dock';
import { connect, selectWidgetWindowView } from './widget-window.connect';
import { createWindowGroup } from './widget-window.group';
import { createMemoryStore } from './widget-window.logic';
import { widgetWindowMachine } from './widget-window.machine';
import { createCookieWidgetWindowStore, windowDockOf } from './widget-window.store';
import type {
  SavedWidgetWindow,
  WidgetWindowEmitted,
  WidgetWindowInput,
} from './widget-window.types';

function setup(input: Partial<WidgetWindowInput> = {}, machine = widgetWindowMachine) {
  const store = input.store ?? createMemoryStore<SavedWidgetWindow>();
  const actor = createActor(machine, { input: { name: 'Callback', ...input, store } });
  const emitted: WidgetWindowEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const api = () => connect(selectWidgetWindowView(actor.getSnapshot()), actor.send);
  const take = () => emitted.splice(0).map((event) => event.type);
  return { actor, api, store, emitted, take };
}

const box = { left: 600, top: 300, width: 320, height: 400 };

describe('lifecycle', () => {
  it('opens, minimizes, restores and closes, telling the page each time', () => {
    const window = setup();
    expect(window.api()).toMatchObject({ window: 'closed', isOpen: false });
    window.api().open();
    expect(window.api()).toMatchObject({ window: 'open', isOpen: true, isMinimized: false });
    window.api().minimize();
    expect(window.api().isMinimized).toBe(true);
    window.api().minimize(true);
    window.api().restore();
    window.api().restore();
    expect(window.api().window).toBe('open');
    window.api().minimize();
    window.api().open();
    expect(window.api().window).toBe('open');
    window.api().close();
    expect(window.api().window).toBe('closed');
    expect(window.take()).toEqual([
      'opened',
      'minimized',
      'unminimized',
      'minimized',
      'unminimized',
      'closed',
      'cancelled',
    ]);
  });

  it('opens minimized on request', () => {
    const window = setup();
    window.api().open({ minimized: true });
    expect(window.api().window).toBe('minimized');
    expect(window.take()).toEqual(['opened', 'minimized']);
  });

  it('reports the submission with its values, and a completed task is no cancellation', () => {
    const window = setup();
    window.api().open();
    window.api().submit({ firstname: 'Ada', phonenumber: '+44 20' });
    window.api().submit();
    window.api().complete();
    window.api().close();
    expect(window.emitted).toEqual([
      { type: 'opened' },
      { type: 'submitted', form: { firstname: 'Ada', phonenumber: '+44 20' } },
      { type: 'submitted', form: {} },
      { type: 'completed' },
      { type: 'closed' },
    ]);
    window.take();
    window.api().open();
    window.api().close();
    expect(window.take()).toEqual(['opened', 'closed', 'cancelled']);
  });
});

describe('closing with typed values', () => {
  it('asks first, then closes on confirm or stays open on cancel', () => {
    const window = setup();
    window.api().open();
    window.api().setDirty(true);
    window.take();
    window.api().close();
    expect(window.api()).toMatchObject({ window: 'open', confirmingClose: true });
    expect(window.api().confirmCloseText).toBe(
      'You have unsubmitted form data. Are you sure you want to quit?',
    );
    window.api().cancelClose();
    expect(window.api()).toMatchObject({ window: 'open', confirmingClose: false, dirty: true });
    window.api().close();
    window.api().confirmClose();
    expect(window.api()).toMatchObject({ window: 'closed', dirty: false });
    expect(window.take()).toEqual(['closed', 'cancelled']);
    window.api().open();
    window.api().close();
    expect(window.api().window).toBe('closed');
  });

  it('asks from the minimized window after showing it', () => {
    const window = setup();
    window.api().open({ minimized: true });
    window.api().setDirty(true);
    window.take();
    window.api().close();
    expect(window.api()).toMatchObject({ window: 'open', confirmingClose: true });
    expect(window.take()).toEqual(['unminimized']);
  });

  it('uses the widget’s own question, and closes at once when the confirmation is off', () => {
    const text = 'Are you sure you want to cancel arranging this callback?';
    const asks = setup({ options: { confirmCloseText: text } });
    expect(asks.api().confirmCloseText).toBe(text);
    const off = setup({ options: { confirmClose: false } });
    off.api().open();
    off.api().setDirty(true);
    off.api().close();
    expect(off.api().window).toBe('closed');
  });

  it('does not ask once the task completed, even while asking, nor when forced', () => {
    const window = setup();
    window.api().open();
    window.api().setDirty(true);
    window.api().close();
    window.api().complete();
    expect(window.api()).toMatchObject({ window: 'open', confirmingClose: false });
    window.api().close();
    expect(window.api().window).toBe('closed');

    const forced = setup();
    forced.api().open({ minimized: true });
    forced.api().setDirty(true);
    forced.actor.send({ type: 'window.close', force: true });
    expect(forced.api().window).toBe('closed');
  });
});

describe('persistence', () => {
  it('keeps the state in its store and shows the window as it was after a reload', () => {
    const store = createMemoryStore<SavedWidgetWindow>();
    const first = setup({ store });
    first.api().open();
    expect(store.load()).toEqual({ window: 'open' });
    first.api().minimize();
    expect(store.load()).toEqual({ window: 'minimized' });
    const reloaded = setup({ store });
    expect(reloaded.api().window).toBe('minimized');
    expect(reloaded.take()).toEqual(['opened', 'minimized']);
    reloaded.api().restore();
    const again = setup({ store });
    expect(again.api().window).toBe('open');
    expect(again.take()).toEqual(['opened']);
    again.api().close();
    expect(setup({ store }).api().window).toBe('closed');
  });

  it('keeps it in a cookie of the suite, and ignores a malformed one', () => {
    const cookies = createCookieStore();
    const store = createCookieWidgetWindowStore(cookies, 'Console');
    const window = setup({ name: 'Console', store, options: { draggable: true } });
    window.api().open();
    window.actor.send({ type: 'drag.start', x: 610, y: 310, box });
    window.actor.send({ type: 'drag.move', x: 510, y: 210 });
    window.actor.send({ type: 'drag.end' });
    expect(JSON.parse(cookies.get('Console.window')!)).toEqual({
      window: 'open',
      position: { x: 500, y: 200 },
    });
    expect(setup({ name: 'Console', store }).api()).toMatchObject({
      window: 'open',
      position: { x: 500, y: 200 },
    });
    cookies.set('Console.window', '{"window":"huge"}');
    expect(store.load()).toBeUndefined();
    cookies.set('Console.window', 'not json');
    expect(store.load()).toBeUndefined();
    cookies.set('Console.window', '{"window":"minimized"}');
    expect(store.load()).toEqual({ window: 'minimized' });
    store.clear();
    expect(cookies.get('Console.window')).toBeUndefined();
  });
});

describe('mobile', () => {
  it('is full screen while open in mobile mode, and follows the viewport', () => {
    const viewport = createStaticViewportSignal(400);
    const window = setup({ viewport });
    window.api().open();
    expect(window.api()).toMatchObject({ mobile: true, fullScreen: true });
    window.api().minimize();
    expect(window.api().fullScreen).toBe(false);
    window.api().restore();
    viewport.set(1200);
    expect(window.api()).toMatchObject({ mobile: false, fullScreen: false });
  });

  it('reads the app’s mobile mode when given, on opening and on a viewport change', () => {
    let mobile = false;
    const window = setup({ isMobile: () => mobile });
    window.api().open();
    expect(window.api().fullScreen).toBe(false);
    mobile = true;
    window.actor.send({ type: 'viewport.change' });
    expect(window.api().fullScreen).toBe(true);
  });
});

describe('dragging', () => {
  const draggable = { options: { draggable: true } };

  it('moves the window with the pointer, inside the viewport, and says where it went', () => {
    const window = setup({ ...draggable, viewport: createStaticViewportSignal(1000) });
    window.api().open();
    window.actor.send({ type: 'drag.start', x: 700, y: 310, box });
    expect(window.api()).toMatchObject({ dragging: true, position: { x: 600, y: 300 } });
    window.actor.send({ type: 'drag.move', x: 650.4, y: 250 });
    expect(window.api().position).toEqual({ x: 550, y: 240 });
    window.actor.send({ type: 'drag.move', x: 5000, y: -5000 });
    expect(window.api().position).toEqual({ x: 680, y: 0 });
    window.actor.send({ type: 'drag.move', x: -5000, y: 5000 });
    expect(window.api().position).toEqual({ x: 0, y: 368 });
    window.take();
    window.actor.send({ type: 'drag.end' });
    expect(window.api().dragging).toBe(false);
    expect(window.emitted).toEqual([{ type: 'moved', position: { x: 0, y: 368 } }]);
  });

  it('remembers the place for the next opening, keeps it inside a smaller viewport, and forgets it in mobile mode', () => {
    const viewport = createStaticViewportSignal(1000);
    const window = setup({ ...draggable, viewport });
    window.api().open();
    window.actor.send({ type: 'drag.start', x: 700, y: 310, box });
    window.actor.send({ type: 'drag.move', x: 800, y: 310 });
    window.actor.send({ type: 'drag.end' });
    window.api().close();
    window.api().open();
    expect(window.api().position).toEqual({ x: 680, y: 300 });
    viewport.set(900);
    expect(window.api().position).toEqual({ x: 580, y: 300 });
    viewport.set(500);
    expect(window.api()).toMatchObject({ position: undefined, fullScreen: true });
    expect(window.store.load()).toEqual({ window: 'open' });
    window.actor.send({ type: 'drag.start', x: 1, y: 1, box });
    expect(window.api().dragging).toBe(false);
  });

  it('moves by keyboard steps inside the viewport, saved like a drag, only when draggable', () => {
    const window = setup({ ...draggable, viewport: createStaticViewportSignal(1000) });
    window.api().open();
    window.actor.send({ type: 'window.move', dx: 10, dy: -10, box });
    expect(window.api().position).toEqual({ x: 610, y: 290 });
    window.actor.send({
      type: 'window.move',
      dx: 500,
      dy: 0,
      box: { ...box, left: 610, top: 290 },
    });
    expect(window.api().position).toEqual({ x: 680, y: 290 });
    expect(window.store.load()).toEqual({ window: 'open', position: { x: 680, y: 290 } });
    expect(window.emitted.at(-1)).toEqual({ type: 'moved', position: { x: 680, y: 290 } });
    const fixed = setup();
    fixed.api().open();
    fixed.actor.send({ type: 'window.move', dx: 10, dy: 0, box });
    expect(fixed.api().position).toBeUndefined();
  });

  it('drags only when draggable, and a close or minimize ends the drag', () => {
    const fixed = setup();
    fixed.api().open();
    fixed.actor.send({ type: 'drag.start', x: 1, y: 1, box });
    expect(fixed.api().dragging).toBe(false);

    const window = setup(draggable);
    window.api().open();
    window.actor.send({ type: 'drag.start', x: 1, y: 1, box });
    window.api().minimize();
    window.api().restore();
    expect(window.api().dragging).toBe(false);
    expect(window.actor.getSnapshot().context.drag).toBeUndefined();
  });

  it('ends a drag when the viewport turns mobile mid-drag', () => {
    const viewport = createStaticViewportSignal(1000);
    const window = setup({ ...draggable, viewport });
    window.api().open();
    window.actor.send({ type: 'drag.start', x: 700, y: 310, box });
    viewport.set(500);
    window.actor.send({ type: 'drag.move', x: 600, y: 310 });
    expect(window.api()).toMatchObject({ dragging: false, position: undefined, fullScreen: true });
  });

  it('starts where the saved position says after a reload, in a desktop viewport only', () => {
    const store = createMemoryStore<SavedWidgetWindow>({
      window: 'closed',
      position: { x: 10, y: 20 },
    });
    expect(setup({ store }).api().position).toEqual({ x: 10, y: 20 });
    expect(setup({ store, isMobile: () => true }).api().position).toBeUndefined();
  });
});

describe('dock', () => {
  it('registers once while it shows, reports its width, and deregisters on close and on stop', () => {
    const dock = fakeDock();
    expect(walkDockLifecycle(setup({ dock }), dock)).toEqual(dockLifecycleCalls('Callback'));
  });

  it('registers a window restored open after a reload', () => {
    const dock = fakeDock();
    setup({ dock, store: createMemoryStore<SavedWidgetWindow>({ window: 'minimized' }) });
    expect(dock.calls).toEqual(['register Callback 0']);
  });

  it('stacks with the other docked windows of a dock manager', () => {
    const manager = createActor(dockManagerMachine, { input: { now: () => 0 } }).start();
    const dock = windowDockOf(manager);
    const callback = setup({ name: 'Callback', dock });
    const console = setup({ name: 'Console', dock });
    callback.api().open();
    callback.api().resize(320);
    console.api().open();
    const places = () =>
      manager.getSnapshot().context.entries.map(({ plugin, position }) => [plugin, position]);
    expect(places()).toEqual([
      ['Callback', 55],
      ['Console', 399],
    ]);
    callback.api().close();
    expect(places()).toEqual([['Console', 55]]);
  });
});

describe('window group', () => {
  it('keeps one contact channel open: opening one closes the others, without asking', () => {
    const group = createWindowGroup();
    const callback = setup({ name: 'Callback', group });
    const chat = setup({ name: 'SendMessage', group });
    const console = setup({ name: 'Console', group });
    console.api().open();
    callback.api().open();
    callback.api().setDirty(true);
    chat.api().open({ minimized: true });
    expect(callback.api().window).toBe('closed');
    expect(callback.take()).toEqual(['opened', 'closed', 'cancelled']);
    expect(console.api().window).toBe('open');
    expect(group.members()).toEqual(['Callback', 'SendMessage', 'Console']);
    expect(group.isExclusive('Console')).toBe(false);
    group.closeAll();
    expect([chat.api().window, console.api().window]).toEqual(['closed', 'closed']);
    console.actor.stop();
    expect(group.members()).toEqual(['Callback', 'SendMessage']);
  });

  it('follows the exclusive list it is given, also for windows restored open', () => {
    const group = createWindowGroup({ exclusive: ['Search', 'Console'] });
    const search = setup({ name: 'Search', group });
    search.api().open();
    const restored = setup({
      name: 'Console',
      group,
      store: createMemoryStore<SavedWidgetWindow>({ window: 'open' }),
    });
    expect(restored.api().window).toBe('open');
    expect(search.api().window).toBe('closed');
  });
});

describe('injected actors', () => {
  it('takes a fake viewport watcher through provide()', () => {
    let report: (() => void) | undefined;
    const watched = widgetWindowMachine.provide({
      actors: {
        viewportWatch: fromCallback(({ sendBack }) => {
          report = () => sendBack({ type: 'viewport.change' });
        }),
      },
    });
    let mobile = false;
    const window = setup({ isMobile: () => mobile }, watched);
    window.api().open();
    mobile = true;
    report!();
    expect(window.api().fullScreen).toBe(true);
  });
});

describe('an unclaimed close', () => {
  it('changes nothing while closed', () => {
    const close = vi.fn();
    const group = createWindowGroup();
    group.join({ name: 'CallUs', close });
    const window = setup({ group });
    window.api().close();
    expect(window.take()).toEqual([]);
    window.api().open();
    expect(close).toHaveBeenCalledTimes(1);
  });
});
