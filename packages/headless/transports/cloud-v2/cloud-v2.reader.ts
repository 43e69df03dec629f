import type { ChatMessage } from '../chat.types';
import type { ChatBatch, SessionKeys, TransportResult } from '../transport.types';
import { describeIssues, failure, pathSegment, protocolFailure } from '../transport-results';
import type { CloudV2Http, CloudV2Request } from './cloud-v2.http';
import { messageTypeOf, senderOf, toChatMessage } from './cloud-v2.normalise';
import type { ResolvedCloudV2Options } from './cloud-v2.options';
import {
  memberSchema,
  messageListSchema,
  messageSchema,
  type CloudV2Member,
  type CloudV2WireMessage,
} from './cloud-v2.schema';
import type { CloudV2Operation } from './cloud-v2.types';

/** Where the conversations of the guest API live, relative to `dataURL`. */
export const conversationsPath = '/api/v2/webchat/guest/conversations';

/** The position of answers that read no transcript; 0 never moves a position forward. */
export const noPosition = 0;

// Paging stops here even if the server keeps answering with `next` links.
const maxPages = 1000;

type Result<T> = TransportResult<T>;

/** What a transport knows of one conversation: the indexes it gave messages, and the members. */
export interface Ledger {
  /** Index of each message id, given in conversation order. */
  indexOf: Map<string, number>;
  /** Message id at each index (typing indicators have none). */
  idAt: Map<number, string>;
  /** The next index to give. */
  next: number;
  /** Id of the newest message read. */
  lastId: string | undefined;
  /** Members read so far. */
  members: Map<string, CloudV2Member>;
  /** The client's ids of messages it sent, by message id. */
  clientIds: Map<string, string>;
  /** Whether the visitor's member is known to be disconnected. */
  gone: boolean;
}

/** Reads conversations of the guest API and numbers their messages, one ledger per conversation. */
export interface CloudV2Reader {
  /** The ledger of the session's conversation (created empty on first use). */
  ledgerOf(session: SessionKeys): Ledger;
  /** The URL of the session's conversation, with `path` appended. */
  conversationURL(session: SessionKeys, path?: string): string;
  /** The path of the visitor's own member, with `path` appended. */
  selfPath(session: SessionKeys, path?: string): string;
  /** Sends an authenticated request of the session. */
  call(session: SessionKeys, request: Omit<CloudV2Request, 'jwt'>): Promise<Result<unknown>>;
  /** Reads the members not known yet (and those in `refresh` again); failures leave them unknown. */
  learnMembers(
    session: SessionKeys,
    ledger: Ledger,
    ids: Iterable<string>,
    refresh?: ReadonlySet<string>,
  ): Promise<void>;
  /** Whether the visitor's member has left, or the failure of reading it. */
  visitorLeft(session: SessionKeys, ledger: Ledger): Promise<Result<boolean>>;
  /** Gives unknown messages the next indexes, in the order given, and normalises them all. */
  admit(session: SessionKeys, ledger: Ledger, wires: CloudV2WireMessage[]): ChatMessage[];
  /** Reads messages with the query (following root-relative `next` links when `follow`), in server order. */
  readMessages(
    session: SessionKeys,
    operation: CloudV2Operation,
    query: Record<string, string>,
    follow: boolean,
  ): Promise<Result<CloudV2WireMessage[]>>;
  /**
   * Reads what follows the message `after` (by default the newest read; everything when nothing is
   * known yet or `whole` is set) and numbers it, up to the message `upTo` when the read lists it.
   */
  catchUp(
    session: SessionKeys,
    ledger: Ledger,
    whole: boolean,
    after?: string,
    upTo?: string,
  ): Promise<Result<ChatMessage[]>>;
  /** The id of the newest message numbered below `position`, where a read for that position starts. */
  idBefore(ledger: Ledger, position: number): string | undefined;
  /** A batch of the messages, with the renewed `lastMessageId` when it changed. */
  batchOf(
    session: SessionKeys,
    ledger: Ledger,
    messages: ChatMessage[],
    ended: boolean | undefined,
    position: number,
  ): ChatBatch;
}

