import { preloadMarkdown } from '@cxkit/headless/react/markdown';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { xssCorpus } from '../../../headless/machines/rich-media/fixtures/xss';
import type { RichMediaFixture } from './rich-media.fixtures';
import { RichMediaMessage } from './rich-media-message';
import { unsafeParts } from './rich-media.test-support';

const kinds: Record<string, string[]> = {
  'quick-replies': ['quick-reply'],
  generic: [
    'button',
    'image',
    'link',
    'text',
    'break',
    'list-item',
    'list-item-big',
    'quick-reply',
  ],
  'list-vertical': ['list-item', 'list-item-big'],
  'single-selection-list': ['list-item'],
  attachments: ['attachment'],
};

/** Every kind with the payload in every field (component ids are left to the builder: they key React's lists). */
function hostileContents(payload: string): RichMediaFixture[] {
  const actions = { url: payload, urlTarget: payload, commandName: payload };
  const styles = {
    color: payload,
    border: payload,
    'background-color-hover': payload,
    bold: payload,
  };
  return Object.entries(kinds).map(([contentType, types]) => ({
    contentType,
    content: {
      id: payload,
      title: payload,
      desc: payload,
      image: payload,
      video: payload,
      actions,
      styles,
      components: types.map((type) => ({
        type,
        text: payload,
        title: payload,
        desc: payload,
        image: payload,
        url: payload,
        urlTarget: payload,
        actions,
        styles,
      })),
    },
  }));
}

beforeAll(async () => {
  // Descriptions render as markdown from the first render, so markdown vectors reach the DOM.
  await preloadMarkdown();
});
afterEach(cleanup);

describe('rich media under the XSS corpus', () => {
  const sources = [...new Set(xssCorpus().map((entry) => entry.source))];

  it.each(sources)(
    '%s: every vector in every field of every kind renders inert',
    async (source) => {
      const entries = xssCorpus().filter((entry) => entry.source === source);
      expect(entries.length).toBeGreaterThan(0);
      // Twenty vectors per render: one mount per vector would take minutes. No provider: the
      // standalone bridge builds the same views without a second render for the runtime.
      for (let from = 0; from < entries.length; from += 20) {
        const batch = entries.slice(from, from + 20);
        const { container, unmount } = render(
          <>
            {batch.flatMap(({ id, payload }, row) =>
              hostileContents(payload).map((fixture, at) => (
                <RichMediaMessage
                  key={`${id}-${fixture.contentType}`}
                  message={{ index: row * 5 + at, text: payload, richMedia: fixture }}
                />
              )),
            )}
          </>,
        );
        try {
          const roots = container.querySelectorAll('[data-scope="rich-media"][data-part="root"]');
          expect(roots.length, batch[0]!.id).toBe(batch.length * 5);
          expect(unsafeParts(container)).toEqual([]);
        } finally {
          unmount();
        }
      }
    },
    120_000,
  );
});
