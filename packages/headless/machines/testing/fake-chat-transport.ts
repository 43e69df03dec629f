import type {
  ChatMessage,
  FileLimits,
  MessageType,
  ParticipantType,
  StartChatRequest,
} from '../../transports/chat.types';
import type {
  ChatBatch,
  ChatTransport,
  PushHandlers,
  SessionKeys,
  TransportError,
  TransportResult,
} from '../../transports/transport.types';

type Call =
  | 'start'
  | 'poll'
  | 'send'
  | 'typing'
  | 'disconnect'
  | 'customNotice'
  | 'updateData'
  | 'limits'
  | 'upload'
  | 'history';

/**
 * How the next call of a kind fails: a transport error, `dropAfter` (done on the server, answer
 * lost), or `replay` (not done; the last answer to that kind of call comes again, as a proxy may do).
 */
export type FakeFailure = TransportError | 'dropAfter' | 'replay';

/** An in-memory chat back end for machine tests: a transcript, call records and scripted failures. */
export interface FakeChatTransport extends ChatTransport {
  /** The server's transcript. */
  readonly transcript: ChatMessage[];
  /** Calls made, in order. */
  readonly calls: { call: Call; position?: number; text?: string }[];
  /** Makes the next calls of a kind fail, in order. */
  fail(call: Call, ...failures: FakeFailure[]): void;
  /** Adds a message from someone other than the visitor. */
  add(
    type: MessageType,
    from: { id: string; type: ParticipantType; name: string },
    text?: string,
    extra?: Partial<ChatMessage>,
  ): ChatMessage;
  /** Makes the next answer say the chat ended. */
  endChat(): void;
  /** Makes every later answer omit the ended flag. */
  omitEnded(): void;
  /** The file limits the back end reports. */
  limits: FileLimits;
  /** The session's open push channel, while the machine listens (push with `batch`, `lost`, `restored`). */
  readonly channel: PushHandlers | undefined;
}

/** Options of the fake back end. */
export interface FakeChatTransportOptions {
  /** An asynchronous back end with paged history (`history` reads pages before an index). */
  async?: boolean;
}

const policy = {
  tick: 250,
  minInterval: 500,
  maxInterval: 3000,
  multiplier: 1.2,
  exceptionLimit: 5,
};
const session: SessionKeys = { chatId: 'chat-1', secureKey: 'key', alias: '1', userId: 'u1' };

