import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { dockManagerMachine } from './dock-manager.machine';
import { dockManagerPlugin } from './dock-manager.plugin';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function setup() {
  const bus = createBus({ logger: silent });
  const dock = createActor(dockManagerMachine, { input: { now: () => 5 } }).start();
  const detach = dockManagerPlugin.attach(bus, dock);
  const events: BusEvent[] = [];
  bus.subscribe('WindowManager.*', (envelope) => events.push(envelope));
  // A plugin of the page that docks its own view, as Callback or SendMessage will.
  const widget = bus.registerPlugin('Callback');
  widget.ready();
  return { bus, dock, detach, events, widget };
}

describe('the WindowManager plugin', () => {
  it("registers a dock view under the commanding plugin's name and tells the layout", async () => {
    const { widget, events } = setup();
    const entry = await widget.command('WindowManager.registerDockView', {
      html: '<div>Callback</div>',
      width: 300,
    });
    expect(entry).toMatchObject({
      plugin: 'Callback',
      viewType: 'dockView',
      position: 55,
      width: 300,
    });
    await flush();
    expect(events.map((envelope) => envelope.event)).toEqual([
      'WindowManager.ready',
      'WindowManager.added',
      'WindowManager.changed',
    ]);
  });

  it('places a second view after the first, resizes on changed, and deregisters', async () => {
    const { bus, widget } = setup();
    await widget.command('WindowManager.registerDockView', { html: '<div/>', width: 300 });
    const chat = await bus.command('WindowManager.registerDockView', {
      plugin: 'WebChat',
      html: '<div/>',
      width: 200,
    });
    expect(chat.position).toBe(55 + 300 + 24);
    const layout = await widget.command('WindowManager.changed', { width: 100 });
    expect(layout.entries.map((entry) => [entry.plugin, entry.position])).toEqual([
      ['Callback', 55],
      ['WebChat', 55 + 100 + 24],
    ]);
    await widget.command('WindowManager.deregisterDockView');
    const after = await bus.command('WindowManager.changed');
    expect(after.entries.map((entry) => [entry.plugin, entry.position])).toEqual([['WebChat', 55]]);
  });

  it('registers a side button from its template', async () => {
    const { widget } = setup();
    await expect(
      widget.command('WindowManager.registerSideButton', { template: '<button>Call</button>' }),
    ).resolves.toMatchObject({ plugin: 'Callback', viewType: 'sideButton', visible: false });
  });

  it("rejects what the dock refuses with the dock's reason: a duplicate, no content, an unknown view", async () => {
    const { widget } = setup();
    await widget.command('WindowManager.registerDockView', { html: '<div/>' });
    await expect(
      widget.command('WindowManager.registerDockView', { html: '<div/>' }),
    ).rejects.toThrow(/Callback/);
    await expect(widget.command('WindowManager.registerSideButton', {})).rejects.toThrow(
      /content/i,
    );
    await expect(
      widget.command('WindowManager.deregisterDockView', { plugin: 'Nobody' }),
    ).rejects.toThrow(/Nobody/);
  });

  it('leaves the bus when detached', async () => {
    const { bus, detach } = setup();
    detach();
    await expect(bus.command('WindowManager.changed')).rejects.toThrow('Command does not exist');
  });
});
