import type { KnowledgeDocument } from '@cxkit/headless/widgets';
import { ChatDeflectionProvider, useChatDeflection } from '@cxkit/headless/react/chat-deflection';
import {
  createFakeKnowledgeCenter,
  fakeDeflectionServices,
  knowledgeDocument,
} from '@cxkit/headless/testing';
import type { Story, StoryDefault } from '@ladle/react';
import { useEffect, useRef, useState } from 'react';
import { WidgetWindow } from '../shell/widget-window';
import { ArticleOverlay } from './article-overlay';

export default { title: 'Chat deflection' } satisfies StoryDefault;

const article = knowledgeDocument('d1', 'How to pay by card', {
  answerContent:
    '<p>Pay by card from <strong>Billing › Pay now</strong>. We take Visa and Mastercard.</p><ul><li>No fee</li><li>Paid at once</li></ul>',
  attachments: [{ url: 'https://example.com/kb/card-payments.pdf', fileName: 'card-payments.pdf' }],
});

interface ArrangeProps {
  /** The article opened, as a search found it. */
  document?: KnowledgeDocument;
  /** Votes once it is read: `true` Yes. */
  vote?: boolean;
}

/** Puts the deflection in the story's state: a chat deflected, a search answered, the article opened. */
function Arrange({ document = article, vote }: ArrangeProps) {
  const api = useChatDeflection();
  const step = useRef(0);
  useEffect(() => {
    if (step.current === 0) {
      step.current = 1;
      api.send({ type: 'chat.started' });
      api.send({
        type: 'search.done',
        query: 'pay',
        result: { documents: [document], categories: [], query: 'pay', searchId: 's1' },
      });
      api.openArticle(0);
    } else if (step.current === 1 && api.articleState === 'reading' && vote !== undefined) {
      step.current = 2;
      api.vote(vote);
    }
  });
  return null;
}

type Reads = 'answer' | 'wait' | 'fail';

/** The chat window with the article over its body, on a fake knowledge centre and chat. */
function Frame({ reads = 'answer', ...arrange }: ArrangeProps & { reads?: Reads }) {
  const [services] = useState(() => {
    const center = createFakeKnowledgeCenter([arrange.document ?? article]);
    const { services: fake } = fakeDeflectionServices(center);
    if (reads === 'wait') fake.getFullContent = () => new Promise<never>(() => undefined);
    if (reads === 'fail') fake.getFullContent = () => Promise.reject(new Error('Not found'));
    return fake;
  });
  return (
    <ChatDeflectionProvider options={{ enabled: true }} services={services}>
      <Arrange {...arrange} />
      <Window />
    </ChatDeflectionProvider>
  );
}

function Window() {
  const api = useChatDeflection();
  return (
    <WidgetWindow title="Live Chat" overlay={api.isArticleOpen ? <ArticleOverlay /> : undefined}>
      <p>The transcript lies under the article.</p>
    </WidgetWindow>
  );
}

export const ArticleLoading: Story = () => <Frame reads="wait" />;

export const ArticleOpen: Story = () => <Frame />;

export const ArticleVoted: Story = () => <Frame vote />;

export const ArticleWithoutVotes: Story = () => (
  <Frame document={{ ...article, feedbackType: 'NONE', attachments: [] }} />
);

export const ArticleFailed: Story = () => <Frame reads="fail" />;
