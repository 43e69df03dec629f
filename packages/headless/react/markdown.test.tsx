import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type remarkParse from 'remark-parse';
import type { Processor } from 'unified';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadMarkdown, useMarkdown } from './markdown';
import {
  MARKDOWN_CACHE_SIZE,
  MARKDOWN_MAX_LENGTH,
  markdownToText,
  renderMarkdown,
} from './markdown-pipeline';

// Counts real parses, so "parsed once per message content" is measured rather than inferred.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('remark-parse', async (importOriginal) => {
  const original = await importOriginal<{ default: typeof remarkParse }>();
  function countingParse(this: Processor): void {
    original.default.call(this);
    const parse = this.parser;
    if (!parse) return;
    this.parser = (document, file) => {
      parses.count += 1;
      return parse(document, file);
    };
  }
  return { default: countingParse };
});

function Message({ text }: { text: string }) {
  const { node } = useMarkdown(text);
  return <div data-testid="message">{node ?? text}</div>;
}

function renderMessage(text: string): HTMLElement {
  return render(<Message text={text} />).getByTestId('message');
}

const safeSchemes: Record<string, string[]> = {
  href: ['http', 'https', 'mailto', 'tel'],
  src: ['http', 'https'],
};

/** Fails on anything that could run script, judged the way a browser reads a URL. */
function expectHarmless(root: HTMLElement): void {
  expect(
    root.querySelector('script, style, iframe, object, embed, svg, math, form, input, base, link'),
  ).toBeNull();
  for (const element of root.querySelectorAll('*')) {
    for (const { name, value } of element.attributes) {
      expect(name).not.toMatch(/^on/i);
      expect(['style', 'id', 'name', 'srcdoc', 'action', 'formaction']).not.toContain(name);
      if (name in safeSchemes) {
        // Browsers drop control characters and spaces inside a scheme, so judge it without them.
        const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value.replace(/[\p{Cc} ]/gu, ''));
        if (scheme) expect(safeSchemes[name]).toContain(scheme[1]);
      }
    }
  }
}

afterEach(() => {
  cleanup();
});

describe('useMarkdown before the pipeline has loaded', () => {
  it('returns no node first, loads the pipeline lazily, then renders markdown', async () => {
    vi.resetModules();
    const fresh = await import('./markdown');
    const { result } = renderHook(() => fresh.useMarkdown('**bold**'));
    expect(result.current).toEqual({ node: undefined, ready: false });
    await waitFor(() => expect(result.current.ready).toBe(true));
    const { container } = render(<>{result.current.node}</>);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
  });

  it('does not load while disabled and loads once enabled', async () => {
    vi.resetModules();
    const fresh = await import('./markdown');
    const { result, rerender } = renderHook(
      ({ enabled }) => fresh.useMarkdown('*x*', { enabled }),
      { initialProps: { enabled: false } },
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(result.current).toEqual({ node: undefined, ready: false });
    rerender({ enabled: true });
    await waitFor(() => expect(result.current.ready).toBe(true));
  });

  it('gives the words of markdown without markup once loaded, the source as it is until then', async () => {
    vi.resetModules();
    const fresh = await import('./markdown');
    const { result } = renderHook(() => fresh.useMarkdownText());
    expect(result.current('**Hello**, see [the page](https://example.com)')).toBe(
      '**Hello**, see [the page](https://example.com)',
    );
    await waitFor(() => expect(result.current('*x*')).toBe('x'));
    expect(result.current('**Hello**, see [the page](https://example.com)')).toBe(
      'Hello, see the page',
    );
    const disabled = renderHook(() => fresh.useMarkdownText({ enabled: false }));
    expect(disabled.result.current('*x*')).toBe('*x*');
  });

  it('keeps the entry free of the markdown libraries: the pipeline is only imported dynamically', () => {
    const entry = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'markdown.ts'),
      'utf8',
    );
    const staticImports = [...entry.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gm)].map(
      (match) => match[1],
    );
    expect(staticImports).toEqual(['react']);
    expect(entry).toContain("import('./markdown-pipeline')");
    expect(entry).not.toMatch(/\b(?:window|document)\b/);
  });
});

