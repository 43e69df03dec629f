import type { ChatTransport } from '@cxkit/headless/chat';
import type { ChatDeflectionOptionsInput } from '@cxkit/headless/chat-deflection';
import type { ChatWidgetEvent } from '@cxkit/headless/chat-widget';
import { CxContext, suiteCookies, useBus } from '@cxkit/headless/react';
import type { ChatProviderProps } from '@cxkit/headless/react/chat';
import type { ChatWidgetProviderProps } from '@cxkit/headless/react/chat-widget';
import { DockContext, DockProvider } from '@cxkit/headless/react/dock';
import { checkChatOptions, hasChatToResume } from '@cxkit/headless/services';
import { registerLazyChat } from '@cxkit/headless/widgets';
import { lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { ChatButton, SideButtonGroup, type ChatButtonProps } from '../chat-button';
import type { ChatWidgetProps } from './chat-widget';

/** Props of {@link WebChat}. */
export interface WebChatProps extends Omit<ChatWidgetProps, 'focusOnFirstOpen'> {
  /**
   * The chat back end, e.g. `createGmsTransport({ dataURL })`, or a function that makes it when the
   * chat loads, e.g. `({ headers }) => import('@cxkit/headless/chat').then((chat) => chat.createGmsTransport({ dataURL, headers }))`,
   * so that the transport's code loads with the chat rather than with the page; given `headers`, its
   * requests carry the app's request headers (`header` in the config, `App.updateAJAXHeader`).
   */
  transport:
    ChatTransport | ((context: WebChatTransportContext) => ChatTransport | Promise<ChatTransport>);
  /** Chat session settings (each has a default). */
  chatOptions?: ChatProviderProps['options'];
  /** Widget settings (each has a default): form close confirmation, invitations, chat button. */
  widgetOptions?: ChatWidgetProviderProps['options'];
  /** Loads the chat with the page instead of on first use (then `WebChatService` is on the bus at once). @default false */
  preload?: boolean;
  /** Applies the styles rich-media content brings (`richmedia.stylesEnabled`); off, the theme's alone. @default true */
  richMediaStylesEnabled?: boolean;
  /**
   * Chat deflection's settings (`_genesys.widgets.chatdeflection`: `{ enabled: true }` answers the
   * visitor from the bus's `KnowledgeCenterService` until an agent connects). Its code loads with the
   * chat, and only when this is given.
   */
  deflection?: ChatDeflectionOptionsInput;
}

/** What `WebChat` gives a transport it makes. */
export interface WebChatTransportContext {
  /** The app's request headers as they are now (`Authorization`, `apikey`): the transport's `headers` option. */
  headers: () => Record<string, string>;
}

const WebChatCore = lazy(() => import('./web-chat-core'));

export { defaultInviteDelay } from '@cxkit/headless/widgets';

function WithDock({ children }: { children: ReactNode }) {
  return useContext(DockContext) ? children : <DockProvider>{children}</DockProvider>;
}

/** Whether this page load continues a chat: a saved session, or a chat link in the URL. */
function resumesChat(): boolean {
  if (typeof document === 'undefined') return false;
  return hasChatToResume(suiteCookies(), location.href);
}

interface LauncherProps {
  /** Opens the chat (loading its code first). */
  open: () => void;
  /** Whether the chat button shows. */
  buttonShown: boolean;
  /** How the chat button appears (the loaded widget's button has the same). */
  buttonEffect: ChatButtonProps['effect'];
  /** How long its effect lasts (ms). */
  buttonEffectDuration: number | undefined;
  /** Whether the button takes back a focus that fell to the page when it mounted again. */
  keepsFocus: boolean;
}

/** The chat as the page first has it: the chat button alone (the loaded widget brings its own). */
function Launcher({
  open,
  buttonShown,
  buttonEffect,
  buttonEffectDuration,
  keepsFocus,
}: LauncherProps) {
  // Opening mounts this again as the fallback while the chat's code loads, a new button: the focus
  // of the one pressed would fall to the page until the window takes it.
  const button = useRef<HTMLButtonElement>(null);
  // Only as it mounts: later the focus is where the visitor put it.
  const takesFocus = useRef(keepsFocus);
  useEffect(() => {
    const active = document.activeElement;
    if (takesFocus.current && (active === null || active === document.body)) {
      button.current?.focus();
    }
  }, []);
  return (
    <SideButtonGroup>
      <ChatButton
        ref={button}
        onClick={open}
        hidden={buttonShown ? undefined : true}
        effect={buttonEffect}
        effectDuration={buttonEffectDuration}
      />
    </SideButtonGroup>
  );
}

/**
 * The reference web chat, ready to drop in under `<CxProvider>` and `<CxRoot>`: a chat button
 * docked with the page's other widgets, and the chat itself (session on the transport, registered as
 * `WebChatService`; the widget as `WebChat`; window and invitations), whose code loads on first use:
 * the button, `WebChat.open` or an invitation, or at once when the page continues a chat (a saved
 * session or a chat link). Requests made meanwhile are kept and carried out once it has loaded.
 */
export function WebChat({ preload = false, transport, ...props }: WebChatProps) {
  // Read once, like the providers that take them; checked now, not when the visitor first opens the chat.
  useState(() =>
    checkChatOptions({
      chat: props.chatOptions,
      widget: props.widgetOptions,
      names: { chat: 'chatOptions', widget: 'widgetOptions' },
    }),
  );
  const autoInvite = props.widgetOptions?.autoInvite === true;
  const [load, setLoad] = useState(() => preload || resumesChat());
  const made = useRef<Promise<ChatTransport>>(undefined);
  const app = useContext(CxContext)?.app;
  const bus = useBus();
  // Made once, when the chat first loads; a function transport is not called before.
  if (load && !made.current) {
    // The app keeps only the headers set, each a text.
    const headers = () => ({ ...app?.getSnapshot().context.headers }) as Record<string, string>;
    made.current = Promise.resolve(
      typeof transport === 'function' ? transport({ headers }) : transport,
    );
  }
  const [buttonShown, setButtonShown] = useState(props.widgetOptions?.chatButton !== false);
  // What the page asked of the button before the chat loaded: the loaded widget starts from it.
  const buttonRequest = useRef<ChatWidgetEvent[]>([]);
  const [focusOnFirstOpen, setFocusOnFirstOpen] = useState(false);

  // WebChat and WebChatService are on the bus from the start, from their tables alone: a command
  // that needs the chat loads it, waits, and runs once the loaded plugins have taken over.
  const autoInviteDelay = props.widgetOptions?.inviteDelay;
  useEffect(() => {
    const lazy = registerLazyChat(bus, {
      load: (command) => {
        if (command === 'open') setFocusOnFirstOpen(true);
        setLoad(true);
      },
      autoInvite,
      inviteDelay: autoInviteDelay,
      onChatButton: (shown) => {
        buttonRequest.current = [{ type: shown ? 'chatButton.show' : 'chatButton.hide' }];
        setButtonShown(shown);
      },
    });
    return () => lazy.dispose();
  }, [bus, autoInvite, autoInviteDelay]);
  const open = () => {
    bus.command('WebChat.open').catch((error: unknown) => {
      console.error('[cxkit] the chat could not open:', error);
    });
  };
  const launcher = (
    <Launcher
      open={open}
      buttonShown={buttonShown}
      buttonEffect={props.buttonEffect}
      buttonEffectDuration={props.buttonEffectDuration}
      keepsFocus={focusOnFirstOpen}
    />
  );

  return (
    <WithDock>
      {load ? (
        <Suspense fallback={launcher}>
          <WebChatCore
            {...props}
            transport={made.current!}
            initialEvents={buttonRequest.current}
            focusOnFirstOpen={focusOnFirstOpen}
          />
        </Suspense>
      ) : (
        launcher
      )}
    </WithDock>
  );
}
