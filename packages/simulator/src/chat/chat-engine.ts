import { randomBytes } from 'node:crypto';
import type { SimulatorEngine } from '../engine/engine';
import { defineSlice } from '../engine/state-store';
import type { CancelTimer } from '../engine/timers';
import type { ChatEngine } from './chat-engine.types';
import { ChatError } from './chat.errors';
import { checkUpload, guessMimeType, visitorFiles } from './chat-files';
import { createChatNotifier } from './chat-notifier';
import {
  addParticipant,
  agentOf,
  clientOf,
  displayName,
  hasConnectedAgent,
  isAgentType,
  systemParty,
} from './chat-participants';
import type { ResolvedChatOptions } from './chat.options';
import {
  carriesCustomNotices,
  carriesRichMedia,
  type Conversation,
  type Participant,
  type TranscriptEvent,
  type TranscriptEventType,
} from './chat.types';

/** Name under which the chat engine writes to the event log. */
export const CHAT_LOG_MODULE = 'chat';

/** Nickname of the system party that offers post-chat surveys. */
export const SURVEY_NICKNAME = '_GCTI_GSS';

/** The chat engine's slice of the run state. */
interface ChatState {
  /** Conversations by id. */
  conversations: Map<string, Conversation>;
  /** File contents by file id. */
  fileBytes: Map<string, Uint8Array>;
  /** Pending agent typing stops by `chatId/participantId`. */
  typingStops: Map<string, CancelTimer>;
  /** Pending idle closes by chat id (their times are on the conversation, `idleClose`). */
  idleCloses: Map<string, CancelTimer>;
  /** Whether new conversations can start. */
  serviceAvailable: boolean;
}

type EventExtras = Pick<TranscriptEvent, 'text' | 'userData' | 'eventAttributes'>;

const botAttributes = { GCTI_SYSTEM: { 'party-info': { style: 'BOT' } } };

/** What the visitor does that shows they are back, cancelling a pending idle close. */
const visitorActivity = new Set<TranscriptEventType>(['Message', 'TypingStarted', 'CustomNotice']);

