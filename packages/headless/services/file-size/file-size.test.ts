import { describe, expect, it } from 'vitest';
import { formatFileSize, formatLocalFileSize } from './file-size';

const KB = 1024;
const MB = KB * 1024;
const GB = MB * 1024;
const TB = GB * 1024;

describe('formatFileSize', () => {
  it('shows bytes below one kilobyte', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('switches unit exactly at each power of 1024, up to TB', () => {
    expect(formatFileSize(KB)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(MB)).toBe('1 MB');
    expect(formatFileSize(GB)).toBe('1 GB');
    expect(formatFileSize(TB)).toBe('1 TB');
    expect(formatFileSize(2.25 * TB)).toBe('2.25 TB');
  });

  it('stays in TB beyond it', () => {
    expect(formatFileSize(1024 * TB)).toBe('1024 TB');
    expect(formatFileSize(5000 * TB)).toBe('5000 TB');
  });

  it('rounds to the given decimals and drops trailing zeros', () => {
    expect(formatFileSize(1234)).toBe('1.21 KB');
    expect(formatFileSize(1234, { decimals: 0 })).toBe('1 KB');
    expect(formatFileSize(1234, { decimals: 3 })).toBe('1.205 KB');
    expect(formatFileSize(MB + 10)).toBe('1 MB');
  });

  it('carries a value that rounds up to 1024 into the next unit', () => {
    expect(formatFileSize(MB - 1)).toBe('1 MB');
    expect(formatFileSize(TB - 1)).toBe('1 TB');
    expect(formatFileSize(MB - 1, { decimals: 3 })).toBe('1023.999 KB');
  });

  it('rejects negative, NaN and infinite sizes with a clear RangeError', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(-1)).toThrow(
      'formatFileSize: bytes must be a finite, non-negative number (received -1)',
    );
    expect(() => formatFileSize(Number.NaN)).toThrow(/received NaN/);
    expect(() => formatFileSize(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('rejects invalid decimals', () => {
    expect(() => formatFileSize(1, { decimals: -1 })).toThrow(RangeError);
    expect(() => formatFileSize(1, { decimals: 1.5 })).toThrow(/integer from 0 to 100/);
  });
});

describe('formatLocalFileSize', () => {
  const french = { units: ['octets', 'Ko', 'Mo', 'Go', 'To'], language: 'fr' } as const;

  it("speaks the visitor's language: its unit names and decimal sign", () => {
    expect(formatLocalFileSize(40, french)).toBe('40 octets');
    expect(formatLocalFileSize(1536, french)).toBe('1,5 Ko');
    expect(formatLocalFileSize(1023 * KB, french)).toBe('1023 Ko');
    expect(formatLocalFileSize(MB - 1, french)).toBe('1 Mo');
    expect(formatLocalFileSize(2.25 * TB, french)).toBe('2,25 To');
    expect(formatLocalFileSize(1234, { ...french, decimals: 0 })).toBe('1 Ko');
  });

  it('falls back to English numbers for an unknown language, and refuses what formatFileSize refuses', () => {
    const english = { units: ['Bytes', 'KB', 'MB', 'GB', 'TB'], language: '!!' } as const;
    expect(formatLocalFileSize(1536, english)).toBe('1.5 KB');
    expect(() => formatLocalFileSize(-1, english)).toThrow(
      'formatLocalFileSize: bytes must be a finite, non-negative number (received -1)',
    );
    expect(() => formatLocalFileSize(1, { ...english, decimals: 1.5 })).toThrow(RangeError);
  });

  it('makes one number format per language and decimals, however many sizes it formats', () => {
    const RealNumberFormat = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = new Proxy(RealNumberFormat, {
      construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
        made += 1;
        return new target(...args);
      },
    });
    try {
      const german = { units: ['Byte', 'KB', 'MB', 'GB', 'TB'], language: 'de' } as const;
      for (let file = 1; file <= 50; file += 1) formatLocalFileSize(file * 1500, german);
      expect(formatLocalFileSize(1536, german)).toBe('1,5 KB');
      expect(made).toBe(1);
      formatLocalFileSize(1536, { ...german, decimals: 0 });
      expect(made).toBe(2);
    } finally {
      Intl.NumberFormat = RealNumberFormat;
    }
  });
});
