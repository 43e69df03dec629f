import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { createAppViews, viewArbiterOf } from '../view-reservation/view-arbiter';
import { registerLazyEngage } from './engage-invite.lazy';
import { engageInviteWidget, type EngageInviteRuntimeInput } from './engage-invite.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A page with the engage invite, its bus, a fake WebChat and the page's exit signal. */
function page(input: Partial<EngageInviteRuntimeInput> = {}) {
  const bus = createBus({ logger: silent });
  const chat = bus.registerPlugin('WebChat', { commandsBeforeReady: true });
  chat.registerEvents(['opened', 'closed']);
  const opens: unknown[] = [];
  chat.registerCommand('open', (options) => {
    opens.push(options);
    return undefined;
  });
  chat.ready();
  const events: BusEvent[] = [];
  bus.untyped.subscribe('Engage.*', (event: BusEvent) => {
    if (event.event !== 'Engage.ready') events.push(event);
  });
  let exit: (() => void) | undefined;
  const pageExit = (listener: () => void) => {
    exit = listener;
    return () => (exit = undefined);
  };
  const widget = startWidget(engageInviteWidget, { pageExit, ...input }, { bus });
  return { bus, chat, opens, events, widget, leave: () => exit?.() };
}

const names = (events: BusEvent[]) => events.map((event) => event.event);

describe('Engage plugin', () => {
  it('registers invite, offer and close, and opened, disposition and closed', () => {
    const { bus } = page();
    const entry = bus.registry().find((plugin) => plugin.name === 'Engage');
    expect(entry?.commands).toEqual(['invite', 'offer', 'close']);
    expect(entry?.events).toEqual(expect.arrayContaining(['opened', 'disposition', 'closed']));
    expect(entry?.ready).toBe(true);
  });

  it("shows an invite, publishing opened; 'Already open' while it shows", async () => {
    const { bus, events, widget } = page();
    await bus.command('Engage.invite', { title: 'Hello' });
    await expect(bus.command('Engage.invite')).rejects.toThrow('Already open');
    await flush();
    expect(names(events)).toEqual(['Engage.opened']);
    expect(events[0]?.data).toMatchObject({ title: 'Hello', decline: 'No thanks' });
    expect(widget.actors.invite.getSnapshot().value).toBe('showing');
  });

  it('accepted, runs the command with its options as Engage and reports the disposition', async () => {
    const { bus, events, opens, widget } = page();
    await bus.command('Engage.invite', {
      actionID: 'a-1',
      command: 'WebChat.open',
      options: { form: { firstname: 'Ada' } },
    });
    widget.actors.invite.send({ type: 'invite.accept' });
    await flush();
    expect(opens).toEqual([{ form: { firstname: 'Ada' } }]);
    expect(names(events)).toEqual(['Engage.opened', 'Engage.disposition', 'Engage.closed']);
    expect(events[1]?.data).toMatchObject({ actionID: 'a-1', result: 'accept', code: 'accept' });
  });

  it("closes; 'already closed' when none shows, before and after loading", async () => {
    const { bus, events } = page();
    await expect(bus.command('Engage.close')).rejects.toThrow('already closed');
    await bus.command('Engage.invite');
    await bus.command('Engage.close');
    await flush();
    expect(events.at(-1)?.data).toMatchObject({ result: 'close' });

    const lazyBus = createBus({ logger: silent });
    const load = vi.fn();
    registerLazyEngage(lazyBus, { load });
    await expect(lazyBus.command('Engage.close')).rejects.toThrow('already closed');
    expect(load).not.toHaveBeenCalled();
  });

  it("hands an offer to Offers.open as Engage, before and after loading, with the offer's answer", async () => {
    const offered: [unknown, string | undefined][] = [];
    const runOffers = (bus: ReturnType<typeof createBus>) => {
      const offers = bus.registerPlugin('Offers', { commandsBeforeReady: true });
      offers.registerCommand('open', (options, context) => {
        offered.push([options, context.commander]);
        if (!options?.headline) throw new Error('No offer data provided');
        return undefined;
      });
      offers.ready();
    };
    const lazyBus = createBus({ logger: silent });
    runOffers(lazyBus);
    registerLazyEngage(lazyBus, { load: () => undefined });
    await expect(
      lazyBus.untyped.command('Engage.offer', { headline: 'Sale' }, 'host'),
    ).resolves.toBeUndefined();
    const { bus } = page();
    runOffers(bus);
    await expect(bus.untyped.command('Engage.offer', undefined, 'host')).rejects.toThrow(
      'No offer data provided',
    );
    expect(offered.map(([, commander]) => commander)).toEqual(['Engage', 'Engage']);
    expect(offered[0]?.[0]).toEqual({ headline: 'Sale' });
  });

  it("rejects 'Invalid configuration' for options that do not read", async () => {
    const { bus } = page();
    await expect(bus.command('Engage.invite', { title: 42 } as never)).rejects.toThrow(
      'Invalid configuration',
    );
  });

  it('reports error / mediaBusy while WebChat is open (followed on the bus), and pageExit', async () => {
    const { bus, chat, events, leave } = page();
    chat.publish('opened', undefined);
    await flush();
    await bus.command('Engage.invite');
    await flush();
    expect(names(events)).toEqual(['Engage.disposition']);
    expect(events[0]?.data).toMatchObject({ result: 'error', code: 'mediaBusy' });
    chat.publish('closed', undefined);
    await flush();
    await bus.command('Engage.invite');
    leave();
    await flush();
    expect(events.at(-1)?.data).toMatchObject({ result: 'pageExit', code: 'pageExit' });
  });

  it("shares the app's toaster: another plugin's toast closes the invite", async () => {
    const views = createAppViews();
    const { bus, events } = page({ toaster: viewArbiterOf(views.toaster) });
    await bus.command('Engage.invite');
    expect(views.toaster.getSnapshot().context.owner).toBe('Engage');
    views.toaster.send({ type: 'view.open', commander: 'Offers' });
    await flush();
    expect(events.at(-1)).toMatchObject({ event: 'Engage.closed', data: { result: 'close' } });
  });

  it('loads on its first invite when registered lazily, and the invite then shows', async () => {
    const bus = createBus({ logger: silent });
    let widget: { actors: { invite: { getSnapshot(): { value: unknown } } } } | undefined;
    registerLazyEngage(bus, {
      load: () => {
        widget ??= startWidget(engageInviteWidget, {}, { bus });
      },
    });
    await bus.command('Engage.invite', { title: 'Lazy' });
    expect(widget?.actors.invite.getSnapshot().value).toBe('showing');
  });
});
