import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { xssCorpus } from './fixtures/xss';
import { styleableProperties } from './rich-media.styles';
import type { RichMediaView } from './rich-media.types';
import { safeUrl } from './rich-media.url';
import { buildRichMedia } from './rich-media.view';

const valid = [
  {
    contentType: 'quick-replies',
    content: {
      id: 'q',
      components: [{ type: 'quick-reply', id: 'a', text: 'A', image: 'https://e.test/a.png' }],
    },
  },
  {
    contentType: 'generic',
    content: {
      id: 'g',
      title: 'Card',
      desc: '**Hi** [x](https://e.test)',
      image: 'https://e.test/c.png',
      styles: { 'background-color': '#fff', bold: true },
      components: [
        {
          type: 'button',
          text: 'Go',
          actions: { url: 'https://e.test', urlTarget: '_self' },
          styles: { color: 'red' },
        },
        { type: 'link', text: 'Link', url: 'https://e.test/l' },
        { type: 'text', text: 'Text' },
        { type: 'break' },
      ],
    },
  },
  {
    contentType: 'list-vertical',
    content: {
      title: 'L',
      components: [{ type: 'list-item', title: 'I', desc: 'D', actions: { commandName: 'A.b' } }],
    },
  },
  {
    contentType: 'attachments',
    content: { components: [{ type: 'attachment', text: 'f.pdf', url: 'https://e.test/f.pdf' }] },
  },
];

const payloads = xssCorpus().map((entry) => entry.payload);
const hostile = fc.oneof(
  fc.constantFrom(...payloads),
  fc.string(),
  fc.constantFrom('__proto__', 'constructor', 'javascript:alert(1)', 'x'.repeat(20_000)),
);
const replacement = fc.oneof(
  hostile,
  fc.anything(),
  fc.array(hostile),
  fc.dictionary(hostile, hostile),
);

type Mutation = { path: number[]; value: unknown; mode: 'replace' | 'delete' | 'add' };

/** Copies a payload and changes it at one place: the path picks a key by index at each level. */
function mutate(payload: unknown, { path, value, mode }: Mutation): unknown {
  const root = structuredClone(payload) as Record<string, unknown>;
  let node: Record<string, unknown> = { root };
  let key = 'root';
  for (const step of path) {
    const child = node[key];
    if (typeof child !== 'object' || child === null) break;
    const keys = Object.keys(child);
    if (keys.length === 0) break;
    node = child as Record<string, unknown>;
    key = keys[step % keys.length]!;
  }
  if (mode === 'delete') delete node[key];
  else if (mode === 'add') Object.defineProperty(node, `${key}-extra`, { value, enumerable: true });
  else
    Object.defineProperty(node, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  return root;
}

const mutation = fc.record({
  path: fc.array(fc.nat(), { maxLength: 6 }),
  value: replacement,
  mode: fc.constantFrom('replace', 'delete', 'add') as fc.Arbitrary<Mutation['mode']>,
});

const cssKeys = new Set<string>(
  styleableProperties.map((name) =>
    name === 'align' ? 'textAlign' : name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()),
  ),
);

function expectSafeStyle(style: Record<string, string>) {
  for (const [key, value] of Object.entries(style)) {
    expect(cssKeys.has(key) || key.startsWith('--cx-rm-hover-')).toBe(true);
    expect(value).not.toMatch(/[;:{}<>\\"'`]|url\(|expression|javascript/i);
  }
}

function expectSafeView(view: RichMediaView) {
  for (const url of [view.image, view.video, view.actions?.url]) {
    if (url !== undefined) expect(safeUrl(url, 'media') ?? safeUrl(url)).toBe(url);
  }
  expectSafeStyle(view.style);
  for (const component of view.components) {
    for (const url of [component.url, component.image, component.actions?.url]) {
      if (url !== undefined) expect(safeUrl(url)).toBe(url);
    }
    expect(component.urlTarget).toMatch(/^(?:_blank|_self|_parent|_top|[a-z0-9][\w-]*)$/i);
    expectSafeStyle(component.style);
  }
}

describe('rich-media payloads mutated at random', () => {
  it('never make the builder throw, and every view it builds carries only checked URLs and allowed styles', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...valid),
        fc.array(mutation, { minLength: 1, maxLength: 4 }),
        (payload, mutations) => {
          const input = mutations.reduce<unknown>(
            (value, change) => mutate(value, change),
            payload,
          ) as Record<string, unknown>;
          const result = buildRichMedia({
            contentType: input?.contentType,
            content: input?.content,
            textback: input?.textback,
          });
          if (result.ok) expectSafeView(result.view);
          else expect(typeof result.reason).toBe('string');
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('put every corpus vector in every field of every kind without a crash or an unchecked value', () => {
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
    let built = 0;
    for (const payload of payloads) {
      const actions = {
        url: payload,
        urlTarget: payload,
        commandName: payload,
        commandOptions: { [payload]: payload },
      };
      const styles = {
        color: payload,
        border: payload,
        'background-color-hover': payload,
        bold: payload,
      };
      for (const [contentType, types] of Object.entries(kinds)) {
        const components = types.map((type) => ({
          type,
          id: payload,
          text: payload,
          title: payload,
          desc: payload,
          image: payload,
          url: payload,
          urlTarget: payload,
          actions,
          styles,
        }));
        const content = {
          id: payload,
          title: payload,
          desc: payload,
          image: payload,
          video: payload,
          actions,
          styles,
          components,
        };
        const result = buildRichMedia(
          { contentType, content, textback: payload },
          { text: payload },
        );
        if (!result.ok)
          throw new Error(`${contentType} refused a corpus payload: ${result.reason}`);
        expectSafeView(result.view);
        built += 1;
      }
    }
    expect(built).toBe(payloads.length * 5);
  });
});
