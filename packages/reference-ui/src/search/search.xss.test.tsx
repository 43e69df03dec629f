import { CxProvider } from '@cxkit/headless/react';
import { preloadMarkdown } from '@cxkit/headless/react/markdown';
import { SearchProvider, useSearch } from '@cxkit/headless/react/search';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { xssCorpus } from '../../../headless/machines/rich-media/fixtures/xss';
import { unsafeParts } from '../rich-media/rich-media.test-support';
import { CxRoot } from '../shell/cx-root';
import { SearchDocumentBody, SearchWindow } from './search-window';
import { storyDocument, storyKnowledge } from './search.fixtures';

beforeAll(async () => {
  // React's warnings about the sanitised markup's nesting (a heading in a paragraph) would flood
  // the log for thousands of vectors: they are not what this test checks.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // The body renders sanitised HTML from the first render once the pipeline is loaded.
  await preloadMarkdown();
});
afterEach(cleanup);

/** An article whose every server field holds the payload. */
const hostileDocument = (id: string, payload: string) =>
  storyDocument(id, {
    title: payload,
    answer: payload,
    answerContent: payload,
    attachments: [{ url: payload, fileName: payload }],
  });

describe('knowledge articles under the XSS corpus', () => {
  const sources = [...new Set(xssCorpus().map((entry) => entry.source))];

  it.each(sources)(
    '%s: every vector as an article body renders inert',
    (source) => {
      const entries = xssCorpus().filter((entry) => entry.source === source);
      expect(entries.length).toBeGreaterThan(0);
      // Forty bodies per render: one mount per vector would take minutes.
      for (let from = 0; from < entries.length; from += 40) {
        const batch = entries.slice(from, from + 40);
        const { container, unmount } = render(
          <>
            {batch.map(({ id, payload }) => (
              <SearchDocumentBody key={`raw-${id}`} document={hostileDocument(id, payload)} />
            ))}
          </>,
        );
        try {
          const bodies = container.querySelectorAll('[data-part="body"]');
          expect(bodies.length, batch[0]!.id).toBe(batch.length);
          // HTML bodies went through the sanitiser, not the text fallback of a pipeline not loaded.
          expect(
            container.querySelectorAll('[data-format="html"][data-state="loading"]'),
          ).toHaveLength(0);
          // The sanitiser's output may hold other markup than rich media's; what counts is that no
          // element runs script, carries a handler or an unchecked URL.
          const unsafe = unsafeParts(container).filter((part) => !part.startsWith('element '));
          expect(unsafe).toEqual([]);
          for (const tag of [
            'SCRIPT',
            'IFRAME',
            'OBJECT',
            'EMBED',
            'FORM',
            'STYLE',
            'BASE',
            'META',
          ]) {
            expect(container.querySelector(tag.toLowerCase()), `${batch[0]!.id} ${tag}`).toBeNull();
          }
        } finally {
          unmount();
        }
      }
    },
    120_000,
  );

  it('a hostile article in the window: title, body and attachment stay inert', async () => {
    const vectors = xssCorpus().filter((entry) =>
      /javascript:|onerror|<script/i.test(entry.payload),
    );
    const { payload } = vectors[0]!;
    const knowledge = storyKnowledge({
      getFullContent: async () => hostileDocument('x', payload),
    });
    const logger = { debug: vi.fn(), error: vi.fn() };
    const { container } = render(
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <CxRoot>
          <SearchProvider knowledge={knowledge}>
            <Opener />
            <SearchWindow />
          </SearchProvider>
        </CxRoot>
      </CxProvider>,
    );
    const window = await screen.findByRole('region', { name: 'Ask a Question' });
    await within(window).findByText('Was this helpful?');
    const unsafe = unsafeParts(container).filter((part) => !part.startsWith('element '));
    expect(unsafe).toEqual([]);
    expect(container.querySelector('script, iframe')).toBeNull();
    for (const link of container.querySelectorAll('a[href]'))
      expect(link.getAttribute('href')).not.toMatch(/^\s*javascript:/i);
  });
});

/** Opens the window on the hostile article. */
function Opener() {
  const api = useSearch();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    api.open({ prefill: { document: { documentId: 'x', knowledgeBaseId: 'kb1' } } });
  });
  return null;
}
