import { createActor, fromCallback, fromPromise } from 'xstate';
import type { CallbackScheduled } from '../../services/callback/callback.wire';
import { phoneInputMachine } from '../phone-input/phone-input.machine';
import type { PhoneInputEvent, PhoneInputInput } from '../phone-input/phone-input.types';
import type { CallbackEvent, FetchWaitTimeInput, ScheduleCallbackInput } from './callback.types';

// The window's form for one open: the form primitive's session, shared with the other windows.
export { formSession } from '../form/form.session';

/** Runs the phone input (the country list and dial codes) for one open, reporting its snapshots. */
export const phoneSession = fromCallback<PhoneInputEvent, PhoneInputInput>(
  ({ input, sendBack, receive }) => {
    const phone = createActor(phoneInputMachine, { input });
    const report = () =>
      sendBack({ type: 'phone.snapshot', snapshot: phone.getSnapshot() } satisfies CallbackEvent);
    const snapshots = phone.subscribe(report);
    phone.start();
    report();
    receive((event) => phone.send(event));
    return () => {
      snapshots.unsubscribe();
      phone.stop();
    };
  },
);

/** Books the callback through the injected scheduler (the widget's: `<servicePlugin>.schedule` on the bus). */
export const scheduleCallback = fromPromise<CallbackScheduled, ScheduleCallbackInput>(({ input }) =>
  input.schedule(input.request, input.servicePlugin),
);

/** Reads the queue's wait time in seconds through the injected reader (`StatsService.getStats`). */
export const fetchWaitTime = fromPromise<number | undefined, FetchWaitTimeInput>(({ input }) =>
  input.read(input.queue),
);
