import { fromCallback } from 'xstate';
import type { ViewArbiter } from '../view-reservation/view-arbiter';
import type { EngageInviteEvent } from './engage-invite.types';

/** What the toaster actor is told: the invite shows (it opens the view) or hides (it closes it). */
export type ToasterClaimEvent = { type: 'toaster.claim' } | { type: 'toaster.release' };

/**
 * Holds the toaster view for the invite while the actor runs: opens and closes it through the
 * arbiter as told, and reports an open of the view by another plugin (which covers the invite).
 */
export const toasterWatch = fromCallback<
  ToasterClaimEvent,
  { toaster: ViewArbiter | undefined; name: string }
>(({ input: { toaster, name }, sendBack, receive }) => {
  receive((event) => {
    const command = {
      type: event.type === 'toaster.claim' ? ('view.open' as const) : ('view.close' as const),
      commander: name,
    };
    if (toaster && !toaster.refuses(command)) toaster.send(command);
  });
  return toaster?.subscribe((commander) => {
    if (commander !== name)
      sendBack({ type: 'toaster.taken', commander } satisfies EngageInviteEvent);
  });
});
