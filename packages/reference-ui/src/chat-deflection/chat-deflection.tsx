import { articleIndexOf } from '@cxkit/headless/chat-deflection';
import {
  ChatDeflectionProvider,
  useChatDeflection,
  type ChatDeflectionProviderProps,
} from '@cxkit/headless/react/chat-deflection';
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { ArticleOverlay } from './article-overlay';

/** Props of {@link ChatDeflection}. */
export interface ChatDeflectionProps extends Omit<ChatDeflectionProviderProps, 'children'> {
  /** Renders the chat with the overlay its window shows over its body (none while no article is open). */
  children: (overlay: ReactNode) => ReactNode;
}

/** Where the focus goes back to on Back: the link that opened the article, or the message box. */
function returnFocus(link: HTMLElement | null, scope: HTMLElement | null): void {
  if (link?.isConnected) {
    link.focus();
    return;
  }
  scope?.querySelector<HTMLElement>('textarea[data-part="input"]:not(:disabled)')?.focus();
}

function DeflectedChat({ children }: Pick<ChatDeflectionProps, 'children'>) {
  const api = useChatDeflection();
  const scope = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !api.isArticleOpen) returnFocus(link.current, scope.current);
    wasOpen.current = api.isArticleOpen;
  }, [api.isArticleOpen]);
  // The transcript's article links lead nowhere of their own: a click opens the article over the chat.
  const openArticle = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (!(anchor instanceof HTMLElement)) return;
    if (articleIndexOf(anchor.getAttribute('href')) === undefined) return;
    event.preventDefault();
    link.current = anchor;
    api.openArticleByHref(anchor.getAttribute('href'));
  };
  return (
    <div
      data-scope="chat-deflection"
      data-part="scope"
      style={{ display: 'contents' }}
      ref={scope}
      onClickCapture={openArticle}
    >
      {children(api.isArticleOpen ? <ArticleOverlay /> : undefined)}
    </div>
  );
}

/**
 * Chat deflection for the reference web chat (spec 2, section 2): runs the deflection on the app's
 * bus (`ChatDeflection`), and renders the chat with the knowledge article over its window when the
 * visitor follows a 'Knowledge Center' link; Back closes it and gives the focus back to the link.
 */
export function ChatDeflection({ children, ...props }: ChatDeflectionProps) {
  return (
    <ChatDeflectionProvider {...props}>
      <DeflectedChat>{children}</DeflectedChat>
    </ChatDeflectionProvider>
  );
}

/** The lazily loaded chunk's default: {@link ChatDeflection}. */
export default ChatDeflection;
