import type { ActorRefFrom } from 'xstate';
import * as z from 'zod/mini';
import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import type { ViewReservationMachine } from '../view-reservation/view-reservation.machine';
import { viewArbiterOf } from '../view-reservation/view-arbiter';
import type { CallUsContext, CoBrowseLink, OverlayArbiter, OverlayCommand } from './call-us.types';

/** Co-browse before anything is known: offline, no session. */
export const coBrowseOffline: CoBrowseState = { online: false, active: false, pending: false };

const coBrowseStateSchema = z.object({
  online: z.boolean(),
  active: z.boolean(),
  pending: z.optional(z.boolean()),
});

/** Reads what the co-browse bridge said of its state; anything malformed counts as offline. */
export function coBrowseStateOf(value: unknown): CoBrowseState {
  const parsed = coBrowseStateSchema.safeParse(value);
  if (!parsed.success) return coBrowseOffline;
  return { ...parsed.data, pending: parsed.data.pending === true };
}

/** Co-browse that is never online: the default when nothing links Call Us to the bridge. */
export const noCoBrowse: CoBrowseLink = {
  getState: () => Promise.resolve(coBrowseOffline),
  subscribe: () => () => undefined,
  start: () => Promise.resolve(undefined),
};

/**
 * Whether the co-browse offer shows (service-protocols 8): co-browse is online and no session is
 * running or waiting to start. (The reference UI shows it in the footer, so only with one.)
 */
export function isCoBrowseOffered(state: CoBrowseState): boolean {
  return state.online && !state.active && !state.pending;
}

/** The dial link of a number (service-protocols 8): `tel:` and the number without its spaces. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

/** Whether the overlay's arbiter refuses Call Us's `type` command now. */
export function isRefused(context: CallUsContext, type: OverlayCommand['type']): boolean {
  return context.overlay?.refuses({ type, commander: context.name }) ?? false;
}

/** The arbiter of a view-reservation actor (the overlay's), for Call Us (the kit's {@link viewArbiterOf}). */
export function overlayArbiterOf(actor: ActorRefFrom<ViewReservationMachine>): OverlayArbiter {
  return viewArbiterOf(actor);
}
