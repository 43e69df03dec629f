import { defineDomain } from '../domain';
import { createChatEngine } from './chat-engine';
import { chatOptionsSchema, resolveChatOptions } from './chat.options';
import { startScriptedAgent } from './scripted-agent';

/**
 * The chat domain: the run's conversations, which every chat protocol module serves, and the
 * scripted agent of `options.chat.scenario`. Its options are the `chat` field of the simulator options.
 */
export const chatDomain = defineDomain({
  name: 'chat',
  description:
    'Conversations shared by every chat protocol (GMS, REST v3, Genesys Cloud), and the scripted agent.',
  options: chatOptionsSchema.optional().transform((options) => resolveChatOptions(options)),
  create: createChatEngine,
  start: ({ api, options, engine }) =>
    options.scenario === undefined
      ? undefined
      : startScriptedAgent(options.scenario, { chat: api, timers: engine.timers, options }),
});
