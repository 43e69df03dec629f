import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { createAppViews } from '../view-reservation/view-arbiter';
import { registerLazyOverlay, registerLazyToaster } from './view-manager.lazy';
import { overlayWidget, toasterWidget } from './view-manager.widget';

const silent = { debug: vi.fn(), error: vi.fn() };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A page with the app's two views, the Overlay and Toaster plugins, and the events they publish. */
function page() {
  const bus = createBus({ logger: silent });
  const views = createAppViews();
  const overlay = startWidget(overlayWidget, { arbiter: views.overlay }, { bus });
  const toaster = startWidget(toasterWidget, { arbiter: views.toaster }, { bus });
  const events: { event: string; data: unknown }[] = [];
  bus.untyped.subscribe('Overlay.*', (event: BusEvent) => events.push(event));
  bus.untyped.subscribe('Toaster.*', (event: BusEvent) => events.push(event));
  const plugin = (name: string) => bus.registerPlugin(name);
  const overlayState = () => overlay.actors.overlay.getSnapshot();
  const toasterState = () => toaster.actors.toaster.getSnapshot();
  const published = () =>
    events
      .filter(({ event }) => !event.endsWith('.ready'))
      .map(({ event, data }) => ({ event, data }));
  return { bus, views, overlay, toaster, plugin, overlayState, toasterState, published };
}

describe('Overlay plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'Overlay');
    expect(entry?.commands).toEqual(['open', 'close', 'back', 'mutable', 'immutable']);
    expect(entry?.events).toEqual(expect.arrayContaining(['opened', 'closed']));
    expect(entry?.ready).toBe(true);
  });

  it('opens the html for its commander and closes, publishing opened and closed', async () => {
    const { plugin, overlayState, views, published } = page();
    const offers = plugin('Offers');
    await offers.command('Overlay.open', {
      html: '<p>Sale</p>',
      position: 'left',
      backdrop: false,
    });
    expect(overlayState().context.showing).toEqual({
      commander: 'Offers',
      immutable: false,
      content: {
        kind: 'overlay',
        html: '<p>Sale</p>',
        position: 'left',
        backdrop: false,
        label: undefined,
      },
    });
    expect(views.overlay.getSnapshot().context.owner).toBe('Offers');
    await offers.command('Overlay.close');
    expect(overlayState().matches('closing')).toBe(true);
    vi.advanceTimersByTime(500);
    expect(overlayState().matches('closed')).toBe(true);
    expect(published()).toEqual([
      { event: 'Overlay.opened', data: { commander: 'Offers', immutable: false } },
      { event: 'Overlay.closed', data: { commander: 'Offers', reason: 'command' } },
    ]);
  });

  it('takes left, right or center, anything else as center, and a backdrop unless told', async () => {
    const { bus, overlayState } = page();
    for (const [position, expected] of [
      ['right', 'right'],
      ['center', 'center'],
      ['top', 'center'],
      [42, 'center'],
    ] as const) {
      await bus.untyped.command('Overlay.open', { html: '<p>x</p>', position });
      expect(overlayState().context.showing?.content).toMatchObject({
        position: expected,
        backdrop: true,
      });
    }
  });

  it("rejects an open without html: 'No content was provided...'", async () => {
    const { bus, overlayState } = page();
    for (const options of [undefined, {}, { html: '' }, { html: '   ' }, { html: 42 }]) {
      await expect(bus.untyped.command('Overlay.open', options)).rejects.toThrow(
        /^No content was provided\.\.\.$/,
      );
    }
    expect(overlayState().matches('closed')).toBe(true);
  });

  it("rejects other plugins while reserved: 'Overlay view is currently reserved by Offers'", async () => {
    const { plugin, bus, overlayState } = page();
    const offers = plugin('Offers');
    const engage = plugin('Engage');
    await offers.command('Overlay.open', { html: '<p>Offer</p>', immutable: true });
    const text = 'Overlay view is currently reserved by Offers';
    await expect(engage.command('Overlay.open', { html: '<p>Invite</p>' })).rejects.toThrow(text);
    await expect(engage.command('Overlay.close')).rejects.toThrow(text);
    await expect(engage.command('Overlay.back')).rejects.toThrow(text);
    await expect(engage.command('Overlay.mutable')).rejects.toThrow(text);
    await expect(engage.command('Overlay.immutable')).rejects.toThrow(text);
    await expect(bus.command('Overlay.close')).rejects.toThrow(text);
    expect(overlayState().context.showing?.commander).toBe('Offers');

    await offers.command('Overlay.mutable');
    expect(overlayState().context.showing?.immutable).toBe(false);
    await engage.command('Overlay.open', { html: '<p>Invite</p>' });
    expect(overlayState().context.showing?.commander).toBe('Engage');
    await engage.command('Overlay.immutable');
    expect(overlayState().context.showing?.immutable).toBe(true);
    await expect(offers.command('Overlay.close')).rejects.toThrow(
      'Overlay view is currently reserved by Engage',
    );
  });

  it('lets the app close or replace a reserved overlay', async () => {
    const { plugin, overlayState } = page();
    await plugin('Offers').command('Overlay.open', { html: '<p>Offer</p>', immutable: true });
    const app = plugin('App');
    await app.command('Overlay.open', { html: '<p>App</p>' });
    expect(overlayState().context.showing?.commander).toBe('App');
    await app.command('Overlay.close');
    expect(overlayState().matches('closing')).toBe(true);
  });

  it("rejects close, back, mutable and immutable while closed: 'already closed'", async () => {
    const { bus } = page();
    for (const name of ['close', 'back', 'mutable', 'immutable']) {
      await expect(bus.untyped.command(`Overlay.${name}`)).rejects.toThrow(/^already closed$/);
    }
  });

  it('goes back to the content it replaced, then closes', async () => {
    const { plugin, overlayState, published } = page();
    const offers = plugin('Offers');
    await offers.command('Overlay.open', { html: '<p>1</p>' });
    await offers.command('Overlay.open', { html: '<p>2</p>' });
    await offers.command('Overlay.back');
    expect(overlayState().context.showing?.content).toMatchObject({ html: '<p>1</p>' });
    await offers.command('Overlay.back');
    expect(overlayState().matches('closing')).toBe(true);
    expect(published().map(({ event }) => event)).toEqual([
      'Overlay.opened',
      'Overlay.opened',
      'Overlay.opened',
      'Overlay.closed',
    ]);
  });

  it('closes its content when a widget takes the overlay itself (Call Us)', async () => {
    const { bus, views, overlayState, published } = page();
    await bus.command('Overlay.open', { html: '<p>x</p>' });
    views.overlay.send({ type: 'view.open', commander: 'CallUs' });
    expect(overlayState().matches('closing')).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(published().at(-1)).toEqual({
      event: 'Overlay.closed',
      data: { commander: 'host', reason: 'taken' },
    });
    await expect(bus.command('Overlay.close')).rejects.toThrow('already closed');
  });

  it('comes off the bus when the widget stops', () => {
    const { bus, overlay } = page();
    overlay.stop();
    expect(bus.registry().some((plugin) => plugin.name === 'Overlay')).toBe(false);
  });
});

