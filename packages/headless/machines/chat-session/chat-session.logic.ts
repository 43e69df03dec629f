import { idleNotice, parseSurveyNotice } from '../../services/chat-files/chat-notices';
import { chatServerErrorKey } from '../../services/i18n/webchat.keys';
import {
  injectedSenderId,
  type ChatMessage,
  type StartChatRequest,
} from '../../transports/chat.types';
import type {
  ChatBatch,
  PollPolicy,
  ServerErrorItem,
  TransportError,
} from '../../transports/transport.types';
import { isRecord, isSafeKey, parseJson } from '../../transports/wire-records';
import type {
  ChatErrorDetails,
  ChatMetadata,
  ChatParticipant,
  ChatSessionContext,
  ChatSessionEmitted,
  ChatSessionOptions,
  InjectedChatMessage,
  OutboxEntry,
  PageFacts,
  ReceivedBatch,
  SessionStore,
  StartChatForm,
} from './chat-session.types';
import { isUnreadMessage, participantOf } from './chat-session.unread';
import { chatSessionOptions } from '../../services/chat-options/chat-options';

/** The chat session's defaults (spec 2, section 9): the options' declared defaults, in English. */
export const defaultChatSessionOptions: ChatSessionOptions = {
  ...chatSessionOptions.defaults,
  language: 'en',
};

/** Event attribute of the custom notice a delivery check sends (see `DeliveryProbe`). */
export const deliveryProbeAttribute = 'cxkit-delivery-probe';

/** Whether a message is the notice of a delivery check (never shown, never counted). */
export function isDeliveryProbe(message: ChatMessage): boolean {
  return (
    message.type === 'CustomNotice' &&
    Object.hasOwn(message.eventAttributes, deliveryProbeAttribute)
  );
}

/** Hides the start token messages (`start:` followed by nine digits). */
export const startTokenFilter = /start:[0-9]{9}/;

/** The i18n keys of the chat errors the session raises. */
export const chatErrorKeys = {
  startFailed: 'webchat.errors.StartFailed',
  chatUnavailable: 'webchat.errors.ChatUnavailable',
  messageFailed: 'webchat.errors.MessageFailed',
  /** A message went out but its chat stopped before the server confirmed it: it may have arrived. */
  messageUnconfirmed: 'webchat.messages.unconfirmed',
  restoreFailed: 'webchat.errors.RestoreFailed',
  chatServerWentOffline: 'webchat.errors.ChatServerWentOffline',
  restoredOffline: 'webchat.errors.RestoredOffline',
  generic: 'webchat.errors.Generic',
  fileSendFailed: 'webchat.errors.FileSendFailed',
  noMessageText: 'webchat.commands.noMessageText',
  messageTooLong: 'webchat.commands.messageTooLong',
  noActiveSession: 'webchat.commands.noActiveChat',
  alreadyActive: 'webchat.commands.chatAlreadyActive',
  malformedUserData: 'webchat.commands.malformedUserData',
  alreadyRestoring: 'webchat.commands.alreadyRestoring',
  pollNotFinished: 'webchat.commands.pollInProgress',
  privateCommand: 'webchat.commands.privateCommand',
  criticalFault: 'webchat.errors.CriticalFault',
  chatError: 'webchat.errors.ChatError',
  agentUnavailable: 'webchat.errors.AgentUnavailable',
  transferFailed: 'webchat.errors.TransferFailed',
  inviteFailed: 'webchat.errors.InviteFailed',
  historyAsyncOnly: 'webchat.commands.historyAsyncOnly',
  noMoreMessages: 'webchat.commands.noMoreMessages',
  unsupportedFeature: 'webchat.commands.unsupportedFeature',
  /** The text of a server error code, or the generic text for a code without one. */
  serverCode: (code: number): string => chatServerErrorKey(code) ?? 'webchat.errors.Generic',
  /** The text of a server error item: the key its transport gave, else the text of its code. */
  serverError: (item: ServerErrorItem): string => item.key ?? chatErrorKeys.serverCode(item.code),
} as const;

/** Start-form fields that the server's form error codes point at (spec 2, section 5). */
export const formErrorFields: Record<number, string[]> = {
  102: ['firstName'],
  103: ['lastName'],
  161: ['firstName', 'lastName'],
  364: ['emailAddress'],
};

