import type { ViewArbiter } from '../view-reservation/view-arbiter';
import type { ViewReservationEvent } from '../view-reservation/view-reservation.types';

/** A toaster arbiter the test drives: the commands it got, the ones it refuses, and takeovers. */
export function fakeToaster(refused: ReadonlySet<ViewReservationEvent['type']> = new Set()) {
  const commands: ViewReservationEvent[] = [];
  const listeners = new Set<(commander: string) => void>();
  const arbiter: ViewArbiter = {
    refuses: (command) => refused.has(command.type),
    refusal: (command) =>
      refused.has(command.type)
        ? { code: 'reserved', message: 'Toaster view is currently reserved', reservedBy: 'Test' }
        : undefined,
    send: (command) => void commands.push(command),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    arbiter,
    commands,
    /** Another plugin opens the toaster. */
    takeOver(commander: string) {
      for (const listener of listeners) listener(commander);
    },
  };
}
