import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createAppViews } from '../view-reservation/view-arbiter';
import { viewAnimations, viewManagerMachine } from './view-manager.machine';
import { overlayShowing, startManager } from './view-manager.test-support';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('view manager', () => {
  it('animates in for 250 ms and out for 500 ms, the spec 3 timings', () => {
    expect(viewAnimations).toEqual({ open: 250, close: 500 });
    const { actor, phase, emitted, owner } = startManager();
    expect(phase()).toBe('"closed"');
    actor.send({ type: 'view.show', showing: overlayShowing('Offers') });
    expect(phase()).toBe('{"shown":"opening"}');
    expect(owner()).toBe('Offers');
    vi.advanceTimersByTime(249);
    expect(phase()).toBe('{"shown":"opening"}');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('{"shown":"open"}');

    actor.send({ type: 'view.dismiss' });
    expect(phase()).toBe('"closing"');
    expect(owner()).toBeUndefined();
    expect(actor.getSnapshot().context.showing?.commander).toBe('Offers');
    vi.advanceTimersByTime(499);
    expect(phase()).toBe('"closing"');
    vi.advanceTimersByTime(1);
    expect(phase()).toBe('"closed"');
    expect(actor.getSnapshot().context.showing).toBeUndefined();
    expect(emitted).toEqual([
      { type: 'opened', commander: 'Offers', immutable: false },
      { type: 'closed', commander: 'Offers', reason: 'dismissed' },
    ]);
  });

  it('takes its timings from the input', () => {
    const { overlay: arbiter } = createAppViews();
    const actor = createActor(viewManagerMachine, {
      input: { kind: 'overlay', arbiter, openAnimation: 10, closeAnimation: 20 },
    }).start();
    actor.send({ type: 'view.show', showing: overlayShowing('Offers') });
    vi.advanceTimersByTime(10);
    expect(actor.getSnapshot().matches({ shown: 'open' })).toBe(true);
    actor.send({ type: 'view.dismiss' });
    vi.advanceTimersByTime(20);
    expect(actor.getSnapshot().matches('closed')).toBe(true);
  });

  it('reserves the arbiter for an immutable showing, which the visitor cannot dismiss', () => {
    const { actor, phase, reservedBy } = startManager();
    actor.send({ type: 'view.show', showing: overlayShowing('Offers', '<p>x</p>', true) });
    expect(reservedBy()).toBe('Offers');
    actor.send({ type: 'view.dismiss' });
    expect(phase()).toBe('{"shown":"opening"}');
    actor.send({ type: 'view.dismiss', reason: 'primary' });
    expect(phase()).toBe('"closing"');
    expect(reservedBy()).toBeUndefined();
  });

  it('follows the arbiter: its reservation, a close, and a widget taking the view', () => {
    const { actor, arbiter, phase, emitted } = startManager();
    actor.send({ type: 'view.show', showing: overlayShowing('Offers') });
    arbiter.send({ type: 'view.immutable', commander: 'Offers' });
    expect(actor.getSnapshot().context.showing?.immutable).toBe(true);
    arbiter.send({ type: 'view.mutable', commander: 'Offers' });
    expect(actor.getSnapshot().context.showing?.immutable).toBe(false);

    arbiter.send({ type: 'view.open', commander: 'CallUs' });
    expect(phase()).toBe('"closing"');
    expect(emitted.at(-1)).toEqual({ type: 'closed', commander: 'Offers', reason: 'taken' });
    expect(arbiter.getSnapshot().context.owner).toBe('CallUs');

    vi.advanceTimersByTime(500);
    arbiter.send({ type: 'view.close', commander: 'CallUs' });
    actor.send({ type: 'view.show', showing: overlayShowing('Engage') });
    arbiter.send({ type: 'view.close', commander: 'App' });
    expect(phase()).toBe('"closing"');
    expect(emitted.at(-1)).toEqual({ type: 'closed', commander: 'Engage', reason: 'command' });
  });

  it('replaces its content, and goes back through what it replaced', () => {
    const { actor, phase, owner, reservedBy, emitted } = startManager();
    actor.send({ type: 'view.show', showing: overlayShowing('Offers', '<p>1</p>', true) });
    actor.send({ type: 'view.show', showing: overlayShowing('Offers', '<p>2</p>') });
    expect(reservedBy()).toBeUndefined();
    actor.send({ type: 'view.show', showing: overlayShowing('Engage', '<p>3</p>', true) });
    expect(owner()).toBe('Engage');
    expect(actor.getSnapshot().context.history).toHaveLength(2);

    actor.send({ type: 'view.back' });
    expect(owner()).toBe('Offers');
    expect(reservedBy()).toBeUndefined();
    expect(actor.getSnapshot().context.showing?.content).toMatchObject({ html: '<p>2</p>' });
    actor.send({ type: 'view.back' });
    expect(reservedBy()).toBe('Offers');
    expect(actor.getSnapshot().context.showing?.immutable).toBe(true);
    expect(phase()).toBe('{"shown":"opening"}');

    actor.send({ type: 'view.back' });
    expect(phase()).toBe('"closing"');
    expect(owner()).toBeUndefined();
    expect(emitted.filter((event) => event.type === 'opened')).toHaveLength(5);
    expect(emitted.at(-1)).toEqual({ type: 'closed', commander: 'Offers', reason: 'command' });
  });

  it('opens again while leaving, forgetting what it replaced', () => {
    const { actor, phase } = startManager('toaster');
    actor.send({ type: 'view.show', showing: overlayShowing('Offers') });
    actor.send({ type: 'view.show', showing: overlayShowing('Engage') });
    actor.send({ type: 'view.dismiss', reason: 'secondary' });
    actor.send({ type: 'view.show', showing: overlayShowing('Offers') });
    expect(phase()).toBe('{"shown":"opening"}');
    expect(actor.getSnapshot().context.history).toEqual([]);
  });

  it('stops hearing the arbiter when stopped', () => {
    const { actor, arbiter, emitted } = startManager();
    actor.stop();
    arbiter.send({ type: 'view.open', commander: 'CallUs' });
    expect(emitted).toEqual([]);
  });
});
