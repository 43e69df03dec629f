import type { Actor, ActorRefFrom } from 'xstate';
import * as z from 'zod/mini';
import { BusError } from '../../bus/bus-errors';
import type { Bus } from '../../bus/bus.types';
import { definePlugin } from '../../kit/define-plugin';
import type { PluginPublisher } from '../../kit/plugin.types';
import { enWebchat } from '../../services/i18n/en.webchat.pack';
import { createTranslator } from '../../services/i18n/translator';
import type { FileLimits } from '../../transports/chat.types';
import { chatServiceManifest, type AgentsReport, type UploadReport } from './chat-service.manifest';
import { chatErrorKeys } from './chat-session.logic';
import type { ChatSessionMachine } from './chat-session.machine';
import {
  createPreviewInputs,
  isPreviewInput,
  type PreviewInputs,
} from './chat-session.preview-inputs';
import type {
  ChatErrorDetails,
  ChatParticipant,
  ChatSessionEmitted,
  UploadEntry,
} from './chat-session.types';

/** The plugin name the chat service registers under. */
export const chatServicePluginName = chatServiceManifest.name;

/** What the `WebChatService` plugin drives: the chat session actor. */
export type ChatServiceTarget = Actor<ChatSessionMachine> | ActorRefFrom<ChatSessionMachine>;

const translate = createTranslator(enWebchat);

/** The spec's text for a chat error. */
export function chatErrorText(error: ChatErrorDetails): string {
  return translate(error.key, error.values);
}

/** A command refusal with the spec's text. */
export class ChatCommandError extends Error {
  /** The i18n key of the text. */
  readonly key: string;

  /** Creates the error from the chat error details. */
  constructor(error: ChatErrorDetails) {
    super(chatErrorText(error));
    this.name = 'ChatCommandError';
    this.key = error.key;
  }
}

const roleEvents = {
  Agent: ['agentConnected', 'agentDisconnected'],
  Bot: ['botConnected', 'botDisconnected'],
  Supervisor: ['supervisorConnected', 'supervisorDisconnected'],
} as const;

function agentsReport(actor: ChatServiceTarget, participant?: ChatParticipant): AgentsReport {
  const participants = [...actor.getSnapshot().context.participants.values()];
  return {
    ...(participant ? { participant } : {}),
    agents: Object.fromEntries(participants.map((item) => [item.id, item])),
    numAgentsConnected: participants.filter((item) => item.connected).length,
  };
}

/**
 * Waits for the first of the given notifications after running `act`; a refusal or error
 * notification rejects with the spec's text.
 */
function outcome<T extends ChatSessionEmitted['type']>(
  actor: ChatServiceTarget,
  success: readonly T[],
  failure: readonly ChatSessionEmitted['type'][],
  act: () => void,
): Promise<Extract<ChatSessionEmitted, { type: T }>> {
  return new Promise((resolve, reject) => {
    const subscription = actor.on('*', (event) => {
      if ((success as readonly string[]).includes(event.type)) {
        subscription.unsubscribe();
        resolve(event as Extract<ChatSessionEmitted, { type: T }>);
      } else if (failure.includes(event.type)) {
        subscription.unsubscribe();
        const error =
          event.type === 'rejected' || event.type === 'error'
            ? event.error
            : { key: chatErrorKeys.restoreFailed };
        reject(new ChatCommandError(error));
      }
    });
    act();
  });
}

const requireSupport = (
  actor: ChatServiceTarget,
  capability: 'customNotice' | 'updateData' | 'fileUpload',
  feature: string,
) => {
  if (actor.getSnapshot().context.transport.capabilities[capability] === false)
    throw new ChatCommandError({ key: chatErrorKeys.unsupportedFeature, values: { feature } });
};

const requireActive = (actor: ChatServiceTarget) => {
  if (!actor.getSnapshot().matches('active'))
    throw new ChatCommandError({ key: chatErrorKeys.noActiveSession });
};

const invalidConfiguration = 'webchat.commands.invalidConfiguration';

/** What `configure` takes: the options that may change between chats, at least one of them. */
const configurationSchema = z.strictObject({
  maxMessageLength: z.optional(z.int().check(z.positive())),
  language: z.optional(z.string().check(z.minLength(1))),
  endpoint: z.optional(z.string()),
  restoreTimeout: z.optional(z.number().check(z.nonnegative())),
  historyPageSize: z.optional(z.int().check(z.positive())),
  joinOtherTabs: z.optional(z.boolean()),
});

