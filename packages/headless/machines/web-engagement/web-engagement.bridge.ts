import type { Actor, ActorRefFrom } from 'xstate';
import type { InviteOutcome } from '../engage-invite/engage-invite.types';
import { chatDispositionUrl, dispositionEvent, isChatDisposition } from './web-engagement.logic';
import type { WebEngagementMachine } from './web-engagement.machine';
import type { GweDispositionRequest } from './web-engagement.types';

/** A bridge actor, started by the widget or by a test. */
export type WebEngagementActor = Actor<WebEngagementMachine> | ActorRefFrom<WebEngagementMachine>;

/** What the `GWE` plugin drives: the bridge actor and how dispositions go out. */
export interface WebEngagementBridge {
  /** The bridge actor. */
  actor: WebEngagementActor;
  /** Reports an outcome: a chat invite's to the invites endpoint, any other to the tracker. */
  sendDisposition(outcome: InviteOutcome): Promise<void>;
}

/** The GET with credentials of service-protocols 12 (only the GWE invite GET sends them). */
export const fetchDisposition: GweDispositionRequest = async (url) => {
  // keepalive: a pageExit disposition goes out as the page unloads.
  await fetch(url, { method: 'GET', credentials: 'include', keepalive: true });
};

/** The bridge over its actor; `request` sends a chat disposition's GET. */
export function bridgeOf(
  actor: WebEngagementActor,
  request: GweDispositionRequest = fetchDisposition,
): WebEngagementBridge {
  return {
    actor,
    async sendDisposition(outcome) {
      const { tracker, endpoint } = actor.getSnapshot().context;
      if (!tracker || endpoint === undefined) throw new Error('GWE is not available');
      if (!isChatDisposition(outcome)) {
        tracker.push(dispositionEvent(outcome));
        return;
      }
      const ids = await tracker.getIDs();
      await request(chatDispositionUrl(endpoint, ids, outcome));
    },
  };
}
