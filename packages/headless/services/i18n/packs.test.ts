import { describe, expect, it } from 'vitest';
import { builtInLanguagePacks } from './built-in-packs';
import { en } from './en.pack';
import { fr } from './fr.pack';
import { i18nKeys, type I18nKey } from './i18n.keys';
import { createTranslator } from './translator';

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : leaves(value as object),
  );
}

describe('built-in core language packs', () => {
  it('have exactly the keys of i18nKeys, in both languages, and only the core groups', () => {
    const keys = leaves(i18nKeys).sort();
    expect(new Set(keys.map((key) => key.split('.')[0]))).toEqual(
      new Set(['common', 'countdown', 'app', 'bus']),
    );
    expect(Object.keys(en).sort()).toEqual(keys);
    expect(Object.keys(fr).sort()).toEqual(keys);
  });

  it('name every key by its own path', () => {
    expect(i18nKeys.common.dialogClose).toBe('common.dialogClose');
    expect(i18nKeys.app.errors.invalidRequestHeader).toBe('app.errors.invalidRequestHeader');
    expect(i18nKeys.bus.errors.pluginLoadFailed).toBe('bus.errors.pluginLoadFailed');
  });

  it('carry the exact English texts of the common container and the error catalogue', () => {
    const translate = createTranslator<I18nKey>(en);
    expect(
      [
        i18nKeys.common.minimize,
        i18nKeys.common.close,
        i18nKeys.common.poweredBy,
        i18nKeys.common.loading,
        i18nKeys.common.dialogClose,
      ].map((key) => translate(key)),
    ).toEqual(['Minimize', 'Close', 'Powered by', 'Loading', 'Close dialog']);
    expect(Object.values(i18nKeys.app.errors).map((key) => translate(key))).toEqual([
      'Invalid theme specified.',
      'No language code provided.',
      'No matching language code found in language pack.',
      'Invalid request header message: No request header found.',
    ]);
    expect(Object.values(i18nKeys.bus.errors).map((key) => translate(key))).toEqual([
      'Command does not exist',
      "Command was cancelled by a 'before' function",
      'The Extension name is already taken.',
      'You must wait until App.ready is published before registering new Extensions.',
      'Could not load plugin file in given location. Check your plugins path option.',
    ]);
  });

  it('translate every key into French text, keeping the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const key of leaves(i18nKeys) as I18nKey[]) {
      expect(fr[key], key).not.toBe(en[key]);
      expect(placeholders(fr[key]), key).toEqual(placeholders(en[key]));
    }
    expect(createTranslator<I18nKey>(fr)(i18nKeys.countdown.days, { days: 2 })).toBe('2 j');
  });

  it('are offered together by language code and cannot be modified', () => {
    expect(builtInLanguagePacks).toEqual({ en, fr });
    expect(Object.isFrozen(builtInLanguagePacks)).toBe(true);
  });
});
