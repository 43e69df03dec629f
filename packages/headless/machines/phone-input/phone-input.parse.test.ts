import { describe, expect, it, vi } from 'vitest';
import { listPhoneCountries } from './phone-input.countries';
import { filterPhoneText, parsePhoneText, phoneErrorOf } from './phone-input.parse';

describe('filterPhoneText', () => {
  it('keeps only digits and the plus sign', () => {
    expect(filterPhoneText('+1 (201) 555-0123')).toBe('+12015550123');
    expect(filterPhoneText('abc07400 123456x')).toBe('07400123456');
    expect(filterPhoneText('')).toBe('');
  });
});

describe('parsePhoneText', () => {
  it('reads international and national numbers into E.164', () => {
    expect(parsePhoneText('+447400123456', 'US', 'mobile')).toEqual({
      value: '+447400123456',
      isEmpty: false,
      isValid: true,
      country: 'GB',
    });
    expect(parsePhoneText('07400123456', 'GB', 'mobile')).toMatchObject({
      value: '+447400123456',
      isValid: true,
    });
  });

  it('counts nothing, a lone plus, or a dial code alone as empty', () => {
    for (const text of ['', '+', '+1', '+44', '+33']) {
      expect(parsePhoneText(text, 'GB', 'mobile'), text).toEqual({
        value: '',
        isEmpty: true,
        isValid: false,
        country: undefined,
      });
    }
  });

  it('accepts only mobile numbers by default, US numbers being fixed line or mobile', () => {
    expect(parsePhoneText('+33612345678', 'FR', 'mobile').isValid).toBe(true);
    expect(parsePhoneText('+33123456789', 'FR', 'mobile').isValid).toBe(false);
    expect(parsePhoneText('+442079460000', 'GB', 'mobile').isValid).toBe(false);
    expect(parsePhoneText('+12015550123', 'US', 'mobile').isValid).toBe(true);
  });

  it('accepts fixed lines for the fixed-line kind, and any valid number for any', () => {
    expect(parsePhoneText('+442079460000', 'GB', 'fixed-line').isValid).toBe(true);
    expect(parsePhoneText('+447400123456', 'GB', 'fixed-line').isValid).toBe(false);
    expect(parsePhoneText('+33123456789', 'FR', 'any').isValid).toBe(true);
    expect(parsePhoneText('+4420', 'GB', 'any')).toMatchObject({ isValid: false, isEmpty: false });
  });
});

describe('phoneErrorOf', () => {
  it('gives required for an empty required phone, invalid for a bad one', () => {
    const empty = parsePhoneText('+44', 'GB', 'mobile');
    expect(phoneErrorOf(empty, true)).toBe('required');
    expect(phoneErrorOf(empty, false)).toBeUndefined();
    expect(phoneErrorOf(parsePhoneText('+4420', 'GB', 'mobile'), false)).toBe('invalid');
    expect(phoneErrorOf(parsePhoneText('+447400123456', 'GB', 'mobile'), true)).toBeUndefined();
  });
});

describe('listPhoneCountries', () => {
  it('lists the United States and the United Kingdom first, then the rest by name', () => {
    const countries = listPhoneCountries();
    expect(countries.slice(0, 2)).toEqual([
      { code: 'US', name: 'United States', dialCode: '1' },
      { code: 'GB', name: 'United Kingdom', dialCode: '44' },
    ]);
    const rest = countries.slice(2).map(({ name }) => name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('en').compare));
    expect(countries.filter(({ code }) => code === 'US')).toHaveLength(1);
    expect(countries).toHaveLength(245);
    expect(countries.find(({ code }) => code === 'FR')).toEqual({
      code: 'FR',
      name: 'France',
      dialCode: '33',
    });
  });

  it('names the countries in the visitor language and sorts them in its order', () => {
    const countries = listPhoneCountries('de');
    expect(countries.slice(0, 2).map(({ name }) => name)).toEqual([
      'Vereinigte Staaten',
      'Vereinigtes Königreich',
    ]);
    const rest = countries.slice(2).map(({ name }) => name);
    expect(rest).toEqual([...rest].sort(new Intl.Collator('de').compare));
    expect(rest.indexOf('Österreich')).toBeLessThan(rest.indexOf('Pakistan'));
  });

  it('takes other preferred countries, ignoring unknown and repeated codes', () => {
    const countries = listPhoneCountries('en', ['FR', 'XX' as never, 'FR', 'DE']);
    expect(countries.slice(0, 3).map(({ code }) => code)).toEqual(['FR', 'DE', 'AF']);
    expect(countries).toHaveLength(245);
  });

  it('falls back to English for a locale Intl refuses, and to the codes without DisplayNames', () => {
    expect(listPhoneCountries('not a locale!')[0]!.name).toBe('United States');
    const { Collator, getCanonicalLocales } = Intl;
    vi.stubGlobal('Intl', { Collator, getCanonicalLocales });
    try {
      expect(
        listPhoneCountries('fr')
          .slice(0, 3)
          .map(({ name }) => name),
      ).toEqual(['US', 'GB', 'AC']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
