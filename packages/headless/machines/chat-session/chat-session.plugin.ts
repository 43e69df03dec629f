import type { Actor, ActorRefFrom } from 'xstate';
import { BusError } from '../../bus/bus-errors';
import type { Bus } from '../../bus/bus.types';
import { definePlugin } from '../../kit/define-plugin';
import type { PluginPublisher } from '../../kit/plugin.types';
import { enWebchat } from '../../services/i18n/en.webchat.pack';
import { createTranslator } from '../../services/i18n/translator';
import { chatServiceManifest, type AgentsReport } from './chat-service.manifest';
import { chatErrorKeys } from './chat-session.logic';
import type { ChatSessionMachine } from './chat-session.machine';
import type { ChatErrorDetails, ChatParticipant, ChatSessionEmitted } from './chat-session.types';

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
  capability: 'customNotice' | 'updateData',
  feature: string,
) => {
  if (actor.getSnapshot().context.transport.capabilities[capability] === false)
    throw new ChatCommandError({ key: chatErrorKeys.unsupportedFeature, values: { feature } });
};

const requireActive = (actor: ChatServiceTarget) => {
  if (!actor.getSnapshot().matches('active'))
    throw new ChatCommandError({ key: chatErrorKeys.noActiveSession });
};

/** Publishes what the chat actor emits as `WebChatService.*` events. */
function publishNotifications(
  actor: ChatServiceTarget,
  plugin: PluginPublisher<typeof chatServiceManifest>,
): () => void {
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
        // Typed by the table: a notification the machine gains must be declared there to compile.
        plugin.publish(event.type, undefined);
    }
  };
  const subscription = actor.on('*', publish);
  return () => subscription.unsubscribe();
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
    },
    publish: publishNotifications,
  },
);

/**
 * Registers the `WebChatService` plugin on the bus for a running chat actor (or binds it to the
 * lazy placeholder of its name). Returns the detach function.
 */
export function attachChatPlugin(bus: Bus, actor: ChatServiceTarget): () => void {
  return chatServicePlugin.attach(bus, actor);
}
