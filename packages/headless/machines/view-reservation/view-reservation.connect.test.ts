import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect, requestViewCommand } from './view-reservation.connect';
import { viewReservationMachine } from './view-reservation.machine';
import type { ViewReservationContext } from './view-reservation.types';

const base: ViewReservationContext = {
  kind: 'overlay',
  appName: 'App',
  owner: undefined,
  reservedBy: undefined,
};

function snapshotOf(
  value: 'closed' | { open: 'mutable' | 'immutable' },
  context: Partial<ViewReservationContext> = {},
) {
  return viewReservationMachine.resolveState({ value, context: { ...base, ...context } });
}

describe('view reservation connect', () => {
  it('tells whether the view is open, reserved, and by whom', () => {
    expect(connect(snapshotOf('closed'), vi.fn())).toMatchObject({
      kind: 'overlay',
      isOpen: false,
      isImmutable: false,
      owner: undefined,
      reservedBy: undefined,
    });
    expect(connect(snapshotOf({ open: 'mutable' }, { owner: 'Offers' }), vi.fn())).toMatchObject({
      isOpen: true,
      isImmutable: false,
      owner: 'Offers',
    });
    expect(
      connect(
        snapshotOf({ open: 'immutable' }, { owner: 'Offers', reservedBy: 'Offers' }),
        vi.fn(),
      ),
    ).toMatchObject({ isOpen: true, isImmutable: true, reservedBy: 'Offers' });
  });

  it('sends each command and answers whether the rules allow it', () => {
    const send = vi.fn();
    const reserved = snapshotOf({ open: 'immutable' }, { owner: 'Offers', reservedBy: 'Offers' });
    const api = connect(reserved, send);
    const refusal = {
      ok: false,
      error: {
        code: 'reserved',
        message: 'Overlay view is currently reserved by Offers',
        reservedBy: 'Offers',
      },
    };
    expect(api.open('CallUs')).toEqual(refusal);
    expect(api.open('Offers', { immutable: true })).toEqual({ ok: true });
    expect(api.close('CallUs')).toEqual(refusal);
    expect(api.makeMutable('App')).toEqual({ ok: true });
    expect(api.makeImmutable('Offers')).toEqual({ ok: true });
    expect(api.check({ type: 'view.close', commander: 'Offers' })).toBeUndefined();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'view.open', commander: 'CallUs' },
      { type: 'view.open', commander: 'Offers', immutable: true },
      { type: 'view.close', commander: 'CallUs' },
      { type: 'view.mutable', commander: 'App' },
      { type: 'view.immutable', commander: 'Offers' },
    ]);
    expect(connect(snapshotOf('closed'), send).close('Offers')).toEqual({
      ok: false,
      error: { code: 'notOpen', message: 'already closed' },
    });
  });

  it('answers a running arbiter from its current snapshot, as a bus command handler needs', () => {
    const actor = createActor(viewReservationMachine, { input: { kind: 'toaster' } }).start();
    expect(
      requestViewCommand(actor, { type: 'view.open', commander: 'Engage', immutable: true }),
    ).toEqual({ ok: true });
    expect(requestViewCommand(actor, { type: 'view.open', commander: 'Offers' })).toEqual({
      ok: false,
      error: {
        code: 'reserved',
        message: 'Toaster view is currently reserved',
        reservedBy: 'Engage',
      },
    });
    expect(requestViewCommand(actor, { type: 'view.close', commander: 'Engage' })).toEqual({
      ok: true,
    });
    expect(actor.getSnapshot().value).toBe('closed');
  });
});
