import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { registerLazyOffers } from './offers.lazy';
import { testOffer, testViews, youTubeLink } from './offers.test-support';
import { offersWidget, type OffersRuntimeInput } from './offers.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page with the Offers widget on the app's views, a fake WebChat for the CTA, and its events. */
function page(input: Partial<OffersRuntimeInput> = {}) {
  const bus = createBus({ logger: silent });
  const chatOpens: unknown[] = [];
  const chat = bus.registerPlugin('WebChat', { commandsBeforeReady: true });
  chat.registerCommand('open', (options) => {
    chatOpens.push(options);
    return undefined;
  });
  chat.ready();
  const events: BusEvent[] = [];
  bus.untyped.subscribe('Offers.*', (event: BusEvent) => {
    if (event.event !== 'Offers.ready') events.push(event);
  });
  const views = testViews();
  const windows: [string, string][] = [];
  const widget = startWidget(
    offersWidget,
    {
      views: views.arbiters,
      openWindow: (url, target) => windows.push([url, target]),
      warn: () => undefined,
      ...input,
    },
    { bus },
  );
  return { bus, events, views, chatOpens, windows, actor: widget.actors.offers };
}

describe('Offers plugin', () => {
  it('registers the table of protocols 8.3', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'Offers');
    expect(entry?.commands).toEqual(['open', 'close', 'configure']);
    expect(entry?.events).toEqual(expect.arrayContaining(['opened', 'closed']));
    expect(entry?.ready).toBe(true);
  });

  it("opens and closes with the metadata; 'Already open' (mediaBusy) and 'already closed'", async () => {
    const { bus, events } = page();
    await expect(bus.command('Offers.close')).rejects.toThrow('already closed');
    await bus.command('Offers.open', testOffer);
    await expect(bus.command('Offers.open', testOffer)).rejects.toMatchObject({
      code: 'mediaBusy',
      message: 'Already open',
    });
    await bus.command('Offers.close');
    await flush();
    expect(events.map((event) => event.event)).toEqual(['Offers.opened', 'Offers.closed']);
    expect(events[0].data).toMatchObject({
      mode: 'overlay',
      offer: { headline: testOffer.headline },
    });
    expect(events[1].data).toMatchObject({
      result: 'closed',
      metadata: { dismissed: false, triggeredCTA: false, closed: expect.any(Number) },
    });
  });

  it("rejects 'No offer data provided' with nothing to show, until configured", async () => {
    const { bus, actor } = page();
    await expect(bus.command('Offers.open')).rejects.toThrow('No offer data provided');
    await expect(bus.command('Offers.open', { title: 'Deals' })).rejects.toThrow(
      'No offer data provided',
    );
    await bus.command('Offers.configure', testOffer);
    await bus.command('Offers.open');
    expect(actor.getSnapshot().context.offer?.data.headline).toBe(testOffer.headline);
  });

  it('rejects with the reservation text when another plugin reserved the view', async () => {
    const { bus, views } = page();
    views.actors.overlay.send({ type: 'view.open', commander: 'Engage', immutable: true });
    views.actors.toaster.send({ type: 'view.open', commander: 'Engage', immutable: true });
    await expect(bus.command('Offers.open', testOffer)).rejects.toThrow(
      'Overlay view is currently reserved by Engage',
    );
    await expect(bus.command('Offers.open', { ...testOffer, mode: 'toaster' })).rejects.toThrow(
      'Toaster view is currently reserved',
    );
  });

  it("rejects 'Invalid configuration' for none, an empty one or a bad value", async () => {
    const { bus, actor } = page();
    await expect(bus.command('Offers.configure', {})).rejects.toThrow('Invalid configuration');
    await expect(bus.command('Offers.configure', { mode: 'popup' } as never)).rejects.toThrow(
      'Invalid configuration',
    );
    await expect(bus.command('Offers.open', { image: 'javascript:alert(1)' })).rejects.toThrow(
      'Invalid configuration',
    );
    await bus.command('Offers.configure', { headline: 'Default', timeout: 5000 });
    expect(actor.getSnapshot().context.options).toMatchObject({
      headline: 'Default',
      timeout: 5000,
    });
  });

  it('runs the CTA command with its options on the bus, and opens a CTA link in a window', async () => {
    const { bus, actor, chatOpens, windows, events } = page();
    await bus.command('Offers.open', testOffer);
    actor.send({ type: 'cta.trigger' });
    await flush();
    expect(chatOpens).toEqual([testOffer.cta.commandOptions]);
    await bus.command('Offers.open', {
      headline: 'Sale',
      cta: { url: 'https://example.com/sale', target: 'sale' },
    });
    actor.send({ type: 'cta.trigger' });
    await bus.command('Offers.open', { headline: 'Sale', ctaURL: 'https://example.com/old' });
    actor.send({ type: 'cta.trigger' });
    await flush();
    expect(windows).toEqual([
      ['https://example.com/sale', 'sale'],
      ['https://example.com/old', '_blank'],
    ]);
    expect(events.filter((event) => event.event === 'Offers.closed').map((e) => e.data)).toEqual([
      expect.objectContaining({ result: 'accept' }),
      expect.objectContaining({ result: 'accept' }),
      expect.objectContaining({ result: 'accept' }),
    ]);
  });

  it('publishes closed 1 s after the close when a video played', async () => {
    vi.useFakeTimers();
    try {
      const { bus, events } = page();
      await bus.command('Offers.open', { ...testOffer, video: youTubeLink, autoplay: true });
      await bus.command('Offers.close');
      await vi.advanceTimersByTimeAsync(999);
      expect(events.map((event) => event.event)).toEqual(['Offers.opened']);
      await vi.advanceTimersByTimeAsync(1);
      expect(events.map((event) => event.event)).toEqual(['Offers.opened', 'Offers.closed']);
      expect(events[1].data).toMatchObject({ metadata: { videoPlayed: true, videoWatchTime: 0 } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('is on the bus before its code loads: open loads it and runs once it binds', async () => {
    const bus = createBus({ logger: silent });
    let widget: ReturnType<typeof startWidget<OffersRuntimeInput, typeof offersWidget.machines>>;
    const load = vi.fn(() => {
      widget = startWidget(offersWidget, {}, { bus });
    });
    registerLazyOffers(bus, { load });
    await expect(bus.command('Offers.close')).rejects.toThrow('already closed');
    expect(load).not.toHaveBeenCalled();
    await bus.command('Offers.open', testOffer);
    expect(load).toHaveBeenCalledTimes(1);
    expect(widget!.actors.offers.getSnapshot().matches('open')).toBe(true);
  });
});
