import type {
  ViewKind,
  ViewReservationContext,
  ViewReservationError,
  ViewReservationEvent,
} from './view-reservation.types';

/** The texts of refused view commands, as spec 3's error catalogue gives them (`{name}`: the reserving plugin). */
export const viewReservationErrorTexts = {
  /** The overlay is reserved by another plugin. */
  overlayReserved: 'Overlay view is currently reserved by {name}',
  /** The toaster is reserved by another plugin. */
  toasterReserved: 'Toaster view is currently reserved',
  /** A close (or a change of reservation) while the view is closed. */
  notOpen: 'already closed',
} as const;

/** The plugin name that may always close or replace a reserved view (spec 3, section 6). */
export const defaultAppName = 'App';

function reservedError(kind: ViewKind, reservedBy: string): ViewReservationError {
  const message =
    kind === 'overlay'
      ? viewReservationErrorTexts.overlayReserved.replace('{name}', reservedBy)
      : viewReservationErrorTexts.toasterReserved;
  return { code: 'reserved', message, reservedBy };
}

/**
 * Whether a view arbiter refuses `command`, and why. Anyone opens a closed view; while a view is
 * immutable only its reserving plugin or the app may replace, close or release it; closing (or
 * changing the reservation of) a closed view is refused; `immutable` reserves for the opener.
 */
export function checkViewCommand(
  view: ViewReservationContext,
  command: ViewReservationEvent,
): ViewReservationError | undefined {
  if (command.type !== 'view.open' && view.owner === undefined) {
    return { code: 'notOpen', message: viewReservationErrorTexts.notOpen };
  }
  const { reservedBy } = view;
  if (reservedBy === undefined || command.commander === reservedBy) return undefined;
  if (command.commander === view.appName) return undefined;
  return reservedError(view.kind, reservedBy);
}
