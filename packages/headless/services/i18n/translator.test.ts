import { describe, expect, it, vi } from 'vitest';
import { createTranslator, mergeLanguagePacks } from './translator';

describe('createTranslator', () => {
  const pack = {
    greeting: 'Hello {name}, you are number {position} in the queue',
    plain: 'Close',
    repeated: '{n} + {n}',
    money: 'Costs {price}',
  };

  it('returns the message for a known key', () => {
    expect(createTranslator(pack)('plain')).toBe('Close');
  });

  it('fills named placeholders with strings and numbers', () => {
    const translate = createTranslator(pack);
    expect(translate('greeting', { name: 'Ada', position: 3 })).toBe(
      'Hello Ada, you are number 3 in the queue',
    );
    expect(translate('repeated', { n: 0 })).toBe('0 + 0');
  });

  it('inserts values literally, without replacement patterns', () => {
    expect(createTranslator(pack)('money', { price: '$& $1' })).toBe('Costs $& $1');
  });

  it('leaves placeholders without a value as written and ignores extra values', () => {
    expect(createTranslator(pack)('greeting', { name: 'Ada', unused: 'x' })).toBe(
      'Hello Ada, you are number {position} in the queue',
    );
  });

  it('falls back to the key itself and reports it when the key is missing', () => {
    const onMissing = vi.fn();
    const translate = createTranslator(pack, { onMissing });

    expect(translate('nope.missing', { name: 'Ada' })).toBe('nope.missing');
    expect(onMissing).toHaveBeenCalledExactlyOnceWith({ key: 'nope.missing' });
    translate('plain');
    expect(onMissing).toHaveBeenCalledOnce();
  });

  it('does not treat inherited object properties as messages', () => {
    const onMissing = vi.fn();
    expect(createTranslator(pack, { onMissing })('toString')).toBe('toString');
    expect(onMissing).toHaveBeenCalledWith({ key: 'toString' });
  });
});

describe('mergeLanguagePacks', () => {
  it('merges per language and per key, the override winning, without modifying the inputs', () => {
    const base = { en: { a: 'A', b: 'B' }, de: { a: 'A-de' } };
    const override = { en: { b: 'B2', c: 'C' }, fr: { a: 'A-fr' } };

    const merged = mergeLanguagePacks(base, override);

    expect(merged).toEqual({
      en: { a: 'A', b: 'B2', c: 'C' },
      de: { a: 'A-de' },
      fr: { a: 'A-fr' },
    });
    expect(base).toEqual({ en: { a: 'A', b: 'B' }, de: { a: 'A-de' } });
    expect(override).toEqual({ en: { b: 'B2', c: 'C' }, fr: { a: 'A-fr' } });
    expect(merged.de).not.toBe(base.de);
  });

  it('keeps a language code such as __proto__ as ordinary data', () => {
    const override = JSON.parse('{"__proto__": {"a": "x"}}') as Record<
      string,
      Record<string, string>
    >;
    const merged = mergeLanguagePacks({}, override);
    expect(Object.keys(merged)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
  });
});
