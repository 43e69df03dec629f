import { createActor, type ActorRefFrom } from 'xstate';
import { viewReservationMachine, type ViewReservationMachine } from './view-reservation.machine';
import { checkViewCommand } from './view-reservation.rules';
import type {
  ViewKind,
  ViewReservationError,
  ViewReservationEvent,
} from './view-reservation.types';

/** A running view arbiter (one per view kind), as the app holds it. */
export type ViewArbiterActor = ActorRefFrom<ViewReservationMachine>;

/**
 * The page's two shared views, each guarded by one arbiter: the modal overlay and the docked
 * toaster. The app owns them (`CxApp.views`, `CxContextValue.views`), so Call Us, Offers, the
 * engage invite and the `Overlay` / `Toaster` plugins all reserve the same view.
 */
export interface AppViews {
  /** The overlay's arbiter ('Overlay view is currently reserved by ...'). */
  overlay: ViewArbiterActor;
  /** The toaster's arbiter ('Toaster view is currently reserved'). */
  toaster: ViewArbiterActor;
}

/** Starts the arbiters of the overlay and the toaster; `appName` may always close or replace either. */
export function createAppViews(appName?: string): AppViews {
  const start = (kind: ViewKind) =>
    createActor(viewReservationMachine, {
      input: { kind, ...(appName ? { appName } : {}) },
    }).start();
  return { overlay: start('overlay'), toaster: start('toaster') };
}

/** A view's arbiter as a widget uses it: ask, command, and hear who opens the view next. */
export interface ViewArbiter {
  /** Whether the arbiter would refuse `command` now (read only: nothing changes). */
  refuses(command: ViewReservationEvent): boolean;
  /** Runs `command`. */
  send(command: ViewReservationEvent): void;
  /** Calls `listener` with the plugin that opened the view each time one does; returns the unsubscribe. */
  subscribe(listener: (commander: string) => void): () => void;
  /** Why the arbiter would refuse `command` now (its code and the spec's text), or `undefined`. */
  refusal(command: ViewReservationEvent): ViewReservationError | undefined;
}

/**
 * The {@link ViewArbiter} of a running arbiter: its rules decide what is refused (spec 3: a view
 * reserved by another plugin), and each open it reports is passed on, so a widget whose view was
 * taken over closes.
 */
export function viewArbiterOf(actor: ViewArbiterActor): ViewArbiter {
  return {
    refuses: (command) => checkViewCommand(actor.getSnapshot().context, command) !== undefined,
    send: (command) => actor.send(command),
    subscribe(listener) {
      const subscription = actor.on('opened', (event) => listener(event.commander));
      return () => subscription.unsubscribe();
    },
    refusal: (command) => checkViewCommand(actor.getSnapshot().context, command),
  };
}
