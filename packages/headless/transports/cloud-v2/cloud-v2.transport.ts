import type { StartChatRequest } from '../chat.types';
import type {
  ChatBatch,
  ChatTransport,
  DownloadRequest,
  PushHandlers,
  SessionKeys,
  TransportResult,
} from '../transport.types';
import {
  answerWithin,
  describeIssues,
  failure,
  guarded,
  lateStartLimitMs,
  notSupported,
  protocolFailure,
  startedBefore,
  unsupported,
} from '../transport-results';
import { isRecord } from '../wire-records';
import { createCloudV2Feeds } from './cloud-v2.feed';
import { createCloudV2Http } from './cloud-v2.http';
import { resolveCloudV2Options } from './cloud-v2.options';
import { conversationsPath, createCloudV2Reader, noPosition } from './cloud-v2.reader';
import { createAnswerSchema, messageSchema, typingAnswerSchema } from './cloud-v2.schema';
import type { CloudV2TransportOptions } from './cloud-v2.types';

/** The command rejection of calls made after the visitor's member left (spec 2, section 8). */
export const customerGone = 'customer disconnected, conversation ended';

/** The guest chat transport: the shared interface with its push channel and paged history. */
export interface CloudV2Transport extends ChatTransport {
  /** Opens the event stream; returns the function that closes it. */
  listen(session: SessionKeys, position: number, handlers: PushHandlers): () => void;
  /** Reads up to a page of messages before the message at index `before`, oldest first. */
  history(
    session: SessionKeys,
    before: number,
    count?: number,
  ): Promise<TransportResult<ChatBatch>>;
}

type Result<T> = TransportResult<T>;

const emptyBatch = (position: number, ended?: boolean): ChatBatch => ({
  messages: [],
  ended,
  nextPosition: position,
});

