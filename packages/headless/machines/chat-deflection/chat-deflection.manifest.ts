import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { ChatDeflectionOptionsInput } from './chat-deflection.options';

/** What `ChatDeflection.started` carries: the chat it answers. */
export interface ChatDeflectionStarted {
  /** The chat's session id (`WebChatService.started`), when it gave one. */
  chatId?: string;
}

/** Why deflection ended, as `ChatDeflection.ended` tells. */
export interface ChatDeflectionEnded {
  /** `agent`: an agent connected; `chat`: the chat ended or its window closed; `disabled`: `disable`. */
  reason: 'agent' | 'chat' | 'disabled';
}

/**
 * The `ChatDeflection` plugin's table (protocols 8.3; spec 2, section 4 'Deflection'): disabled by
 * default; enabled, each chat that starts gets a welcome and, until an agent connects, every visitor
 * message is searched in the knowledge centre and answered in the transcript as links.
 */
export const chatDeflectionManifest = declarePlugin({
  name: 'ChatDeflection',
  commands: {
    configure: command<ChatDeflectionOptionsInput>(),
    enable: command(),
    disable: command(),
  },
  events: {
    started: event<ChatDeflectionStarted>(),
    ended: event<ChatDeflectionEnded>(),
    enabled: event(),
    disabled: event(),
  },
  rejections: {
    alreadyEnabled: 'Deflection is enabled already',
    alreadyDisabled: 'Deflection is disabled already',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof chatDeflectionManifest> {}
    interface Events extends EventsOf<typeof chatDeflectionManifest> {}
  }
}