/** Creates the fake back end; `now` stamps messages. */
export function createFakeChatTransport(
  now: () => number = () => 0,
  options: FakeChatTransportOptions = {},
): FakeChatTransport {
  const transcript: ChatMessage[] = [];
  const calls: FakeChatTransport['calls'] = [];
  const failures = new Map<Call, FakeFailure[]>();
  let ended = false;
  const limits: FileLimits = { fileTypes: ['png', 'pdf'], needAgent: false, maxFileSize: 1000 };
  let endedFlagMissing = false;

  const add: FakeChatTransport['add'] = (type, from, text = '', extra = {}) => {
    const message: ChatMessage = {
      index: transcript.length + 1,
      type,
      text,
      timestamp: now(),
      html: false,
      userData: {},
      from,
      isTyping: type === 'TypingStarted' || type === 'TypingStopped',
      restoring: false,
      eventAttributes: {},
      ...extra,
    };
    transcript.push(message);
    return message;
  };

  const batch = (position: number): ChatBatch => ({
    messages: transcript.filter((message) => message.index >= position),
    ended: endedFlagMissing ? undefined : ended,
    nextPosition: transcript.length + 1,
  });

  const lastAnswers = new Map<Call, unknown>();

  function answer<T>(call: Call, run: () => T): Promise<TransportResult<T>> {
    const failure = failures.get(call)?.shift();
    if (failure === 'dropAfter') {
      run();
      return Promise.resolve({
        ok: false,
        error: { kind: 'network', message: 'connection dropped' },
      });
    }
    if (failure === 'replay' && lastAnswers.has(call)) {
      return Promise.resolve({ ok: true, value: lastAnswers.get(call) as T });
    }
    if (failure && failure !== 'replay') return Promise.resolve({ ok: false, error: failure });
    const value = run();
    lastAnswers.set(call, value);
    return Promise.resolve({ ok: true, value });
  }

  const client = { id: '1', type: 'Client' as const, name: 'Visitor' };
  const async = options.async === true;
  let channel: PushHandlers | undefined;

  return {
    name: 'fake',
    capabilities: {
      async,
      asyncClose: async ? 'hideChat' : 'endChat',
      pagination: async,
      fileUpload: true,
    },
    pollPolicy: policy,
    transcript,
    calls,
    limits,
    get channel() {
      return channel;
    },
    listen(_session, _position, handlers) {
      channel = handlers;
      return () => {
        if (channel === handlers) channel = undefined;
      };
    },
    ...(async
      ? {
          history(_session: SessionKeys, before: number, count = 20) {
            calls.push({ call: 'history', position: before });
            return answer('history', () => ({
              messages: transcript.filter(
                (message) => message.index < before && message.index >= before - count,
              ),
              ended: false,
              nextPosition: transcript.length + 1,
            }));
          },
        }
      : {}),
    fail(call, ...items) {
      failures.set(call, [...(failures.get(call) ?? []), ...items]);
    },
    add,
    endChat() {
      ended = true;
    },
    omitEnded() {
      endedFlagMissing = true;
    },
    start(request) {
      calls.push({ call: 'start', text: request.text });
      return answer('start', () => {
        ended = false;
        add('ParticipantJoined', {
          ...client,
          name: request.nickname ?? request.firstName ?? 'Visitor',
        });
        return { session, batch: batch(1) };
      });
    },
    poll(_session, position) {
      calls.push({ call: 'poll', position });
      return answer('poll', () => batch(position));
    },
    send(_session, message, position) {
      calls.push({ call: 'send', text: message.text, position });
      return answer('send', () => {
        add('Message', client, message.text, { clientMessageId: message.clientMessageId });
        return batch(position);
      });
    },
    typing(_session, typing) {
      calls.push({ call: 'typing', text: String(typing) });
      return answer('typing', () => batch(transcript.length + 1));
    },
    disconnect() {
      calls.push({ call: 'disconnect' });
      return answer('disconnect', () => {
        add('ParticipantLeft', client);
        ended = true;
        return batch(transcript.length);
      });
    },
    customNotice(_session, text, attributes) {
      calls.push({ call: 'customNotice', text });
      return answer('customNotice', () => {
        // Like GMS: the notice becomes a visitor event that carries its attributes.
        add('CustomNotice', client, text, { eventAttributes: attributes ?? {} });
        return batch(transcript.length + 1);
      });
    },
    updateData() {
      calls.push({ call: 'updateData' });
      return answer('updateData', () => batch(transcript.length + 1));
    },
    fileLimits() {
      calls.push({ call: 'limits' });
      return answer('limits', () => limits);
    },
    upload(_session, _file, fileName) {
      calls.push({ call: 'upload', text: fileName });
      return answer('upload', () => ({ fileId: `file-${calls.length}` }));
    },
    downloadRequest: (_session, fileId) => ({ url: `/file/${fileId}/download`, fields: {} }),
  };
}

/** Records the start requests `transport` receives, in order (it wraps the transport's `start`). */
export function recordStarts(transport: ChatTransport): StartChatRequest[] {
  const requests: StartChatRequest[] = [];
  const start = transport.start.bind(transport);
  transport.start = (request) => {
    requests.push(request);
    return start(request);
  };
  return requests;
}

/** One tab's link to a shared fake back end, which a test can cut: while down, its polls, sends and notices fail as lost. */
export function createCuttableLink(server: FakeChatTransport): {
  transport: ChatTransport;
  setDown: (down: boolean) => void;
} {
  let down = false;
  const offline = { ok: false, error: { kind: 'network', message: 'tab offline' } } as const;
  const cut =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) =>
      down ? Promise.resolve(offline) : call(...args);
  const transport: ChatTransport = {
    ...server,
    poll: cut(server.poll),
    send: cut(server.send),
    customNotice: cut(server.customNotice),
    disconnect: cut(server.disconnect),
  };
  return { transport, setDown: (value) => (down = value) };
}
