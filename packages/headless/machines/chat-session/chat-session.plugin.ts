import type { Actor } from 'xstate';
import { BusError } from '../../bus/bus-errors';
import type { Bus, CommandSpec } from '../../bus/bus.types';
import { enWebchat } from '../../services/i18n/en.webchat.pack';
import { createTranslator } from '../../services/i18n/translator';
import type { ChatMessage } from '../../transports/chat.types';
import type { SessionKeys } from '../../transports/transport.types';
import { chatErrorKeys } from './chat-session.logic';
import type { ChatSessionMachine } from './chat-session.machine';
import type {
  ChatErrorDetails,
  ChatParticipant,
  ChatSessionEmitted,
  StartChatForm,
} from './chat-session.types';

/** The plugin name the chat service registers under. */
export const chatServicePluginName = 'WebChatService';

/** Agents as `WebChatService.getAgents` and the participant events report them. */
export interface AgentsReport {
  /** The participant the event is about, if any. */
  participant?: ChatParticipant;
  /** Every agent, bot and supervisor by id. */
  agents: Record<string, ChatParticipant>;
  /** How many are connected. */
  numAgentsConnected: number;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands {
      'WebChatService.startChat': CommandSpec<StartChatForm, { session: SessionKeys }>;
      'WebChatService.endChat': CommandSpec<undefined, undefined>;
      'WebChatService.sendMessage': CommandSpec<{ message: string }, { queued: true }>;
      'WebChatService.restore': CommandSpec<undefined, { session: SessionKeys }>;
      'WebChatService.addPrefilter': CommandSpec<{ filters: RegExp | RegExp[] }, undefined>;
      'WebChatService.registerPreProcessor': CommandSpec<
        { preprocessor: (text: string) => string },
        undefined
      >;
      'WebChatService.sendCustomNotice': CommandSpec<
        { message: string; attributes?: Record<string, unknown> },
        undefined
      >;
      'WebChatService.updateUserData': CommandSpec<Record<string, string>, undefined>;
      'WebChatService.getAgents': CommandSpec<undefined, AgentsReport>;
      'WebChatService.getSessionData': CommandSpec<undefined, SessionKeys | undefined>;
      'WebChatService.getTranscript': CommandSpec<undefined, { messages: ChatMessage[] }>;
      'WebChatService.poll': CommandSpec<undefined, undefined>;
      'WebChatService.fetchHistory': CommandSpec<undefined, { count: number; exhausted: boolean }>;
    }
    interface Events {
      'WebChatService.started': { session: SessionKeys };
      'WebChatService.ended': undefined;
      'WebChatService.restored': { session: SessionKeys };
      'WebChatService.restoreTimeout': undefined;
      'WebChatService.messageReceived': { messages: ChatMessage[]; restoring: boolean };
      'WebChatService.error': { key: string; text: string };
      'WebChatService.historyLoaded': { count: number; exhausted: boolean };
    }
  }
}

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

/** Notifications that go out under their own name: all but refusals and the per-role participant ones. */
type RepublishedNotification = Exclude<
  ChatSessionEmitted['type'],
  'rejected' | 'participantConnected' | 'participantDisconnected'
>;

// Publishing an undeclared event throws inside the actor, so a notification the machine gains must be listed here.
const republished = {
  started: true,
  ended: true,
  restored: true,
  restoreTimeout: true,
  messageReceived: true,
  messageFailed: true,
  error: true,
  agentTypingStarted: true,
  agentTypingStopped: true,
  idle: true,
  surveyOffered: true,
  disconnected: true,
  reconnected: true,
  chatServerWentOffline: true,
  chatServerBackOnline: true,
  fileUploaded: true,
  fileFailed: true,
  shareLinkCreated: true,
  historyLoaded: true,
} satisfies Record<RepublishedNotification, true>;

const events = [...Object.keys(republished), ...Object.values(roleEvents).flat()];

