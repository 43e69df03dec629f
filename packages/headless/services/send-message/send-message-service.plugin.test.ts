import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { BusEvent } from '../../bus/bus.types';
import { registerLazySendMessageService } from './send-message-service.lazy';
import { startSendMessageService } from './send-message-service.plugin';

const dataURL = 'https://gms.cx.test/genesys/2/email/email-web';
const server = setupServer();
const silent = { debug: vi.fn(), error: vi.fn() };
const formData = { firstname: 'Ada', lastname: 'L', email: 'a@b.org', subject: 's', text: 't' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function events(bus: ReturnType<typeof createBus>): BusEvent[] {
  const seen: BusEvent[] = [];
  bus.subscribe('SendMessageService.*', (event) => {
    if (event.event !== 'SendMessageService.ready') seen.push(event);
  });
  return seen;
}

describe('SendMessageService plugin', () => {
  it('resolves sendForm with the interactionId and publishes messageSent', async () => {
    server.use(http.post(dataURL, () => HttpResponse.json({ interactionId: 'em-1' })));
    const bus = createBus({ logger: silent });
    const seen = events(bus);
    startSendMessageService(bus, { options: { dataURL } });
    await expect(bus.untyped.command('SendMessageService.sendForm', { formData })).resolves.toEqual(
      { interactionId: 'em-1' },
    );
    expect(seen.map((event) => [event.event, event.data])).toEqual([
      ['SendMessageService.messageSent', { interactionId: 'em-1' }],
    ]);
  });

  it('publishes error {result, textStatus, statusCode} and rejects when the server refuses', async () => {
    server.use(
      http.post(dataURL, () =>
        HttpResponse.json({ errors: [{ code: 201, advice: 10 }] }, { status: 400 }),
      ),
    );
    const bus = createBus({ logger: silent });
    const seen = events(bus);
    startSendMessageService(bus, { options: { dataURL } });
    await expect(bus.untyped.command('SendMessageService.sendForm', { formData })).rejects.toThrow(
      'The message was not sent',
    );
    expect(seen.map((event) => [event.event, event.data])).toEqual([
      [
        'SendMessageService.error',
        { result: { errors: [{ code: 201, advice: 10 }] }, textStatus: 'error', statusCode: 400 },
      ],
    ]);
  });

  it("rejects 'Invalid configuration' and 'No formData found' with nothing sent", async () => {
    const bus = createBus({ logger: silent });
    const seen = events(bus);
    startSendMessageService(bus);
    await expect(bus.untyped.command('SendMessageService.sendForm', { formData })).rejects.toThrow(
      'Invalid configuration',
    );
    await expect(bus.untyped.command('SendMessageService.configure', {})).rejects.toThrow(
      'Invalid configuration',
    );
    await bus.untyped.command('SendMessageService.configure', { dataURL });
    await expect(bus.untyped.command('SendMessageService.sendForm', {})).rejects.toThrow(
      'No formData found',
    );
    expect(seen).toEqual([]);
  });

  it('is on the bus lazily: the first command loads it and runs once it binds', async () => {
    server.use(http.post(dataURL, () => HttpResponse.json({ interactionId: 'em-9' })));
    const bus = createBus({ logger: silent });
    const load = vi.fn(() => {
      startSendMessageService(bus, { options: { dataURL } });
    });
    registerLazySendMessageService(bus, { load });
    await expect(bus.untyped.command('SendMessageService.sendForm', { formData })).resolves.toEqual(
      { interactionId: 'em-9' },
    );
    expect(load).toHaveBeenCalledTimes(1);
  });
});
