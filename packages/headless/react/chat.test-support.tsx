import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import type { SessionStore } from '../machines/chat-session/chat-session.types';
import { createCookieStore } from '../services/cookies/cookie-store';
import { createStaticVisibilitySignal } from '../services/signals/static-signals';
import type { ChatTransport } from '../transports/transport.types';
import { ChatProvider, type ChatProviderProps } from './chat-provider';
import { CxProvider, type CxProviderProps } from './cx-provider';

/** A test wrapper: the app (no plugin delay, quiet logger) and a chat on the given transport. */
export function chatWrapper(
  transport: ChatTransport,
  props: Partial<ChatProviderProps> = {},
  store: SessionStore = createCookieSessionStore(createCookieStore()),
  config: CxProviderProps['config'] = {},
) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider
        logger={logger}
        loader={async () => undefined}
        config={{ pluginLoadDelay: 0, ...config }}
      >
        <ChatProvider
          transport={transport}
          store={store}
          visibility={createStaticVisibilitySignal(true)}
          {...props}
        >
          {children}
        </ChatProvider>
      </CxProvider>
    );
  };
}
