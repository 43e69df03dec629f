import { describe, expect, it } from 'vitest';
import {
  decodeShareToken,
  encodeShareToken,
  shareTokenFromUrl,
  withoutShareToken,
} from './chat-session.share';

describe('chat tokens', () => {
  it('round-trip the link kind and the session keys, URL-safe', () => {
    const payload = {
      kind: 'invite' as const,
      session: { chatId: '00048aAPEQJ8000U', secureKey: '4ee1/5d7+e1c', alias: '117', userId: 'é' },
    };
    const token = encodeShareToken(payload);
    expect(token).toMatch(/^[\w-]+$/);
    expect(decodeShareToken(token)).toEqual(payload);
  });

  it.each([
    ['empty', ''],
    ['not base64', '***'],
    ['not JSON', btoa('hello')],
    ['wrong version', btoa(JSON.stringify({ v: 2, kind: 'invite', session: { chatId: 'c' } }))],
    ['unknown kind', btoa(JSON.stringify({ v: 1, kind: 'steal', session: { chatId: 'c' } }))],
    ['no keys', btoa(JSON.stringify({ v: 1, kind: 'invite', session: {} }))],
    ['non-text keys', btoa(JSON.stringify({ v: 1, kind: 'invite', session: { chatId: 1 } }))],
    ['huge', 'a'.repeat(5000)],
    ['invalid UTF-8', btoa('\xff\xfe')],
  ])('reject a token that is %s', (_name, token) => {
    expect(decodeShareToken(token.replaceAll('=', ''))).toBeUndefined();
  });

  it('never let a __proto__ key reach an object prototype', () => {
    const token = btoa(
      '{"v":1,"kind":"transfer","session":{"chatId":"c","__proto__":{"polluted":"yes"}}}',
    ).replaceAll('=', '');
    const payload = decodeShareToken(token);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(
      payload === undefined || Object.getPrototypeOf(payload.session) === Object.prototype,
    ).toBe(true);
  });

  it('are found in a page URL by their parameter', () => {
    expect(shareTokenFromUrl('https://shop.test/help?cxkit-chat=abc_-1')).toBe('abc_-1');
    expect(shareTokenFromUrl('https://shop.test/help')).toBeUndefined();
    expect(shareTokenFromUrl('not a url')).toBeUndefined();
  });

  it('are taken out of a page URL, leaving the rest of it', () => {
    expect(withoutShareToken('https://shop.test/help?a=1&cxkit-chat=abc#top')).toBe(
      'https://shop.test/help?a=1#top',
    );
  });
});
