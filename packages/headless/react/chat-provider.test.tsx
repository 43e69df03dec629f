import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeChatTransport, recordStarts } from '../machines/testing/fake-chat-transport';
import type { ChatProviderProps } from './chat-provider';
import { chatWrapper } from './chat.test-support';
import { useApp } from './use-app';
import { useChat } from './use-chat';

describe('ChatProvider', () => {
  it('starts the chat in the language the page has at the start, not the one it had on mount', async () => {
    const transport = createFakeChatTransport();
    const starts = recordStarts(transport);
    const { result } = renderHook(() => ({ app: useApp(), chat: useChat() }), {
      wrapper: chatWrapper(transport),
    });
    await waitFor(() => expect(result.current.app.isReady).toBe(true));
    act(() => result.current.app.setLanguage('fr'));
    act(() => result.current.chat.start({ nickname: 'Ada' }));
    await waitFor(() => expect(result.current.chat.isActive).toBe(true));
    expect(starts.map((start) => start.userData.GCTI_LanguageCode)).toEqual(['fr']);
  });

  it('refuses bad options on mount, naming each, before it talks to the back end', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const transport = createFakeChatTransport();
    const starts = recordStarts(transport);
    const options = {
      maxMessageLength: 0,
      async: 'true',
    } as unknown as ChatProviderProps['options'];
    expect(() =>
      renderHook(() => useChat(), { wrapper: chatWrapper(transport, { options }) }),
    ).toThrow(
      'Invalid chat options: options.maxMessageLength: Expected a whole number above 0; options.async: Expected true or false',
    );
    expect(starts).toEqual([]);
    spy.mockRestore();
  });
});