const previewInputs = new WeakMap<ChatServiceTarget, PreviewInputs>();

/** The typing preview inputs registered for a chat actor (created on first use). */
function previewInputsOf(actor: ChatServiceTarget): PreviewInputs {
  let inputs = previewInputs.get(actor);
  if (!inputs) {
    inputs = createPreviewInputs();
    previewInputs.set(actor, inputs);
  }
  return inputs;
}

/** An upload as the file events and `sendFile` report it: all but the file's bytes. */
const uploadReport = ({ file: _file, ...upload }: UploadEntry): UploadReport => upload;

/**
 * Queues a file and waits for its upload: resolves when it is done, rejects with the spec's text
 * when the chat refuses it (no chat, too large, a type not allowed) or its upload fails.
 */
function sendFile(actor: ChatServiceTarget, file: Blob, fileName: string): Promise<UploadReport> {
  const before = new Set(actor.getSnapshot().context.uploads.map((upload) => upload.id));
  let refusal: ChatErrorDetails | undefined;
  const refusals = actor.on('*', (event) => {
    if (event.type === 'rejected' || event.type === 'error') refusal ??= event.error;
  });
  actor.send({ type: 'file.upload', file, fileName });
  refusals.unsubscribe();
  const queued = actor.getSnapshot().context.uploads.find((upload) => !before.has(upload.id));
  if (!queued) {
    return Promise.reject(new ChatCommandError(refusal ?? { key: chatErrorKeys.noActiveSession }));
  }
  return new Promise((resolve, reject) => {
    const subscription = actor.on('*', (event) => {
      if (
        (event.type === 'fileUploaded' || event.type === 'fileFailed') &&
        event.upload.id === queued.id
      ) {
        subscription.unsubscribe();
        if (event.type === 'fileUploaded') resolve(uploadReport(event.upload));
        else
          reject(new ChatCommandError(event.upload.error ?? { key: chatErrorKeys.fileSendFailed }));
      } else if (event.type === 'ended') {
        // The chat ended before the file went: it never will.
        subscription.unsubscribe();
        reject(new ChatCommandError({ key: chatErrorKeys.fileSendFailed }));
      }
    });
  });
}

/** The session's file limits, once the chat has read them (it does as it starts or restores). */
function fileLimitsOf(actor: ChatServiceTarget): Promise<FileLimits> {
  return new Promise((resolve, reject) => {
    const settle = (snapshot: ReturnType<ChatServiceTarget['getSnapshot']>) => {
      if (snapshot.matches({ active: { files: 'loadingLimits' } })) return false;
      const limits = snapshot.context.fileLimits;
      if (!snapshot.matches('active'))
        reject(new ChatCommandError({ key: chatErrorKeys.noActiveSession }));
      else if (limits) resolve(limits);
      else reject(new ChatCommandError({ key: chatErrorKeys.generic }));
      return true;
    };
    if (settle(actor.getSnapshot())) return;
    const subscription = actor.subscribe((snapshot) => {
      if (settle(snapshot)) subscription.unsubscribe();
    });
  });
}

