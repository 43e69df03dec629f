import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventFromLogic } from 'xstate';
import { formMachine } from '../form/form.machine';
import { transitionCoverage } from '../testing/transition-coverage';
import { defaultCallbackFields } from './callback.logic';
import { callbackMachine } from './callback.machine';
import { resolveCallbackWindowOptions } from './callback.options';
import { phoneInputMachine } from '../phone-input/phone-input.machine';

type Event = EventFromLogic<typeof callbackMachine>;

const dirtyForm = (() => {
  const form = createActor(formMachine, { input: { fields: defaultCallbackFields } }).start();
  form.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
  return form.getSnapshot();
})();

const phone = createActor(phoneInputMachine, { input: {} }).start().getSnapshot();

const internal = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;

const events: Event[] = [
  { type: 'window.open' },
  { type: 'window.open', minimized: true },
  { type: 'window.close' },
  { type: 'window.close', force: true },
  { type: 'window.minimize' },
  { type: 'window.resize', width: 320 },
  { type: 'viewport.change', mobile: true },
  { type: 'close.confirm' },
  { type: 'close.cancel' },
  { type: 'form.snapshot', snapshot: dirtyForm },
  { type: 'phone.snapshot', snapshot: phone },
  { type: 'field.change', name: 'firstname', value: 'Ada' },
  { type: 'field.keyup', name: 'firstname', value: 'Ada' },
  { type: 'field.blur', name: 'firstname' },
  { type: 'phone.change', text: '+44' },
  { type: 'phone.country', country: 'GB' },
  { type: 'widget.configure', options: resolveCallbackWindowOptions({ ewt: { queue: 'VQ' } }) },
  { type: 'overlay.show', overlay: { html: '<p>Hi</p>', hideFooter: false } },
  { type: 'overlay.hide' },
  { type: 'form.submit' },
  { type: 'form.submitted', values: { phonenumber: '+12015550123' }, autoSubmitted: false },
  { type: 'timing.change', timing: 'scheduled' },
  { type: 'timing.change', timing: 'asap' },
  { type: 'schedule.pick', dateTime: '2030-01-02T10:00:00.000Z' },
  { type: 'error.dismiss' },
  { type: 'waitTime.show' },
  internal('xstate.done.actor.schedule', { output: { response: {} } }),
  internal('xstate.error.actor.schedule', { error: new Error('offline') }),
  internal('xstate.done.actor.waitTime', { output: 60 }),
  internal('xstate.done.actor.waitTime', { output: 0 }),
  internal('xstate.error.actor.waitTime', { error: new Error('offline') }),
  internal('xstate.after.refreshInterval.callback.waitTime.waiting'),
];

// What tells the walk's snapshots apart: the states and the flags the guards read.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.timing,
    snapshot.context.desiredTime !== undefined,
    snapshot.context.form !== undefined,
    snapshot.context.session.completed !== false,
    snapshot.context.options.ewt.queue,
    snapshot.context.overlay !== undefined,
  ]);

describe('callback paths', () => {
  // About 2 s alone, over 7 s beside the other test files on a busy 2-core machine.
  it('reaches every state and takes every transition', { timeout: 30_000 }, () => {
    const coverage = transitionCoverage(callbackMachine, [
      { input: { options: { ewt: { queue: 'VQ' } } }, events, serializeState },
      { input: { options: { immediateCallback: false } }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