/** Creates the Genesys Cloud guest chat transport (protocols 2); throws a `CloudV2ConfigError` for bad options. */
export function createCloudV2Transport(options: CloudV2TransportOptions): CloudV2Transport {
  const config = resolveCloudV2Options(options);
  const http = createCloudV2Http(config);
  const reader = createCloudV2Reader(config, http);
  const feeds = createCloudV2Feeds(config, reader);
  const { ledgerOf, conversationURL, selfPath, call, learnMembers, visitorLeft, admit } = reader;
  const { catchUp, idBefore, readMessages, batchOf } = reader;
  const replayedStart = startedBefore();

  const goneFailure = <T>(): Result<T> =>
    failure({
      kind: 'rejected',
      status: 404,
      errors: [{ code: 404, advice: customerGone }],
      ended: true,
    });

  function createBody(request: StartChatRequest): Record<string, unknown> {
    const names = [request.firstName, request.lastName]
      .map((name) => name?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    const displayName = request.nickname?.trim() || names || 'Customer';
    const form: Record<string, string> = {};
    if (request.firstName) form.firstName = request.firstName;
    if (request.lastName) form.lastName = request.lastName;
    if (request.emailAddress) form.email = request.emailAddress;
    if (request.subject) form.subject = request.subject;
    return {
      organizationId: config.organizationId,
      deploymentId: config.deploymentId,
      routingTarget: config.routingTarget,
      memberInfo: {
        displayName,
        role: 'CUSTOMER',
        customFields: { ...request.userData, ...form },
      },
      ...(config.journeyContext ? { journeyContext: config.journeyContext } : {}),
    };
  }

  /** Opens a conversation, waiting for the answer past the visitor's timeout (`answerWithin` ends a late one). */
  const createConversation = (request: StartChatRequest) =>
    guarded(async (): Promise<Result<SessionKeys>> => {
      const result = await http.send({
        operation: 'start',
        method: 'POST',
        url: `${config.base}${conversationsPath}`,
        body: createBody(request),
        timeoutMs: lateStartLimitMs,
      });
      if (!result.ok) return result;
      const parsed = createAnswerSchema.safeParse(result.value);
      if (!parsed.success) return protocolFailure('start', describeIssues(parsed.error));
      const { id, jwt, eventStreamUri, member } = parsed.data;
      return (
        replayedStart(id) ?? {
          ok: true,
          value: Object.freeze({
            jwt,
            conversationId: id,
            memberId: member.id,
            eventStreamUri,
            lastMessageId: '',
          }),
        }
      );
    });

  const transport: CloudV2Transport = {
    name: 'purecloud-v2-sockets',
    capabilities: Object.freeze({
      async: false,
      asyncClose: 'endChat',
      pagination: true,
      fileUpload: false,
      // Messages carry no client ids to fence a transcript read: a doubtful send goes again.
      deliveryCheck: false,
      // protocols 2.3: the guest API has neither custom notices nor user data changes.
      customNotice: false,
      updateData: false,
    }),
    pollPolicy: config.pollPolicy,

    start: (request) =>
      guarded(async () => {
        const created = await answerWithin(
          createConversation(request),
          config.timeoutMs,
          (session) => transport.disconnect(session),
        );
        if (!created.ok) return created;
        const session = created.value;
        const ledger = ledgerOf(session);
        const text = request.text?.trim();
        // The chat has started either way; a first message the server refused is not worth ending it for.
        if (text) {
          await call(session, {
            operation: 'send',
            method: 'POST',
            url: conversationURL(session, selfPath(session, '/messages')),
            body: { body: request.text },
          });
        }
        feeds.keep(session, ledger);
        return { ok: true, value: { session, batch: emptyBatch(1) } };
      }),

    poll: (session, position) =>
      guarded(async () => {
        const ledger = ledgerOf(session);
        feeds.keep(session, ledger);
        // From the caller's position, not the newest read: a poll whose answer was not taken (the
        // machine reads again after a reconnect) must not lose what it numbered.
        const read = await catchUp(session, ledger, position <= 1, idBefore(ledger, position));
        if (!read.ok) return read;
        const left = await visitorLeft(session, ledger);
        if (!left.ok) return left;
        const pushed = feeds.drain(ledger);
        const ended = left.value || pushed.ended;
        if (ended) feeds.stop(ledger);
        const readIndexes = new Set(read.value.map((message) => message.index));
        const messages = [
          ...read.value,
          ...pushed.messages.filter((message) => !readIndexes.has(message.index)),
        ].sort((a, b) => a.index - b.index);
        return { ok: true, value: batchOf(session, ledger, messages, ended, position) };
      }),

    listen: (session, _position, handlers) => feeds.attach(session, ledgerOf(session), handlers),

    history: (session, before, count = config.pageSize) =>
      guarded(async () => {
        const ledger = ledgerOf(session);
        // The oldest message at or after `before` that has an id (typing indicators have none).
        const first = Math.min(...[...ledger.idAt.keys()].filter((index) => index >= before));
        const anchor = ledger.idAt.get(first);
        if (anchor === undefined || count <= 0) return { ok: true, value: emptyBatch(noPosition) };
        const read = await readMessages(
          session,
          'history',
          { before: anchor, sortOrder: 'descending', maxResults: String(count) },
          false,
        );
        if (!read.ok) return read;
        // Only messages already numbered keep their place; older unknown ones cannot be numbered consistently.
        const known = read.value.filter((wire) => ledger.indexOf.has(wire.id)).reverse();
        await learnMembers(
          session,
          ledger,
          known.map((wire) => wire.sender.id),
        );
        const page = admit(session, ledger, known);
        return { ok: true, value: { messages: page, ended: undefined, nextPosition: noPosition } };
      }),

    send: (session, message, position) =>
      guarded(async () => {
        const ledger = ledgerOf(session);
        if (ledger.gone) return goneFailure();
        const result = await call(session, {
          operation: 'send',
          method: 'POST',
          url: conversationURL(session, selfPath(session, '/messages')),
          body: { body: message.text },
        });
        if (!result.ok) return result;
        const parsed = messageSchema.safeParse(result.value);
        if (!parsed.success) return protocolFailure('send', describeIssues(parsed.error));
        // The id of a message sent before is an earlier answer again (a proxy replaying it): this
        // message may never have reached the server, so it is not taken as sent.
        if (ledger.clientIds.has(parsed.data.id)) {
          return protocolFailure('send', `message ${parsed.data.id} was sent before`);
        }
        ledger.clientIds.set(parsed.data.id, message.clientMessageId);
        return { ok: true, value: emptyBatch(position) };
      }),

    typing: (session, typing, _preview, position) =>
      guarded(async () => {
        const ledger = ledgerOf(session);
        if (ledger.gone) return goneFailure();
        // The guest API has no "stopped typing": indicators expire by themselves.
        if (!typing) return { ok: true, value: emptyBatch(position) };
        const result = await call(session, {
          operation: 'typing',
          method: 'POST',
          url: conversationURL(session, selfPath(session, '/typing')),
        });
        if (!result.ok) return result;
        if (!isRecord(result.value) || !typingAnswerSchema.safeParse(result.value).success) {
          return protocolFailure('typing', 'Expected a JSON object');
        }
        return { ok: true, value: emptyBatch(position) };
      }),

    disconnect: (session) =>
      guarded(async () => {
        const ledger = ledgerOf(session);
        const result = await call(session, {
          operation: 'disconnect',
          method: 'DELETE',
          url: conversationURL(session, selfPath(session)),
          timeoutMs: config.endCallTimeout,
        });
        if (!result.ok) return result;
        ledger.gone = true;
        feeds.stop(ledger);
        return { ok: true, value: emptyBatch(noPosition, true) };
      }),

    customNotice: () => notSupported('custom notices'),
    updateData: () => notSupported('updating user data'),
    fileLimits: () => notSupported('file transfer'),
    upload: () => notSupported('file transfer'),

    downloadRequest: (): DownloadRequest => {
      throw new Error(unsupported('file transfer'));
    },
  };
  return transport;
}
