import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { ViewReservationMachine } from './view-reservation.machine';
import { checkViewCommand } from './view-reservation.rules';
import type {
  ViewCommandResult,
  ViewKind,
  ViewReservationError,
  ViewReservationEvent,
} from './view-reservation.types';

/** What views and plugins use of a view arbiter: who holds the view, and commands that answer. */
export interface ViewReservationApi {
  /** Which view it guards. */
  kind: ViewKind;
  /** Whether the view is open. */
  isOpen: boolean;
  /** Whether the view is reserved (only its reserving plugin or the app may change it). */
  isImmutable: boolean;
  /** The commander that opened the view, while open. */
  owner: string | undefined;
  /** The commander the view is reserved by, while immutable. */
  reservedBy: string | undefined;
  /** Why `command` would be refused now, if it would. */
  check(command: ViewReservationEvent): ViewReservationError | undefined;
  /** Opens (or replaces) the view for `commander`, reserved for it when `immutable`. */
  open(commander: string, options?: { immutable?: boolean }): ViewCommandResult;
  /** Closes the view, which releases any reservation. */
  close(commander: string): ViewCommandResult;
  /** Releases the reservation, leaving the view open. */
  makeMutable(commander: string): ViewCommandResult;
  /** Reserves the open view for the commander that opened it. */
  makeImmutable(commander: string): ViewCommandResult;
}

function answer(error: ViewReservationError | undefined): ViewCommandResult {
  return error ? { ok: false, error } : { ok: true };
}

/** Turns a view arbiter snapshot and the actor's `send` into the {@link ViewReservationApi}. */
export function connect(
  snapshot: SnapshotFrom<ViewReservationMachine>,
  send: (event: ViewReservationEvent) => void,
): ViewReservationApi {
  const { context } = snapshot;
  const run = (command: ViewReservationEvent): ViewCommandResult => {
    send(command);
    return answer(checkViewCommand(context, command));
  };
  return {
    kind: context.kind,
    isOpen: snapshot.matches('open'),
    isImmutable: snapshot.matches({ open: 'immutable' }),
    owner: context.owner,
    reservedBy: context.reservedBy,
    check: (command) => checkViewCommand(context, command),
    open: (commander, options = {}) =>
      run({ type: 'view.open', commander, ...(options.immutable ? { immutable: true } : {}) }),
    close: (commander) => run({ type: 'view.close', commander }),
    makeMutable: (commander) => run({ type: 'view.mutable', commander }),
    makeImmutable: (commander) => run({ type: 'view.immutable', commander }),
  };
}

/**
 * Sends `command` to a running arbiter and answers at once whether it was done, for a bus
 * command handler to resolve or reject with the spec's text; it reads the actor's current snapshot.
 */
export function requestViewCommand(
  actor: ActorRefFrom<ViewReservationMachine>,
  command: ViewReservationEvent,
): ViewCommandResult {
  const error = checkViewCommand(actor.getSnapshot().context, command);
  actor.send(command);
  return answer(error);
}
