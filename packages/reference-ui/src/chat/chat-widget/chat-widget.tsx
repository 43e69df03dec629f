import { useChatWidget } from '@cxkit/headless/react/chat-widget';
import { useEffect, useRef, type FocusEvent } from 'react';
import { firstTabbable } from '../../shell/internal/focusable';
import { ChatButton, SideButtonGroup, type ChatButtonProps } from '../chat-button';
import { ChatInvitation } from './chat-invitation';
import { ChatWindow, type ChatWindowProps } from './chat-window';

/** Props of {@link ChatWidget}: the window's, plus the chat button's look. */
export interface ChatWidgetProps extends Omit<ChatWindowProps, 'ref'> {
  /** How the chat button appears. @default 'fade' */
  buttonEffect?: ChatButtonProps['effect'];
  /** How long the chat button's effect lasts (ms; `chatButton.effectDuration`). @default 300 */
  buttonEffectDuration?: number;
  /** Moves the focus into the window when it first opens, as after the click that loaded the chat. @default false */
  focusOnFirstOpen?: boolean;
}

/**
 * Focuses `element`, or once it shows if it is hidden (a side button waits for its delay after it
 * registers, which it does again when the chat code loads), unless the focus went elsewhere
 * meanwhile. Returns what stops the waiting.
 */
function focusWhenShown(element: HTMLElement | null): () => void {
  const focused = () => {
    element?.focus();
    return document.activeElement === element;
  };
  if (!element || focused()) return () => undefined;
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if ((active && active !== document.body) || focused()) observer.disconnect();
  });
  observer.observe(element, { attributes: true });
  return () => observer.disconnect();
}

/**
 * The whole chat widget of the nearest `<ChatWidgetProvider>` inside a `<DockProvider>`: the chat
 * button ('Live Chat') in a side button group on the right edge, the docked chat window, and the invitations. When
 * the visitor opens the window, the focus moves into it; when the window closes with the focus
 * inside, or an invitation goes with the focus in it, the focus returns to the button. Opening by
 * itself (a restored chat) takes no focus.
 */
export function ChatWidget({
  buttonEffect,
  buttonEffectDuration,
  focusOnFirstOpen = false,
  ...windowProps
}: ChatWidgetProps) {
  const widget = useChatWidget();
  const launcherRef = useRef<HTMLButtonElement>(null);
  const windowRef = useRef<HTMLElement>(null);
  const wasOpen = useRef(widget.isOpen);
  const focusOnOpen = useRef(focusOnFirstOpen);
  const focusInside = useRef(false);
  const stopWaiting = useRef<() => void>(undefined);
  useEffect(() => () => stopWaiting.current?.(), []);

  useEffect(() => {
    if (widget.isOpen === wasOpen.current) return;
    wasOpen.current = widget.isOpen;
    if (widget.isOpen && focusOnOpen.current) {
      const window = windowRef.current;
      const body = window?.querySelector<HTMLElement>('[data-part="body"]');
      (firstTabbable(body) ?? firstTabbable(window))?.focus();
    } else if (!widget.isOpen && focusInside.current) {
      stopWaiting.current = focusWhenShown(launcherRef.current);
    }
    focusOnOpen.current = false;
    focusInside.current = false;
  }, [widget.isOpen]);

  const visitorOpens = () => {
    focusOnOpen.current = true;
  };

  return (
    <>
      <SideButtonGroup>
        <ChatButton
          ref={launcherRef}
          effect={buttonEffect}
          effectDuration={buttonEffectDuration}
          onClick={() => {
            visitorOpens();
            widget.open();
          }}
          // Kept mounted while the window shows, so that the focus can come back to it.
          hidden={widget.launcherShown ? undefined : true}
        />
      </SideButtonGroup>
      <div
        data-scope="chat-window"
        data-part="focus-scope"
        style={{ display: 'contents' }}
        onFocus={() => {
          focusInside.current = true;
        }}
        onBlur={(event: FocusEvent<HTMLDivElement>) => {
          if (!event.currentTarget.contains(event.relatedTarget)) focusInside.current = false;
        }}
      >
        <ChatWindow ref={windowRef} {...windowProps} />
      </div>
      <ChatInvitation
        onAccept={visitorOpens}
        onFocusLost={() => {
          stopWaiting.current?.();
          stopWaiting.current = focusWhenShown(launcherRef.current);
        }}
      />
    </>
  );
}
