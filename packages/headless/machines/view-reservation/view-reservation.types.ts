/** The views an arbiter guards: the centred modal overlay, or the docked bottom toaster. */
export type ViewKind = 'overlay' | 'toaster';

/** Input of a view arbiter. */
export interface ViewReservationInput {
  /** Which view it guards; it decides the rejection text. */
  kind: ViewKind;
  /** The plugin that may always close or replace the view, reserved or not. @default 'App' */
  appName?: string;
}

/** Context of a view arbiter. */
export interface ViewReservationContext {
  /** Which view it guards. */
  kind: ViewKind;
  /** The plugin that may always close or replace the view. */
  appName: string;
  /** The commander (plugin name) that opened the view, while it is open. */
  owner: string | undefined;
  /** The commander the view is reserved by, while it is immutable. */
  reservedBy: string | undefined;
}

/** Commands to a view arbiter, each with the commander (plugin name) that sent it. */
export type ViewReservationEvent =
  | {
      type: 'view.open';
      /** The plugin opening (or replacing) the view. */
      commander: string;
      /** Reserve the view for this commander until it closes it or makes it mutable. @default false */
      immutable?: boolean;
    }
  | {
      type: 'view.close';
      /** The plugin closing the view. */
      commander: string;
    }
  | {
      type: 'view.mutable';
      /** The plugin releasing the reservation. */
      commander: string;
    }
  | {
      type: 'view.immutable';
      /** The plugin asking to reserve the view for the commander that opened it. */
      commander: string;
    };

/** Why a command was refused. */
export type ViewReservationErrorCode = 'reserved' | 'notOpen';

/** A refused command: a stable code and the spec's text. */
export interface ViewReservationError {
  /** Stable machine-readable reason. */
  code: ViewReservationErrorCode;
  /** The spec's text, e.g. 'Overlay view is currently reserved by Offers'. */
  message: string;
  /** The commander holding the reservation, for `reserved`. */
  reservedBy?: string;
}

/** The answer to a command: done, or refused with an error. */
export type ViewCommandResult = { ok: true } | { ok: false; error: ViewReservationError };

/** Notifications a view arbiter emits. */
export type ViewReservationEmitted =
  | {
      type: 'opened';
      /** The plugin that opened the view. */
      commander: string;
      /** Whether the view is reserved for it. */
      immutable: boolean;
      /** Whether it replaced an open view. */
      replaced: boolean;
    }
  | {
      type: 'closed';
      /** The plugin that closed the view. */
      commander: string;
    }
  | {
      type: 'reserved';
      /** The commander the view is now reserved by. */
      reservedBy: string;
    }
  | {
      type: 'released';
      /** The plugin that released the reservation. */
      commander: string;
    }
  | {
      type: 'rejected';
      /** The refused command. */
      command: ViewReservationEvent;
      /** Why it was refused. */
      error: ViewReservationError;
    };
