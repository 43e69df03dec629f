import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '../transports/chat.types';
import {
  createFakeKnowledgeCenter,
  fakeDeflectionServices,
  knowledgeDocument,
} from '../machines/testing/fake-knowledge-center';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { ChatDeflectionProvider, useChatDeflection } from './use-chat-deflection';

function setup() {
  const center = createFakeKnowledgeCenter([
    knowledgeDocument('d1', 'How to pay by card', {
      attachments: [
        { url: 'https://kb.test/card.pdf', fileName: 'card.pdf' },
        { url: 'javascript:alert(1)', fileName: 'evil' },
      ],
    }),
  ]);
  const { services, chat } = fakeDeflectionServices(center);
  const logger = { debug: vi.fn(), error: vi.fn() };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <ChatDeflectionProvider options={{ enabled: true }} services={services}>
          {children}
        </ChatDeflectionProvider>
      </CxProvider>
    );
  }
  const { result } = renderHook(() => ({ deflection: useChatDeflection(), bus: useBus() }), {
    wrapper: Wrapper,
  });
  return { result, center, chat };
}

const visitorSays = (text: string): ChatMessage => ({
  index: 3,
  type: 'Message',
  text,
  timestamp: 0,
  html: false,
  userData: {},
  from: { id: '1', type: 'Client', name: 'Ada' },
  isTyping: false,
  restoring: false,
  eventAttributes: {},
});

describe('useChatDeflection', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useChatDeflection())).toThrow(
      'useChatDeflection must be used inside <ChatDeflectionProvider>',
    );
  });

  it('follows the chat on the bus, opens an article by its link, votes and goes back', async () => {
    const { result, center } = setup();
    const api = () => result.current.deflection;
    expect(api()).toMatchObject({ isEnabled: true, isDeflecting: false, isArticleOpen: false });
    const service = result.current.bus.registerPlugin('WebChatService');
    service.registerEvents(['started', 'messageReceived']);
    service.ready();
    act(() => service.publish('started', { session: { chatId: 'c1' } }));
    await waitFor(() => expect(api().isDeflecting).toBe(true));
    act(() =>
      service.publish('messageReceived', { messages: [visitorSays('pay')], restoring: false }),
    );
    await waitFor(() => expect(api().actorRef.getSnapshot().context.suggestions).toHaveLength(1));
    expect(center.searches).toHaveLength(1);
    expect(api().openArticleByHref('https://example.com/')).toBe(false);
    act(() => {
      expect(api().openArticleByHref('#cx-kc-article-0')).toBe(true);
    });
    expect(api().articleState).toBe('loading');
    expect(api().getArticleProps()).toMatchObject({
      'data-scope': 'chat-deflection',
      'data-part': 'article',
      'aria-busy': true,
      'aria-labelledby': 'cx-kc-article-title',
    });
    await waitFor(() => expect(api().articleState).toBe('reading'));
    expect(api().document?.title).toBe('How to pay by card');
    // A `javascript:` attachment is no link.
    expect(api().attachments.map((attachment) => attachment.fileName)).toEqual(['card.pdf']);
    expect(api().getAttachmentProps(api().attachments[0]!)).toMatchObject({
      href: 'https://kb.test/card.pdf',
      target: '_blank',
      rel: 'noopener noreferrer',
    });
    expect(api().canVote).toBe(true);
    act(() => api().getVoteButtonProps(true).onClick());
    await waitFor(() => expect(api().hasVoted).toBe(true));
    expect(api().getVoteButtonProps(false).disabled).toBe(true);
    expect(center.votes[0]).toMatchObject({ documentId: 'd1', relevant: true });
    act(() => api().getBackButtonProps().onClick());
    expect(api().isArticleOpen).toBe(false);
  });

  it('registers ChatDeflection on the app bus', async () => {
    const { result } = setup();
    await act(() => result.current.bus.command('ChatDeflection.disable'));
    expect(result.current.deflection.isEnabled).toBe(false);
    await expect(result.current.bus.command('ChatDeflection.disable')).rejects.toThrow(
      'Deflection is disabled already',
    );
  });
});
