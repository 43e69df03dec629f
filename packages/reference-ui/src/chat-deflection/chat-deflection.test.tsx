import { CxProvider } from '@cxkit/headless/react';
import { useChatDeflection } from '@cxkit/headless/react/chat-deflection';
import {
  createFakeKnowledgeCenter,
  fakeDeflectionServices,
  knowledgeDocument,
} from '@cxkit/headless/testing';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CxRoot } from '../shell/cx-root';
import { WidgetWindow } from '../shell/widget-window';
import { ChatDeflection } from './chat-deflection';

afterEach(cleanup);

/** A deflected chat that has had one search answered, as the transcript link would follow it. */
function Suggested() {
  const api = useChatDeflection();
  return (
    <button
      type="button"
      onClick={() => {
        api.send({ type: 'chat.started' });
        api.send({
          type: 'search.done',
          query: 'pay',
          result: {
            documents: [knowledgeDocument('d1', 'How to pay by card')],
            categories: [],
            query: 'pay',
            searchId: 's1',
          },
        });
      }}
    >
      Arrange
    </button>
  );
}

function setup() {
  const center = createFakeKnowledgeCenter([knowledgeDocument('d1', 'How to pay by card')]);
  const { services, chat } = fakeDeflectionServices(center);
  const logger = { debug: vi.fn(), error: vi.fn() };
  const windowOf = (overlay: ReactNode) => (
    <WidgetWindow title="Live Chat" overlay={overlay}>
      <Suggested />
      <p>
        <a href="#cx-kc-article-0" className="cx-kc-article">
          How to pay by card
        </a>{' '}
        <a href="#elsewhere">Elsewhere</a>
      </p>
      <textarea data-part="input" aria-label="Message" />
    </WidgetWindow>
  );
  render(
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <CxRoot>
        <ChatDeflection options={{ enabled: true }} services={services}>
          {windowOf}
        </ChatDeflection>
      </CxRoot>
    </CxProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Arrange' }));
  return { center, chat };
}

describe('ChatDeflection', () => {
  it('opens the article over the window from its link, with the focus in it, and Back returns it to the link', async () => {
    const { center, chat } = setup();
    const link = screen.getByRole('link', { name: 'How to pay by card' });
    link.focus();
    const click = fireEvent.click(link);
    expect(click).toBe(false);
    const heading = await screen.findByRole('heading', { name: 'How to pay by card' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await screen.findByText('Was this helpful?');
    expect(center.reads).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await screen.findByText('Thank you for your feedback!');
    expect(chat.keys()).toEqual(
      expect.arrayContaining(['gkc_open', 'gkc_visit', 'gkc_vote', 'gkc_answered']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.queryByRole('heading', { name: 'How to pay by card' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(link));
  });

  it('leaves other links alone', async () => {
    setup();
    const other = screen.getByRole('link', { name: 'Elsewhere' });
    expect(fireEvent.click(other)).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });
});
