import { preloadMarkdown } from '@cxkit/headless/react/markdown';
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { xssCorpus } from '../../../headless/machines/rich-media/fixtures/xss';
import { richMediaFixtures } from './rich-media.fixtures';
import { RichMediaMessage } from './rich-media-message';
import { unsafeParts } from './rich-media.test-support';

beforeAll(async () => {
  await preloadMarkdown();
});
afterEach(cleanup);

const payloads = xssCorpus().map((entry) => entry.payload);
const hostile = fc.oneof(fc.constantFrom(...payloads), fc.string({ maxLength: 40 }));
const replacement = fc.oneof(
  hostile,
  fc.anything({ maxDepth: 2 }),
  fc.array(hostile, { maxLength: 3 }),
  fc.dictionary(hostile, hostile, { maxKeys: 3 }),
);

/** Copies a payload and replaces one value, picked by a path of key indexes. */
function mutate(payload: unknown, path: number[], value: unknown): unknown {
  const root = { root: structuredClone(payload) } as Record<string, unknown>;
  let node = root;
  let key = 'root';
  for (const step of path) {
    const child = node[key];
    if (typeof child !== 'object' || child === null) break;
    const keys = Object.keys(child);
    if (keys.length === 0) break;
    node = child as Record<string, unknown>;
    key = keys[step % keys.length]!;
  }
  Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
  return root.root;
}

describe('rich media rendered from payloads mutated at random', () => {
  it('never throws and never puts raw HTML, handlers, unchecked URLs or foreign styles in the DOM', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fc.assert(
      fc.property(
        fc.constantFrom(...Object.values(richMediaFixtures)),
        fc.array(fc.record({ path: fc.array(fc.nat(), { maxLength: 5 }), value: replacement }), {
          minLength: 1,
          maxLength: 3,
        }),
        hostile,
        (fixture, mutations, text) => {
          const richMedia = mutations.reduce<unknown>(
            (value, { path, value: next }) => mutate(value, path, next),
            fixture,
          ) as typeof fixture;
          const { container, unmount } = render(
            <RichMediaMessage message={{ index: 1, text, richMedia }} />,
          );
          try {
            expect(unsafeParts(container)).toEqual([]);
            // Text that looks like markup stays text: no element of the payload's own making.
            expect(
              container.querySelector(
                'script, iframe, object, embed, svg:not([data-part]), style, form',
              ),
            ).toBeNull();
          } finally {
            unmount();
          }
        },
      ),
      { numRuns: 300 },
    );
    warn.mockRestore();
  }, 60_000);
});
