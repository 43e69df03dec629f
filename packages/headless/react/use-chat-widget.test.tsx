import { act, renderHook, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createCookieSessionStore } from '../machines/chat-session/chat-session.store';
import { createMemoryWindowStore } from '../machines/chat-widget/chat-widget.machine';
import { createCookieWindowStore } from '../machines/chat-widget/chat-widget.store';
import { createFakeChatTransport } from '../machines/testing/fake-chat-transport';
import { createCookieStore } from '../services/cookies/cookie-store';
import { chatWrapper } from './chat.test-support';
import { ChatWidgetProvider, type ChatWidgetProviderProps } from './chat-widget-provider';
import { useBus } from './use-bus';
import { useChat } from './use-chat';
import { useChatWidget } from './use-chat-widget';
import { DockProvider } from './dock-provider';
import { useDockManager, useDockedWindow } from './use-dock-manager';

function widgetWrapper(
  cookies = createCookieStore(),
  transport = createFakeChatTransport(),
  {
    options,
    mobile = false,
  }: { options?: ChatWidgetProviderProps['options']; mobile?: boolean } = {},
) {
  const Chat = chatWrapper(transport, {}, createCookieSessionStore(cookies), {
    mobileMode: mobile,
  });
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <Chat>
        <ChatWidgetProvider store={createCookieWindowStore(cookies)} options={options}>
          {children}
        </ChatWidgetProvider>
      </Chat>
    );
  };
}

const useAll = () => ({ widget: useChatWidget(), chat: useChat(), bus: useBus() });

