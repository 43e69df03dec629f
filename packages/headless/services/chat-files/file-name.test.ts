import { describe, expect, it } from 'vitest';
import { maxShownFileNameLength, shortenFileName } from './file-name';

describe('shortenFileName', () => {
  it('keeps names of up to 36 characters whole', () => {
    expect(maxShownFileNameLength).toBe(36);
    const name = 'a'.repeat(32) + '.pdf';
    expect(shortenFileName(name)).toBe(name);
    expect(shortenFileName('')).toBe('');
  });

  it('shortens longer names to exactly 36, keeping the start, the last 4 characters and the extension', () => {
    const shortened = shortenFileName('quarterly-report-for-the-board-final-version-002.xlsx');
    expect(shortened).toBe('quarterly-report-for-the-b…-002.xlsx');
    expect(shortened).toHaveLength(36);
    expect(shortenFileName('a'.repeat(33) + '.pdf')).toBe('a'.repeat(27) + '…aaaa.pdf');
  });

  it('honours another maximum', () => {
    expect(shortenFileName('averyveryverylongnamewithmanywordspart.pdf', 30)).toBe(
      'averyveryverylongname…part.pdf',
    );
  });

  it('cuts at the end when there is no extension, or it is not a short alphanumeric one', () => {
    const long = 'x'.repeat(40);
    expect(shortenFileName(long)).toBe('x'.repeat(35) + '…');
    expect(shortenFileName('.' + 'x'.repeat(40))).toBe('.' + 'x'.repeat(34) + '…');
    expect(shortenFileName('x'.repeat(30) + '.tar-gz-backup')).toBe('x'.repeat(30) + '.tar-…');
    expect(shortenFileName('x'.repeat(40) + '.')).toBe('x'.repeat(35) + '…');
  });

  it('cuts at the end when the maximum leaves no room for the extension', () => {
    expect(shortenFileName('longname.pdf', 9)).toBe('longname…');
    expect(shortenFileName('longname.pdf', 10)).toBe('l…name.pdf');
    expect(shortenFileName('longname.pdf', 1)).toBe('…');
  });

  it('counts and cuts whole characters, not UTF-16 halves', () => {
    const name = '📄'.repeat(40) + '.pdf';
    const shortened = shortenFileName(name);
    expect(Array.from(shortened)).toHaveLength(36);
    expect(shortened).toBe('📄'.repeat(27) + '…' + '📄'.repeat(4) + '.pdf');
    expect(shortenFileName('📄'.repeat(36))).toBe('📄'.repeat(36));
  });

  it('refuses a maximum that is not a positive integer', () => {
    expect(() => shortenFileName('a.pdf', 0)).toThrow(RangeError);
    expect(() => shortenFileName('a.pdf', 2.5)).toThrow(RangeError);
    expect(() => shortenFileName('a.pdf', Number.NaN)).toThrow(RangeError);
  });
});
