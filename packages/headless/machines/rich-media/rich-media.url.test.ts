import { describe, expect, it } from 'vitest';
import { safeTarget, safeUrl } from './rich-media.url';

describe('safeUrl', () => {
  it.each([
    'https://example.com/a?b=c#d',
    'http://example.com',
    'mailto:help@example.com',
    'tel:+15551234567',
    '/relative/path',
    'page.html?next=javascript:alert(1)',
    '//cdn.example.com/x.png',
  ])('keeps %s for a link', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\u0000javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav&#x61;script:alert(1)',
    'jav&#97;script:alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
    '&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)',
    'javascript&colon;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'jav&amp;#x61;script:alert(1)',
    'java\u200bscript:alert(1)',
    'java\u00adscript:alert(1)',
    'vbscript:msgbox(1)',
    'livescript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'about:blank',
    'blob:https://example.com/uuid',
  ])('refuses %j', (url) => {
    expect(safeUrl(url)).toBeUndefined();
  });

  it('refuses scheme text that only becomes a scheme once decoded', () => {
    expect(safeUrl('&#104;ttps://example.com')).toBeUndefined();
  });

  it('loads media only over http and https', () => {
    expect(safeUrl('https://example.com/a.png', 'media')).toBe('https://example.com/a.png');
    expect(safeUrl('mailto:a@example.com', 'media')).toBeUndefined();
    expect(safeUrl('data:image/svg+xml,<svg onload=alert(1)>', 'media')).toBeUndefined();
  });

  it("takes blob URLs of this page's origin only (a transport's fetched images)", () => {
    const own = 'blob:https://shop.test/7c9e6679-7425-40de-944b-e07fc1f90ae7';
    const page = globalThis as { location?: { origin: string } };
    expect(safeUrl(own, 'media')).toBeUndefined();
    page.location = { origin: 'https://shop.test' };
    try {
      expect(safeUrl(own, 'media')).toBe(own);
      expect(safeUrl(own, 'link')).toBe(own);
      expect(
        safeUrl('blob:https://evil.test/7c9e6679-7425-40de-944b-e07fc1f90ae7'),
      ).toBeUndefined();
      expect(safeUrl('blob:null/7c9e6679-7425-40de-944b-e07fc1f90ae7')).toBeUndefined();
      expect(safeUrl(`BLOB:${own.slice(5)}`)).toBeUndefined();
      expect(safeUrl(`bl&#111;b:${own.slice(5)}`)).toBeUndefined();
    } finally {
      delete page.location;
    }
  });

  it('refuses what is not a text, empty or too long', () => {
    for (const value of [undefined, null, 1, {}, ['https://example.com'], '', '   ']) {
      expect(safeUrl(value)).toBeUndefined();
    }
    expect(safeUrl(`https://example.com/${'a'.repeat(5000)}`)).toBeUndefined();
  });
});

describe('safeTarget', () => {
  it('keeps the keywords and plain window names, else opens a new window', () => {
    expect(safeTarget('_self')).toBe('_self');
    expect(safeTarget('help-window')).toBe('help-window');
    expect(safeTarget(undefined)).toBe('_blank');
    expect(safeTarget('javascript:alert(1)')).toBe('_blank');
    expect(safeTarget('" onmouseover="x')).toBe('_blank');
  });
});