/** Creates the reader of a transport instance. */
export function createCloudV2Reader(
  config: ResolvedCloudV2Options,
  http: CloudV2Http,
): CloudV2Reader {
  const ledgers = new Map<string, Ledger>();

  function ledgerOf(session: SessionKeys): Ledger {
    const key = session.conversationId ?? '';
    let ledger = ledgers.get(key);
    if (!ledger) {
      ledger = {
        indexOf: new Map(),
        idAt: new Map(),
        next: 1,
        lastId: undefined,
        members: new Map(),
        clientIds: new Map(),
        gone: false,
      };
      ledgers.set(key, ledger);
    }
    return ledger;
  }

  function conversationURL(session: SessionKeys, path = ''): string {
    return `${config.base}${conversationsPath}/${pathSegment(session.conversationId ?? '')}${path}`;
  }

  function selfPath(session: SessionKeys, path = ''): string {
    return `/members/${pathSegment(session.memberId ?? '')}${path}`;
  }

  async function call(
    session: SessionKeys,
    request: Omit<CloudV2Request, 'jwt'>,
  ): Promise<Result<unknown>> {
    if (!session.jwt || !session.conversationId || !session.memberId) {
      return failure({
        kind: 'protocol',
        message: `Cannot ${request.operation}: the session keys lack a jwt, conversationId or memberId`,
      });
    }
    return http.send({ ...request, jwt: session.jwt });
  }

  async function readMember(
    session: SessionKeys,
    ledger: Ledger,
    id: string,
  ): Promise<Result<CloudV2Member>> {
    const result = await call(session, {
      operation: 'member',
      method: 'GET',
      url: conversationURL(session, `/members/${pathSegment(id)}`),
    });
    if (!result.ok) return result;
    const parsed = memberSchema.safeParse(result.value);
    if (!parsed.success) return protocolFailure('member', describeIssues(parsed.error));
    ledger.members.set(id, parsed.data);
    return { ok: true, value: parsed.data };
  }

  /** Reads the members not known yet (and those in `refresh` again); failures leave them unknown. */
  async function learnMembers(
    session: SessionKeys,
    ledger: Ledger,
    ids: Iterable<string>,
    refresh: ReadonlySet<string> = new Set(),
  ): Promise<void> {
    const wanted = new Set([...ids].filter((id) => refresh.has(id) || !ledger.members.has(id)));
    await Promise.all([...wanted].map((id) => readMember(session, ledger, id)));
  }

  /** Whether the visitor's member has left: `true`/`false`, or the failure of reading it. */
  async function visitorLeft(session: SessionKeys, ledger: Ledger): Promise<Result<boolean>> {
    const me = await readMember(session, ledger, session.memberId ?? '');
    if (!me.ok) return me;
    const left = me.value.state === 'DISCONNECTED';
    if (left) ledger.gone = true;
    return { ok: true, value: left };
  }

  /** Gives unknown messages the next indexes, in the order given, and normalises them all. */
  function admit(session: SessionKeys, ledger: Ledger, wires: CloudV2WireMessage[]): ChatMessage[] {
    const now = Date.now();
    const messages: ChatMessage[] = [];
    for (const wire of wires) {
      const type = messageTypeOf(wire.bodyType);
      if (!type) continue;
      let index = ledger.indexOf.get(wire.id);
      if (index === undefined) {
        index = ledger.next;
        ledger.next += 1;
        ledger.indexOf.set(wire.id, index);
        ledger.idAt.set(index, wire.id);
        ledger.lastId = wire.id;
      }
      const sender = wire.sender.id;
      const from = senderOf(sender, ledger.members.get(sender), sender === session.memberId);
      messages.push(toChatMessage(wire, index, type, from, now, ledger.clientIds.get(wire.id)));
    }
    return messages;
  }

  function renewed(session: SessionKeys, ledger: Ledger): SessionKeys | undefined {
    const lastMessageId = ledger.lastId ?? '';
    return lastMessageId === session.lastMessageId ? undefined : { ...session, lastMessageId };
  }

  function wiresOf(entities: unknown[]): CloudV2WireMessage[] {
    return entities.flatMap((entity) => {
      const parsed = messageSchema.safeParse(entity);
      return parsed.success ? [parsed.data] : [];
    });
  }

  /** Reads messages with the query, following root-relative `next` links, in the order the server gives them. */
  async function readMessages(
    session: SessionKeys,
    operation: CloudV2Operation,
    query: Record<string, string>,
    follow: boolean,
  ): Promise<Result<CloudV2WireMessage[]>> {
    const wires: CloudV2WireMessage[] = [];
    let url = conversationURL(session, `/messages?${new URLSearchParams(query)}`);
    for (let page = 0; page < maxPages; page += 1) {
      const result = await call(session, { operation, method: 'GET', url });
      if (!result.ok) return result;
      const parsed = messageListSchema.safeParse(result.value);
      if (!parsed.success) return protocolFailure(operation, describeIssues(parsed.error));
      wires.push(...wiresOf(parsed.data.entities));
      const next = parsed.data.next;
      if (!follow || !next || parsed.data.entities.length === 0) break;
      // The widget appends `next` to dataURL: only a root-relative path is followed.
      if (!next.startsWith('/') || next.startsWith('//')) {
        return protocolFailure(operation, 'next: Expected a root-relative path');
      }
      url = `${config.base}${next}`;
    }
    return { ok: true, value: wires };
  }

  /** Reads what follows `after` (everything, when nothing is known yet or `whole` is set) up to `upTo` when listed, and gives it indexes. */
  async function catchUp(
    session: SessionKeys,
    ledger: Ledger,
    whole: boolean,
    after = ledger.lastId,
    upTo?: string,
  ): Promise<Result<ChatMessage[]>> {
    const from: Record<string, string> = whole || after === undefined ? {} : { after };
    const read = await readMessages(
      session,
      'messages',
      { ...from, sortOrder: 'ascending', maxResults: String(config.pageSize) },
      true,
    );
    if (!read.ok) return read;
    const at = upTo === undefined ? -1 : read.value.findIndex((wire) => wire.id === upTo);
    const listed = at === -1 ? read.value : read.value.slice(0, at + 1);
    await learnMembers(
      session,
      ledger,
      listed.map((wire) => wire.sender.id),
    );
    return { ok: true, value: admit(session, ledger, listed) };
  }

  function idBefore(ledger: Ledger, position: number): string | undefined {
    let best = 0;
    for (const index of ledger.idAt.keys()) if (index < position && index > best) best = index;
    return ledger.idAt.get(best);
  }

  function batchOf(
    session: SessionKeys,
    ledger: Ledger,
    messages: ChatMessage[],
    ended: boolean | undefined,
    position: number,
  ): ChatBatch {
    const keys = renewed(session, ledger);
    return {
      messages,
      ended,
      nextPosition: Math.max(position, ledger.next),
      ...(keys ? { session: keys } : {}),
    };
  }

  return {
    ledgerOf,
    conversationURL,
    selfPath,
    call,
    learnMembers,
    visitorLeft,
    admit,
    readMessages,
    catchUp,
    idBefore,
    batchOf,
  };
}