/** An empty metadata record. */
export function emptyMetadata(): ChatMetadata {
  return {
    proactive: false,
    prefilled: false,
    autoSubmitted: false,
    coBrowseInitiated: false,
    filesUploaded: 0,
    numAgents: 0,
    userMessages: 0,
    agentMessages: 0,
    systemMessages: 0,
    errors: 0,
    elapsed: 0,
    waitingForAgent: false,
    agentReached: false,
    supervisorReached: false,
  };
}

/** The result of a call into site code, or `undefined` if it throws: a throw inside the session would stop it. */
export const quietly = <R>(call: () => R): R | undefined => {
  try {
    return call();
  } catch {
    return undefined;
  }
};

/**
 * The session's store with its errors kept in: a site's own store that throws (a full or refused
 * storage) then keeps nothing, and the chat goes on without restore instead of stopping.
 */
export function guardedStore(store: SessionStore): SessionStore {
  return {
    load: () => quietly(() => store.load()),
    save: (saved) => quietly(() => store.save(saved)),
    clear: () => quietly(() => store.clear()),
  };
}

/** Facts about the page read from the browser; empty on a server. */
export function browserPageFacts(): PageFacts {
  if (typeof window === 'undefined' || typeof document === 'undefined') {
    return { mobile: false, referrer: '', url: '', title: '', browser: '', os: '' };
  }
  const agent = navigator.userAgent;
  return {
    mobile: /Mobi|Android|iPhone|iPad/.test(agent),
    referrer: document.referrer,
    url: location.href,
    title: document.title,
    browser:
      /Firefox\/[\d.]+|Edg\/[\d.]+|Chrome\/[\d.]+|Version\/[\d.]+ Safari/.exec(agent)?.[0] ?? '',
    os:
      /Windows NT [\d.]+|Mac OS X [\d_]+|Android [\d.]+|iPhone OS [\d_]+|Linux/.exec(agent)?.[0] ??
      '',
  };
}

