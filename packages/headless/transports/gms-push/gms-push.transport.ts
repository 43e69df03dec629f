import { CometD, type Configuration } from 'cometd';
import type { StartChatRequest } from '../chat.types';
import { createGmsHttp, interpretEnvelope } from '../gms-v2/gms-v2.http';
import {
  batchOf,
  fileLimitsOf,
  uploadedFileOf,
  normaliseContexts,
  startedChat,
} from '../gms-v2/gms-v2.normalise';
import type { GmsEnvelope } from '../gms-v2/gms-v2.schema';
import type { GmsOperation } from '../gms-v2/gms-v2.types';
import { answerWithin, failure, guarded, lateStartLimitMs } from '../transport-results';
import type {
  ChatBatch,
  ChatTransport,
  PushHandlers,
  SessionKeys,
  TransportResult,
} from '../transport.types';
import { createPushChannel, type PushChannel } from './gms-push.channel';
import {
  gmsPushTypingPolicy,
  resolveGmsPushOptions,
  type ResolvedGmsPushOptions,
} from './gms-push.options';
import type { CometWindow, GmsPushTransportOptions, PushClient } from './gms-push.types';

// Calls that ask for no transcript have no position to fall back on; 0 never moves a position forward.
const noPosition = 0;

/** A published operation (protocols 1.6) and the REST operation whose answer it mirrors. */
const operations = {
  requestChat: 'start',
  requestNotifications: 'refresh',
  sendMessage: 'send',
  startTyping: 'startTyping',
  stopTyping: 'stopTyping',
  disconnect: 'disconnect',
  customNotice: 'customNotice',
  updateData: 'updateData',
} as const satisfies Record<string, GmsOperation>;

type PushOperation = keyof typeof operations;

function installWindow(injected: CometWindow | undefined): void {
  const scope = globalThis as { window?: unknown };
  if (scope.window !== undefined) return;
  if (!injected) {
    throw new Error(
      'the cometd package needs a window; pass the `window` option outside a browser',
    );
  }
  // The package reads the global `window` whenever it runs (timers, XHR), so it has to stay.
  scope.window = { console, ...injected };
}

/** The `cometd` package's client behind the {@link PushClient} surface. */
export function cometdClient(config: ResolvedGmsPushOptions): PushClient {
  installWindow(config.window);
  const cometd = new CometD();
  return {
    configure: (configuration) => cometd.configure(configuration as unknown as Configuration),
    handshake: () => cometd.handshake(),
    disconnect: () => cometd.disconnect(),
    addListener: (channel, callback) => cometd.addListener(channel, callback),
    subscribe: (channel, callback, acknowledged) =>
      cometd.subscribe(channel, callback, acknowledged),
    remoteCall: (target, content, timeout, callback) =>
      cometd.remoteCall(target, content, timeout, callback),
    getStatus: () => cometd.getStatus(),
    set websocketEnabled(enabled: boolean | undefined) {
      cometd.websocketEnabled = enabled;
    },
    get websocketEnabled() {
      return cometd.websocketEnabled;
    },
  };
}

