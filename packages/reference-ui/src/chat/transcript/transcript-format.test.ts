import { describe, expect, it, vi } from 'vitest';
import type { FileSizeUnits } from '@cxkit/headless/services';
import { cachedDateTimeFormat, createTranscriptFormat } from './transcript-format';

const afternoon = new Date(2024, 2, 4, 15, 4).getTime();
const now = () => new Date(2024, 2, 4, 18, 0).getTime();
const english = (timeFormat: 12 | 24 = 12) =>
  createTranscriptFormat({ language: 'en', timeFormat, today: 'Today', now });
const french = (sizeUnits?: FileSizeUnits) =>
  createTranscriptFormat({ language: 'fr', timeFormat: 24, today: "Aujourd'hui", now, sizeUnits });

describe('createTranscriptFormat', () => {
  it('writes 12 or 24 hour times', () => {
    expect(english(12).time(afternoon)).toMatch(/^3:04\sPM$/);
    expect(english(24).time(afternoon)).toBe('15:04');
  });

  it('labels today, and other days by weekday, month and day in the language', () => {
    const en = english();
    const fr = french();
    const earlier = new Date(2024, 2, 1).getTime();
    expect(en.day(new Date(2024, 2, 4).getTime())).toBe('Today');
    expect(en.day(earlier)).toBe('Friday, March 1');
    expect(fr.day(earlier)).toBe('vendredi 1 mars');
    expect(fr.day(new Date(2024, 2, 4).getTime())).toBe("Aujourd'hui");
  });

  it("writes file sizes with the language's units and decimal sign", () => {
    const en = english();
    const fr = french(['octets', 'Ko', 'Mo', 'Go', 'To']);
    expect(en.fileSize(40)).toBe('40 Bytes');
    expect(en.fileSize(1536)).toBe('1.5 KB');
    expect(fr.fileSize(1536)).toBe('1,5 Ko');
    expect(fr.fileSize(3 * 1024 ** 2)).toBe('3 Mo');
  });

  it('falls back to English for an unknown language tag', () => {
    const format = createTranscriptFormat({ language: '!!', timeFormat: 24, today: 'Today', now });
    expect(format.time(afternoon)).toBe('15:04');
  });
});

describe('cachedDateTimeFormat', () => {
  it('builds one format per language and options, and gives it to every caller', () => {
    const options: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
    const first = cachedDateTimeFormat('de', options);
    expect(cachedDateTimeFormat('de', { ...options })).toBe(first);
    expect(cachedDateTimeFormat('fr', options)).not.toBe(first);
    expect(cachedDateTimeFormat('de', { ...options, hourCycle: 'h23' })).not.toBe(first);
  });

  it('falls back to English for a language Intl refuses, and keeps that too', () => {
    const options: Intl.DateTimeFormatOptions = { weekday: 'long' };
    const refused = cachedDateTimeFormat('not a language!', options);
    expect(refused.resolvedOptions().locale).toBe('en');
    expect(cachedDateTimeFormat('not a language!', options)).toBe(refused);
  });

  it('builds no format when a transcript format is created, only when one is used', () => {
    const Real = Intl.DateTimeFormat;
    const built = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Real>
    ) {
      return new Real(...args);
    } as unknown as typeof Real);
    try {
      const format = createTranscriptFormat({ language: 'it', timeFormat: 24, today: 'Oggi', now });
      expect(built).not.toHaveBeenCalled();
      expect(format.time(afternoon)).toBe('15:04');
      expect(built).toHaveBeenCalledTimes(1);
      // A second transcript in the same language and clock format builds nothing.
      const again = createTranscriptFormat({ language: 'it', timeFormat: 24, today: 'Oggi', now });
      again.time(afternoon);
      format.time(afternoon + 60_000);
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });
});
