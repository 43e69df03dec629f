import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { ChatMessage } from '../../transports/chat.types';
import type { ChatWidgetOptions } from './chat-widget.types';

/** Options of `WebChat.open` (protocols 8.3). */
export interface WebChatOpenOptions {
  /** Open minimized. */
  minimized?: boolean;
  /** The chat is offered proactively (recorded in its metadata). */
  proactive?: boolean;
  /**
   * Prefills the pre-chat form by input name (`firstname`, `lastname`, `email`, `subject`, ...);
   * `autoSubmit: true` starts the chat at once when the form is valid. Recorded in the chat's
   * metadata as `prefilled` and `autoSubmitted`.
   */
  form?: { autoSubmit?: boolean } & Record<string, string | boolean | undefined>;
  /** The pre-chat form for this open, in the legacy `formJSON` format (an object, or its JSON text). */
  formJSON?: unknown;
  /** User data sent with the chat's start, beside the site's. */
  userData?: Record<string, string>;
}

/** Options of `WebChat.injectMessage` (protocols 8.3): a message of the site's own into the transcript. */
export interface WebChatInjectOptions {
  /** `html` renders `text` as sanitised markup. @default 'text' */
  type?: 'text' | 'html';
  /** The sender name shown; none shows it as a system line. */
  name?: string;
  /** What it says. */
  text: string;
  /** Marks it as the site's own (`data-custom`), for the site's styles. @default false */
  custom?: boolean;
  /** Bubble styling hints (`fill`, `radius`, `time`, `name`, `direction`, ...). */
  bubble?: Record<string, unknown>;
}

/** Options of `WebChat.showOverlay`: the site's content over the chat window's body. */
export interface WebChatOverlayOptions {
  /** The content, as HTML (sanitised: markup yes, script never). */
  html: string;
  /** Hide the window's footer while it shows. @default false */
  hideFooter?: boolean;
}

/** What `WebChat.messageAdded` carries: one message the transcript shows now. */
export interface WebChatMessageAdded {
  /** The message, as the chat session keeps it (`injected` set for the site's own). */
  message: ChatMessage;
}

/** What `WebChat.submitted` carries: the pre-chat form as the visitor sent it. */
export interface WebChatSubmission {
  /** The form's values by input name (`firstname`, `lastname`, `email`, `subject`, ...). */
  form: Record<string, string>;
}

/**
 * The `WebChat` plugin's table (protocols 8.3): what the chat widget does by command, and what it
 * tells. It is all a page needs before the chat's code has loaded: the lazy loader registers it, and
 * the first command that needs the widget loads it.
 */
export const chatWidgetManifest = declarePlugin({
  name: 'WebChat',
  commands: {
    open: command<WebChatOpenOptions | undefined>(),
    // Nothing is open and no chat runs before the chat has loaded: these have nothing to act on.
    close: command({ loads: false }),
    minimize: command<{ minimized?: boolean } | undefined>({ loads: false }),
    endChat: command({ loads: false }),
    invite: command(),
    reInvite: command(),
    showChatButton: command({ loads: false }),
    hideChatButton: command({ loads: false }),
    configure: command<Partial<ChatWidgetOptions>>(),
    // Nothing shows before the chat has loaded: there is nothing to add to, hide or cover.
    injectMessage: command<WebChatInjectOptions, { id: string }>({ loads: false }),
    show: command({ loads: false }),
    hide: command({ loads: false }),
    showOverlay: command<WebChatOverlayOptions>({ loads: false }),
    hideOverlay: command({ loads: false }),
  },
  events: {
    opened: event(),
    closed: event(),
    minimized: event(),
    unminimized: event(),
    cancelled: event(),
    completed: event(),
    submitted: event<WebChatSubmission>(),
    messageAdded: event<WebChatMessageAdded>(),
  },
  rejections: {
    notOpen: 'WebChat is not currently open. Ignoring command.',
    noActiveChat: 'There is no active chat session',
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof chatWidgetManifest> {}
    interface Events extends EventsOf<typeof chatWidgetManifest> {}
  }
}
