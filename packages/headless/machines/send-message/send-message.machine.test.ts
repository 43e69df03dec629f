import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { SendMessageRequest } from '../../services/send-message/send-message-service.manifest';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { connect, selectSendMessageView } from './send-message.connect';
import { errorLineText } from './send-message.logic';
import { sendMessageMachine } from './send-message.machine';
import { resolveSendMessageOptions } from './send-message.options';
import type { SendMessageEmitted, SendMessageInput, SendMessageResult } from './send-message.types';

const sent: SendMessageResult = { ok: true, sent: { interactionId: 'em-1' } };

function start(input: SendMessageInput = {}, answer: () => SendMessageResult = () => sent) {
  const requests: SendMessageRequest[] = [];
  const sendMessage = vi.fn(async (request: SendMessageRequest, _plugin: string) => {
    requests.push(request);
    return answer();
  });
  const actor = createActor(sendMessageMachine, { input: { sendMessage, ...input } });
  const events: SendMessageEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  const api = () => connect(selectSendMessageView(actor.getSnapshot()), actor.send);
  return { actor, api, events, requests, sendMessage, types: () => events.map((e) => e.type) };
}

const filled = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  subject: 'Billing',
  messagebody: 'Hello',
};

function fill(harness: ReturnType<typeof start>, values: Record<string, string> = filled) {
  for (const [name, value] of Object.entries(values))
    harness.actor.send({ type: 'field.change', name, value });
}

