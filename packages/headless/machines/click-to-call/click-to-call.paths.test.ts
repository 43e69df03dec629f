import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventFromLogic } from 'xstate';
import { countdownMachine } from '../countdown/countdown.machine';
import { formMachine } from '../form/form.machine';
import { transitionCoverage } from '../testing/transition-coverage';
import { defaultClickToCallFields } from './click-to-call.logic';
import { clickToCallMachine } from './click-to-call.machine';
import { resolveClickToCallOptions } from './click-to-call.options';

type Event = EventFromLogic<typeof clickToCallMachine>;

const dirtyForm = (() => {
  const form = createActor(formMachine, { input: { fields: defaultClickToCallFields } }).start();
  form.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
  return form.getSnapshot();
})();

const countdown = createActor(countdownMachine, { input: { duration: 30_000 } })
  .start()
  .getSnapshot();

const internal = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;

const received = {
  error: false,
  netfail: false,
  sPhoneNumber: '+18005550100',
  sPhoneTelHref: 'tel:+18005550100',
  iExpireTime: 60,
};

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
  { type: 'field.change', name: 'firstname', value: 'Ada' },
  { type: 'field.keyup', name: 'firstname', value: 'Ada' },
  { type: 'field.blur', name: 'firstname' },
  { type: 'phone.change', text: '+1555' },
  { type: 'widget.configure', options: resolveClickToCallOptions({ ewt: { queue: 'VQ' } }) },
  { type: 'form.submit' },
  { type: 'form.submitted', values: { phonenumber: '+15550002222' }, autoSubmitted: false },
  { type: 'form.submitted', values: { phonenumber: '' }, autoSubmitted: false },
  { type: 'dialog.dismiss' },
  { type: 'number.requestNew' },
  { type: 'state.restore' },
  { type: 'countdown.snapshot', snapshot: countdown },
  { type: 'countdown.warning' },
  { type: 'countdown.expired' },
  internal('xstate.done.actor.request', { output: received }),
  internal('xstate.done.actor.request', { output: { ...received, iExpireTime: undefined } }),
  internal('xstate.done.actor.request', { output: { error: true, netfail: true } }),
  internal('xstate.done.actor.request', {
    output: { error: true, netfail: false, errormsg: 'Invalid customer number' },
  }),
  internal('xstate.done.actor.request', { output: { error: false, netfail: false } }),
  internal('xstate.error.actor.request', { error: new Error('offline') }),
  internal('xstate.done.actor.restore', {
    output: { bRestoreSuccess: true, sPhoneNumber: '+18005550100', iExipreTime: 60 },
  }),
  internal('xstate.done.actor.restore', {
    output: { bRestoreSuccess: false, sPhoneNumber: '+18005550100', iExipreTime: -1 },
  }),
  internal('xstate.done.actor.restore', { output: { bRestoreSuccess: false } }),
  internal('xstate.error.actor.restore', { error: new Error('offline') }),
  internal('xstate.done.actor.waitTime', { output: 60 }),
  internal('xstate.error.actor.waitTime', { error: new Error('offline') }),
  internal('xstate.after.refreshInterval.clickToCall.waitTime.waiting'),
];

// What tells the walk's snapshots apart: the states and the flags the guards read.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.form !== undefined,
    snapshot.context.completed,
    snapshot.context.number?.expiresAt !== undefined,
    snapshot.context.options.ewt.queue,
    snapshot.context.options.confirmFormCloseEnabled,
  ]);

describe('click-to-call paths', () => {
  // About 2 s alone, over 7 s beside the other test files on a busy 2-core machine.
  it('reaches every state and takes every transition', { timeout: 30_000 }, () => {
    const coverage = transitionCoverage(clickToCallMachine, [
      { input: { options: { ewt: { queue: 'VQ' } } }, events, serializeState },
      { input: { options: { unminimizeOnAlert: false } }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