/** Builds the start request: the form, its user data (parsed when given as JSON), and the automatic keys. */
export function buildStartRequest(
  form: StartChatForm,
  page: PageFacts,
  options: Pick<ChatSessionOptions, 'language' | 'async' | 'endpoint'>,
): { ok: true; request: StartChatRequest } | { ok: false; error: ChatErrorDetails } {
  let given: Record<string, unknown> | string = form.userData ?? {};
  if (typeof given === 'string') {
    const parsed = parseJson(given);
    if (!isRecord(parsed)) return { ok: false, error: { key: chatErrorKeys.malformedUserData } };
    given = parsed;
  }
  const userData: Record<string, string> = {};
  for (const [key, value] of Object.entries(given)) {
    if (isSafeKey(key)) userData[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  const { userData: _ignored, endpoint = options.endpoint, ...fields } = form;
  const request: StartChatRequest = {
    ...fields,
    userData: {
      ...userData,
      _genesys_source: page.mobile ? 'mobile' : 'web',
      _genesys_referrer: page.referrer,
      _genesys_url: page.url,
      _genesys_pageTitle: page.title,
      _genesys_browser: page.browser,
      _genesys_OS: page.os,
      GCTI_LanguageCode: options.language,
      ...(options.async && { GCTI_Chat_AsyncMode: 'true' }),
    },
  };
  if (endpoint) request.endpoint = endpoint;
  return { ok: true, request };
}

/** Why a visitor message cannot be sent now, or `undefined` when it can. */
export function sendProblem(
  text: string,
  maxLength: number,
  active: boolean,
): ChatErrorDetails | undefined {
  if (!active) return { key: chatErrorKeys.noActiveSession };
  if (!text.trim()) return { key: chatErrorKeys.noMessageText };
  if (text.length > maxLength)
    return { key: chatErrorKeys.messageTooLong, values: { max: maxLength } };
  return undefined;
}

/** The next poll interval: back to the minimum after activity, else grown by the multiplier up to the maximum. */
export function nextPollInterval(current: number, active: boolean, policy: PollPolicy): number {
  if (active) return policy.minInterval;
  return Math.min(policy.maxInterval, Math.round(current * policy.multiplier));
}

/** The delay until the next poll: the interval rounded up to whole scheduler ticks. */
export function pollDelay(interval: number, policy: PollPolicy): number {
  return Math.ceil(interval / policy.tick) * policy.tick;
}

/** The error a failed start shows. */
export function startError(error: TransportError): {
  error: ChatErrorDetails;
  formErrors: Record<string, ChatErrorDetails>;
} {
  const formErrors: Record<string, ChatErrorDetails> = {};
  if (error.kind !== 'rejected') {
    const key =
      error.kind === 'unavailable' ? chatErrorKeys.chatUnavailable : chatErrorKeys.startFailed;
    return { error: { key }, formErrors };
  }
  for (const item of error.errors) {
    for (const field of formErrorFields[item.code] ?? []) {
      formErrors[field] = { key: chatErrorKeys.serverCode(item.code) };
    }
  }
  const unavailable = error.errors.some((item) => item.code === 240);
  const key = unavailable
    ? chatErrorKeys.chatUnavailable
    : error.errors[0]
      ? chatErrorKeys.serverError(error.errors[0])
      : chatErrorKeys.startFailed;
  return { error: { key, serverErrors: error.errors }, formErrors };
}

function isHidden(message: ChatMessage, filters: readonly RegExp[]): boolean {
  // `search` starts at 0 whatever a global filter's lastIndex says.
  return filters.some((filter) => message.text.search(filter) >= 0);
}

const byIndex = (a: ChatMessage, b: ChatMessage) => a.index - b.index;

/**
 * `messages` (in index order) with `added` merged in by index; on equal indexes the ones already there
 * come first, as a stable sort of both would put them. Batches almost always come after what is shown:
 * then it is one copy, without comparing what is there; otherwise only what follows the first added
 * message is merged. The same array when nothing is added.
 */
export function mergeByIndex(
  messages: ChatMessage[],
  added: readonly ChatMessage[],
): ChatMessage[] {
  if (!added.length) return messages;
  const incoming = added.every((message, at) => at === 0 || added[at - 1]!.index <= message.index)
    ? added
    : [...added].sort(byIndex);
  const first = incoming[0]!.index;
  if (!messages.length || messages.at(-1)!.index <= first) return [...messages, ...incoming];
  // The first message after every one whose index is at most the first added (a binary search).
  let low = 0;
  let high = messages.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (messages[middle]!.index <= first) low = middle + 1;
    else high = middle;
  }
  const merged = messages.slice(0, low);
  let at = low;
  for (const message of incoming) {
    while (at < messages.length && messages[at]!.index <= message.index)
      merged.push(messages[at++]!);
    merged.push(message);
  }
  while (at < messages.length) merged.push(messages[at++]!);
  return merged;
}

/** Every version of one growing set: each value with the version that added it, and the newest version. */
interface GrowingLog<T> {
  readonly added: Map<T, number>;
  version: number;
}

/**
 * A set that grows without copying: each `with` is a new set (the old one stays as it was) that
 * shares one log of values with the sets it grew from. Growing a set that has already grown into
 * another (an older context applied again) copies it first. The session's seen indexes and client
 * ids only grow, and copying 5,000 of them for each new message was most of a batch's cost.
 */
export class GrowingSet<T> implements ReadonlySet<T> {
  private constructor(
    private readonly log: GrowingLog<T>,
    private readonly version: number,
    /** How many values the set holds. */
    readonly size: number,
  ) {}

  /** `values` as a growing set: itself if it is one, else a copy. */
  static of<T>(values: ReadonlySet<T>): GrowingSet<T> {
    if (values instanceof GrowingSet) return values as GrowingSet<T>;
    const added = new Map<T, number>();
    for (const value of values) added.set(value, 0);
    return new GrowingSet({ added, version: 0 }, 0, added.size);
  }

  /** This set with `values` added; itself when it holds them all already. */
  with(values: Iterable<T>): GrowingSet<T> {
    let log = this.log;
    if (log.version !== this.version) {
      const copy = new Map<T, number>();
      for (const value of this) copy.set(value, 0);
      log = { added: copy, version: 0 };
    }
    const version = log.version + 1;
    let size = this.size;
    for (const value of values) {
      if (log.added.has(value)) continue;
      log.added.set(value, version);
      size += 1;
    }
    if (size === this.size) return log === this.log ? this : new GrowingSet(log, 0, size);
    log.version = version;
    return new GrowingSet(log, version, size);
  }

  /** Whether the set holds `value`. */
  has(value: T): boolean {
    const version = this.log.added.get(value);
    return version !== undefined && version <= this.version;
  }

  /** The values, in the order they were added. */
  *values(): SetIterator<T> {
    let left = this.size;
    for (const [value, version] of this.log.added) {
      if (left === 0) return;
      if (version > this.version) continue;
      left -= 1;
      yield value;
    }
  }

  /** The values, as `Set.prototype.keys` gives them. */
  keys(): SetIterator<T> {
    return this.values();
  }

  /** Each value twice, as `Set.prototype.entries` gives them. */
  *entries(): SetIterator<[T, T]> {
    for (const value of this.values()) yield [value, value];
  }

  /** Calls `callback` with each value, as `Set.prototype.forEach` does. */
  forEach(callback: (value: T, key: T, set: ReadonlySet<T>) => void, thisArg?: unknown): void {
    for (const value of this.values()) callback.call(thisArg, value, value, this);
  }

  /** The values. */
  [Symbol.iterator](): SetIterator<T> {
    return this.values();
  }
}

/** What applying a batch changes, and what it reports. */
export interface BatchOutcome {
  /** Context fields that change. */
  changes: Partial<ChatSessionContext>;
  /** Notifications to emit, in order. */
  notifications: ChatSessionEmitted[];
  /** Whether the conversation ended (server flag or the visitor's own leave). */
  ended: boolean;
}

/**
 * Whether a read asked from `position` holds every message from there on, so that one it lacks did
 * not arrive: it has a message at or before that position, or none and goes on from there or before.
 * A proxy may answer it with an earlier answer to a read from further on, which lacks what came between.
 */
export const readsFrom = ({ messages, nextPosition }: ChatBatch, position: number) =>
  messages.length
    ? messages.some((message) => message.index <= position)
    : nextPosition <= position;

/**
 * Whether a send's answer is this send's: it echoes the message, or no message with a client id at all
 * (a back end whose send answers carry no transcript). One that echoes earlier sends but not this one
 * is an earlier answer again (a proxy replaying it), and the send may never have reached the server.
 */
export const answersSend = ({ messages }: ChatBatch, clientMessageId: string) => {
  const echoed = messages.flatMap((message) => message.clientMessageId ?? []);
  return !echoed.length || echoed.includes(clientMessageId);
};

/**
 * Applies a batch of received messages: drops indexes already seen, hides filtered ones, orders by
 * index, confirms outbox entries by their echoed client id, and updates participants, idle, survey
 * and metadata.
 */
export function applyBatch(context: ChatSessionContext, received: ReceivedBatch): BatchOutcome {
  const now = context.now();
  // What this batch adds to the seen indexes and client ids, checked beside the context's own; the
  // context's sets grow by them once, at the end (`GrowingSet`), and only those that change.
  const seenNow = new Set<number>();
  const confirmedNow: string[] = [];
  const echoedNow = new Set<string>();
  // Copied on the first change only: a batch of typing events keeps every object views compare.
  let changedParticipants: Map<string, ChatParticipant> | undefined;
  const participantsToChange = () => (changedParticipants ??= new Map(context.participants));
  let changedMetadata: ChatSessionContext['metadata'] | undefined;
  const metadataToChange = () => (changedMetadata ??= { ...context.metadata });
  const notifications: ChatSessionEmitted[] = [];
  const visible: ChatMessage[] = [];
  let idle = context.idle;
  let idleAlerts = context.idleAlerts;
  let survey = context.survey;
  let unread = context.unread;
  let ended = received.batch.ended === true;
  const session = received.batch.session && {
    session: { ...context.session, ...received.batch.session },
  };

  const fresh: ChatMessage[] = [];
  let highest = 0;
  for (const message of received.batch.messages) {
    if (!Number.isSafeInteger(message.index) || message.index < 1) continue;
    highest = Math.max(highest, message.index);
    // Marked as we go, so an index repeated inside one answer also counts once.
    if (context.seen.has(message.index) || seenNow.has(message.index)) continue;
    seenNow.add(message.index);
    fresh.push(message);
  }
  fresh.sort(byIndex);
  // The server's next position is trusted only as far as the messages it sent (the old client tracked max(index) + 1).
  const serverNext = Math.min(received.batch.nextPosition, highest + 1);
  if (!fresh.length) {
    // Nothing new: keep every object as it is, so views that compare them do not re-render.
    return {
      changes: { ...(serverNext > context.position && { position: serverNext }), ...session },
      notifications: [],
      ended,
    };
  }
  for (const message of fresh) {
    if (message.clientMessageId && !context.confirmed.has(message.clientMessageId))
      confirmedNow.push(message.clientMessageId);
    const role = participantOf(message);
    if (message.type === 'ParticipantJoined' && role) {
      const participant: ChatParticipant = {
        id: message.from.id,
        name: message.from.name,
        type: role,
        connected: true,
        supervisor: role === 'Supervisor',
        connectedTime: message.timestamp,
      };
      participantsToChange().set(participant.id, participant);
      const changed = metadataToChange();
      if (role === 'Agent') changed.agentReached = true;
      if (role === 'Supervisor') changed.supervisorReached = true;
      changed.numAgents = participantsToChange().size;
      changed.waitingForAgent = false;
      notifications.push({ type: 'participantConnected', participant });
    } else if (message.type === 'ParticipantLeft' && role) {
      const known = participantsToChange().get(message.from.id);
      const participant: ChatParticipant = {
        ...(known ?? {
          id: message.from.id,
          name: message.from.name,
          type: role,
          supervisor: role === 'Supervisor',
          connectedTime: message.timestamp,
        }),
        connected: false,
        disconnectedTime: message.timestamp,
      };
      participantsToChange().set(participant.id, participant);
      notifications.push({ type: 'participantDisconnected', participant });
    } else if (message.type === 'ParticipantLeft' && message.from.type === 'Client') {
      ended = true;
    } else if (message.type === 'TypingStarted' || message.type === 'TypingStopped') {
      const participant = (changedParticipants ?? context.participants).get(message.from.id);
      // Typing read back by a restore is over; only live typing is reported.
      if (participant && message.from.type !== 'Client' && !received.restoring) {
        notifications.push({
          type: message.type === 'TypingStarted' ? 'agentTypingStarted' : 'agentTypingStopped',
          participant,
        });
      }
      continue;
    } else if (message.type === 'IdleAlert' || message.type === 'IdleClose') {
      const notice = idleNotice(message, idleAlerts, received.batch.idleTimerExpire);
      if (message.type === 'IdleAlert') idleAlerts += 1;
      // One the visitor dismissed before a reload stays dismissed.
      if (message.index > (context.idleDismissed ?? 0)) {
        idle = notice;
        if (idle) notifications.push({ type: 'idle', notice: idle });
      }
    } else if (isDeliveryProbe(message)) {
      continue;
    } else if (message.type === 'CustomNotice') {
      const offer = parseSurveyNotice(message);
      if (offer) {
        survey = offer;
        continue;
      }
    } else if (message.from.type === 'Client' && message.type === 'Message') {
      // One send, two echoes: a browser resends a POST by itself when a reused connection closes
      // before the answer (Chromium does), and the server, which has no idempotency key, keeps both.
      const id = message.clientMessageId;
      if (id && (context.echoed.has(id) || echoedNow.has(id))) continue;
      if (id) echoedNow.add(id);
      idle = undefined;
      idleAlerts = 0;
    }
    if (isHidden(message, context.prefilters)) continue;
    if (message.type === 'Message' || message.type === 'Text' || message.type === 'Structured') {
      metadataToChange()[
        message.from.type === 'Client'
          ? 'userMessages'
          : message.from.type === 'System'
            ? 'systemMessages'
            : 'agentMessages'
      ] += 1;
    }
    if (!received.restoring && isUnreadMessage(message)) unread += 1;
    const shown = { ...message, restoring: received.restoring };
    visible.push(shown);
    // Messages shown one after another go out together, before a join, leave, typing or idle notice.
    const last = notifications.at(-1);
    if (last?.type === 'messageReceived') last.messages.push(shown);
    else
      notifications.push({
        type: 'messageReceived',
        messages: [shown],
        restoring: received.restoring,
      });
  }

  const confirmed = confirmedNow.length
    ? GrowingSet.of(context.confirmed).with(confirmedNow)
    : context.confirmed;
  const outbox = context.outbox.some((entry) => confirmed.has(entry.clientMessageId))
    ? context.outbox.filter((entry) => !confirmed.has(entry.clientMessageId))
    : context.outbox;
  // The elapsed time moves with what the visitor sees, not with typing events.
  if (visible.length > 0 && context.metadata.started !== undefined) {
    metadataToChange().elapsed = now - context.metadata.started;
  }
  return {
    changes: {
      ...session,
      seen: grownSeen(context.seen, seenNow),
      confirmed,
      echoed: echoedNow.size ? GrowingSet.of(context.echoed).with(echoedNow) : context.echoed,
      participants: changedParticipants ?? context.participants,
      metadata: changedMetadata ?? context.metadata,
      idle,
      idleAlerts,
      survey,
      outbox,
      unread,
      position: Math.max(context.position, serverNext, fresh.at(-1)!.index + 1),
      messages: mergeByIndex(context.messages, visible),
    },
    notifications,
    ended,
  };
}

/**
 * A site's message as a transcript message, placed after the last one shown: its index lies halfway
 * between that one's and the next whole index, so messages the server sends later still come after
 * it, and the server's indexes (whole numbers) never meet it.
 */
export function injectedMessage(
  messages: readonly ChatMessage[],
  injected: InjectedChatMessage,
  now: number,
): ChatMessage {
  const last = messages.at(-1)?.index ?? 0;
  const index = last + (Math.floor(last) + 1 - last) / 2;
  return {
    index,
    type: 'Message',
    text: injected.text,
    timestamp: now,
    html: injected.type === 'html',
    ...(injected.bubble ? { bubble: injected.bubble } : {}),
    userData: {},
    from: { id: injectedSenderId, type: 'System', name: injected.name ?? '' },
    isTyping: false,
    restoring: false,
    eventAttributes: { injectedId: injected.id },
    injected: { custom: injected.custom },
  };
}

// The seen set is replaced, never changed, so its lowest index is worked out once per set (views read it per snapshot).
const lowestSeen = new WeakMap<ReadonlySet<number>, number>();

/** `seen` grown by `added`; its lowest index carried over when known, so that no view counts it again. */
function grownSeen(seen: ReadonlySet<number>, added: ReadonlySet<number>): ReadonlySet<number> {
  const grown = GrowingSet.of(seen).with(added);
  const lowest = lowestSeen.get(seen);
  if (lowest !== undefined && grown !== seen) lowestSeen.set(grown, Math.min(lowest, ...added));
  return grown;
}

/** The lowest index the chat has seen, where the next history page ends; the position when none. */
export function oldestIndex(context: Pick<ChatSessionContext, 'seen' | 'position'>): number {
  let lowest = lowestSeen.get(context.seen);
  if (lowest === undefined) {
    lowest = Infinity;
    for (const index of context.seen) if (index < lowest) lowest = index;
    lowestSeen.set(context.seen, lowest);
  }
  return Math.min(lowest, context.position);
}

/**
 * Adds a page of older messages to the transcript. They are history: they change no participant,
 * idle, survey or unread state (that was settled when they happened); typing, idle and delivery-check
 * events and hidden messages are left out. A page with nothing new means there is nothing older.
 */
export function mergeHistory(
  context: ChatSessionContext,
  page: readonly ChatMessage[],
): Pick<ChatSessionContext, 'seen' | 'messages' | 'historyExhausted'> {
  const seenNow = new Set<number>();
  const older: ChatMessage[] = [];
  for (const message of page) {
    if (
      !Number.isSafeInteger(message.index) ||
      message.index < 1 ||
      context.seen.has(message.index) ||
      seenNow.has(message.index)
    )
      continue;
    seenNow.add(message.index);
    if (
      message.isTyping ||
      message.type === 'IdleAlert' ||
      message.type === 'IdleClose' ||
      isDeliveryProbe(message) ||
      (message.type === 'CustomNotice' && parseSurveyNotice(message)) ||
      isHidden(message, context.prefilters)
    )
      continue;
    older.push({ ...message, restoring: true });
  }
  const seen = seenNow.size ? grownSeen(context.seen, seenNow) : context.seen;
  return {
    seen,
    messages: mergeByIndex(context.messages, older),
    historyExhausted:
      seen.size === context.seen.size || oldestIndex({ seen, position: context.position }) <= 1,
  };
}

/** How long a request may take when its transport does not say (the spec's ajax timeout, ms). */
export const defaultRequestTimeout = 3000;

/**
 * How long (ms) until every message whose send another page left without an answer (`takenOver`) has
 * had the request's time to land: checked before then, it could arrive after the check and go twice.
 */
export function timeLeftToAnswer(
  outbox: readonly OutboxEntry[],
  now: number,
  requestTimeout = defaultRequestTimeout,
): number {
  let left = 0;
  for (const entry of outbox) {
    if (entry.status !== 'uncertain' || !entry.takenOver || entry.sentAt === undefined) continue;
    left = Math.max(left, Math.min(requestTimeout, entry.sentAt + requestTimeout - now));
  }
  return left;
}

/** The first outbox entry waiting to go, if any. */
export function nextQueued(outbox: readonly OutboxEntry[]): OutboxEntry | undefined {
  return outbox.find((entry) => entry.status !== 'failed');
}

/** The outbox with one entry changed. */
export function updateEntry(
  outbox: readonly OutboxEntry[],
  clientMessageId: string,
  change: Partial<OutboxEntry>,
): OutboxEntry[] {
  return outbox.map((entry) =>
    entry.clientMessageId === clientMessageId ? { ...entry, ...change } : entry,
  );
}
