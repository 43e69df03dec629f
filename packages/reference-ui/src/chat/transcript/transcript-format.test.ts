import { describe, expect, it } from 'vitest';
import type { FileSizeUnits } from '@cxkit/headless/services';
import { createTranscriptFormat } from './transcript-format';

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