describe('useChatWidget', () => {
  it('opens on the form, shows the chat once started, and asks before ending it', async () => {
    const { result } = renderHook(useAll, { wrapper: widgetWrapper() });
    expect(result.current.widget).toMatchObject({ window: 'closed', launcherShown: true });
    act(() => result.current.widget.open());
    expect(result.current.widget).toMatchObject({ window: 'open', screen: 'form' });
    act(() => result.current.chat.start({ nickname: 'Ada' }));
    await waitFor(() => expect(result.current.widget.screen).toBe('chat'));
    act(() => result.current.widget.requestEnd());
    expect(result.current.widget.dialog).toBe('confirmEnd');
    act(() => result.current.widget.confirm());
    await waitFor(() => expect(result.current.chat.isEnded).toBe(true));
    expect(result.current.widget).toMatchObject({ window: 'open', screen: 'chat', dialog: 'none' });
  });

  it('is driven by the WebChat bus commands', async () => {
    const { result } = renderHook(useAll, { wrapper: widgetWrapper() });
    await act(() => result.current.bus.command('WebChat.open', { minimized: true }));
    expect(result.current.widget.window).toBe('minimized');
  });

  it('tells the page glue what the visitor submitted, by input name', async () => {
    const { result } = renderHook(useAll, { wrapper: widgetWrapper() });
    const submitted: unknown[] = [];
    result.current.bus.subscribe('WebChat.submitted', (event) => submitted.push(event.data));
    act(() => result.current.widget.open());
    act(() => result.current.chat.start({ firstName: 'Ada', lastName: 'Lovelace' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual({
      form: expect.objectContaining({ firstname: 'Ada', lastname: 'Lovelace' }),
    });
  });

  it("closes with the app's other windows on App.closeAll", async () => {
    const { result } = renderHook(useAll, { wrapper: widgetWrapper() });
    act(() => result.current.widget.open());
    expect(result.current.widget.window).toBe('open');
    await act(() => result.current.bus.command('App.closeAll'));
    expect(result.current.widget.window).toBe('closed');
  });

  it('docks its window as WebChat while it shows, placed and measured through useDockedWindow', () => {
    const Widget = widgetWrapper();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DockProvider>
        <Widget>{children}</Widget>
      </DockProvider>
    );
    const { result } = renderHook(
      () => {
        const widget = useChatWidget();
        return {
          widget,
          dock: useDockManager(),
          view: useDockedWindow(widget.name, widget.resize),
        };
      },
      { wrapper },
    );
    expect(result.current.dock.getView('WebChat')).toBeUndefined();
    act(() => result.current.widget.open());
    expect(result.current.dock.getView('WebChat')).toMatchObject({
      plugin: 'WebChat',
      position: 55,
    });
    expect(result.current.view?.getViewProps()).toMatchObject({
      'data-plugin': 'WebChat',
      'data-state': 'docked',
      style: { right: '55px' },
    });
    act(() => result.current.widget.resize(360));
    expect(result.current.dock.getView('WebChat')?.width).toBe(360);
    act(() => result.current.widget.close());
    expect(result.current.dock.getView('WebChat')).toBeUndefined();
  });

  it('reopens a chat restored on mount as the window was', async () => {
    const cookies = createCookieStore();
    const transport = createFakeChatTransport(() => Date.now());
    const first = renderHook(useAll, { wrapper: widgetWrapper(cookies, transport) });
    act(() => first.result.current.widget.open());
    act(() => first.result.current.chat.start({ nickname: 'Ada' }));
    await waitFor(() => expect(first.result.current.chat.isActive).toBe(true));
    act(() => first.result.current.widget.minimize());
    first.unmount();

    const second = renderHook(useAll, { wrapper: widgetWrapper(cookies, transport) });
    await waitFor(() => expect(second.result.current.chat.isActive).toBe(true));
    expect(second.result.current.widget).toMatchObject({ window: 'minimized', screen: 'chat' });
  });

  it('with minimizeOnMobileRestore, brings a chat left open back minimized in mobile mode only', async () => {
    for (const mobile of [true, false]) {
      const cookies = createCookieStore();
      const transport = createFakeChatTransport(() => Date.now());
      const setup = { options: { minimizeOnMobileRestore: true }, mobile };
      const first = renderHook(useAll, { wrapper: widgetWrapper(cookies, transport, setup) });
      act(() => first.result.current.widget.open());
      act(() => first.result.current.chat.start({ nickname: 'Ada' }));
      await waitFor(() => expect(first.result.current.chat.isActive).toBe(true));
      first.unmount();

      const second = renderHook(useAll, { wrapper: widgetWrapper(cookies, transport, setup) });
      await waitFor(() => expect(second.result.current.chat.isActive).toBe(true));
      expect(second.result.current.widget.window, `mobile ${mobile}`).toBe(
        mobile ? 'minimized' : 'open',
      );
      second.unmount();
    }
  });

  it('brings back the unread count with a chat restored minimized on mount', async () => {
    const cookies = createCookieStore();
    const transport = createFakeChatTransport(() => Date.now());
    const agent = { id: '2', type: 'Agent' as const, name: 'Anna' };
    const first = renderHook(useAll, { wrapper: widgetWrapper(cookies, transport) });
    act(() => first.result.current.widget.open());
    act(() => first.result.current.chat.start({ nickname: 'Ada' }));
    await waitFor(() => expect(first.result.current.chat.isActive).toBe(true));
    act(() => first.result.current.widget.minimize());
    transport.add('Message', agent, 'Still there?');
    act(() => first.result.current.chat.send({ type: 'poll.now' }));
    await waitFor(() => expect(first.result.current.widget.unread).toBe(1));
    first.unmount();

    const second = renderHook(useAll, { wrapper: widgetWrapper(cookies, transport) });
    await waitFor(() => expect(second.result.current.chat.isActive).toBe(true));
    expect(second.result.current.widget).toMatchObject({ window: 'minimized', unread: 1 });
    transport.add('Message', agent, 'Hello?');
    act(() => second.result.current.chat.send({ type: 'poll.now' }));
    await waitFor(() => expect(second.result.current.widget.unread).toBe(2));
  });

  it('replays the requests made before it existed, once', async () => {
    const Chat = chatWrapper(createFakeChatTransport());
    const { result } = renderHook(useAll, {
      wrapper: ({ children }) => (
        <StrictMode>
          <Chat>
            <ChatWidgetProvider
              store={createMemoryWindowStore()}
              initialEvents={[
                { type: 'window.open', minimized: true },
                { type: 'window.minimize' },
              ]}
            >
              {children}
            </ChatWidgetProvider>
          </Chat>
        </StrictMode>
      ),
    });
    await waitFor(() => expect(result.current.widget.window).toBe('open'));
  });

  it('refuses bad widget options on mount, naming each', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Chat = chatWrapper(createFakeChatTransport());
    const options = {
      inviteDelay: '5s',
      chatButon: false,
    } as unknown as ChatWidgetProviderProps['options'];
    expect(() =>
      renderHook(useAll, {
        wrapper: ({ children }) => (
          <Chat>
            <ChatWidgetProvider store={createMemoryWindowStore()} options={options}>
              {children}
            </ChatWidgetProvider>
          </Chat>
        ),
      }),
    ).toThrow(
      'Invalid chat options: options.inviteDelay: Expected a number of ms, 0 or more; options.chatButon: Unknown option',
    );
    spy.mockRestore();
  });

  it('throws a clear error outside the provider', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useChatWidget())).toThrow(
      'useChatWidget must be used inside <ChatWidgetProvider>',
    );
    spy.mockRestore();
  });
});
