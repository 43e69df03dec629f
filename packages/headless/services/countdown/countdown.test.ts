import { describe, expect, it, vi } from 'vitest';
import { fr } from '../i18n/fr.pack';
import type { I18nKey } from '../i18n/i18n.keys';
import { createTranslator } from '../i18n/translator';
import { formatCountdown, splitDuration } from './countdown';

const s = 1000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitDuration(d + 2 * h + 3 * m + 4 * s)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(splitDuration(40 * d)).toEqual({ days: 40, hours: 0, minutes: 0, seconds: 0 });
  });

  it('rounds partial seconds down', () => {
    expect(splitDuration(999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(m - 1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(d - 1)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });

  it('counts negative and NaN input as zero, never returning negative parts', () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(splitDuration(0)).toEqual(zero);
    expect(splitDuration(-1)).toEqual(zero);
    expect(splitDuration(-5 * d)).toEqual(zero);
    expect(splitDuration(Number.NaN)).toEqual(zero);
    expect(splitDuration(Number.NEGATIVE_INFINITY)).toEqual(zero);
  });

  it('rejects an infinite duration', () => {
    expect(() => splitDuration(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatCountdown', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(3 * m + 4 * s)).toBe('03:04');
    expect(formatCountdown(10_000)).toBe('00:10');
    expect(formatCountdown(h - 1)).toBe('59:59');
    expect(formatCountdown(-30 * s)).toBe('00:00');
  });

  it('adds hours from one hour', () => {
    expect(formatCountdown(h)).toBe('01:00:00');
    expect(formatCountdown(2 * h + 3 * m + 4 * s)).toBe('02:03:04');
    expect(formatCountdown(d - 1)).toBe('23:59:59');
  });

  it('adds days from one day, keeping zero hours', () => {
    expect(formatCountdown(d)).toBe('1d 00:00:00');
    expect(formatCountdown(d + 2 * h + 3 * m + 4 * s)).toBe('1d 02:03:04');
    expect(formatCountdown(12 * d + 5 * s)).toBe('12d 00:00:05');
  });

  it('writes days through the given translate function', () => {
    const translate = vi.fn(createTranslator<I18nKey>(fr));
    expect(formatCountdown(3 * d + h, { translate })).toBe('3 j 01:00:00');
    expect(translate).toHaveBeenCalledWith('countdown.days', { days: 3 });
    formatCountdown(h, { translate });
    expect(translate).toHaveBeenCalledOnce();
  });

  it('accepts an untyped translator over a site pack', () => {
    const translate = createTranslator({ 'countdown.days': '{days} Tage' });
    expect(formatCountdown(2 * d, { translate })).toBe('2 Tage 00:00:00');
  });
});
