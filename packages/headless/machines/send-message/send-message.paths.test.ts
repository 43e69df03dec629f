import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventFromLogic } from 'xstate';
import { formMachine } from '../form/form.machine';
import { transitionCoverage } from '../testing/transition-coverage';
import { defaultSendMessageFields } from './send-message.logic';
import { sendMessageMachine } from './send-message.machine';
import { resolveSendMessageOptions } from './send-message.options';

type Event = EventFromLogic<typeof sendMessageMachine>;

const filledForm = (() => {
  const form = createActor(formMachine, { input: { fields: defaultSendMessageFields } }).start();
  form.send({ type: 'field.change', name: 'subject', value: 'Hi' });
  return form.getSnapshot();
})();

const internal = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;
const file = new File(['x'], 'a.txt');

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
  { type: 'form.snapshot', snapshot: filledForm },
  { type: 'field.change', name: 'subject', value: 'Hi' },
  { type: 'field.keyup', name: 'subject', value: 'Hi' },
  { type: 'field.blur', name: 'subject' },
  { type: 'files.add', files: [file] },
  { type: 'file.remove', index: 0 },
  { type: 'form.submit' },
  { type: 'form.submitted', values: { subject: 'Hi' }, autoSubmitted: false },
  { type: 'dialog.dismiss' },
  { type: 'button.show' },
  { type: 'button.hide' },
  {
    type: 'widget.configure',
    options: resolveSendMessageOptions({ SendMessageButton: { enabled: true } }),
  },
  { type: 'widget.configure', options: resolveSendMessageOptions({}) },
  internal('xstate.done.actor.send', { output: { ok: true, sent: { interactionId: 'em-1' } } }),
  internal('xstate.done.actor.send', {
    output: { ok: false, failure: { textStatus: 'timeout', statusCode: 0 } },
  }),
  internal('xstate.error.actor.send', { error: new Error('offline') }),
  internal('xstate.after.openDelay.sendMessage.button.waiting'),
];

// What tells the walk's snapshots apart: the states and the flags the guards read.
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.form !== undefined,
    snapshot.context.completed,
    snapshot.context.files.length > 0,
    snapshot.context.options.SendMessageButton.enabled,
  ]);

describe('send-message paths', () => {
  it('reaches every state and takes every transition', { timeout: 30_000 }, () => {
    const coverage = transitionCoverage(sendMessageMachine, [
      { input: {}, events, serializeState },
      { input: { options: { SendMessageButton: { enabled: true } } }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