describe('Toaster plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'Toaster');
    expect(entry?.commands).toEqual(['open', 'close']);
    expect(entry?.events).toEqual(expect.arrayContaining(['opened', 'closed']));
  });

  it('opens a generic toaster and a custom one, publishing opened and closed', async () => {
    const { plugin, toasterState, published } = page();
    const engage = plugin('Engage');
    await engage.command('Toaster.open', {
      type: 'generic',
      title: 'Need help?',
      body: 'Chat with us',
      icon: 'chat',
      buttons: { primary: 'Start chat', secondary: 'No thanks' },
    });
    expect(toasterState().context.showing?.content).toEqual({
      kind: 'toaster',
      type: 'generic',
      title: 'Need help?',
      body: 'Chat with us',
      icon: 'chat',
      buttons: { primary: 'Start chat', secondary: 'No thanks' },
      html: undefined,
    });
    await engage.command('Toaster.open', { html: '<p>Custom</p>' });
    expect(toasterState().context.showing?.content).toMatchObject({
      type: 'custom',
      html: '<p>Custom</p>',
    });
    await engage.command('Toaster.close');
    expect(published()).toEqual([
      { event: 'Toaster.opened', data: { commander: 'Engage', immutable: false } },
      { event: 'Toaster.opened', data: { commander: 'Engage', immutable: false } },
      { event: 'Toaster.closed', data: { commander: 'Engage', reason: 'command' } },
    ]);
  });

  it("rejects a toaster with nothing to show: 'No content was provided...'", async () => {
    const { bus } = page();
    for (const options of [
      undefined,
      {},
      { type: 'custom', title: 'x' },
      { type: 'generic', html: '<p>x</p>' },
    ]) {
      await expect(bus.untyped.command('Toaster.open', options)).rejects.toThrow(
        /^No content was provided\.\.\.$/,
      );
    }
  });

  it("rejects others while reserved: 'Toaster view is currently reserved'", async () => {
    const { plugin } = page();
    await plugin('Offers').command('Toaster.open', { title: 'Offer', immutable: true });
    const engage = plugin('Engage');
    await expect(engage.command('Toaster.open', { title: 'Invite' })).rejects.toThrow(
      /^Toaster view is currently reserved$/,
    );
    await expect(engage.command('Toaster.close')).rejects.toThrow(
      /^Toaster view is currently reserved$/,
    );
  });

  it("rejects close while closed: 'already closed'", async () => {
    const { bus } = page();
    await expect(bus.command('Toaster.close')).rejects.toThrow(/^already closed$/);
  });

  it('keeps the overlay and the toaster apart', async () => {
    const { plugin, overlayState, toasterState } = page();
    await plugin('Offers').command('Toaster.open', { title: 'Offer', immutable: true });
    await plugin('Engage').command('Overlay.open', { html: '<p>Invite</p>' });
    expect(overlayState().context.showing?.commander).toBe('Engage');
    expect(toasterState().context.showing?.commander).toBe('Offers');
  });
});

describe('lazy Overlay and Toaster', () => {
  it('answer close before their code loads, and load it on open', async () => {
    const bus = createBus({ logger: silent });
    const views = createAppViews();
    const load = vi.fn(() => {
      startWidget(overlayWidget, { arbiter: views.overlay }, { bus });
      startWidget(toasterWidget, { arbiter: views.toaster }, { bus });
    });
    const overlay = registerLazyOverlay(bus, { load });
    registerLazyToaster(bus, { load });
    for (const name of ['close', 'back', 'mutable', 'immutable']) {
      await expect(bus.untyped.command(`Overlay.${name}`)).rejects.toThrow(/^already closed$/);
    }
    await expect(bus.command('Toaster.close')).rejects.toThrow(/^already closed$/);
    expect(load).not.toHaveBeenCalled();
    await bus.command('Overlay.open', { html: '<p>x</p>' });
    expect(load).toHaveBeenCalledWith('open');
    expect(overlay.bound).toBe(true);
    expect(views.overlay.getSnapshot().context.owner).toBe('host');
  });
});