const file = (name: string, size = 10) =>
  new File(['x'.repeat(size)], name, { type: 'text/plain' });
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('SendMessage window', () => {
  it('sends the form with the files, reports opened, started, submitted, completed, then closes at once', async () => {
    const harness = start();
    harness.actor.send({ type: 'window.open', prefill: { userData: { page: 'home' } } });
    fill(harness);
    harness.actor.send({ type: 'files.add', files: [file('a.txt', 5), file('b.txt', 7)] });
    expect(harness.api().totalSize).toBe(12);
    harness.actor.send({ type: 'form.submit' });
    expect(harness.api().isSending).toBe(true);
    await flush();
    expect(harness.api().isSent).toBe(true);
    expect(harness.requests).toEqual([
      {
        formData: filled,
        userData: { page: 'home' },
        files: [
          expect.objectContaining({ name: 'a.txt' }),
          expect.objectContaining({ name: 'b.txt' }),
        ],
      },
    ]);
    expect(harness.sendMessage.mock.calls[0]![1]).toBe('SendMessageService');
    harness.actor.send({ type: 'window.close' });
    expect(harness.api().window).toBe('closed');
    expect(harness.types()).toEqual(['opened', 'started', 'submitted', 'completed', 'closed']);
    expect(harness.events[2]).toEqual({ type: 'submitted', form: filled });
    expect(harness.events[3]).toEqual({ type: 'completed', interactionId: 'em-1' });
  });

  it('refuses an empty form with validation on: all required, e-mail format, nothing sent', async () => {
    const harness = start();
    harness.actor.send({ type: 'window.open' });
    harness.actor.send({ type: 'form.submit' });
    await flush();
    const form = harness.api().form!;
    expect(Object.keys(form.errors).sort()).toEqual(
      ['email', 'firstname', 'lastname', 'messagebody', 'subject'].sort(),
    );
    fill(harness, { ...filled, email: 'not-an-address' });
    harness.actor.send({ type: 'form.submit' });
    await flush();
    expect(harness.api().form!.errorOf('email')?.type).toBe('email');
    expect(harness.requests).toEqual([]);
    expect(harness.api().step).toBe('form');
  });

  it('sends an empty form with validation off (configured, or for one open)', async () => {
    const off = start({ options: { formValidation: false } });
    off.actor.send({ type: 'window.open' });
    off.actor.send({ type: 'form.submit' });
    await flush();
    expect(off.requests).toHaveLength(1);
    const perOpen = start();
    perOpen.actor.send({
      type: 'window.open',
      prefill: { validation: false, form: { email: 'x' } },
    });
    perOpen.actor.send({ type: 'form.submit' });
    await flush();
    expect(perOpen.requests[0]!.formData).toMatchObject({ email: 'x', firstname: '' });
  });

  it('shows the failure texts; OK goes back to the form with everything typed and attached', async () => {
    const answers: SendMessageResult[] = [
      {
        ok: false,
        failure: {
          result: {
            errors: [
              { code: 202, advice: 10485760 },
              { code: 201, advice: 10 },
            ],
          },
          textStatus: 'error',
          statusCode: 400,
        },
      },
      sent,
    ];
    const harness = start({}, () => answers.shift()!);
    harness.actor.send({ type: 'window.open' });
    fill(harness);
    harness.actor.send({ type: 'files.add', files: [file('a.txt')] });
    harness.actor.send({ type: 'form.submit' });
    await flush();
    expect(harness.api().step).toBe('failed');
    expect(harness.api().errors.map(errorLineText)).toEqual([
      'Total size of attachments exceeds limit: 10.0 MB',
      'Total number of attachments exceeds limit: 10',
    ]);
    harness.actor.send({ type: 'dialog.dismiss' });
    expect(harness.api().step).toBe('form');
    expect(harness.api().form!.values).toEqual(filled);
    expect(harness.api().files.map((f) => f.name)).toEqual(['a.txt']);
    harness.actor.send({ type: 'form.submit' });
    await flush();
    expect(harness.requests).toHaveLength(2);
    expect(harness.requests[1]!.files).toHaveLength(1);
    expect(harness.api().isSent).toBe(true);
  });

  it.each([
    [
      { textStatus: 'timeout', statusCode: 0 } as const,
      'Unable to reach server. Please try again.',
    ],
    [
      { result: { reason: 'Mailbox full' }, textStatus: 'error', statusCode: 500 } as const,
      'Mailbox full',
    ],
    [
      { result: { error: 'Bad gateway' }, textStatus: 'error', statusCode: 502 } as const,
      'Bad gateway',
    ],
    [
      { result: { errors: [{ code: 999 }] }, textStatus: 'success', statusCode: 200 } as const,
      'Something went wrong, we apologize for the inconvenience. Please check your connection settings and try again.',
    ],
    [
      { result: { errors: [{ code: 381 }] }, textStatus: 'error', statusCode: 400 } as const,
      'Invalid email - From address.',
    ],
    [
      { result: { errors: [{ code: '103' }] }, textStatus: 'error', statusCode: 400 } as const,
      'Last Name required',
    ],
  ])('names the failure %j as %s', async (failure, text) => {
    const harness = start({}, () => ({ ok: false, failure }));
    harness.actor.send({ type: 'window.open' });
    fill(harness);
    harness.actor.send({ type: 'form.submit' });
    await flush();
    expect(harness.api().errors.map(errorLineText)).toEqual([text]);
  });

  it("shows a refusal's own text (and a sender that throws) in the failure dialog", async () => {
    const refused = start({}, () => ({ ok: false, refusal: 'Invalid configuration' }));
    refused.actor.send({ type: 'window.open' });
    fill(refused);
    refused.actor.send({ type: 'form.submit' });
    await flush();
    expect(refused.api().errors.map(errorLineText)).toEqual(['Invalid configuration']);
    const thrown = start({
      sendMessage: () => Promise.reject(new Error('No HTMl5 formData support on your browser')),
    });
    thrown.actor.send({ type: 'window.open' });
    fill(thrown);
    thrown.actor.send({ type: 'form.submit' });
    await flush();
    expect(thrown.api().errors.map(errorLineText)).toEqual([
      'No HTMl5 formData support on your browser',
    ]);
  });

  it('asks before closing while a field or a file is filled; Cancel keeps it, Close cancels then closes', () => {
    const harness = start();
    harness.actor.send({ type: 'window.open' });
    harness.actor.send({ type: 'window.close' });
    expect(harness.api().window).toBe('closed');
    harness.actor.send({ type: 'window.open' });
    harness.actor.send({ type: 'files.add', files: [file('a.txt')] });
    harness.actor.send({ type: 'window.close' });
    expect(harness.api().isConfirmingClose).toBe(true);
    harness.actor.send({ type: 'close.cancel' });
    expect(harness.api().files).toHaveLength(1);
    harness.actor.send({ type: 'file.remove', index: 0 });
    fill(harness, { subject: 'Hi' });
    harness.actor.send({ type: 'window.minimize' });
    harness.actor.send({ type: 'window.close' });
    expect(harness.api().isConfirmingClose).toBe(true);
    harness.actor.send({ type: 'close.confirm' });
    expect(harness.api().window).toBe('closed');
    expect(harness.types()).toEqual([
      'opened',
      'cancelled',
      'closed',
      'opened',
      'started',
      'minimized',
      'unminimized',
      'cancelled',
      'closed',
    ]);
  });

  it("closes at once for the app's window group (another channel opened)", () => {
    const group = createWindowGroup();
    const harness = start({ group });
    const other = { name: 'WebChat', close: vi.fn() };
    group.join(other);
    harness.actor.send({ type: 'window.open' });
    expect(other.close).toHaveBeenCalled();
    fill(harness, { subject: 'Hi' });
    group.opened('WebChat');
    expect(harness.api().window).toBe('closed');
  });

  it('keeps attach off when uploads are off', () => {
    const harness = start({ options: { uploadsEnabled: false } });
    harness.actor.send({ type: 'window.open' });
    harness.actor.send({ type: 'files.add', files: [file('a.txt')] });
    expect(harness.api().canAttach).toBe(false);
    expect(harness.api().files).toEqual([]);
  });

  it('sends the other inputs of a custom form as user data', async () => {
    const form = {
      wrapper: '<table></table>',
      inputs: [
        { name: 'firstname', label: 'First' },
        { name: 'email', label: 'Email' },
        { name: 'account', label: 'Account' },
      ],
    };
    const harness = start({ options: { form, formValidation: false } });
    harness.actor.send({ type: 'window.open' });
    fill(harness, { firstname: 'Ada', account: 'A-1' });
    harness.actor.send({ type: 'form.submit' });
    await flush();
    expect(harness.requests[0]).toEqual({
      formData: { firstname: 'Ada', lastname: '', email: '', subject: '', messagebody: '' },
      userData: { account: 'A-1' },
    });
  });

  it('shows the side button after openDelay when enabled; show and hide drive it', async () => {
    const harness = start({ options: { SendMessageButton: { enabled: true, openDelay: 500 } } });
    expect(harness.api().isButtonShown).toBe(false);
    await vi.advanceTimersByTimeAsync(499);
    expect(harness.api().isButtonShown).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.api().isButtonShown).toBe(true);
    harness.actor.send({ type: 'button.hide' });
    expect(harness.api().isButtonShown).toBe(false);
    const off = start();
    off.actor.send({ type: 'button.show' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(off.api().isButtonShown).toBe(true);
    const configured = start();
    configured.actor.send({
      type: 'widget.configure',
      options: resolveSendMessageOptions({ SendMessageButton: { enabled: true, openDelay: 0 } }),
    });
    await flush();
    expect(configured.api().isButtonShown).toBe(true);
  });
});