/** Publishes what the chat actor emits as `WebChatService.*` events. */
function publishNotifications(
  actor: ChatServiceTarget,
  plugin: PluginPublisher<typeof chatServiceManifest>,
): () => void {
  // Whether the transcript has the visitor in the chat: its end then disconnects them, once. A plugin
  // attached to a chat under way finds them in it.
  let clientIn = actor.getSnapshot().matches('active');
  let capabilities: string | undefined;
  const reportCapabilities = () => {
    // The built-in transports' capabilities are fixed, so this is once, at the first start or restore.
    const current = actor.getSnapshot().context.transport.capabilities;
    if (JSON.stringify(current) === capabilities) return;
    capabilities = JSON.stringify(current);
    plugin.publish('capabilitiesChanged', current);
  };
  const reportClient = (event: Extract<ChatSessionEmitted, { type: 'messageReceived' }>) => {
    // What a restore reads back is history: the visitor is in the restored chat already.
    if (event.restoring) return;
    for (const message of event.messages) {
      if (message.from.type !== 'Client') continue;
      if (message.type === 'ParticipantJoined') {
        clientIn = true;
        plugin.publish('clientConnected', { message });
      } else if (message.type === 'ParticipantLeft' && clientIn) {
        clientIn = false;
        plugin.publish('clientDisconnected', { message });
      }
    }
  };
  const publish = (event: ChatSessionEmitted) => {
    switch (event.type) {
      case 'participantConnected':
      case 'participantDisconnected': {
        const [connected, disconnected] = roleEvents[event.participant.type];
        plugin.publish(
          event.type === 'participantConnected' ? connected : disconnected,
          agentsReport(actor, event.participant),
        );
        return;
      }
      case 'error':
        plugin.publish('error', { key: event.error.key, text: chatErrorText(event.error) });
        if (event.error.key === chatErrorKeys.restoreFailed)
          plugin.publish('restoreFailed', { text: chatErrorText(event.error) });
        return;
      case 'rejected':
        return;
      case 'started':
      case 'restored':
        if (event.type === 'restored') clientIn = true;
        plugin.publish(event.type, { session: event.session });
        reportCapabilities();
        return;
      case 'messageReceived':
        plugin.publish('messageReceived', { messages: event.messages, restoring: event.restoring });
        reportClient(event);
        return;
      case 'ended':
        if (clientIn) plugin.publish('clientDisconnected', {});
        clientIn = false;
        // An input registered for this chat sends nothing to the next one.
        previewInputsOf(actor).clear();
        plugin.publish('ended', undefined);
        return;
      case 'sessionLost':
        plugin.publish('sessionLost', { status: event.status });
        return;
      case 'messageFailed':
        plugin.publish('messageFailed', { text: event.text, error: chatErrorText(event.error) });
        return;
      case 'agentTypingStarted':
      case 'agentTypingStopped':
        plugin.publish(event.type, agentsReport(actor, event.participant));
        return;
      case 'idle':
        plugin.publish('idle', event.notice);
        return;
      case 'surveyOffered':
        plugin.publish('surveyOffered', event.survey);
        return;
      case 'fileUploaded':
      case 'fileFailed':
        // Subscribers learn what happened to the file; the file's bytes stay in the chat.
        plugin.publish(event.type, uploadReport(event.upload));
        return;
      case 'shareLinkCreated':
        plugin.publish('shareLinkCreated', event.link);
        return;
      case 'historyLoaded':
        plugin.publish('historyLoaded', { count: event.count, exhausted: event.exhausted });
        return;
      default:
        // Typed by the table: a notification the machine gains must be declared there to compile.
        plugin.publish(event.type, undefined);
    }
  };
  const subscription = actor.on('*', publish);
  return () => {
    subscription.unsubscribe();
    previewInputsOf(actor).clear();
  };
}

/**
 * The `WebChatService` plugin (protocols 8.3): its commands drive the chat session actor, and what
 * the actor emits is published as `WebChatService.*` events.
 */
