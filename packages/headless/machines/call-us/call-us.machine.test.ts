import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { viewReservationMachine } from '../view-reservation/view-reservation.machine';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { widgetWindowMachine } from '../widget-window/widget-window.machine';
import { coBrowseOffline, overlayArbiterOf } from './call-us.logic';
import { callUsMachine } from './call-us.machine';
import { resolveCallUsOptions } from './call-us.options';
import { fakeArbiter, fakeCoBrowse, testContacts } from './call-us.test-support';
import type { CallUsInput } from './call-us.types';

const online = { online: true, active: false, pending: false };

function start(input: CallUsInput = { options: testContacts }) {
  const actor = createActor(callUsMachine, { input });
  const emitted: string[] = [];
  actor.on('*', (event) => emitted.push(event.type));
  actor.start();
  return { actor, emitted };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('call-us machine', () => {
  it('goes closed, opened, closed, telling each', () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'window.open' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'window.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual(['opened', 'closed']);
  });

  it('does not open with nothing to show, and opens with custom content alone', () => {
    const empty = start({ options: {} });
    empty.actor.send({ type: 'window.open' });
    expect(empty.actor.getSnapshot().value).toBe('closed');
    expect(empty.emitted).toEqual([]);
    const custom = start({ options: { content: '<p>Call 555 0100</p>' } });
    custom.actor.send({ type: 'window.open' });
    expect(custom.actor.getSnapshot().value).toBe('open');
  });

  it('refuses bad settings, naming each', () => {
    const bad = { contacts: [{ displayName: 'Sales' }], hours: 'all day' } as never;
    expect(() => resolveCallUsOptions(bad)).toThrow(
      'Invalid configuration: callus.contacts.0.number: Expected a phone number; callus.hours: Expected a list of texts',
    );
    expect(() => resolveCallUsOptions({ phone: '555' })).toThrow('callus.phone: Unknown option');
    const actor = createActor(callUsMachine, { input: { options: bad } });
    actor.subscribe({ error: () => undefined });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
  });

  it('takes a configure while closed or open', () => {
    const { actor } = start({ options: {} });
    actor.send({ type: 'widget.configure', options: resolveCallUsOptions(testContacts) });
    actor.send({ type: 'window.open' });
    expect(actor.getSnapshot().context.options.contacts).toHaveLength(3);
  });

  it('reads co-browse on open and follows its changes', async () => {
    const coBrowse = fakeCoBrowse(online);
    const { actor } = start({ options: testContacts, coBrowse: coBrowse.link });
    expect(actor.getSnapshot().context.coBrowseState).toEqual(coBrowseOffline);
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.coBrowseState).toEqual(online);
    coBrowse.change({ online: true, active: true, pending: false });
    expect(actor.getSnapshot().context.coBrowseState.active).toBe(true);
    // A malformed state from the bridge counts as offline.
    coBrowse.change({ online: 'yes' } as never);
    expect(actor.getSnapshot().context.coBrowseState).toEqual(coBrowseOffline);
  });

  it('counts co-browse as offline when its state cannot be read', async () => {
    const coBrowse = fakeCoBrowse(new Error('no bridge'));
    const { actor } = start({ options: testContacts, coBrowse: coBrowse.link });
    actor.send({ type: 'cobrowse.change', state: online });
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.coBrowseState).toEqual(coBrowseOffline);
  });

  it('takes the co-browse offer only while it shows: it closes and starts co-browse', async () => {
    const coBrowse = fakeCoBrowse(coBrowseOffline);
    const { actor, emitted } = start({ options: testContacts, coBrowse: coBrowse.link });
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'cobrowse.start' });
    expect(actor.getSnapshot().value).toBe('open');
    coBrowse.change({ online: true, active: false, pending: true });
    actor.send({ type: 'cobrowse.start' });
    expect(coBrowse.starts).toEqual([]);
    coBrowse.change(online);
    actor.send({ type: 'cobrowse.start' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(coBrowse.starts).toHaveLength(1);
    expect(emitted).toEqual(['opened', 'closed']);
  });

  it('is an exclusive channel: it closes the open callback, and the callback closes it', () => {
    const group = createWindowGroup();
    const callback = createActor(widgetWindowMachine, {
      input: { name: 'Callback', group },
    }).start();
    const { actor } = start({ options: testContacts, group });
    callback.send({ type: 'window.open' });
    actor.send({ type: 'window.open' });
    expect(callback.getSnapshot().matches('closed')).toBe(true);
    callback.send({ type: 'window.open' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'window.open' });
    group.closeAll();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('holds the overlay view while open, and closes when another plugin takes it over', () => {
    const view = createActor(viewReservationMachine, { input: { kind: 'overlay' } }).start();
    const { actor, emitted } = start({ options: testContacts, overlay: overlayArbiterOf(view) });
    actor.send({ type: 'window.open' });
    expect(view.getSnapshot().context.owner).toBe('CallUs');
    actor.send({ type: 'window.close' });
    expect(view.getSnapshot().value).toBe('closed');
    actor.send({ type: 'window.open' });
    view.send({ type: 'view.open', commander: 'Offers', immutable: true });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(emitted).toEqual(['opened', 'closed', 'opened', 'closed']);
    // Reserved by Offers, the overlay refuses Call Us.
    actor.send({ type: 'window.open' });
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('stays open when the arbiter refuses the close, unless the group forces it', () => {
    const overlay = fakeArbiter(new Set(['view.close']));
    const { actor } = start({ options: testContacts, overlay: overlay.arbiter });
    actor.send({ type: 'window.open' });
    actor.send({ type: 'window.close' });
    expect(actor.getSnapshot().value).toBe('open');
    actor.send({ type: 'window.close', force: true });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(overlay.sent.map((command) => command.type)).toEqual(['view.open', 'view.close']);
  });

  it('follows the mobile mode the app tells', () => {
    const { actor } = start();
    actor.send({ type: 'viewport.change', mobile: true });
    expect(actor.getSnapshot().context.mobile).toBe(true);
  });
});