describe('markdownToText', () => {
  it('reads one line per block, keeping link texts, image descriptions, code and raw HTML as text', () => {
    expect(
      markdownToText(
        [
          '# Your order',
          '',
          'It ships **today**; track it [here](https://example.com/t?id=1).',
          '',
          '- one `item`',
          '- ![a blue mug](https://example.com/mug.png)',
          '',
          '> press <Enter>',
          '',
          '```',
          'code block',
          '```',
        ].join('\n'),
      ),
    ).toBe(
      [
        'Your order',
        'It ships today; track it here.',
        'one item',
        'a blue mug',
        'press <Enter>',
        'code block',
      ].join('\n'),
    );
  });

  it('reads a bare web address as the address the link shows, markup characters and all', () => {
    expect(markdownToText('Open https://example.com/*x*/y, please.')).toBe(
      'Open https://example.com/*x*/y, please.',
    );
  });

  it('keeps over-long and deeply nested input as it is', () => {
    const long = '*'.repeat(MARKDOWN_MAX_LENGTH + 1);
    expect(markdownToText(long)).toBe(long);
    const nested = '> '.repeat(40) + 'deep';
    expect(markdownToText(nested)).toBe(nested);
  });
});

describe('useMarkdown', () => {
  beforeAll(async () => {
    await preloadMarkdown();
  });

  it('renders on the first render once the pipeline is loaded', () => {
    const { result } = renderHook(() => useMarkdown('_first_'));
    expect(result.current.ready).toBe(true);
    expect(result.current.node).toBeDefined();
  });

  it('renders headings, emphasis, lists, code, quotes and links as elements', () => {
    const message = renderMessage(
      [
        '# Title',
        '',
        'Some *emphasis*, **strong** and `code`.',
        '',
        '- one',
        '- [two](https://example.com/two "Two")',
        '',
        '1. first',
        '',
        '> quoted',
        '',
        '![logo](https://example.com/logo.png)',
      ].join('\n'),
    );
    expect(message.querySelector('h1')?.textContent).toBe('Title');
    expect(message.querySelector('em')?.textContent).toBe('emphasis');
    expect(message.querySelector('strong')?.textContent).toBe('strong');
    expect(message.querySelector('code')?.textContent).toBe('code');
    expect(message.querySelectorAll('ul > li')).toHaveLength(2);
    expect(message.querySelector('ol > li')?.textContent).toBe('first');
    expect(message.querySelector('blockquote')?.textContent?.trim()).toBe('quoted');
    const link = message.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/two');
    expect(link?.getAttribute('title')).toBe('Two');
    expect(message.querySelector('img')?.getAttribute('src')).toBe('https://example.com/logo.png');
    expect(message.querySelector('img')?.getAttribute('alt')).toBe('logo');
    expectHarmless(message);
  });

  it('opens every link in a new tab without an opener or referrer', () => {
    const message = renderMessage('[a](https://a.example) <https://b.example> [c](/help)');
    const links = [...message.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'https://a.example',
      'https://b.example',
      '/help',
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
  });

  it('links a bare web address in a sentence, leaving trailing punctuation out', () => {
    const message = renderMessage('See https://example.com/help here, or https://example.com.');
    const links = [...message.querySelectorAll('a')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['https://example.com/help', 'https://example.com/help'],
      ['https://example.com', 'https://example.com'],
    ]);
    for (const link of links) {
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.getAttribute('target')).toBe('_blank');
    }
    expect(message.textContent).toBe('See https://example.com/help here, or https://example.com.');
  });

  it('links a message that is only a web address, as a pushed URL is', () => {
    const message = renderMessage('https://example.com/pushed');
    const link = message.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/pushed');
    expect(link?.textContent).toBe('https://example.com/pushed');
    expect(message.textContent).toBe('https://example.com/pushed');
  });

  it('links an address whose scheme is written in capitals (schemes are case-insensitive)', () => {
    const message = renderMessage(
      'Open HTTPS://Example.com/Help or [the form](Https://example.com/form)',
    );
    expect([...message.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://Example.com/Help',
      'https://example.com/form',
    ]);
    expect(message.textContent).toBe('Open HTTPS://Example.com/Help or the form');
  });

  it('links www addresses and e-mail addresses the way GitHub does', () => {
    const message = renderMessage('Visit www.example.com or write to help@example.com.');
    expect([...message.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'http://www.example.com',
      'mailto:help@example.com',
    ]);
  });

  it('links no bare address of another scheme', () => {
    const message = renderMessage(
      [
        'javascript:alert(1) JAVASCRIPT:alert(1) vbscript:msgbox(1)',
        'data:text/html;base64,PHNjcmlwdD4= file:///etc/passwd ftp://example.com',
        'list-style:url(http://foo.f)\u0010url(javascript:alert(1))',
        'but https://ok.example is fine',
      ].join('\n'),
    );
    expect(
      [...message.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')),
    ).toEqual(['https://ok.example']);
    expectHarmless(message);
  });

  it('keeps web addresses in inline code and code blocks as text', () => {
    const message = renderMessage(
      [
        'Type `https://example.com/code` or open https://example.com/text',
        '',
        '```',
        'https://example.com/block',
        '```',
        '',
        '    https://example.com/indented',
      ].join('\n'),
    );
    expect([...message.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://example.com/text',
    ]);
    expect([...message.querySelectorAll('code')].map((code) => code.textContent)).toEqual([
      'https://example.com/code',
      'https://example.com/block\n',
      'https://example.com/indented\n',
    ]);
  });

  it('keeps mailto and tel links and relative links', () => {
    const message = renderMessage('[m](mailto:help@example.com) [t](tel:+441234) [r](faq#top)');
    expect([...message.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'mailto:help@example.com',
      'tel:+441234',
      'faq#top',
    ]);
  });

  it('loads images only from absolute http(s) URLs', () => {
    const message = renderMessage(
      '![a](/local.png) ![b](//cdn.example/b.png) ![c](http://x.example/c.png)',
    );
    const sources = [...message.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([null, null, 'http://x.example/c.png']);
  });

  const attacks: Record<string, string> = {
    'javascript: link': '[x](javascript:alert(1))',
    'mixed-case scheme': '[x](JaVaScRiPt:alert(1))',
    'numeric character reference': '[x](&#106;avascript:alert(1))',
    'hex character reference': '[x](&#x6A;avascript:alert(1))',
    'named character reference for the colon': '[x](javascript&colon;alert(1))',
    'tab inside the scheme': '[x](<java\tscript:alert(1)>)',
    'control character before the scheme': '[x](<\u0001javascript:alert(1)>)',
    'comment-style payload': '[x](javascript://%0aalert(1))',
    'vbscript: link': '[x](vbscript:msgbox(1))',
    'data: link': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    'file: link': '[x](file:///etc/passwd)',
    'javascript: image': '![x](javascript:alert(1))',
    'data: image': '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
    'autolink with javascript:': '<javascript:alert(1)>',
    'upper-case autolink': '<JAVASCRIPT:alert(1)>',
    'reference-style link': '[x][evil]\n\n[evil]: javascript:alert(1)',
    'collapsed reference with encoded scheme': '[evil][]\n\n[evil]: &#x6A;avascript:alert(1)',
    'reference-style image': '![x][evil]\n\n[evil]: javascript:alert(1)',
    'script element': '<script>alert(1)</script>',
    'image with an event handler': '<img src=x onerror=alert(1)>',
    'inline html link': '<a href="javascript:alert(1)">x</a>',
    'svg with onload': '<svg onload=alert(1)>',
    'iframe with srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    'style element': '<style>*{display:none}</style>',
    'quote breaking out of a title': '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
  };

  it.each(Object.entries(attacks))('makes a %s harmless', (_name, source) => {
    const message = renderMessage(source);
    expectHarmless(message);
  });

  it('shows inline HTML as the text it is, neither as markup nor dropped', () => {
    const inline = renderMessage('press <Enter>, then <b onclick="alert(1)">**bold**</b> after');
    expect(inline.querySelector('b')).toBeNull();
    expect(inline.textContent).toBe('press <Enter>, then <b onclick="alert(1)">bold</b> after');
    expect(inline.querySelector('strong')?.textContent).toBe('bold');
  });

  it('shows block HTML as paragraphs of its text, also in quotes and lists', () => {
    const block = renderMessage('<div class="x">\nfirst\n</div>\n\n> <hr>\n\n- <br>');
    expect(block.querySelector('div, hr, br')).toBeNull();
    expect([...block.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      '<div class="x">\nfirst\n</div>',
      '<hr>',
    ]);
    expect(block.querySelector('blockquote p')?.textContent).toBe('<hr>');
    // A tight list shows its items' paragraphs without <p>.
    expect(block.querySelector('li')?.textContent).toBe('<br>');
  });

  it('parses each message content once, however often and wherever it is rendered', () => {
    const source = `Order **${crypto.randomUUID()}** shipped`;
    const before = parses.count;
    const first = renderHook(() => useMarkdown(source));
    const second = renderHook(() => useMarkdown(source));
    first.rerender();
    expect(parses.count - before).toBe(1);
    expect(second.result.current.node).toBe(first.result.current.node);
    renderHook(() => useMarkdown(`${source}!`));
    expect(parses.count - before).toBe(2);
  });

  it('forgets the least recently used content past the cache size', () => {
    const kept = `kept ${crypto.randomUUID()}`;
    const dropped = `dropped ${crypto.randomUUID()}`;
    renderMarkdown(dropped);
    renderMarkdown(kept);
    for (let index = 0; index < MARKDOWN_CACHE_SIZE - 1; index += 1) {
      renderMarkdown(`filler ${index} ${crypto.randomUUID()}`);
      if (index % 100 === 0) renderMarkdown(kept);
    }
    const before = parses.count;
    renderMarkdown(kept);
    expect(parses.count).toBe(before);
    renderMarkdown(dropped);
    expect(parses.count).toBe(before + 1);
  });

  it('shows over-long and deeply nested input as plain text without parsing it', () => {
    const long = `**${'a'.repeat(MARKDOWN_MAX_LENGTH)}**`;
    const nested = `${'+ '.repeat(2_000)}x`;
    const brackets = `${'!['.repeat(1_000)}x${'](y)'.repeat(1_000)}`;
    const before = parses.count;
    for (const source of [long, nested, brackets]) {
      const { result } = renderHook(() => useMarkdown(source));
      expect(result.current.node).toBe(source);
    }
    expect(parses.count).toBe(before);
  });

  it('shows an address followed by a crafted run of closing punctuation as plain text without parsing it', () => {
    const crafted = [
      `https://a.example/${'.'.repeat(1_000)}x`,
      `See www.a.example${')'.repeat(1_000)}x`,
      `https://a.example/${'&a;'.repeat(300)}x`,
    ];
    const before = parses.count;
    for (const source of crafted) {
      const { result } = renderHook(() => useMarkdown(source));
      expect(result.current.node).toBe(source);
      expect(markdownToText(source)).toBe(source);
    }
    expect(parses.count).toBe(before);
    const ordinary = renderMessage(
      'Wait........ see https://a.example/faq?!... or (https://b.example)',
    );
    expect([...ordinary.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://a.example/faq',
      'https://b.example',
    ]);
  });

  it('renders plain text on the server and hydrates without a mismatch', async () => {
    const html = renderToString(<Message text="**hi**" />);
    expect(html).toContain('**hi**');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <Message text="**hi**" />, { onRecoverableError }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('strong')?.textContent).toBe('hi');
    act(() => root.unmount());
    container.remove();
  });
});
