import { createActor, fromCallback, fromPromise } from 'xstate';
import type { CallbackScheduled } from '../../services/callback/callback.wire';
import { formMachine } from '../form/form.machine';
import type { FormEvent, FormInput } from '../form/form.types';
import { phoneInputMachine } from '../phone-input/phone-input.machine';
import type { PhoneInputEvent, PhoneInputInput } from '../phone-input/phone-input.types';
import type { CallbackEvent, FetchWaitTimeInput, ScheduleCallbackInput } from './callback.types';

/**
 * Runs the window's form (the form primitive) for one open: takes the form's events, and reports its
 * snapshots, its submits and its refusals, so that the window's snapshot holds the form's.
 */
export const formSession = fromCallback<FormEvent, FormInput>(({ input, sendBack, receive }) => {
  const form = createActor(formMachine, { input });
  const report = () =>
    sendBack({ type: 'form.snapshot', snapshot: form.getSnapshot() } satisfies CallbackEvent);
  const snapshots = form.subscribe(report);
  const submits = form.on('submitted', ({ values, autoSubmitted }) =>
    sendBack({ type: 'form.submitted', values, autoSubmitted } satisfies CallbackEvent),
  );
  const refusals = form.on('invalid', () =>
    sendBack({ type: 'form.invalid' } satisfies CallbackEvent),
  );
  form.start();
  report();
  receive((event) => form.send(event));
  return () => {
    snapshots.unsubscribe();
    submits.unsubscribe();
    refusals.unsubscribe();
    form.stop();
  };
});

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
