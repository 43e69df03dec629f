import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { coBrowseManifest, type CoBrowseState } from '../cobrowse/cobrowse.manifest';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { widgetWindowMachine } from '../widget-window/widget-window.machine';
import { createActor } from 'xstate';
import { registerLazyCallUs } from './call-us.lazy';
import { callUsWidget, type CallUsRuntimeInput } from './call-us.widget';
import { fakeArbiter, testContacts } from './call-us.test-support';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page with the Call Us widget and its bus; `coBrowse` puts a fake CoBrowse bridge on it. */
function page(input: Partial<CallUsRuntimeInput> = {}, coBrowse?: CoBrowseState) {
  const bus = createBus({ logger: silent });
  const opens: unknown[] = [];
  const bridge = coBrowse && bus.registerPlugin('CoBrowse', { commandsBeforeReady: true });
  if (bridge) {
    bridge.registerEvents(Object.keys(coBrowseManifest.events));
    bridge.registerCommand('getState', () => coBrowse);
    bridge.registerCommand('open', (options) => {
      opens.push(options);
      return undefined;
    });
    bridge.ready();
  }
  const events: string[] = [];
  bus.untyped.subscribe('CallUs.*', (event: BusEvent) => {
    if (event.event !== 'CallUs.ready') events.push(event.event);
  });
  const windows = createWindowGroup();
  const widget = startWidget(
    callUsWidget,
    { options: testContacts, group: windows, ...input },
    { bus },
  );
  return { bus, bridge, opens, events, windows, widget, actor: widget.actors.callUs };
}

describe('CallUs plugin', () => {
  it('registers the table of protocols 8.3 and service-protocols 8', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'CallUs');
    expect(entry?.commands).toEqual(['open', 'close', 'configure']);
    expect(entry?.events).toEqual(expect.arrayContaining(['opened', 'closed']));
    expect(entry?.ready).toBe(true);
  });

  it("opens and closes, publishing opened and closed; rejects 'Already opened' and 'Already closed'", async () => {
    const { bus, events } = page();
    await expect(bus.command('CallUs.close')).rejects.toThrow('Already closed');
    await bus.command('CallUs.open');
    await expect(bus.command('CallUs.open')).rejects.toThrow('Already opened');
    await bus.command('CallUs.close');
    await flush();
    expect(events).toEqual(['CallUs.opened', 'CallUs.closed']);
  });

  it("rejects 'Could not open' with nothing to show, until configured", async () => {
    const { bus, actor } = page({ options: {} });
    await expect(bus.command('CallUs.open')).rejects.toThrow('Could not open');
    await bus.command('CallUs.configure', { contacts: [{ number: '555 0100' }] });
    await bus.command('CallUs.open');
    expect(actor.getSnapshot().value).toBe('open');
  });

  it("rejects 'Could not open' and 'Could not close' when the overlay's arbiter refuses", async () => {
    const overlay = fakeArbiter(new Set(['view.open']));
    const { bus } = page({ overlay: overlay.arbiter });
    await expect(bus.command('CallUs.open')).rejects.toThrow('Could not open');
    overlay.refused.clear();
    await bus.command('CallUs.open');
    overlay.refused.add('view.close');
    await expect(bus.command('CallUs.close')).rejects.toThrow('Could not close');
  });

  it("rejects 'Invalid configuration' for none, an empty one or a bad one", async () => {
    const { bus, actor } = page();
    await expect(bus.command('CallUs.configure', {})).rejects.toThrow('Invalid configuration');
    await expect(
      bus.command('CallUs.configure', { contacts: [{ displayName: 'Sales' }] } as never),
    ).rejects.toThrow('Invalid configuration');
    await expect(bus.command('CallUs.configure', { hours: 'all day' } as never)).rejects.toThrow(
      'Invalid configuration',
    );
    await bus.command('CallUs.configure', { hours: ['24/7'] });
    expect(actor.getSnapshot().context.options).toMatchObject({
      hours: ['24/7'],
      contacts: testContacts.contacts,
    });
  });

  it('reads the CoBrowse bridge through the bus and follows stateChanged', async () => {
    const { bus, bridge, opens, actor, events } = page(
      {},
      { online: true, active: false, pending: false },
    );
    await bus.command('CallUs.open');
    await flush();
    expect(actor.getSnapshot().context.coBrowseState.online).toBe(true);
    bridge!.publish('stateChanged', { online: true, active: true, pending: false });
    await flush();
    expect(actor.getSnapshot().context.coBrowseState.active).toBe(true);
    bridge!.publish('stateChanged', { online: true, active: false, pending: false });
    await flush();
    actor.send({ type: 'cobrowse.start' });
    await flush();
    expect(opens).toHaveLength(1);
    expect(events).toEqual(['CallUs.opened', 'CallUs.closed']);
  });

  it('counts co-browse as offline without a bridge on the bus, and asks no plugin file', async () => {
    const loader = vi.fn(() => Promise.reject(new Error('no file')));
    const bus = createBus({ logger: silent, loader, pluginsPath: '/plugins/' });
    const widget = startWidget(callUsWidget, { options: testContacts }, { bus });
    await bus.command('CallUs.open');
    await flush();
    expect(widget.actors.callUs.getSnapshot().context.coBrowseState.online).toBe(false);
    expect(loader).not.toHaveBeenCalled();
  });

  it('is an exclusive channel of the app group', async () => {
    const { bus, windows, actor } = page();
    const callback = createActor(widgetWindowMachine, {
      input: { name: 'Callback', group: windows },
    }).start();
    callback.send({ type: 'window.open' });
    await bus.command('CallUs.open');
    expect(callback.getSnapshot().value).toBe('closed');
    callback.send({ type: 'window.open' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('is on the bus before its code loads: open loads it and runs once it binds', async () => {
    const bus = createBus({ logger: silent });
    let widget: ReturnType<typeof startWidget<CallUsRuntimeInput, typeof callUsWidget.machines>>;
    const load = vi.fn(() => {
      widget = startWidget(callUsWidget, { options: testContacts }, { bus });
    });
    registerLazyCallUs(bus, { load });
    await expect(bus.command('CallUs.close')).rejects.toThrow('Already closed');
    expect(load).not.toHaveBeenCalled();
    await bus.command('CallUs.open');
    expect(load).toHaveBeenCalledTimes(1);
    expect(widget!.actors.callUs.getSnapshot().value).toBe('open');
  });
});
