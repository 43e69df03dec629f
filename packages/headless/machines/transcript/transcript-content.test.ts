import { describe, expect, it, vi } from 'vitest';
import { chatMessage, anna } from './transcript.fixtures';
import { createContentCache, htmlToText, linkify, prepareContent } from './transcript-content';

describe('prepareContent', () => {
  it('reduces HTML to its text, with line breaks, and never keeps markup', () => {
    expect(htmlToText('<p>Hello <b>Ada</b></p><p>Line<br>two &amp; more</p>')).toBe(
      'Hello Ada\nLine\ntwo & more',
    );
    expect(htmlToText('<img src=x onerror="alert(1)">Safe<script>alert(2)</script>')).toBe(
      'Safealert(2)',
    );
  });

  it('makes http(s) addresses links, leaving closing punctuation as text', () => {
    expect(linkify('See https://example.com/a?b=1. Or http://x.org)')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', text: 'http://x.org', href: 'http://x.org' },
      { kind: 'text', text: ')' },
    ]);
    expect(linkify('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
    expect(prepareContent('<i>hi</i> https://a.io', true)).toEqual({
      plain: 'hi https://a.io',
      segments: [
        { kind: 'text', text: 'hi ' },
        { kind: 'link', text: 'https://a.io', href: 'https://a.io' },
      ],
    });
  });
});

describe('createContentCache', () => {
  it('prepares a message once per index and content', () => {
    const prepare = vi.fn(prepareContent);
    const cache = createContentCache(prepare);
    const message = chatMessage(7, anna, 'Hello', 0);
    const first = cache.get(message);
    expect(cache.get({ ...message })).toBe(first);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(cache.get({ ...message, text: 'Hello again' }).plain).toBe('Hello again');
    expect(cache.get({ ...message, text: 'Hello again', html: true }).plain).toBe('Hello again');
    expect(prepare).toHaveBeenCalledTimes(3);
  });
});
