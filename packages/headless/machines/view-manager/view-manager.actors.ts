import { fromCallback } from 'xstate';
import type { ViewArbiterActor } from '../view-reservation/view-arbiter';
import type { ViewManagerEvent } from './view-manager.types';

/**
 * Hears the view's arbiter: who opened the view, that it closed, and changes of its reservation,
 * as the manager's `arbiter.*` events. Every widget that takes the view goes through the arbiter.
 */
export const watchArbiter = fromCallback<ViewManagerEvent, { arbiter: ViewArbiterActor }>(
  ({ input, sendBack }) => {
    const { arbiter } = input;
    const subscriptions = [
      arbiter.on('opened', (event) =>
        sendBack({
          type: 'arbiter.opened',
          commander: event.commander,
          immutable: event.immutable,
        }),
      ),
      arbiter.on('closed', () => sendBack({ type: 'arbiter.closed' })),
      arbiter.on('reserved', () => sendBack({ type: 'arbiter.reservation', immutable: true })),
      arbiter.on('released', () => sendBack({ type: 'arbiter.reservation', immutable: false })),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  },
);