/** Creates the transport over an existing channel (unit tests give one over a fake client). */
export function buildGmsPushTransport(
  config: ResolvedGmsPushOptions,
  channel: PushChannel,
): ChatTransport {
  const http = createGmsHttp(config);

  const context = normaliseContexts(config);

  function keysOf(session: SessionKeys) {
    return {
      chatId: session.chatId ?? '',
      alias: session.alias ?? '',
      secureKey: session.secureKey ?? '',
      userId: session.userId ?? '',
    };
  }

  async function publish(
    operation: PushOperation,
    fields: Record<string, unknown>,
    timeoutMs?: number,
  ): Promise<TransportResult<GmsEnvelope>> {
    const answer = await channel.call({ operation, ...fields }, timeoutMs);
    return answer.ok ? interpretEnvelope(operations[operation], answer.value) : answer;
  }

  async function batchCall(
    session: SessionKeys,
    operation: Exclude<PushOperation, 'requestChat'>,
    fields: Record<string, unknown>,
    position: number,
  ): Promise<TransportResult<ChatBatch>> {
    if (!session.chatId) {
      return failure({
        kind: 'protocol',
        message: `Cannot ${operation}: the session keys lack a chatId`,
      });
    }
    const result = await publish(operation, { ...keysOf(session), ...fields });
    if (!result.ok) return result;
    return { ok: true, value: batchOf(result.value, position, context(operations[operation])) };
  }

  function fileForm(session: SessionKeys, operation: string, extra?: (form: FormData) => void) {
    const form = new FormData();
    form.append('operation', operation);
    extra?.(form);
    for (const [name, value] of Object.entries(keysOf(session))) form.append(name, value);
    return form;
  }

  function startFields(request: StartChatRequest): Record<string, unknown> {
    const fields: Record<string, unknown> = { alias: '', secureKey: '', userId: '' };
    for (const name of ['nickname', 'firstName', 'lastName', 'emailAddress', 'subject'] as const) {
      if (request[name] !== undefined) fields[name] = request[name];
    }
    fields.text = request.text ?? '';
    if (request.endpoint) fields.endpoint = request.endpoint;
    fields.userData = { ...request.userData };
    return fields;
  }

  function listen(session: SessionKeys, position: number, handlers: PushHandlers): () => void {
    let next = position;
    let open = true;
    const deliver = (batch: ChatBatch) => {
      if (batch.nextPosition > next) next = batch.nextPosition;
      if (open) handlers.batch(batch);
    };
    // Every operation binds the client to the chat on the server; a re-sync also catches up.
    const resync = async () => {
      const result = await batchCall(
        session,
        'requestNotifications',
        { transcriptPosition: next, message: '' },
        next,
      );
      if (result.ok) deliver(result.value);
      return result.ok;
    };
    const stop = channel.listen({
      push(data) {
        const result = interpretEnvelope('refresh', data);
        if (!result.ok) return;
        if (result.value.chatId && session.chatId && result.value.chatId !== session.chatId) return;
        deliver(batchOf(result.value, next, context('refresh')));
      },
      lost(message) {
        if (open) handlers.lost(message);
      },
      restored() {
        void resync().then(() => {
          if (open) handlers.restored();
        });
      },
      // A new session is bound to no chat on the server until an operation names it again.
      renewed() {
        if (open) void resync();
      },
    });
    void resync();
    return () => {
      open = false;
      stop();
    };
  }

  const transport: ChatTransport = {
    name: 'gms-push',
    capabilities: Object.freeze({
      async: false,
      asyncClose: 'endChat',
      pagination: false,
      fileUpload: true,
    }),
    pollPolicy: config.pollPolicy,
    // A published send times out after this (the channel's `remoteCall`).
    requestTimeout: config.bus.maxNetworkDelay,
    // Push mode checks every 5 s and stops after 2 checks without input (spec 2, section 9).
    typingPolicy: Object.freeze({
      tick: gmsPushTypingPolicy.checkInterval,
      stop: gmsPushTypingPolicy.checkInterval * gmsPushTypingPolicy.idleChecks,
    }),

    // The visitor hears within the old bound (a handshake may take `maxNetworkDelay`, the call as long
    // again); the answer is still read for a minute, and a chat it opened then is ended.
    start: (request) =>
      answerWithin(
        guarded(async () => {
          const result = await publish('requestChat', startFields(request), lateStartLimitMs);
          return result.ok ? startedChat(result.value, context('start')) : result;
        }),
        config.bus.maxNetworkDelay * 2,
        (started) => transport.disconnect(started.session),
      ),

    poll: (session, position, typingPreview) =>
      guarded(() =>
        batchCall(
          session,
          'requestNotifications',
          { transcriptPosition: position, message: typingPreview },
          position,
        ),
      ),

    send: (session, message, position) =>
      guarded(() =>
        batchCall(
          session,
          'sendMessage',
          {
            message: message.text,
            messageType: message.messageType ?? 'text',
            transcriptPosition: position,
            eventAttributes: JSON.stringify({
              [config.clientIdAttribute]: message.clientMessageId,
            }),
          },
          position,
        ),
      ),

    typing: (session, typing, preview, position) =>
      guarded(() =>
        batchCall(
          session,
          typing ? 'startTyping' : 'stopTyping',
          { message: preview, transcriptPosition: position },
          position,
        ),
      ),

    disconnect: (session) =>
      guarded(async () => {
        const result = await batchCall(session, 'disconnect', {}, noPosition);
        // The chat is over: nothing more to hear unless a listener still holds the channel.
        channel.release();
        return result;
      }),

    customNotice: (session, text, attributes) =>
      guarded(() =>
        batchCall(
          session,
          'customNotice',
          {
            message: text,
            ...(attributes === undefined ? {} : { eventAttributes: JSON.stringify(attributes) }),
          },
          noPosition,
        ),
      ),

    updateData: (session, userData) =>
      guarded(() => batchCall(session, 'updateData', { userData: { ...userData } }, noPosition)),

    fileLimits: (session) =>
      guarded(async () => {
        const result = await http.post(
          'file/limits',
          config.apiURL,
          fileForm(session, 'fileGetLimits'),
        );
        return result.ok ? { ok: true, value: fileLimitsOf(result.value) } : result;
      }),

    upload: (session, file, fileName) =>
      guarded(async () => {
        const form = fileForm(session, 'fileUpload', (data) => data.append('file', file, fileName));
        const result = await http.post('file', config.apiURL, form);
        return result.ok ? uploadedFileOf(result.value) : result;
      }),

    downloadRequest: (session, fileId) => ({
      url: config.apiURL,
      fields: { operation: 'fileDownload', fileId, ...keysOf(session) },
    }),

    listen,
  };
  return transport;
}

/**
 * Creates the GMS chat v2 transport in CometD push mode (protocols 1.6): operations are published on
 * the service channel, answers and pushes carry the REST envelope, files go over `apiURL`.
 * Throws a `GmsConfigError` ('Invalid transport configuration') for bad options.
 */
export function createGmsPushTransport(options: GmsPushTransportOptions): ChatTransport {
  const config = resolveGmsPushOptions(options);
  return buildGmsPushTransport(
    config,
    createPushChannel(config, () => cometdClient(config)),
  );
}
