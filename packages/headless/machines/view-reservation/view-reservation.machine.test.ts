import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { viewReservationMachine } from './view-reservation.machine';
import type {
  ViewKind,
  ViewReservationEmitted,
  ViewReservationEvent,
  ViewReservationInput,
} from './view-reservation.types';

function start(input: ViewReservationInput) {
  const emitted: ViewReservationEmitted[] = [];
  const actor = createActor(viewReservationMachine, { input });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const send = (...commands: ViewReservationEvent[]) => commands.forEach((c) => actor.send(c));
  const state = () => {
    const { value, context } = actor.getSnapshot();
    return { value, owner: context.owner, reservedBy: context.reservedBy };
  };
  return { actor, emitted, send, state };
}

const open = (commander: string, immutable?: boolean): ViewReservationEvent =>
  immutable === undefined
    ? { type: 'view.open', commander }
    : { type: 'view.open', commander, immutable };
const close = (commander: string): ViewReservationEvent => ({ type: 'view.close', commander });
const mutable = (commander: string): ViewReservationEvent => ({ type: 'view.mutable', commander });
const immutable = (commander: string): ViewReservationEvent => ({
  type: 'view.immutable',
  commander,
});

const rejections = (emitted: ViewReservationEmitted[]) =>
  emitted.flatMap((event) => (event.type === 'rejected' ? [event.error.message] : []));

describe('view reservation', () => {
  it('starts closed; any commander opens it, mutable unless asked otherwise', () => {
    const { send, state, emitted } = start({ kind: 'overlay' });
    expect(state()).toEqual({ value: 'closed', owner: undefined, reservedBy: undefined });
    send(open('Offers'));
    expect(state()).toEqual({ value: { open: 'mutable' }, owner: 'Offers', reservedBy: undefined });
    expect(emitted).toEqual([
      { type: 'opened', commander: 'Offers', immutable: false, replaced: false },
    ]);
  });

  it('lets any commander replace or close a mutable view', () => {
    const { send, state, emitted } = start({ kind: 'overlay' });
    send(open('Offers'), open('CallUs'));
    expect(state()).toMatchObject({ value: { open: 'mutable' }, owner: 'CallUs' });
    expect(emitted.at(-1)).toEqual({
      type: 'opened',
      commander: 'CallUs',
      immutable: false,
      replaced: true,
    });
    send(close('SideBar'));
    expect(state().value).toBe('closed');
    expect(emitted.at(-1)).toEqual({ type: 'closed', commander: 'SideBar' });
  });

  it('refuses another commander opening, closing or changing a reserved overlay, naming the reserver', () => {
    const { send, state, emitted } = start({ kind: 'overlay' });
    send(open('Offers', true));
    expect(state()).toEqual({
      value: { open: 'immutable' },
      owner: 'Offers',
      reservedBy: 'Offers',
    });
    send(open('CallUs'), close('CallUs'), mutable('CallUs'), immutable('CallUs'));
    expect(state()).toEqual({
      value: { open: 'immutable' },
      owner: 'Offers',
      reservedBy: 'Offers',
    });
    expect(rejections(emitted)).toEqual(
      Array(4).fill('Overlay view is currently reserved by Offers'),
    );
    expect(emitted.at(-1)).toEqual({
      type: 'rejected',
      command: immutable('CallUs'),
      error: {
        code: 'reserved',
        message: 'Overlay view is currently reserved by Offers',
        reservedBy: 'Offers',
      },
    });
  });

  it('refuses another commander on a reserved toaster with the toaster text', () => {
    const { send, emitted, state } = start({ kind: 'toaster' });
    send(open('Engage', true), open('Offers'), close('Offers'));
    expect(state().owner).toBe('Engage');
    expect(rejections(emitted)).toEqual([
      'Toaster view is currently reserved',
      'Toaster view is currently reserved',
    ]);
  });

  it('lets the reserving commander replace, release and close its view', () => {
    const { send, state, emitted } = start({ kind: 'overlay' });
    send(open('Offers', true), open('Offers', true));
    expect(state()).toMatchObject({ value: { open: 'immutable' }, reservedBy: 'Offers' });
    send(immutable('Offers'));
    send(mutable('Offers'));
    expect(state()).toMatchObject({ value: { open: 'mutable' }, reservedBy: undefined });
    send(open('Offers', true), close('Offers'));
    expect(state().value).toBe('closed');
    expect(emitted.map(({ type }) => type)).toEqual([
      'opened',
      'opened',
      'released',
      'opened',
      'closed',
    ]);
  });

  it('turns a reserved view mutable when its reserver replaces it without asking to reserve', () => {
    const { send, state } = start({ kind: 'overlay' });
    send(open('Offers', true), open('Offers'));
    expect(state()).toMatchObject({ value: { open: 'mutable' }, reservedBy: undefined });
    send(open('CallUs'));
    expect(state().owner).toBe('CallUs');
  });

  it('lets the app close, replace or release a reserved view', () => {
    for (const kind of ['overlay', 'toaster'] as ViewKind[]) {
      const { send, state, emitted } = start({ kind });
      send(open('Offers', true), open('App'));
      expect(state()).toEqual({ value: { open: 'mutable' }, owner: 'App', reservedBy: undefined });
      send(open('Offers', true), mutable('App'));
      expect(state()).toMatchObject({ value: { open: 'mutable' }, owner: 'Offers' });
      send(immutable('Offers'), close('App'));
      expect(state().value).toBe('closed');
      expect(rejections(emitted)).toEqual([]);
    }
  });

  it('honours another app name', () => {
    const { send, state, emitted } = start({ kind: 'overlay', appName: 'cx.plugin.App' });
    send(open('Offers', true), close('App'), close('cx.plugin.App'));
    expect(state().value).toBe('closed');
    expect(rejections(emitted)).toEqual(['Overlay view is currently reserved by Offers']);
  });

  it('releases the reservation on close, so any commander opens it next', () => {
    const { send, state, emitted } = start({ kind: 'toaster' });
    send(open('Engage', true), close('Engage'), open('Offers'), close('WebChat'));
    expect(state()).toEqual({ value: 'closed', owner: undefined, reservedBy: undefined });
    expect(rejections(emitted)).toEqual([]);
  });

  it('reserves an open view for the commander that opened it, whoever asks', () => {
    const { send, state, emitted } = start({ kind: 'overlay' });
    send(open('Offers'), immutable('SideBar'));
    expect(state()).toMatchObject({ value: { open: 'immutable' }, reservedBy: 'Offers' });
    expect(emitted.at(-1)).toEqual({ type: 'reserved', reservedBy: 'Offers' });
    send(close('SideBar'));
    expect(rejections(emitted)).toEqual(['Overlay view is currently reserved by Offers']);
    send(mutable('SideBar'));
    expect(state().reservedBy).toBe('Offers');
  });

  it('ignores making a mutable view mutable', () => {
    const { send, state, emitted } = start({ kind: 'overlay' });
    send(open('Offers'), mutable('CallUs'));
    expect(state()).toMatchObject({ value: { open: 'mutable' }, owner: 'Offers' });
    expect(emitted).toHaveLength(1);
  });

  it('refuses closing or changing a closed view with "already closed"', () => {
    const { send, state, emitted } = start({ kind: 'overlay' });
    send(close('Offers'), mutable('Offers'), immutable('Offers'));
    expect(state().value).toBe('closed');
    expect(emitted.map((event) => event.type === 'rejected' && event.error)).toEqual(
      Array(3).fill({ code: 'notOpen', message: 'already closed' }),
    );
  });
});
