import { createActor, fromCallback, type SnapshotFrom } from 'xstate';
import { formMachine, type FormMachine } from './form.machine';
import type { FormEvent, FormInput, FormValues } from './form.types';

/** What {@link formSession} tells the window that runs it. */
export type FormSessionNews =
  | { type: 'form.snapshot'; snapshot: SnapshotFrom<FormMachine> }
  | { type: 'form.submitted'; values: FormValues; autoSubmitted: boolean }
  | { type: 'form.invalid' };

/**
 * Runs a window's form (the form primitive) for one open: takes the form's events, and reports its
 * snapshots, its submits and its refusals, so that the window's snapshot holds the form's.
 */
export const formSession = fromCallback<FormEvent, FormInput>(({ input, sendBack, receive }) => {
  const form = createActor(formMachine, { input });
  const report = () =>
    sendBack({ type: 'form.snapshot', snapshot: form.getSnapshot() } satisfies FormSessionNews);
  const snapshots = form.subscribe(report);
  const submits = form.on('submitted', ({ values, autoSubmitted }) =>
    sendBack({ type: 'form.submitted', values, autoSubmitted } satisfies FormSessionNews),
  );
  const refusals = form.on('invalid', () =>
    sendBack({ type: 'form.invalid' } satisfies FormSessionNews),
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
