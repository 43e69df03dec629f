import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { registerLazySidebar } from './sidebar.lazy';
import { sidebarWidget, type SidebarRuntimeInput } from './sidebar.widget';
import { testChannels } from './sidebar.test-support';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page with the sidebar widget and its bus, and a `WebChat` and `Callback` that record their opens. */
function page(input: Partial<SidebarRuntimeInput> = {}) {
  const bus = createBus({ logger: silent });
  const opens: { command: string; options: unknown }[] = [];
  for (const name of ['WebChat', 'Callback']) {
    const plugin = bus.registerPlugin(name, { commandsBeforeReady: true });
    plugin.registerCommand('open', (options) => {
      opens.push({ command: `${name}.open`, options });
      return undefined;
    });
    plugin.ready();
  }
  const events: string[] = [];
  bus.untyped.subscribe('SideBar.*', (event: BusEvent) => {
    if (event.event !== 'SideBar.ready') events.push(event.event);
  });
  const widget = startWidget(
    sidebarWidget,
    { options: { channels: testChannels }, ...input },
    { bus },
  );
  return { bus, opens, events, widget, actor: widget.actors.sidebar };
}

describe('SideBar plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'SideBar');
    expect(entry?.commands).toEqual([
      'open',
      'close',
      'configure',
      'expand',
      'contract',
      'addButton',
    ]);
    expect(entry?.events).toEqual(
      expect.arrayContaining(['ready', 'opened', 'expanded', 'contracted', 'closed']),
    );
    expect(entry?.ready).toBe(true);
  });

  it("closes and opens, publishing closed and opened; rejects 'already closed' and 'Already open'", async () => {
    const { bus, events } = page();
    await expect(bus.command('SideBar.open')).rejects.toThrow('Already open');
    await bus.command('SideBar.close');
    await expect(bus.command('SideBar.close')).rejects.toThrow('already closed');
    await bus.command('SideBar.open');
    await flush();
    expect(events).toEqual(['SideBar.closed', 'SideBar.opened']);
  });

  it('expands and contracts, publishing expanded and contracted; refuses both while hidden', async () => {
    const { bus, events, actor } = page();
    await bus.command('SideBar.expand');
    expect(actor.getSnapshot().matches({ open: { strip: 'expanded' } })).toBe(true);
    await bus.command('SideBar.contract');
    expect(actor.getSnapshot().matches({ open: { strip: 'contracted' } })).toBe(true);
    await bus.command('SideBar.close');
    await expect(bus.command('SideBar.expand')).rejects.toThrow('SideBar is not open');
    await expect(bus.command('SideBar.contract')).rejects.toThrow('SideBar is not open');
    await flush();
    expect(events).toEqual(['SideBar.expanded', 'SideBar.contracted', 'SideBar.closed']);
  });

  describe('with fake timers', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('publishes expanded after 250 ms of hover and contracted 500 ms after leaving', async () => {
      const { events, actor } = page();
      actor.send({ type: 'hover.start' });
      await vi.advanceTimersByTimeAsync(250);
      expect(events).toEqual(['SideBar.expanded']);
      actor.send({ type: 'hover.end' });
      await vi.advanceTimersByTimeAsync(500);
      expect(events).toEqual(['SideBar.expanded', 'SideBar.contracted']);
    });
  });

  it('configure takes new settings; none, empty or bad ones are refused, each bad one named', async () => {
    const { bus, actor } = page();
    await bus.command('SideBar.configure', { position: 'left', expandOnHover: false });
    expect(actor.getSnapshot().context.options).toMatchObject({
      position: 'left',
      expandOnHover: false,
    });
    expect(actor.getSnapshot().context.options.channels).toHaveLength(3);
    await expect(bus.untyped.command('SideBar.configure')).rejects.toThrow(
      /^Invalid configuration$/,
    );
    await expect(bus.untyped.command('SideBar.configure', {})).rejects.toThrow(
      /^Invalid configuration$/,
    );
    await expect(
      bus.untyped.command('SideBar.configure', { position: 'top', channels: [{ icon: 'chat' }] }),
    ).rejects.toThrow(
      'Invalid configuration: sidebar.position: Expected left or right; sidebar.channels.0.name: Expected a channel name',
    );
  });

  it('addButton adds a channel at the end with its defaults, and refuses a duplicate for the same plugin', async () => {
    const { bus, actor } = page();
    await bus.command('SideBar.addButton', { name: 'Search' });
    expect(actor.getSnapshot().context.options.channels.at(-1)).toEqual({
      name: 'Search',
      clickCommand: 'Search.open',
      displayName: 'Search',
      displayTitle: 'Search',
      icon: 'knowledge-center',
    });
    await expect(bus.command('SideBar.addButton', { name: 'Search' })).rejects.toThrow(
      'A SideBar button for Search already exists',
    );
    await expect(bus.command('SideBar.addButton', { name: 'WebChat', icon: 'x' })).rejects.toThrow(
      'A SideBar button for WebChat already exists',
    );
    await expect(bus.untyped.command('SideBar.addButton')).rejects.toThrow(
      /^Invalid configuration$/,
    );
    await expect(bus.untyped.command('SideBar.addButton', { icon: 3 })).rejects.toThrow(
      'Invalid configuration: addButton.name: Expected a channel name; addButton.icon: Expected an icon name',
    );
    expect(actor.getSnapshot().context.options.channels).toHaveLength(4);
  });

  it('a channel clicked runs its command on the bus with its options; onClick runs instead', async () => {
    const onClick = vi.fn();
    const { bus, opens, actor } = page();
    await bus.command('SideBar.addButton', { name: 'Offers', onClick });
    actor.send({ type: 'channel.select', name: 'WebChat' });
    actor.send({ type: 'channel.select', name: 'Callback' });
    actor.send({ type: 'channel.select', name: 'Offers' });
    await flush();
    expect(opens).toEqual([
      { command: 'WebChat.open', options: {} },
      { command: 'Callback.open', options: { form: { autoSubmit: false } } },
    ]);
    expect(onClick).toHaveBeenCalledWith({
      channel: expect.objectContaining({ name: 'Offers', displayName: 'Offers' }),
      bus,
    });
  });

  it('tells a failing channel command to onRunError', async () => {
    const onRunError = vi.fn();
    const { actor } = page({ onRunError });
    actor.send({ type: 'channel.select', name: 'SendMessage' });
    await vi.waitFor(() => expect(onRunError).toHaveBeenCalledTimes(1));
    expect(onRunError.mock.calls[0]![1]).toMatchObject({ name: 'SendMessage' });
  });

  it('stop() takes SideBar off the bus', () => {
    const { bus, widget } = page();
    widget.stop();
    expect(bus.registry().some((plugin) => plugin.name === 'SideBar')).toBe(false);
  });
});

describe('registerLazySidebar', () => {
  it("puts SideBar's table on the bus at once; the first command loads the widget and runs", async () => {
    const bus = createBus({ logger: silent });
    let started:
      | ReturnType<typeof startWidget<SidebarRuntimeInput, typeof sidebarWidget.machines>>
      | undefined;
    const load = vi.fn(() => {
      started ??= startWidget(sidebarWidget, { options: { channels: testChannels } }, { bus });
    });
    const lazy = registerLazySidebar(bus, { load });
    expect(bus.registry().find((plugin) => plugin.name === 'SideBar')?.commands).toContain(
      'addButton',
    );
    await bus.command('SideBar.addButton', { name: 'CallUs' });
    expect(load).toHaveBeenCalledWith('addButton');
    expect(lazy.bound).toBe(true);
    expect(started!.actors.sidebar.getSnapshot().context.options.channels.at(-1)?.name).toBe(
      'CallUs',
    );
    await expect(bus.command('SideBar.open')).rejects.toThrow('Already open');
    started!.stop();
    lazy.dispose();
  });
});
