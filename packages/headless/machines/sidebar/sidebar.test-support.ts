import type { ViewArbiter } from '../view-reservation/view-arbiter';
import type { ViewReservationEvent } from '../view-reservation/view-reservation.types';
import type { SidebarChannelInput } from './sidebar.options';

/** The channels the tests configure: chat, callback and send-message, one with its own texts. */
export const testChannels: SidebarChannelInput[] = [
  { name: 'WebChat' },
  { name: 'Callback', clickOptions: { form: { autoSubmit: false } } },
  { name: 'SendMessage', displayName: 'Email us', displayTitle: 'Write to us', icon: 'email' },
];

/** An overlay arbiter that refuses what the test says, recording what it is sent. */
export function fakeArbiter(refused: Set<ViewReservationEvent['type']> = new Set()) {
  const sent: ViewReservationEvent[] = [];
  const listeners = new Set<(commander: string) => void>();
  const arbiter: ViewArbiter = {
    refuses: (command) => refused.has(command.type),
    refusal: (command) =>
      refused.has(command.type)
        ? {
            code: 'reserved',
            message: 'Overlay view is currently reserved by Test',
            reservedBy: 'Test',
          }
        : undefined,
    send: (command) => sent.push(command),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    arbiter,
    sent,
    refused,
    /** Another plugin opens the overlay view. */
    open: (commander: string) => {
      for (const listener of listeners) listener(commander);
    },
  };
}
