import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeChatTransport, recordStarts } from '../machines/testing/fake-chat-transport';
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
});
