import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createBus } from '../../bus/bus';
import {
  createFakeChatTransport,
  recordStarts,
  type FakeChatTransport,
} from '../testing/fake-chat-transport';
import { chatSessionMachine } from './chat-session.machine';
import { attachChatPlugin } from './chat-session.plugin';
import type { SavedSession, SessionStore } from './chat-session.types';

const silent = { debug: vi.fn(), error: vi.fn() };
const client = { id: '1', type: 'Client' as const, name: 'Visitor' };
const agent = { id: '2', type: 'Agent' as const, name: 'Anna' };

let time = 1_000_000;
beforeEach(() => {
  vi.useFakeTimers();
  time = 1_000_000;
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = async (ms: number) => {
  time += ms;
  await vi.advanceTimersByTimeAsync(ms);
};

function memoryStore(saved?: SavedSession): SessionStore {
  let kept = saved;
  return {
    load: () => kept,
    save: (next) => (kept = next),
    clear: () => (kept = undefined),
  };
}

/** A chat actor with the `WebChatService` plugin on a bus, and what the plugin published. */
function service(
  transport: FakeChatTransport = createFakeChatTransport(() => time),
  store = memoryStore(),
) {
  let ids = 0;
  const actor = createActor(chatSessionMachine, {
    input: {
      transport,
      store,
      now: () => time,
      createId: () => `id${(ids += 1)}`,
      page: () => ({ mobile: false, referrer: '', url: '', title: '', browser: '', os: '' }),
    },
  });
  actor.start();
  const bus = createBus({ logger: silent });
  const detach = attachChatPlugin(bus, actor);
  const published: { event: string; data: unknown }[] = [];
  bus.subscribe('WebChatService.*', ({ event, data }) =>
    published.push({ event: event.replace('WebChatService.', ''), data }),
  );
  const events = () => published.map((item) => item.event);
  const polls = () => transport.calls.filter((call) => call.call === 'poll').length;
  return { actor, bus, detach, transport, published, events, polls };
}

async function startedService(transport?: FakeChatTransport, store?: SessionStore) {
  const chat = service(transport, store);
  await chat.bus.command('WebChatService.startChat', { nickname: 'Ada' });
  await advance(0);
  return chat;
}

/** Records the typing and preview text each `typing` call of the transport carries. */
function recordTyping(transport: FakeChatTransport): [boolean, string][] {
  const typed: [boolean, string][] = [];
  const typing = transport.typing.bind(transport);
  transport.typing = (session, isTyping, preview, position) => {
    typed.push([isTyping, preview]);
    return typing(session, isTyping, preview, position);
  };
  return typed;
}

/** An element-like input: a value and input listeners, with `type` to change it as a visitor would. */
function fakeInput() {
  const listeners = new Set<() => void>();
  return {
    value: '',
    listeners,
    addEventListener: (_type: 'input', listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: 'input', listener: () => void) => listeners.delete(listener),
    type(text: string) {
      this.value = text;
      for (const listener of listeners) listener();
    },
  };
}

describe('WebChatService files', () => {
  it('sendFile resolves when the upload is done, and downloadFile gives its download request', async () => {
    const chat = await startedService();
    const sent = chat.bus.command('WebChatService.sendFile', {
      file: new Blob(['x']),
      fileName: 'a.png',
    });
    await advance(0);
    const upload = await sent;
    expect(upload).toMatchObject({ fileName: 'a.png', status: 'done', size: 1 });
    expect(upload).not.toHaveProperty('file');
    expect(chat.transport.calls).toContainEqual({ call: 'upload', text: 'a.png' });
    await expect(
      chat.bus.command('WebChatService.downloadFile', { fileId: upload.fileId! }),
    ).resolves.toEqual({ url: `/file/${upload.fileId}/download`, fields: {} });
  });

  it('sendFile takes the name of a File', async () => {
    const chat = await startedService();
    const sent = chat.bus.command('WebChatService.sendFile', {
      file: new File(['x'], 'scan.pdf'),
    });
    await advance(0);
    await expect(sent).resolves.toMatchObject({ fileName: 'scan.pdf', status: 'done' });
  });

  it('sendFile rejects with the spec text when the file is refused or its upload fails', async () => {
    const chat = await startedService();
    await expect(
      chat.bus.command('WebChatService.sendFile', { file: new Blob(['x']), fileName: 'a.exe' }),
    ).rejects.toThrow('File type not allowed');
    await expect(
      chat.bus.command('WebChatService.sendFile', {
        file: new Blob(['x'.repeat(2000)]),
        fileName: 'big.png',
      }),
    ).rejects.toThrow('File larger than allowed size');
    chat.transport.fail('upload', { kind: 'network', message: 'down' });
    const failing = chat.bus.command('WebChatService.sendFile', {
      file: new Blob(['x']),
      fileName: 'b.png',
    });
    const settled = expect(failing).rejects.toThrow('Unexpected disconnection, try again?');
    await advance(0);
    await settled;
    await expect(
      chat.bus.command('WebChatService.sendFile', { file: 'not a file' as unknown as Blob }),
    ).rejects.toThrow('sendFile needs a file');
  });

  it('sendFile rejects when the chat ends before the file went', async () => {
    const transport = createFakeChatTransport(() => time);
    // An upload that never answers: the chat's end comes first.
    transport.upload = () => new Promise(() => undefined);
    const chat = await startedService(transport);
    const sent = chat.bus.command('WebChatService.sendFile', {
      file: new Blob(['x']),
      fileName: 'a.png',
    });
    const settled = expect(sent).rejects.toThrow('Unexpected disconnection, try again?');
    await advance(0);
    const ending = chat.bus.command('WebChatService.endChat');
    await advance(0);
    await ending;
    await settled;
  });

  it('refuses file commands without an active chat', async () => {
    const chat = service();
    const noChat = 'There is no active chat session';
    await expect(
      chat.bus.command('WebChatService.sendFile', { file: new Blob(['x']), fileName: 'a.png' }),
    ).rejects.toThrow(noChat);
    await expect(chat.bus.command('WebChatService.downloadFile', { fileId: 'f' })).rejects.toThrow(
      noChat,
    );
    await expect(chat.bus.command('WebChatService.getFileLimits')).rejects.toThrow(noChat);
  });

  it("answers 'This transport doesn't support ...' on a transport without files", async () => {
    const transport = createFakeChatTransport(() => time);
    Object.assign(transport.capabilities, { fileUpload: false });
    const chat = await startedService(transport);
    await expect(
      chat.bus.command('WebChatService.sendFile', { file: new Blob(['x']), fileName: 'a.png' }),
    ).rejects.toThrow("This transport doesn't support file uploads");
    await expect(chat.bus.command('WebChatService.getFileLimits')).rejects.toThrow(
      "This transport doesn't support file uploads",
    );
    await expect(chat.bus.command('WebChatService.downloadFile', { fileId: 'f' })).rejects.toThrow(
      "This transport doesn't support file downloads",
    );
    expect(transport.calls.map((call) => call.call)).not.toContain('upload');
  });

  it('getFileLimits waits for the limits the session reads as it starts', async () => {
    const chat = service();
    await chat.bus.command('WebChatService.startChat', { nickname: 'Ada' });
    // The start has answered; the limits are still on their way.
    const limits = chat.bus.command('WebChatService.getFileLimits');
    await advance(0);
    await expect(limits).resolves.toEqual(chat.transport.limits);
    await expect(chat.bus.command('WebChatService.getFileLimits')).resolves.toEqual(
      chat.transport.limits,
    );
  });

  it('getFileLimits rejects when the limits could not be read', async () => {
    const transport = createFakeChatTransport(() => time);
    transport.fail('limits', { kind: 'network', message: 'down' });
    const chat = await startedService(transport);
    await expect(chat.bus.command('WebChatService.getFileLimits')).rejects.toThrow(
      'An unexpected error occurred',
    );
  });
});

describe('WebChatService typing', () => {
  it('sendTyping sends the preview text, announcing the visitor typing as it starts and stops', async () => {
    const transport = createFakeChatTransport(() => time);
    const typed = recordTyping(transport);
    const chat = await startedService(transport);
    await chat.bus.command('WebChatService.sendTyping', { message: 'he' });
    await chat.bus.command('WebChatService.sendTyping', { message: 'hel' });
    await chat.bus.command('WebChatService.sendTyping', { typing: false });
    await advance(0);
    expect(typed).toEqual([
      [true, 'he'],
      [true, 'hel'],
      [false, ''],
    ]);
    expect(chat.events().filter((event) => event.startsWith('clientTyping'))).toEqual([
      'clientTypingStarted',
      'clientTypingStopped',
    ]);
    const idle = service();
    await expect(idle.bus.command('WebChatService.sendTyping')).rejects.toThrow(
      'There is no active chat session',
    );
  });

  it('a registered preview input sends what is typed in it until the chat ends', async () => {
    const transport = createFakeChatTransport(() => time);
    const typed = recordTyping(transport);
    const chat = await startedService(transport);
    const input = fakeInput();
    await chat.bus.command('WebChatService.registerTypingPreviewInput', { input });
    await chat.bus.command('WebChatService.registerTypingPreviewInput', { input });
    expect(input.listeners.size).toBe(1);
    input.type('hi');
    input.type('');
    await advance(0);
    expect(typed).toEqual([
      [true, 'hi'],
      [false, ''],
    ]);
    const ending = chat.bus.command('WebChatService.endChat');
    await advance(0);
    await ending;
    expect(input.listeners.size).toBe(0);
  });

  it('unregisters preview inputs when the plugin detaches, and refuses what is not an input', async () => {
    const chat = await startedService();
    const input = fakeInput();
    await chat.bus.command('WebChatService.registerTypingPreviewInput', { input });
    await expect(
      chat.bus.command('WebChatService.registerTypingPreviewInput', {
        input: {} as ReturnType<typeof fakeInput>,
      }),
    ).rejects.toThrow('Typing preview input must be a text input or textarea');
    chat.detach();
    expect(input.listeners.size).toBe(0);
  });
});

describe('WebChatService polling', () => {
  it('starts polling with the chat and stops it with its end', async () => {
    const chat = await startedService();
    const ending = chat.bus.command('WebChatService.endChat');
    await advance(0);
    await ending;
    await advance(0);
    const events = chat.events();
    expect(events.filter((event) => event.startsWith('polling'))).toEqual([
      'pollingStarted',
      'pollingStopped',
    ]);
    expect(events.indexOf('pollingStarted')).toBeGreaterThan(events.indexOf('started'));
    expect(events.indexOf('pollingStopped')).toBeLessThan(events.indexOf('ended'));
  });

  it('stopPoll stops the polls and startPoll reads at once and resumes them', async () => {
    const chat = await startedService();
    await chat.bus.command('WebChatService.stopPoll');
    const stoppedAt = chat.polls();
    await advance(10_000);
    expect(chat.polls()).toBe(stoppedAt);
    await chat.bus.command('WebChatService.startPoll');
    await advance(0);
    expect(chat.polls()).toBe(stoppedAt + 1);
    await advance(5_000);
    expect(chat.polls()).toBeGreaterThan(stoppedAt + 1);
    expect(chat.events().filter((event) => event.startsWith('polling'))).toEqual([
      'pollingStarted',
      'pollingStopped',
      'pollingStarted',
    ]);
  });

  it('sleep stops the polls until wake, which reads at once', async () => {
    const chat = await startedService();
    await chat.bus.command('WebChatService.sleep');
    const asleepAt = chat.polls();
    await advance(10_000);
    expect(chat.polls()).toBe(asleepAt);
    // Asleep, a startPoll waits for the wake.
    await chat.bus.command('WebChatService.startPoll');
    await advance(1_000);
    expect(chat.polls()).toBe(asleepAt);
    await chat.bus.command('WebChatService.wake');
    await advance(0);
    expect(chat.polls()).toBe(asleepAt + 1);
    expect(chat.events().filter((event) => /^(polling|sleeping|waking)/.test(event))).toEqual([
      'pollingStarted',
      'pollingStopped',
      'sleeping',
      'waking',
      'pollingStarted',
    ]);
  });

  it('a stopped chat can sleep, and its wake resumes the polls', async () => {
    const chat = await startedService();
    await chat.bus.command('WebChatService.stopPoll');
    await chat.bus.command('WebChatService.sleep');
    const before = chat.polls();
    await chat.bus.command('WebChatService.wake');
    await advance(0);
    expect(chat.polls()).toBe(before + 1);
    expect(chat.events().filter((event) => /^(polling|sleeping|waking)/.test(event))).toEqual([
      'pollingStarted',
      'pollingStopped',
      'sleeping',
      'waking',
      'pollingStarted',
    ]);
  });

  it('refuses poll control without an active chat', async () => {
    const chat = service();
    for (const name of ['sleep', 'wake', 'startPoll', 'stopPoll'] as const) {
      await expect(chat.bus.command(`WebChatService.${name}`)).rejects.toThrow(
        'There is no active chat session',
      );
    }
  });
});

describe('WebChatService configure', () => {
  it('changes the options that may change between chats', async () => {
    const transport = createFakeChatTransport(() => time);
    const starts = recordStarts(transport);
    const chat = service(transport);
    await chat.bus.command('WebChatService.configure', { language: 'fr', maxMessageLength: 5 });
    await chat.bus.command('WebChatService.startChat', { nickname: 'Ada' });
    expect(starts[0]?.userData).toMatchObject({ GCTI_LanguageCode: 'fr' });
    await expect(
      chat.bus.command('WebChatService.sendMessage', { message: 'too long' }),
    ).rejects.toThrow('Message length exceeds configured threshold of (5) characters');
  });

  it.each([[{}], [{ colour: 'red' }], [{ maxMessageLength: -1 }], [{ language: 3 }], [undefined]])(
    "rejects %j with 'Invalid configuration'",
    async (options) => {
      const chat = service();
      await expect(
        chat.bus.command('WebChatService.configure', options as { language?: string }),
      ).rejects.toThrow('Invalid configuration');
    },
  );
});

describe('WebChatService session events', () => {
  it('reports the visitor joining from the transcript and disconnected by the end', async () => {
    const chat = await startedService();
    const ending = chat.bus.command('WebChatService.endChat');
    await advance(0);
    await ending;
    await advance(0);
    const connected = chat.published.find((item) => item.event === 'clientConnected');
    expect(connected?.data).toMatchObject({
      message: { type: 'ParticipantJoined', from: { type: 'Client' } },
    });
    expect(chat.events().filter((event) => event.startsWith('client'))).toEqual([
      'clientConnected',
      'clientDisconnected',
    ]);
    expect(chat.events().indexOf('clientDisconnected')).toBeLessThan(
      chat.events().indexOf('ended'),
    );
  });

  it('reports the visitor leaving as the transcript says, once', async () => {
    const chat = await startedService();
    chat.transport.add('ParticipantLeft', client);
    await advance(5_000);
    const left = chat.published.filter((item) => item.event === 'clientDisconnected');
    expect(left).toHaveLength(1);
    expect(left[0]?.data).toMatchObject({ message: { type: 'ParticipantLeft' } });
    expect(chat.events()).toContain('ended');
  });

  it('a plugin attached to a chat under way reports the visitor disconnected by its end', async () => {
    const chat = await startedService();
    chat.detach();
    const bus = createBus({ logger: silent });
    attachChatPlugin(bus, chat.actor);
    const seen: string[] = [];
    bus.subscribe('WebChatService.*', ({ event }) => seen.push(event));
    const ending = bus.command('WebChatService.endChat');
    await advance(0);
    await ending;
    await advance(0);
    expect(seen).toContain('WebChatService.clientDisconnected');
  });

  it('reports a lost session when a poll is refused with the chat over', async () => {
    const chat = await startedService();
    chat.transport.fail('poll', {
      kind: 'rejected',
      status: 404,
      errors: [{ code: 404 }],
      ended: true,
    });
    await advance(5_000);
    expect(chat.published).toContainEqual({ event: 'sessionLost', data: { status: 404 } });
    expect(chat.events()).toContain('ended');
    const other = await startedService();
    other.transport.fail('poll', { kind: 'rejected', status: 400, errors: [{ code: 1 }] });
    await advance(5_000);
    expect(other.events()).toContain('ended');
    expect(other.events()).not.toContain('sessionLost');
  });

  it('publishes restoreFailed with the spec text when a restore fails', async () => {
    const saved: SavedSession = {
      session: { chatId: 'old' },
      position: 2,
      lastPing: time - 120_000,
      outbox: [],
    };
    const chat = service(undefined, memoryStore(saved));
    chat.actor.send({ type: 'session.restore' });
    await advance(0);
    expect(chat.published).toContainEqual({
      event: 'restoreFailed',
      data: { text: 'Unable to restore session' },
    });
  });

  it('publishes the capabilities at the first start, and again only when they change', async () => {
    const transport = createFakeChatTransport(() => time);
    const chat = await startedService(transport);
    const capabilities = () =>
      chat.published.filter((item) => item.event === 'capabilitiesChanged');
    expect(capabilities()).toEqual([
      { event: 'capabilitiesChanged', data: transport.capabilities },
    ]);
    const ending = chat.bus.command('WebChatService.endChat');
    await advance(0);
    await ending;
    // The fake back end keeps one transcript: the next chat starts on an empty one.
    transport.transcript.length = 0;
    await chat.bus.command('WebChatService.startChat', { nickname: 'Ada' });
    await advance(0);
    expect(capabilities()).toHaveLength(1);
    Object.assign(transport.capabilities, { customNotice: false });
    const endingAgain = chat.bus.command('WebChatService.endChat');
    await advance(0);
    await endingAgain;
    transport.transcript.length = 0;
    await chat.bus.command('WebChatService.startChat', { nickname: 'Ada' });
    await advance(0);
    expect(capabilities().at(-1)?.data).toMatchObject({ customNotice: false });
    expect(capabilities()).toHaveLength(2);
  });

  it('keeps agent events as they were beside the visitor ones', async () => {
    const chat = await startedService();
    chat.transport.add('ParticipantJoined', agent);
    await advance(5_000);
    expect(chat.events()).toContain('agentConnected');
    expect(chat.events().filter((event) => event === 'clientConnected')).toHaveLength(1);
  });
});
