import { describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { startWidget } from '../../kit/widget-runtime';
import { HttpError, type MultipartHttpClient } from '../../services/http/http-client';
import { startSendMessageService } from '../../services/send-message/send-message-service.plugin';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { registerLazySendMessage } from './send-message.lazy';
import { sendMessageWidget, type SendMessageRuntimeInput } from './send-message.widget';

const silent = { debug: vi.fn(), error: vi.fn() };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const dataURL = 'https://gms.cx.test/genesys/2/email/email-web';
const form = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  subject: 'Billing',
  messagebody: 'Hello',
};

/** A page with the SendMessage widget and the real SendMessageService on a fake HTTP client. */
function page(input: Partial<SendMessageRuntimeInput> = {}, answer: () => Promise<unknown>) {
  const bus = createBus({ logger: silent });
  const posted: FormData[] = [];
  const http = (): MultipartHttpClient => ({
    get: () => Promise.resolve(undefined),
    postJson: () => Promise.resolve(undefined),
    postForm: () => answer(),
    postMultipart: (_url, body) => {
      posted.push(body);
      return answer();
    },
  });
  startSendMessageService(bus, { options: { dataURL }, http });
  const events: BusEvent[] = [];
  bus.subscribe('SendMessage.*', (event) => {
    if (event.event !== 'SendMessage.ready') events.push(event);
  });
  const widget = startWidget(sendMessageWidget, input, { bus });
  const fill = () => {
    for (const [name, value] of Object.entries(form))
      widget.actors.sendMessage.send({ type: 'field.change', name, value });
  };
  const names = () => events.map((event) => event.event.replace('SendMessage.', ''));
  return {
    bus,
    widget,
    posted,
    events,
    names,
    fill,
    command: bus.untyped.command.bind(bus.untyped),
  };
}

const sentAnswer = () => Promise.resolve({ interactionId: 'em-1' });

describe('SendMessage plugin', () => {
  it('opens, submits through SendMessageService and publishes the lifecycle', async () => {
    const p = page({}, sentAnswer);
    await p.command('SendMessage.open', { userData: { page: 'home' } });
    await expect(p.command('SendMessage.open')).rejects.toThrow('Already open');
    p.fill();
    await p.command('SendMessage.submit');
    await vi.waitFor(() => expect(p.names()).toContain('completed'));
    expect(p.posted[0]!.getAll('userData')).toEqual(['page=home']);
    await p.command('SendMessage.close');
    expect(p.names()).toEqual(['opened', 'started', 'submitted', 'completed', 'closed']);
    expect(p.events[2]!.data).toEqual({ form });
    expect(p.events[3]!.data).toEqual({ interactionId: 'em-1' });
  });

  it("rejects submit 'Form not valid' for an invalid form, and sends nothing", async () => {
    const p = page({}, sentAnswer);
    await expect(p.command('SendMessage.submit')).rejects.toThrow(
      'SendMessage is not currently open. Ignoring command.',
    );
    await p.command('SendMessage.open');
    await expect(p.command('SendMessage.submit')).rejects.toThrow('Form not valid');
    expect(p.posted).toEqual([]);
  });

  it('rejects close while a field holds a value and shows the question; Cancel keeps it, Close: cancelled before closed', async () => {
    const p = page({}, sentAnswer);
    await expect(p.command('SendMessage.close')).rejects.toThrow('Already closed');
    await p.command('SendMessage.open', { form: { subject: 'Prefilled' } });
    await expect(p.command('SendMessage.close')).rejects.toThrow(
      'Form still contains values. Cannot close until user confirms',
    );
    const actor = p.widget.actors.sendMessage;
    expect(actor.getSnapshot().matches({ window: { open: 'confirmingClose' } })).toBe(true);
    actor.send({ type: 'close.cancel' });
    expect(actor.getSnapshot().context.form?.context.values['subject']).toBe('Prefilled');
    await expect(p.command('SendMessage.close')).rejects.toThrow(/Cannot close/);
    actor.send({ type: 'close.confirm' });
    await vi.waitFor(() => expect(p.names()).toEqual(['opened', 'cancelled', 'closed']));
  });

  it('minimizes and unminimizes; minimize when closed is refused', async () => {
    const p = page({}, sentAnswer);
    await expect(p.command('SendMessage.minimize')).rejects.toThrow(/not currently open/);
    await p.command('SendMessage.open');
    await p.command('SendMessage.minimize');
    await p.command('SendMessage.minimize');
    expect(p.names()).toEqual(['opened', 'minimized', 'unminimized']);
  });

  it('a server error publishes nothing but the failure state; OK keeps the form for a retry', async () => {
    let fail = true;
    const p = page({}, () =>
      fail
        ? Promise.reject(
            new HttpError({
              kind: 'status',
              status: 400,
              statusText: 'Bad Request',
              url: dataURL,
              body: { errors: [{ code: 203 }] },
            }),
          )
        : sentAnswer(),
    );
    await p.command('SendMessage.open');
    p.fill();
    await p.command('SendMessage.submit');
    const actor = p.widget.actors.sendMessage;
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ step: 'failed' })).toBe(true));
    expect(actor.getSnapshot().context.error).toEqual({
      kind: 'server',
      failure: { result: { errors: [{ code: 203 }] }, textStatus: 'error', statusCode: 400 },
    });
    actor.send({ type: 'dialog.dismiss' });
    fail = false;
    await p.command('SendMessage.submit');
    await vi.waitFor(() => expect(p.names()).toContain('completed'));
    expect(p.posted).toHaveLength(2);
  });

  it("configure checks the window's keys (the service's ride along); shows and hides the button", async () => {
    const p = page({}, sentAnswer);
    await expect(p.command('SendMessage.configure', {})).rejects.toThrow('Invalid configuration');
    await expect(p.command('SendMessage.configure', { formValidation: 'yes' })).rejects.toThrow(
      'Invalid configuration',
    );
    await p.command('SendMessage.configure', {
      dataURL,
      formValidation: false,
      SendMessageButton: { openDelay: 0 },
    });
    const actor = p.widget.actors.sendMessage;
    expect(actor.getSnapshot().context.options.formValidation).toBe(false);
    await p.command('SendMessage.showSendMessageButton');
    await flush();
    expect(actor.getSnapshot().matches({ button: 'shown' })).toBe(true);
    await p.command('SendMessage.hideSendMessageButton');
    expect(actor.getSnapshot().matches({ button: 'hidden' })).toBe(true);
  });

  it('opening it closes the other windows of the group', async () => {
    const group = createWindowGroup();
    const other = { name: 'Callback', close: vi.fn() };
    group.join(other);
    const p = page({ group }, sentAnswer);
    await p.command('SendMessage.open');
    expect(other.close).toHaveBeenCalledTimes(1);
  });

  it('is on the bus lazily: close and submit answer before the code loads, open loads it', async () => {
    const bus = createBus({ logger: silent });
    const load = vi.fn(() => {
      startWidget(sendMessageWidget, {}, { bus });
    });
    registerLazySendMessage(bus, { load });
    await expect(bus.untyped.command('SendMessage.close')).rejects.toThrow('Already closed');
    await expect(bus.untyped.command('SendMessage.submit')).rejects.toThrow(/not currently open/);
    expect(load).not.toHaveBeenCalled();
    await bus.untyped.command('SendMessage.open');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