function agentsReport(
  actor: Actor<ChatSessionMachine>,
  participant?: ChatParticipant,
): AgentsReport {
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
  actor: Actor<ChatSessionMachine>,
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

/**
 * Registers the `WebChatService` plugin on the bus for a running chat actor: its commands drive the
 * actor and what the actor emits is published as `WebChatService.*` events. Returns the detach function.
 */
export function attachChatPlugin(bus: Bus, actor: Actor<ChatSessionMachine>): () => void {
  const plugin = bus.registerPlugin(chatServicePluginName, { commandsBeforeReady: true });
  plugin.registerEvents(events);
  const send = actor.send.bind(actor);

  plugin.registerCommand('startChat', async (form) => {
    const started = await outcome(actor, ['started'], ['rejected', 'error'], () =>
      send({ type: 'session.start', form: form ?? {} }),
    );
    return { session: started.session };
  });
  plugin.registerCommand('endChat', async () => {
    if (!actor.getSnapshot().matches('active'))
      throw new ChatCommandError({ key: chatErrorKeys.noActiveSession });
    await outcome(actor, ['ended'], [], () => send({ type: 'session.end' }));
    return undefined;
  });
  plugin.registerCommand('sendMessage', async ({ message }) => {
    await new Promise<void>((resolve, reject) => {
      const subscription = actor.on('rejected', (event) =>
        reject(new ChatCommandError(event.error)),
      );
      send({ type: 'message.send', text: message });
      subscription.unsubscribe();
      resolve();
    });
    return { queued: true as const };
  });
  plugin.registerCommand('restore', async (_options, context) => {
    // Outside asynchronous chat, only the service itself restores (on page load).
    const async = actor.getSnapshot().context.transport.capabilities.async;
    if (!async && context.commander !== chatServicePluginName) {
      throw new ChatCommandError({ key: chatErrorKeys.privateCommand });
    }
    const restored = await outcome(actor, ['restored'], ['rejected', 'restoreTimeout'], () =>
      send({ type: 'session.restore' }),
    );
    return { session: restored.session };
  });
  plugin.registerCommand('fetchHistory', async () => {
    const loaded = await outcome(actor, ['historyLoaded'], ['rejected'], () =>
      send({ type: 'history.fetch' }),
    );
    return { count: loaded.count, exhausted: loaded.exhausted };
  });
  plugin.registerCommand('addPrefilter', ({ filters }) => {
    const list = Array.isArray(filters) ? filters : [filters];
    if (list.length === 0 || !list.every((filter) => filter instanceof RegExp)) {
      throw new BusError(
        'invalidOptions',
        'A prefilter needs a regular expression or an array of them',
      );
    }
    send({ type: 'prefilter.add', filters: list });
    return undefined;
  });
  plugin.registerCommand('registerPreProcessor', ({ preprocessor }) => {
    if (typeof preprocessor !== 'function') {
      throw new BusError('invalidOptions', 'registerPreProcessor needs a preprocessor function');
    }
    send({ type: 'preProcessor.add', process: preprocessor });
    return undefined;
  });
  const requireSupport = (capability: 'customNotice' | 'updateData', feature: string) => {
    if (actor.getSnapshot().context.transport.capabilities[capability] === false)
      throw new ChatCommandError({ key: chatErrorKeys.unsupportedFeature, values: { feature } });
  };
  plugin.registerCommand('sendCustomNotice', ({ message, attributes }) => {
    requireSupport('customNotice', 'custom notices');
    if (!actor.getSnapshot().matches('active'))
      throw new ChatCommandError({ key: chatErrorKeys.noActiveSession });
    send({ type: 'notice.send', text: message, attributes });
    return undefined;
  });
  plugin.registerCommand('updateUserData', (userData) => {
    requireSupport('updateData', 'user data updates');
    if (!actor.getSnapshot().matches('active'))
      throw new ChatCommandError({ key: chatErrorKeys.noActiveSession });
    send({ type: 'userData.update', userData });
    return undefined;
  });
  plugin.registerCommand('getAgents', () => agentsReport(actor));
  plugin.registerCommand('getSessionData', () => actor.getSnapshot().context.session);
  plugin.registerCommand('getTranscript', () => ({
    messages: actor.getSnapshot().context.messages,
  }));
  plugin.registerCommand('poll', (_options, context) => {
    if (context.commander !== chatServicePluginName) {
      throw new ChatCommandError({ key: chatErrorKeys.privateCommand });
    }
    send({ type: 'poll.now' });
    return undefined;
  });

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
        return;
      case 'rejected':
        return;
      case 'started':
      case 'restored':
        plugin.publish(event.type, { session: event.session });
        return;
      case 'messageReceived':
        plugin.publish('messageReceived', { messages: event.messages, restoring: event.restoring });
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
      case 'fileFailed': {
        // Subscribers learn what happened to the file; the file's bytes stay in the chat.
        const { file: _file, ...upload } = event.upload;
        plugin.publish(event.type, upload);
        return;
      }
      case 'shareLinkCreated':
        plugin.publish('shareLinkCreated', event.link);
        return;
      case 'historyLoaded':
        plugin.publish('historyLoaded', { count: event.count, exhausted: event.exhausted });
        return;
      default:
        plugin.publish(event.type, undefined);
    }
  };
  const subscription = actor.on('*', publish);
  plugin.ready();
  return () => {
    subscription.unsubscribe();
    bus.unregisterPlugin(chatServicePluginName);
  };
}
