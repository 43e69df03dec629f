import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sidebarMachine } from './sidebar.machine';
import { resolveSidebarChannel, resolveSidebarOptions } from './sidebar.options';
import type { SidebarEmitted, SidebarInput } from './sidebar.types';
import { fakeArbiter, testChannels } from './sidebar.test-support';

function start(input: SidebarInput = { options: { channels: testChannels } }) {
  const actor = createActor(sidebarMachine, { input }).start();
  const emitted: SidebarEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const types = () => emitted.map((event) => event.type);
  return { actor, emitted, types, value: () => actor.getSnapshot().value };
}

const strip = { value: (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot() };

describe('sidebar machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows on startup by default, contracted, on the right', () => {
    const { actor } = start();
    expect(actor.getSnapshot().matches({ open: { strip: { contracted: 'idle' } } })).toBe(true);
    expect(actor.getSnapshot().context.options.position).toBe('right');
  });

  it('stays hidden with showOnStartup off until opened', () => {
    const { actor, types } = start({ options: { showOnStartup: false } });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'sidebar.open' });
    expect(actor.getSnapshot().matches('open')).toBe(true);
    expect(types()).toEqual(['opened']);
  });

  it('expands after 250 ms of hover, not before', () => {
    const { actor, types } = start();
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(249);
    expect(strip.value(actor).matches({ open: { strip: 'contracted' } })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(strip.value(actor).matches({ open: { strip: 'expanded' } })).toBe(true);
    expect(types()).toEqual(['expanded']);
  });

  it('does not expand when the pointer leaves within 250 ms', () => {
    const { actor, types } = start();
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(200);
    actor.send({ type: 'hover.end' });
    vi.advanceTimersByTime(1000);
    expect(strip.value(actor).matches({ open: { strip: { contracted: 'idle' } } })).toBe(true);
    expect(types()).toEqual([]);
  });

  it('contracts 500 ms after the pointer leaves; coming back within them keeps it expanded', () => {
    const { actor, types } = start();
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(250);
    actor.send({ type: 'hover.end' });
    vi.advanceTimersByTime(400);
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(1000);
    expect(strip.value(actor).matches({ open: { strip: { expanded: 'held' } } })).toBe(true);
    actor.send({ type: 'hover.end' });
    vi.advanceTimersByTime(499);
    expect(strip.value(actor).matches({ open: { strip: 'expanded' } })).toBe(true);
    vi.advanceTimersByTime(1);
    expect(strip.value(actor).matches({ open: { strip: 'contracted' } })).toBe(true);
    expect(types()).toEqual(['expanded', 'contracted']);
  });

  it('takes its delays from its input (named delays)', () => {
    const { actor } = start({
      options: { channels: testChannels },
      timings: { expandDelay: 10, contractDelay: 20 },
    });
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(10);
    expect(strip.value(actor).matches({ open: { strip: 'expanded' } })).toBe(true);
    actor.send({ type: 'hover.end' });
    vi.advanceTimersByTime(20);
    expect(strip.value(actor).matches({ open: { strip: 'contracted' } })).toBe(true);
  });

  it('ignores hover with expandOnHover off; expand and contract still work', () => {
    const { actor, types } = start({ options: { expandOnHover: false } });
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(1000);
    expect(strip.value(actor).matches({ open: { strip: 'contracted' } })).toBe(true);
    actor.send({ type: 'sidebar.expand' });
    actor.send({ type: 'hover.end' });
    vi.advanceTimersByTime(1000);
    expect(strip.value(actor).matches({ open: { strip: 'expanded' } })).toBe(true);
    actor.send({ type: 'sidebar.contract' });
    expect(types()).toEqual(['expanded', 'contracted']);
  });

  it('tells the channel chosen, resolved with its defaults; an unknown one is ignored', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'channel.select', name: 'Offers' });
    actor.send({ type: 'channel.select', name: 'Callback' });
    expect(emitted).toEqual([
      { type: 'selected', channel: resolveSidebarChannel(testChannels[1]!) },
    ]);
    expect(emitted[0]).toMatchObject({
      channel: { clickCommand: 'Callback.open', displayName: 'Callback', icon: 'call-incoming' },
    });
  });

  it('adds buttons and takes new settings', () => {
    const { actor } = start();
    actor.send({ type: 'button.add', channel: resolveSidebarChannel({ name: 'Search' }) });
    expect(actor.getSnapshot().context.options.channels.map((channel) => channel.name)).toEqual([
      'WebChat',
      'Callback',
      'SendMessage',
      'Search',
    ]);
    actor.send({
      type: 'widget.configure',
      options: resolveSidebarOptions({ position: 'left' }, actor.getSnapshot().context.options),
    });
    expect(actor.getSnapshot().context.options.position).toBe('left');
    expect(actor.getSnapshot().context.options.channels).toHaveLength(4);
  });

  it('closes from any strip state, publishing closed', () => {
    const { actor, types } = start();
    actor.send({ type: 'hover.start' });
    vi.advanceTimersByTime(250);
    actor.send({ type: 'sidebar.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'sidebar.open' });
    expect(strip.value(actor).matches({ open: { strip: 'contracted' } })).toBe(true);
    expect(types()).toEqual(['expanded', 'closed', 'opened']);
  });

  describe('on mobile', () => {
    it('never expands on hover', () => {
      const { actor } = start({ options: { channels: testChannels }, isMobile: () => true });
      actor.send({ type: 'hover.start' });
      vi.advanceTimersByTime(1000);
      expect(strip.value(actor).matches({ open: { strip: 'contracted' } })).toBe(true);
    });

    it("shows the 'Need help?' list on the overlay view, and a channel chosen there releases it first", () => {
      const overlay = fakeArbiter();
      const { actor, emitted } = start({
        options: { channels: testChannels },
        isMobile: () => true,
        overlay: overlay.arbiter,
      });
      actor.send({ type: 'menu.open' });
      expect(actor.getSnapshot().matches({ open: { menu: 'shown' } })).toBe(true);
      expect(overlay.sent).toEqual([{ type: 'view.open', commander: 'SideBar' }]);
      actor.send({ type: 'channel.select', name: 'WebChat' });
      expect(actor.getSnapshot().matches({ open: { menu: 'hidden' } })).toBe(true);
      expect(overlay.sent.at(-1)).toEqual({ type: 'view.close', commander: 'SideBar' });
      expect(emitted.map((event) => event.type)).toEqual(['selected']);
    });

    it('does not show the list while another plugin holds the overlay', () => {
      const overlay = fakeArbiter(new Set(['view.open']));
      const { actor } = start({ isMobile: () => true, overlay: overlay.arbiter });
      actor.send({ type: 'menu.open' });
      expect(actor.getSnapshot().matches({ open: { menu: 'hidden' } })).toBe(true);
      expect(overlay.sent).toEqual([]);
    });

    it('hides the list when another plugin takes the overlay, without closing its view', () => {
      const overlay = fakeArbiter();
      const { actor } = start({ isMobile: () => true, overlay: overlay.arbiter });
      actor.send({ type: 'menu.open' });
      overlay.open('Offers');
      expect(actor.getSnapshot().matches({ open: { menu: 'hidden' } })).toBe(true);
      expect(overlay.sent).toEqual([{ type: 'view.open', commander: 'SideBar' }]);
    });

    it('closing the list, or the sidebar, or leaving mobile mode releases the overlay', () => {
      const overlay = fakeArbiter();
      const { actor } = start({ isMobile: () => true, overlay: overlay.arbiter });
      actor.send({ type: 'menu.open' });
      actor.send({ type: 'menu.close' });
      actor.send({ type: 'menu.open' });
      actor.send({ type: 'sidebar.close' });
      actor.send({ type: 'sidebar.open' });
      actor.send({ type: 'menu.open' });
      actor.send({ type: 'viewport.change', mobile: true });
      expect(actor.getSnapshot().matches({ open: { menu: 'shown' } })).toBe(true);
      actor.send({ type: 'viewport.change', mobile: false });
      expect(actor.getSnapshot().matches({ open: { menu: 'hidden' } })).toBe(true);
      expect(actor.getSnapshot().context.mobile).toBe(false);
      expect(overlay.sent.map((command) => command.type)).toEqual([
        'view.open',
        'view.close',
        'view.open',
        'view.close',
        'view.open',
        'view.close',
      ]);
    });
  });
});
