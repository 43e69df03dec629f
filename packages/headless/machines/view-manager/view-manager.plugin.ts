import type { Actor, ActorRefFrom } from 'xstate';
import type { PluginPublisher } from '../../kit/plugin.types';
import { definePlugin } from '../../kit/define-plugin';
import { checkViewCommand } from '../view-reservation/view-reservation.rules';
import type {
  ViewReservationError,
  ViewReservationEvent,
} from '../view-reservation/view-reservation.types';
import type { ViewManagerMachine } from './view-manager.machine';
import { overlayManifest } from './overlay.manifest';
import { toasterManifest } from './toaster.manifest';
import { readOverlayOpen, readToasterOpen } from './view-manager.options';
import type { ViewContent } from './view-manager.types';

/** What the `Overlay` and `Toaster` plugins drive: a view manager (it holds the app's arbiter). */
export type ViewManagerTarget = Actor<ViewManagerMachine> | ActorRefFrom<ViewManagerMachine>;

type Reject = (
  code: 'reserved' | 'noContent' | 'notOpen',
  values?: Record<string, string>,
) => never;

/** Whether the manager shows content now (not closed, not leaving). */
function isShowing(target: ViewManagerTarget): boolean {
  return target.getSnapshot().matches('shown');
}

/** Refuses `command` with the table's text when the app's arbiter would. */
function checkArbiter(target: ViewManagerTarget, command: ViewReservationEvent, reject: Reject) {
  const error: ViewReservationError | undefined = checkViewCommand(
    target.getSnapshot().context.arbiter.getSnapshot().context,
    command,
  );
  if (error?.code === 'reserved') reject('reserved', { name: error.reservedBy ?? '' });
  if (error) reject('notOpen');
}

/** Shows `content` for `commander` when the arbiter lets it take the view. */
function open(
  target: ViewManagerTarget,
  request: { ok: true; content: ViewContent; immutable: boolean } | { ok: false },
  commander: string,
  reject: Reject,
) {
  if (!request.ok) reject('noContent');
  checkArbiter(target, { type: 'view.open', commander }, reject);
  target.send({
    type: 'view.show',
    showing: { commander, immutable: request.immutable, content: request.content },
  });
  return undefined;
}

/** Runs a reservation command on the arbiter for the content the manager shows. */
function onArbiter(
  target: ViewManagerTarget,
  command: ViewReservationEvent,
  reject: Reject,
): undefined {
  if (!isShowing(target)) reject('notOpen');
  checkArbiter(target, command, reject);
  target.getSnapshot().context.arbiter.send(command);
  return undefined;
}

/** Publishes the manager's `opened` and `closed` as the plugin's events. */
function publishViews(
  target: ViewManagerTarget,
  plugin: PluginPublisher<typeof overlayManifest> | PluginPublisher<typeof toasterManifest>,
) {
  const subscriptions = [
    target.on('opened', ({ commander, immutable }) =>
      plugin.publish('opened', { commander, immutable }),
    ),
    target.on('closed', ({ commander, reason }) => plugin.publish('closed', { commander, reason })),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
}

/**
 * The `Overlay` plugin (protocols 8.3, spec 3): `open` shows the command's html for its commander
 * (reserved for it with `immutable`), `close` and `back` give the view up or return to what it
 * replaced, `mutable` / `immutable` release or take the reservation; each asks the app's arbiter.
 */
export const overlayPlugin = definePlugin<ViewManagerTarget, typeof overlayManifest>(
  overlayManifest,
  {
    commands: {
      open: (options, { target, commander, reject }) =>
        open(target, readOverlayOpen(options), commander, reject),
      close: (_options, { target, commander, reject }) =>
        onArbiter(target, { type: 'view.close', commander }, reject),
      back: (_options, { target, commander, reject }) => {
        if (!isShowing(target)) reject('notOpen');
        checkArbiter(target, { type: 'view.close', commander }, reject);
        target.send({ type: 'view.back' });
        return undefined;
      },
      mutable: (_options, { target, commander, reject }) =>
        onArbiter(target, { type: 'view.mutable', commander }, reject),
      immutable: (_options, { target, commander, reject }) =>
        onArbiter(target, { type: 'view.immutable', commander }, reject),
    },
    publish: publishViews,
  },
);

/**
 * The `Toaster` plugin (protocols 8.3, spec 3): `open` shows a generic toaster (title, body, icon,
 * buttons) or the command's html, reserved for the commander with `immutable`; `close` gives it up.
 */
export const toasterPlugin = definePlugin<ViewManagerTarget, typeof toasterManifest>(
  toasterManifest,
  {
    commands: {
      open: (options, { target, commander, reject }) =>
        open(target, readToasterOpen(options), commander, reject),
      close: (_options, { target, commander, reject }) =>
        onArbiter(target, { type: 'view.close', commander }, reject),
    },
    publish: publishViews,
  },
);