export const chatServicePlugin = definePlugin<ChatServiceTarget, typeof chatServiceManifest>(
  chatServiceManifest,
  {
    commands: {
      startChat: async (form, { target }) => {
        const started = await outcome(target, ['started'], ['rejected', 'error'], () =>
          target.send({ type: 'session.start', form: form ?? {} }),
        );
        return { session: started.session };
      },
      endChat: async (_options, { target }) => {
        requireActive(target);
        await outcome(target, ['ended'], [], () => target.send({ type: 'session.end' }));
        return undefined;
      },
      sendMessage: async ({ message }, { target }) => {
        await new Promise<void>((resolve, reject) => {
          const subscription = target.on('rejected', (event) =>
            reject(new ChatCommandError(event.error)),
          );
          target.send({ type: 'message.send', text: message });
          subscription.unsubscribe();
          resolve();
        });
        return { queued: true as const };
      },
      restore: async (_options, { target, commander }) => {
        // Outside asynchronous chat, only the service itself restores (on page load).
        const async = target.getSnapshot().context.transport.capabilities.async;
        if (!async && commander !== chatServicePluginName) {
          throw new ChatCommandError({ key: chatErrorKeys.privateCommand });
        }
        const restored = await outcome(target, ['restored'], ['rejected', 'restoreTimeout'], () =>
          target.send({ type: 'session.restore' }),
        );
        return { session: restored.session };
      },
      fetchHistory: async (_options, { target }) => {
        const loaded = await outcome(target, ['historyLoaded'], ['rejected'], () =>
          target.send({ type: 'history.fetch' }),
        );
        return { count: loaded.count, exhausted: loaded.exhausted };
      },
      addPrefilter: ({ filters }, { target }) => {
        const list = Array.isArray(filters) ? filters : [filters];
        if (list.length === 0 || !list.every((filter) => filter instanceof RegExp)) {
          throw new BusError(
            'invalidOptions',
            'A prefilter needs a regular expression or an array of them',
          );
        }
        target.send({ type: 'prefilter.add', filters: list });
        return undefined;
      },
      registerPreProcessor: ({ preprocessor }, { target }) => {
        if (typeof preprocessor !== 'function') {
          throw new BusError(
            'invalidOptions',
            'registerPreProcessor needs a preprocessor function',
          );
        }
        target.send({ type: 'preProcessor.add', process: preprocessor });
        return undefined;
      },
      sendCustomNotice: ({ message, attributes }, { target }) => {
        requireSupport(target, 'customNotice', 'custom notices');
        requireActive(target);
        target.send({ type: 'notice.send', text: message, attributes });
        return undefined;
      },
      updateUserData: (userData, { target }) => {
        requireSupport(target, 'updateData', 'user data updates');
        requireActive(target);
        target.send({ type: 'userData.update', userData });
        return undefined;
      },
      getAgents: (_options, { target }) => agentsReport(target),
      getSessionData: (_options, { target }) => target.getSnapshot().context.session,
      getTranscript: (_options, { target }) => ({
        messages: target.getSnapshot().context.messages,
      }),
      poll: (_options, { target, commander }) => {
        if (commander !== chatServicePluginName) {
          throw new ChatCommandError({ key: chatErrorKeys.privateCommand });
        }
        target.send({ type: 'poll.now' });
        return undefined;
      },
      sendFile: ({ file, fileName }, { target }) => {
        requireSupport(target, 'fileUpload', 'file uploads');
        if (!(file instanceof Blob)) throw new BusError('invalidOptions', 'sendFile needs a file');
        // A File names itself; a bare Blob needs `fileName`, or its type check refuses it.
        const own = (file as { name?: unknown }).name;
        const name = fileName ?? (typeof own === 'string' ? own : '');
        return sendFile(target, file, name);
      },
      downloadFile: ({ fileId }, { target }) => {
        requireSupport(target, 'fileUpload', 'file downloads');
        requireActive(target);
        if (typeof fileId !== 'string' || fileId === '')
          throw new BusError('invalidOptions', 'downloadFile needs a fileId');
        const { transport, session } = target.getSnapshot().context;
        return transport.downloadRequest(session!, fileId);
      },
      getFileLimits: (_options, { target }) => {
        requireSupport(target, 'fileUpload', 'file uploads');
        requireActive(target);
        return fileLimitsOf(target);
      },
      sendTyping: (options, { target }) => {
        requireActive(target);
        const preview = options?.message ?? '';
        target.send({ type: 'visitor.typing', typing: options?.typing ?? true, preview });
        return undefined;
      },
      sleep: (_options, { target }) => {
        requireActive(target);
        target.send({ type: 'session.sleep' });
        return undefined;
      },
      wake: (_options, { target }) => {
        requireActive(target);
        target.send({ type: 'session.wake' });
        return undefined;
      },
      startPoll: (_options, { target }) => {
        requireActive(target);
        target.send({ type: 'poll.start' });
        return undefined;
      },
      stopPoll: (_options, { target }) => {
        requireActive(target);
        target.send({ type: 'poll.stop' });
        return undefined;
      },
      registerTypingPreviewInput: (options, { target, reject }) => {
        const input = (options as { input?: unknown } | undefined)?.input;
        if (!isPreviewInput(input)) return reject('invalidTypingInput');
        requireActive(target);
        previewInputsOf(target).add(input, (text) =>
          target.send({ type: 'visitor.typing', typing: text !== '', preview: text }),
        );
        return undefined;
      },
      configure: (options, { target }) => {
        const parsed = configurationSchema.safeParse(options);
        if (!parsed.success || Object.keys(parsed.data).length === 0)
          throw new ChatCommandError({ key: invalidConfiguration });
        target.send({ type: 'session.configure', options: parsed.data });
        return undefined;
      },
    },
    publish: (actor, plugin, bus) => {
      const unpublish = publishNotifications(actor, plugin);
      // By name: co-browse may not be on the page. A session started during a chat marks its metadata.
      const unfollow = bus.untyped.subscribe('CoBrowse.sessionStarted', () =>
        actor.send({ type: 'coBrowse.started' }),
      );
      return () => {
        unfollow();
        unpublish();
      };
    },
  },
);

/**
 * Registers the `WebChatService` plugin on the bus for a running chat actor (or binds it to the
 * lazy placeholder of its name). Returns the detach function.
 */
export function attachChatPlugin(bus: Bus, actor: ChatServiceTarget): () => void {
  return chatServicePlugin.attach(bus, actor);
}
