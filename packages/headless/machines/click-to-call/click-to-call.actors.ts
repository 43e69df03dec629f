import { createActor, fromCallback, fromPromise } from 'xstate';
import type {
  ClickToCallNumberReceived,
  ClickToCallRestored,
} from '../../services/click-to-call/click-to-call-service.manifest';
import { countdownMachine } from '../countdown/countdown.machine';
import { numberWarningAt } from './click-to-call.logic';
import type {
  ClickToCallEvent,
  FetchClickToCallWaitInput,
  NumberCountdownInput,
  RequestNumberInput,
  RestoreNumberInput,
} from './click-to-call.types';

export { formSession } from '../form/form.session';

/** Requests a number through the injected requester; resolves with the `numberReceived` that answers it. */
export const requestNumber = fromPromise<ClickToCallNumberReceived, RequestNumberInput>(
  ({ input }) => input.requestNumber(input.request, input.servicePlugin),
);

/** Reads the number the service kept (`restore`). */
export const restoreNumber = fromPromise<ClickToCallRestored, RestoreNumberInput>(({ input }) =>
  input.restoreNumber(input.servicePlugin),
);

/** Reads the queue's wait time in seconds through the injected reader (`StatsService.getStats`). */
export const fetchWaitTime = fromPromise<number | undefined, FetchClickToCallWaitInput>(
  ({ input }) => input.read(input.queue),
);

/**
 * Counts down to the number's expiry (the countdown primitive, warning in the last 10 s), reporting
 * its snapshots, its warning and its end.
 */
export const numberCountdown = fromCallback<ClickToCallEvent, NumberCountdownInput>(
  ({ input, sendBack }) => {
    const countdown = createActor(countdownMachine, {
      input: { deadline: input.deadline, warnAt: numberWarningAt, clock: { now: input.now } },
    });
    const snapshots = countdown.subscribe((snapshot) =>
      sendBack({ type: 'countdown.snapshot', snapshot } satisfies ClickToCallEvent),
    );
    const warnings = countdown.on('warning', () =>
      sendBack({ type: 'countdown.warning' } satisfies ClickToCallEvent),
    );
    const ends = countdown.on('expired', () =>
      sendBack({ type: 'countdown.expired' } satisfies ClickToCallEvent),
    );
    countdown.start();
    sendBack({ type: 'countdown.snapshot', snapshot: countdown.getSnapshot() });
    return () => {
      snapshots.unsubscribe();
      warnings.unsubscribe();
      ends.unsubscribe();
      countdown.stop();
    };
  },
);
