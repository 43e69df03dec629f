import { fromCallback } from 'xstate';
import type { ViewArbiter } from '../view-reservation/view-arbiter';
import type { SidebarEvent } from './sidebar.types';

/** What the overlay actor is told: the mobile list shows (it opens the view) or hides (it closes it). */
export type SidebarOverlayEvent = { type: 'overlay.claim' } | { type: 'overlay.release' };

/**
 * Holds the page's overlay view for the mobile 'Need help?' list while the actor runs: it opens and
 * closes the view through the arbiter as told, and reports each open of the view by another plugin
 * (which covers the list).
 */
export const overlayWatch = fromCallback<
  SidebarOverlayEvent,
  { overlay: ViewArbiter | undefined; name: string }
>(({ input: { overlay, name }, sendBack, receive }) => {
  receive((event) =>
    overlay?.send({
      type: event.type === 'overlay.claim' ? 'view.open' : 'view.close',
      commander: name,
    }),
  );
  return overlay?.subscribe((commander) => {
    if (commander !== name) sendBack({ type: 'overlay.taken', commander } satisfies SidebarEvent);
  });
});
