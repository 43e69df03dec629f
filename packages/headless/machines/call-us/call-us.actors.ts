import { fromCallback, fromPromise } from 'xstate';
import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import { coBrowseStateOf } from './call-us.logic';
import type { CallUsEvent, CoBrowseLink, OverlayArbiter } from './call-us.types';

/** Reads co-browse's state once (on each open); a failure (no bridge on the page) rejects. */
export const readCoBrowse = fromPromise<CoBrowseState, { coBrowse: CoBrowseLink }>(
  async ({ input }) => coBrowseStateOf(await input.coBrowse.getState()),
);

/** Follows co-browse's state changes while the actor runs. */
export const coBrowseWatch = fromCallback<{ type: 'cobrowse.none' }, { coBrowse: CoBrowseLink }>(
  ({ input, sendBack }) =>
    input.coBrowse.subscribe((state) =>
      sendBack({ type: 'cobrowse.change', state: coBrowseStateOf(state) } satisfies CallUsEvent),
    ),
);

/** Runs the co-browse offer (`CoBrowse.open`); a refusal (offline, pending) is the bridge's to tell. */
export const startCoBrowse = fromPromise<void, { coBrowse: CoBrowseLink }>(async ({ input }) => {
  await input.coBrowse.start().catch(() => undefined);
});

/** What the overlay actor is told: Call Us shows (it opens the view) or hides (it closes it). */
export type OverlayClaimEvent = { type: 'overlay.claim' } | { type: 'overlay.release' };

/**
 * Holds the overlay view for Call Us while the actor runs: it opens and closes the view through the
 * arbiter as told, and reports each open of the view by another plugin (which covers Call Us).
 */
export const overlayWatch = fromCallback<
  OverlayClaimEvent,
  { overlay: OverlayArbiter | undefined; name: string }
>(({ input: { overlay, name }, sendBack, receive }) => {
  receive((event) =>
    overlay?.send({
      type: event.type === 'overlay.claim' ? 'view.open' : 'view.close',
      commander: name,
    }),
  );
  return overlay?.subscribe((commander) => {
    if (commander !== name) sendBack({ type: 'overlay.taken', commander } satisfies CallUsEvent);
  });
});
