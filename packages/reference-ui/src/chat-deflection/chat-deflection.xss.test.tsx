import { suggestionsHtml } from '@cxkit/headless/chat-deflection';
import { CxProvider } from '@cxkit/headless/react';
import { ChatDeflectionProvider, useChatDeflection } from '@cxkit/headless/react/chat-deflection';
import { preloadMarkdown } from '@cxkit/headless/react/markdown';
import { renderSiteHtml } from '../../../headless/react/markdown-pipeline';
import {
  createFakeKnowledgeCenter,
  fakeDeflectionServices,
  knowledgeDocument,
} from '@cxkit/headless/testing';
import { cleanup, render, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { xssCorpus } from '../../../headless/machines/rich-media/fixtures/xss';
import { ArticleOverlay } from './article-overlay';

const dangerous = new Set([
  'SCRIPT',
  'STYLE',
  'IFRAME',
  'FRAME',
  'OBJECT',
  'EMBED',
  'FORM',
  'BASE',
  'LINK',
  'META',
  'SVG',
  'MATH',
]);
const safeAddress = /^(?:https?:|mailto:|tel:|#|[^:]*$)/i;

/** What is unsafe in rendered site HTML: script-bearing elements, handlers, styles, script addresses. */
function unsafeParts(root: HTMLElement): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    if (dangerous.has(element.tagName.toUpperCase())) found.push(`element ${element.tagName}`);
    for (const { name, value } of element.attributes) {
      const bad =
        name.startsWith('on') ||
        name === 'style' ||
        name === 'srcdoc' ||
        ((name === 'href' || name === 'src' || name === 'action' || name === 'formaction') &&
          !safeAddress.test(value.trim()));
      if (bad) found.push(`${element.tagName} ${name}="${value}"`);
    }
  }
  return found;
}

/** Opens the hostile document's article once its provider runs. */
function Open({ payload }: { payload: string }) {
  const api = useChatDeflection();
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done) return;
    setDone(true);
    const document = knowledgeDocument('d1', payload, {
      answerContent: payload,
      attachments: [
        { url: payload, fileName: payload },
        { url: 'https://example.com/safe.pdf', fileName: payload },
      ],
    });
    api.send({ type: 'chat.started' });
    api.send({
      type: 'search.done',
      query: 'q',
      result: { documents: [document], categories: [], query: 'q' },
    });
    api.openArticle(0);
  }, [api, done, payload]);
  return api.isArticleOpen ? <ArticleOverlay /> : null;
}

const logger = { debug: vi.fn(), error: vi.fn() };

function HostileArticle({ payload }: { payload: string }) {
  const [services] = useState(() => {
    const document = knowledgeDocument('d1', payload, {
      answerContent: payload,
      attachments: [
        { url: payload, fileName: payload },
        { url: 'https://example.com/safe.pdf', fileName: payload },
      ],
    });
    return fakeDeflectionServices(createFakeKnowledgeCenter([document])).services;
  });
  // One app per article: each registers its own `ChatDeflection`.
  return (
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      <ChatDeflectionProvider options={{ enabled: true }} services={services}>
        <Open payload={payload} />
      </ChatDeflectionProvider>
    </CxProvider>
  );
}

beforeAll(async () => {
  await preloadMarkdown();
});
afterEach(cleanup);

describe('chat deflection under the XSS corpus', () => {
  const sources = [...new Set(xssCorpus().map((entry) => entry.source))];

  it.each(sources)(
    '%s: a hostile title, body and attachment render inert in the article',
    async (source) => {
      const entries = xssCorpus().filter((entry) => entry.source === source);
      for (let from = 0; from < entries.length; from += 20) {
        const batch = entries.slice(from, from + 20);
        const { container, unmount } = render(
          <>
            {batch.map(({ id, payload }) => (
              <HostileArticle key={id} payload={payload} />
            ))}
          </>,
        );
        try {
          await waitFor(() =>
            expect(
              container.querySelectorAll('[data-part="body"][data-state="ready"]').length,
              batch[0]!.id,
            ).toBe(batch.length),
          );
          expect(unsafeParts(container)).toEqual([]);
          // Only the web address becomes an attachment link.
          const attachments = [...container.querySelectorAll('[data-part="attachment"]')];
          for (const link of attachments) expect(link.getAttribute('href')).toMatch(/^https?:\/\//);
        } finally {
          unmount();
        }
      }
    },
    120_000,
  );

  it.each(sources)(
    '%s: a hostile title in the transcript’s links stays text, and the link stays an article link',
    (source) => {
      const entries = xssCorpus().filter((entry) => entry.source === source);
      const html = entries
        .map(({ id, payload }) => suggestionsHtml('Found:', 0, [knowledgeDocument(id, payload)]))
        .join('');
      const { container } = render(<div>{renderSiteHtml(html)}</div>);
      expect(unsafeParts(container)).toEqual([]);
      const links = [...container.querySelectorAll('a')];
      expect(links).toHaveLength(entries.length);
      for (const link of links) expect(link.getAttribute('href')).toBe('#cx-kc-article-0');
    },
  );
});