/** Creates the conversation engine of a run; its state lives in the run's store, so a reset clears it. */
export function createChatEngine(
  engine: SimulatorEngine,
  options: ResolvedChatOptions,
): ChatEngine {
  const { clock, store, events: log, timers } = engine;
  const slice = defineSlice<ChatState>('chat', () => ({
    conversations: new Map(),
    fileBytes: new Map(),
    typingStops: new Map(),
    idleCloses: new Map(),
    serviceAvailable: options.serviceAvailable,
  }));
  // Outside the slice, so ids are never reused across resets and subscribers survive them.
  const notifier = createChatNotifier();
  let conversationCount = 0;
  let fileCount = 0;

  const state = () => store.get(slice);

  function require(chatId: string): Conversation {
    const conversation = state().conversations.get(chatId);
    if (!conversation) throw new ChatError('not-found', `No chat with id ${chatId}`);
    return conversation;
  }

  function open(chatId: string): Conversation {
    const conversation = require(chatId);
    if (conversation.state === 'ended') {
      throw new ChatError('ended', `Chat ${chatId} has ended`);
    }
    return conversation;
  }

  function cancelIdleClose(conversation: Conversation): void {
    state().idleCloses.get(conversation.id)?.();
    state().idleCloses.delete(conversation.id);
    delete conversation.idleClose;
  }

  function append(
    conversation: Conversation,
    type: TranscriptEventType,
    from: Participant,
    extras: EventExtras = {},
    utcTime = clock.now(),
  ): TranscriptEvent {
    // Before the notice, so subscribers already see the close gone.
    if (from.type === 'Client' && visitorActivity.has(type)) cancelIdleClose(conversation);
    const eventAttributes = from.bot
      ? { ...extras.eventAttributes, ...botAttributes }
      : extras.eventAttributes;
    const event: TranscriptEvent = {
      index: conversation.events.length + 1,
      type,
      utcTime,
      from: { participantId: from.participantId, nickname: from.nickname, type: from.type },
      ...(extras.text === undefined ? {} : { text: extras.text }),
      ...(extras.userData === undefined ? {} : { userData: extras.userData }),
      ...(eventAttributes === undefined ? {} : { eventAttributes }),
    };
    conversation.events.push(event);
    log.append(CHAT_LOG_MODULE, 'chat.event', { chatId: conversation.id, event });
    notifier.notify({ kind: 'event', conversation, event });
    return event;
  }

  function stopTyping(conversation: Conversation, party: Participant, announce: boolean): void {
    const key = `${conversation.id}/${party.participantId}`;
    state().typingStops.get(key)?.();
    state().typingStops.delete(key);
    if (!party.typing) return;
    party.typing = false;
    if (announce) append(conversation, 'TypingStopped', party);
  }

  function leave(conversation: Conversation, party: Participant): TranscriptEvent {
    stopTyping(conversation, party, false);
    party.connected = false;
    return append(conversation, 'ParticipantLeft', party);
  }

  function finish(conversation: Conversation): Conversation {
    cancelIdleClose(conversation);
    for (const party of conversation.participants) {
      if (party.connected && isAgentType(party.type)) leave(conversation, party);
    }
    for (const party of conversation.participants) party.connected = false;
    conversation.state = 'ended';
    conversation.endedAt = clock.now();
    log.append(CHAT_LOG_MODULE, 'chat.ended', { chatId: conversation.id });
    notifier.notify({ kind: 'ended', conversation });
    return conversation;
  }

  function closeIdle(
    conversation: Conversation,
    text?: string,
    utcTime = clock.now(),
  ): TranscriptEvent {
    cancelIdleClose(conversation);
    const event = append(
      conversation,
      'IdleClose',
      systemParty(conversation, 'system'),
      { text: text ?? 'The chat was closed because it was inactive.' },
      utcTime,
    );
    finish(conversation);
    return event;
  }

  function checkLength(text: string): void {
    if (text.length > options.maxMessageLength) {
      throw new ChatError(
        'message-too-long',
        `Message length exceeds configured threshold of ${options.maxMessageLength} characters`,
        options.maxMessageLength,
      );
    }
  }

  function newId(): string {
    conversationCount += 1;
    const serial = conversationCount.toString(16).toUpperCase().padStart(4, '0');
    return `${serial}${randomBytes(6).toString('hex').toUpperCase()}`;
  }

  return {
    create(input) {
      if (!state().serviceAvailable) {
        throw new ChatError('service-unavailable', 'We cannot start a new chat at this time');
      }
      if (input.text !== undefined) checkLength(input.text);
      const visitor = {
        nickname: '',
        firstName: '',
        lastName: '',
        emailAddress: '',
        subject: '',
        ...input.visitor,
      };
      const conversation: Conversation = {
        id: newId(),
        transport: input.transport,
        state: 'waiting',
        visitor,
        userData: { ...input.userData },
        participants: [],
        events: [],
        files: [],
        createdAt: clock.now(),
        visitorPreview: '',
        downloads: 0,
        unavailable: 0,
        ...(input.origin === undefined ? {} : { origin: input.origin }),
        details: { ...input.details },
      };
      state().conversations.set(conversation.id, conversation);
      log.append(CHAT_LOG_MODULE, 'chat.created', {
        chatId: conversation.id,
        transport: conversation.transport,
        visitor,
      });
      const visitorParty = addParticipant(conversation, {
        nickname: displayName(visitor),
        type: 'Client',
        bot: false,
      });
      append(conversation, 'ParticipantJoined', visitorParty);
      if (input.text !== undefined && input.text.trim() !== '') {
        append(conversation, 'Message', visitorParty, { text: input.text });
      }
      return conversation;
    },
    get: (chatId) => state().conversations.get(chatId),
    require,
    list: () => [...state().conversations.values()],
    transcript: (chatId, from = 1) => require(chatId).events.filter((event) => event.index >= from),
    nextIndex: (chatId) => require(chatId).events.length + 1,
    visitorMessage(chatId, { text, eventAttributes }) {
      const conversation = open(chatId);
      if (text.trim() === '') throw new ChatError('empty-message', 'No message text provided');
      checkLength(text);
      const visitorParty = clientOf(conversation);
      visitorParty.typing = false;
      conversation.visitorPreview = '';
      return append(conversation, 'Message', visitorParty, { text, eventAttributes });
    },
    visitorTyping(chatId, typing, preview) {
      const conversation = open(chatId);
      const visitorParty = clientOf(conversation);
      conversation.visitorPreview = preview ?? '';
      if (visitorParty.typing === typing) return undefined;
      visitorParty.typing = typing;
      const text = typing && preview ? preview : undefined;
      return append(conversation, typing ? 'TypingStarted' : 'TypingStopped', visitorParty, {
        text,
      });
    },
    setVisitorPreview(chatId, preview) {
      const conversation = require(chatId);
      if (conversation.state !== 'ended') conversation.visitorPreview = preview;
    },
    visitorNotice(chatId, { text, eventAttributes }) {
      const conversation = open(chatId);
      return append(conversation, 'CustomNotice', clientOf(conversation), {
        text,
        eventAttributes,
      });
    },
    updateData(chatId, userData) {
      const conversation = open(chatId);
      Object.assign(conversation.userData, userData);
      log.append(CHAT_LOG_MODULE, 'chat.dataUpdated', { chatId, userData });
      return conversation;
    },
    visitorLeave(chatId) {
      const conversation = require(chatId);
      if (conversation.state === 'ended') return conversation;
      leave(conversation, clientOf(conversation));
      return finish(conversation);
    },
    agentJoin(chatId, input = {}) {
      const conversation = open(chatId);
      const agent = addParticipant(conversation, {
        nickname: input.name ?? 'Agent',
        type: input.type ?? 'Agent',
        bot: input.bot ?? false,
      });
      conversation.state = 'active';
      append(conversation, 'ParticipantJoined', agent);
      return agent;
    },
    agentMessage(chatId, input) {
      const conversation = open(chatId);
      const agent = agentOf(conversation, input.participantId);
      if (input.contentType !== undefined && !carriesRichMedia(conversation.transport)) {
        throw new ChatError(
          'not-carried',
          `Rich media (${input.contentType}) is GMS chat structured content, which ${conversation.transport} chats do not carry; send the text alone`,
        );
      }
      stopTyping(conversation, agent, true);
      const richMedia =
        input.contentType === undefined
          ? {}
          : {
              'structured-content': {
                'genesys-chat': {
                  content: { contentType: input.contentType, content: input.content ?? null },
                },
              },
            };
      const attributes = { ...input.eventAttributes, ...richMedia };
      return append(conversation, input.type ?? 'Message', agent, {
        text: input.text,
        eventAttributes: Object.keys(attributes).length > 0 ? attributes : undefined,
      });
    },
    agentTyping(chatId, input = {}) {
      const conversation = open(chatId);
      const agent = agentOf(conversation, input.participantId);
      const key = `${chatId}/${agent.participantId}`;
      state().typingStops.get(key)?.();
      const stops = state().typingStops;
      stops.set(
        key,
        timers.set(() => {
          stops.delete(key);
          if (agent.connected && conversation.state !== 'ended') {
            stopTyping(conversation, agent, true);
          }
        }, input.durationMs ?? options.agentTypingMs),
      );
      agent.typing = true;
      return append(conversation, 'TypingStarted', agent);
    },
    agentLeave(chatId, input = {}) {
      const conversation = open(chatId);
      const event = leave(conversation, agentOf(conversation, input.participantId));
      if (!hasConnectedAgent(conversation)) conversation.state = 'waiting';
      return event;
    },
    end(chatId) {
      const conversation = require(chatId);
      return conversation.state === 'ended' ? conversation : finish(conversation);
    },
    uploadFile(chatId, by, input) {
      const conversation = open(chatId);
      const sender =
        by === 'visitor' ? clientOf(conversation) : agentOf(conversation, input.participantId);
      if (by === 'visitor') {
        checkUpload(conversation, options.fileLimits, input.name, input.bytes.byteLength);
      }
      fileCount += 1;
      const record = {
        fileId: `file-${fileCount}`,
        name: input.name,
        size: input.bytes.byteLength,
        mimeType: input.mimeType || guessMimeType(input.name),
        uploadedBy: sender.participantId,
        uploadedAt: clock.now(),
      };
      conversation.files.push(record);
      state().fileBytes.set(record.fileId, input.bytes);
      const event = append(conversation, 'FileUploaded', sender, {
        userData: {
          'file-name': record.name,
          'file-size': String(record.size),
          'file-id': record.fileId,
        },
      });
      return { file: { ...record, bytes: input.bytes }, event };
    },
    fileLimits(chatId) {
      const conversation = require(chatId);
      const uploaded = visitorFiles(conversation);
      return {
        ...options.fileLimits,
        fileTypes: [...options.fileLimits.fileTypes],
        usedFiles: uploaded.length,
        usedTotalSize: uploaded.reduce((sum, file) => sum + file.size, 0),
        usedDownloads: conversation.downloads,
      };
    },
    readFile(chatId, fileId) {
      const conversation = require(chatId);
      const record = conversation.files.find((file) => file.fileId === fileId);
      const bytes = state().fileBytes.get(fileId);
      if (!record || !bytes) {
        throw new ChatError('file-not-found', `No file ${fileId} in chat ${chatId}`);
      }
      conversation.downloads += 1;
      return { ...record, bytes };
    },
    idle(chatId, { kind, text, nextTimerType, closeAfterMs }) {
      const conversation = open(chatId);
      if (kind === 'close') return closeIdle(conversation, text);
      if (closeAfterMs !== undefined && (nextTimerType ?? 'CLOSE').toUpperCase() !== 'CLOSE') {
        throw new RangeError(
          `An idle alert that closes the chat cannot say ${nextTimerType} comes next`,
        );
      }
      const timerType = nextTimerType ?? (closeAfterMs === undefined ? undefined : 'CLOSE');
      // A new alert says what comes next, so the close an earlier one announced no longer holds.
      cancelIdleClose(conversation);
      const now = clock.now();
      if (closeAfterMs !== undefined) {
        // Armed before the alert is appended, so subscribers pushing it (CometD) see its close.
        conversation.idleClose = {
          alertIndex: conversation.events.length + 1,
          afterMs: closeAfterMs,
          closesAt: now + closeAfterMs,
        };
        const closes = state().idleCloses;
        closes.set(
          chatId,
          timers.set(() => {
            closes.delete(chatId);
            // Timers may fire a millisecond before the clock reaches the time: the close is stamped
            // with the time its alert announced, never earlier.
            const closesAt = now + closeAfterMs;
            if (conversation.state !== 'ended') {
              closeIdle(conversation, undefined, Math.max(clock.now(), closesAt));
            }
          }, closeAfterMs),
        );
      }
      const extras = {
        text: text ?? 'Are you still there?',
        userData: timerType === undefined ? undefined : { nextTimerType: timerType },
      };
      return append(conversation, 'IdleAlert', systemParty(conversation, 'system'), extras, now);
    },
    survey(chatId, { surveyUrl, cancelUrl }) {
      const conversation = open(chatId);
      if (!carriesCustomNotices(conversation.transport)) {
        throw new ChatError(
          'not-carried',
          `A post-chat survey is a GMS chat custom notice, which ${conversation.transport} chats do not carry`,
        );
      }
      return append(conversation, 'CustomNotice', systemParty(conversation, SURVEY_NICKNAME), {
        text: JSON.stringify({ Survey_URL: surveyUrl, Cancel_URL: cancelUrl }),
      });
    },
    setUnavailable(chatId, count) {
      const conversation = require(chatId);
      conversation.unavailable = count;
      log.append(CHAT_LOG_MODULE, 'chat.unavailable', { chatId, count });
      return count;
    },
    takeUnavailable(chatId) {
      const conversation = require(chatId);
      if (conversation.unavailable <= 0) return false;
      conversation.unavailable -= 1;
      return true;
    },
    serviceAvailable: () => state().serviceAvailable,
    setServiceAvailable(available) {
      state().serviceAvailable = available;
      log.append(CHAT_LOG_MODULE, 'chat.serviceAvailability', { available });
    },
    subscribe: (listener, filter) => notifier.subscribe(listener, filter),
  };
}
