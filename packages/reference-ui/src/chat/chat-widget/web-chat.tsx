import type { ChatTransport } from '@cxkit/headless/chat';
import type { ChatWidgetEvent } from '@cxkit/headless/chat-widget';
import { CxContext, suiteCookies, useBus } from '@cxkit/headless/react';
import type { ChatProviderProps } from '@cxkit/headless/react/chat';
import type { ChatWidgetProviderProps } from '@cxkit/headless/react/chat-widget';
import { DockContext, DockProvider } from '@cxkit/headless/react/dock';
import { checkChatOptions, hasChatToResume } from '@cxkit/headless/services';
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
}

/** What `WebChat` gives a transport it makes. */
export interface WebChatTransportContext {
  /** The app's request headers as they are now (`Authorization`, `apikey`): the transport's `headers` option. */
  headers: () => Record<string, string>;
}

const WebChatCore = lazy(() => import('./web-chat-core'));

/**
 * The widget's default invite delay (`defaultChatWidgetOptions.inviteDelay`), here so that the page's
 * first load does not bring the widget machine's module for one number.
 */
export const defaultInviteDelay = 5000;

function WithDock({ children }: { children: ReactNode }) {
  return useContext(DockContext) ? children : <DockProvider>{children}</DockProvider>;
}

/** Whether this page load continues a chat: a saved session, or a chat link in the URL. */
function resumesChat(): boolean {
  if (typeof document === 'undefined') return false;
  return hasChatToResume(suiteCookies(), location.href);
}

interface BeforeLoadProps {
  /** Records a request for the widget; `load` asks for the chat's code now. */
  request: (event: ChatWidgetEvent, load: boolean) => void;
  /** Whether the chat button shows. */
  buttonShown: boolean;
  /** How the chat button appears (the loaded widget's button has the same). */
  buttonEffect: ChatButtonProps['effect'];
  /** How long its effect lasts (ms). */
  buttonEffectDuration: number | undefined;
  /** Whether the button takes back a focus that fell to the page when it mounted again. */
  keepsFocus: boolean;
}

/**
 * The chat as the page first has it: the chat button, and a `WebChat` plugin that takes the page's
 * requests. Both go when the chat has loaded (the loaded widget brings its own).
 */
function BeforeLoad({
  request,
  buttonShown,
  buttonEffect,
  buttonEffectDuration,
  keepsFocus,
}: BeforeLoadProps) {
  const bus = useBus();
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
  const latest = useRef(request);
  useEffect(() => {
    latest.current = request;
  });
  useEffect(() => {
    const plugin = bus.registerPlugin('WebChat', { commandsBeforeReady: true });
    // The same events as attachChatWidgetPlugin's: a table shared with it would share its chunk,
    // which brings the widget machine into the page's first load (1.8 kB gz, measured).
    const take = (event: ChatWidgetEvent, load: boolean) => {
      latest.current(event, load);
      return undefined;
    };
    plugin.registerCommand('open', (options) =>
      take(
        {
          type: 'window.open',
          minimized: options?.minimized,
          origin: options?.proactive ? { proactive: true } : undefined,
        },
        true,
      ),
    );
    plugin.registerCommand('invite', () =>
      take({ type: 'invitation.show', kind: 'proactive' }, true),
    );
    plugin.registerCommand('reInvite', () =>
      take({ type: 'invitation.show', kind: 'reinvite' }, true),
    );
    plugin.registerCommand('showChatButton', () => take({ type: 'chatButton.show' }, false));
    plugin.registerCommand('hideChatButton', () => take({ type: 'chatButton.hide' }, false));
    // Nothing is open and no chat runs before the chat has loaded: these have nothing to act on.
    plugin.registerCommand('close', () => undefined);
    plugin.registerCommand('minimize', () => undefined);
    plugin.registerCommand('endChat', () => undefined);
    plugin.ready();
    return () => bus.unregisterPlugin('WebChat');
  }, [bus]);
  return (
    <SideButtonGroup>
      <ChatButton
        ref={button}
        onClick={() => request({ type: 'window.open' }, true)}
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
  const [load, setLoad] = useState(() => preload || resumesChat());
  const made = useRef<Promise<ChatTransport>>(undefined);
  const app = useContext(CxContext)?.app;
  // Made once, when the chat first loads; a function transport is not called before.
  if (load && !made.current) {
    // The app keeps only the headers set, each a text.
    const headers = () => ({ ...app?.getSnapshot().context.headers }) as Record<string, string>;
    made.current = Promise.resolve(
      typeof transport === 'function' ? transport({ headers }) : transport,
    );
  }
  const pending = useRef<ChatWidgetEvent[]>([]);
  const [buttonShown, setButtonShown] = useState(props.widgetOptions?.chatButton !== false);
  const [focusOnFirstOpen, setFocusOnFirstOpen] = useState(false);

  const request = (event: ChatWidgetEvent, wantsCode: boolean) => {
    pending.current.push(event);
    if (event.type === 'chatButton.show' || event.type === 'chatButton.hide') {
      setButtonShown(event.type === 'chatButton.show');
    }
    if (event.type === 'window.open') setFocusOnFirstOpen(true);
    if (wantsCode) setLoad(true);
  };
  // The widget machine schedules the automatic invitation once loaded; until then the page does, and
  // the invitation brings the chat's code.
  const autoInvite = props.widgetOptions?.autoInvite === true;
  const inviteDelay = props.widgetOptions?.inviteDelay ?? defaultInviteDelay;
  const latestRequest = useRef(request);
  useEffect(() => {
    latestRequest.current = request;
  });
  useEffect(() => {
    if (!autoInvite || load) return;
    const timer = setTimeout(
      () => latestRequest.current({ type: 'invitation.show', kind: 'proactive' }, true),
      inviteDelay,
    );
    return () => clearTimeout(timer);
  }, [autoInvite, inviteDelay, load]);
  const beforeLoad = (
    <BeforeLoad
      request={request}
      buttonShown={buttonShown}
      buttonEffect={props.buttonEffect}
      buttonEffectDuration={props.buttonEffectDuration}
      keepsFocus={focusOnFirstOpen}
    />
  );

  return (
    <WithDock>
      {load ? (
        <Suspense fallback={beforeLoad}>
          <WebChatCore
            {...props}
            transport={made.current!}
            initialEvents={pending.current}
            focusOnFirstOpen={focusOnFirstOpen}
          />
        </Suspense>
      ) : (
        beforeLoad
      )}
    </WithDock>
  );
}
