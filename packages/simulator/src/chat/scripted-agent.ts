import type { Timers } from '../engine/timers';
import type { AgentMessageInput, ChatEngine } from './chat-engine.types';
import { ChatError } from './chat.errors';
import type { ResolvedChatOptions, ScenarioName } from './chat.options';
import {
  carriesCustomNotices,
  carriesRichMedia,
  type ChatListener,
  type Conversation,
} from './chat.types';
import { richMediaSamples } from './rich-media-samples';
import { simulatorSurveyLinks } from './survey-links';

/** What a scenario works with. */
export interface ScenarioContext {
  /** The run's conversation engine. */
  chat: ChatEngine;
  /** The run's timers (cancelled on reset and close), for every delay. */
  timers: Timers;
  /** Names and delays of the scripted agent. */
  options: ResolvedChatOptions;
}

/** A scripted agent behaviour: builds the listener that reacts to every conversation. */
export type Scenario = (context: ScenarioContext) => ChatListener;

/** The name of the file the demo agent sends. */
export const DEMO_FILE_NAME = 'cxkit-demo.txt';

/** The page the demo agent pushes. */
export const DEMO_PUSH_URL = 'https://example.com/';

/**
 * The answer to 'survey' on a protocol without custom notices: the post-chat survey is a GMS custom
 * notice from `_GCTI_GSS` (protocols 1.3), which the engine refuses to send on REST v3 and cloud.
 */
export const noSurveyText =
  'A post-chat survey comes as a GMS chat custom notice, which this chat back end does not carry. Try it on GMS chat v2.';
/** The answer to 'show me' on a protocol without rich media, which the engine refuses to send there. */
export const noRichMediaText =
  'Rich media comes as GMS chat structured content, which this chat back end does not carry. Try it on GMS chat v2.';
const helpText = 'Try typing: show me, file, link, menu, idle, survey or bye.';

const menuContent = {
  id: 'demo-menu',
  title: 'What would you like to try?',
  components: ['file', 'link', 'idle', 'survey', 'bye'].map((text) => ({
    type: 'quick-reply',
    id: `demo-${text}`,
    text,
  })),
};

function firstName(conversation: Conversation): string {
  const { firstName: first, nickname } = conversation.visitor;
  return first || nickname || 'there';
}

const demo: Scenario = ({ chat, timers, options }) => {
  // Every step runs later; the chat may have ended or the run been reset meanwhile.
  function later(ms: number, step: () => void): void {
    timers.set(() => {
      try {
        step();
      } catch (error) {
        if (!(error instanceof ChatError)) throw error;
      }
    }, ms);
  }

  function say(chatId: string, message: string | AgentMessageInput, then?: () => void): void {
    chat.agentTyping(chatId, { durationMs: options.agentReplyDelayMs * 2 + 1000 });
    later(options.agentReplyDelayMs, () => {
      chat.agentMessage(chatId, typeof message === 'string' ? { text: message } : message);
      then?.();
    });
  }

  function showRichMedia(conversation: Conversation): void {
    const chatId = conversation.id;
    const samples = richMediaSamples(conversation.origin);
    const show = (index: number) => {
      const sample = samples[index];
      if (!sample) return;
      const { text, contentType, content } = sample;
      say(chatId, { text, contentType, content }, () => show(index + 1));
    };
    say(
      chatId,
      'Here is the rich media I can send: quick replies, four kinds of card, a list and attachments.',
      () => show(0),
    );
  }

  function answer(conversation: Conversation, text: string): void {
    const chatId = conversation.id;
    const words = text.toLowerCase();
    const has = (word: string) => new RegExp(`\\b${word}\\b`).test(words);
    if (has('bye') || has('goodbye')) {
      say(chatId, 'Thanks for chatting with us. Goodbye!', () => chat.agentLeave(chatId));
    } else if (has('show\\s+me') && !carriesRichMedia(conversation.transport)) {
      say(chatId, noRichMediaText);
    } else if (has('show\\s+me')) {
      showRichMedia(conversation);
    } else if (has('survey') && !carriesCustomNotices(conversation.transport)) {
      say(chatId, noSurveyText);
    } else if (has('survey')) {
      say(chatId, 'Thank you! Please tell us how we did.', () => {
        chat.survey(chatId, simulatorSurveyLinks(conversation.origin, chatId));
        chat.end(chatId);
      });
    } else if (has('idle')) {
      // The engine closes the chat when the alert says, unless the visitor acts first.
      say(chatId, 'Take your time, I will wait.', () =>
        chat.idle(chatId, {
          kind: 'alert',
          text: 'Are you still there? This chat closes soon without an answer.',
          nextTimerType: 'CLOSE',
          closeAfterMs: options.idleCloseMs,
        }),
      );
    } else if (has('file')) {
      say(chatId, 'Here is the file you asked for.', () => {
        const bytes = new TextEncoder().encode('Sent by the cxkit simulator demo agent.\n');
        chat.uploadFile(chatId, 'agent', { name: DEMO_FILE_NAME, bytes, mimeType: 'text/plain' });
      });
    } else if (has('link')) {
      say(chatId, 'Let me show you a page.', () =>
        chat.agentMessage(chatId, { type: 'PushUrl', text: DEMO_PUSH_URL }),
      );
    } else if ((has('menu') || has('options')) && !carriesRichMedia(conversation.transport)) {
      say(chatId, helpText);
    } else if (has('menu') || has('options')) {
      say(chatId, 'Here are a few things to try.', () =>
        chat.agentMessage(chatId, {
          text: menuContent.title,
          contentType: 'quick-replies',
          content: menuContent,
        }),
      );
    } else if (has('hello') || has('hi') || has('help')) {
      say(chatId, `Hello ${firstName(conversation)}! How can I help you today? ${helpText}`);
    } else {
      say(chatId, `Thanks, I got your message: "${text}". ${helpText}`);
    }
  }

  return (notice) => {
    if (notice.kind === 'ended') return;
    const { conversation, event } = notice;
    if (event.from.type !== 'Client') return;
    if (event.type === 'ParticipantJoined') {
      later(options.agentJoinDelayMs, () => {
        chat.agentJoin(conversation.id, { name: options.agentName });
        say(
          conversation.id,
          `Hi ${firstName(conversation)}, my name is ${options.agentName}. How can I help you?`,
        );
      });
      return;
    }
    const hasAgent = conversation.participants.some(
      (party) => party.connected && party.type === 'Agent',
    );
    if (event.type === 'Message' && hasAgent) answer(conversation, event.text ?? '');
  };
};

/** The scripted agent scenarios by name. */
export const scenarios: Record<ScenarioName, Scenario> = { demo };

/** Starts a scenario on every conversation of the engine; returns the function that stops it. */
export function startScriptedAgent(name: ScenarioName, context: ScenarioContext): () => void {
  return context.chat.subscribe(scenarios[name](context));
}
