import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/clock';
import {
  cookieSizeLimit,
  createDocumentCookieBackend,
  createMemoryCookieBackend,
  type CookieDocument,
} from './cookie-backend';
import { createCookieStore } from './cookie-store';

const day = 86_400_000;

/** A document whose cookie setter records every assignment and otherwise keeps one string. */
function recordingDocument(initial = ''): CookieDocument & { writes: string[] } {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return initial;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

describe('createCookieStore over the memory backend', () => {
  it('is usable with no options and round-trips values', () => {
    const store = createCookieStore();
    expect(store.get('state')).toBeUndefined();
    store.set('state', '{"open":true}');
    expect(store.get('state')).toBe('{"open":true}');
    store.remove('state');
    expect(store.get('state')).toBeUndefined();
  });

  it('stores every cookie under the prefix and lists only prefixed cookies, unprefixed', () => {
    const backend = createMemoryCookieBackend();
    backend.write('foreign', '1', { path: '/' });
    backend.write('_cx_', 'bare prefix', { path: '/' });
    const store = createCookieStore({ backend });

    store.set('plugins', 'chat,callback');
    store.set('phone', '+44');

    expect(backend.read('_cx_plugins')).toBe('chat,callback');
    expect(store.keys().sort()).toEqual(['phone', 'plugins']);
    expect(store.get('foreign')).toBeUndefined();
    expect(createCookieStore({ backend, prefix: 'other_' }).keys()).toEqual([]);
  });

  it('expires cookies by the injected clock after the given days', () => {
    const clock = createManualClock(1_700_000_000_000);
    const store = createCookieStore({ backend: createMemoryCookieBackend({ clock }) });

    store.set('ctc', 'pending', { expiresDays: 1 });
    store.set('half', 'x', { expiresDays: 0.5 });
    store.set('session', 'y');

    clock.advance(day / 2 - 1);
    expect(store.get('half')).toBe('x');
    clock.advance(1);
    expect(store.get('half')).toBeUndefined();
    clock.advance(day / 2 - 1);
    expect(store.get('ctc')).toBe('pending');
    expect(store.keys().sort()).toEqual(['ctc', 'session']);
    clock.advance(1);
    expect(store.get('ctc')).toBeUndefined();
    expect(store.keys()).toEqual(['session']);
    clock.advance(365 * day);
    expect(store.get('session')).toBe('y');
  });

  it('expires a cookie written with zero days at once', () => {
    const store = createCookieStore({
      backend: createMemoryCookieBackend({ clock: createManualClock() }),
    });
    store.set('gone', 'x', { expiresDays: 0 });
    expect(store.get('gone')).toBeUndefined();
  });

  it('ignores a cookie over 4096 bytes of name and value as a browser does, keeping the one before', () => {
    const store = createCookieStore({ prefix: '' });
    store.set('note', 'kept');
    // URI-encoded as a document gets it: 'é' takes 6 bytes there.
    const largest = 'x'.repeat(cookieSizeLimit - 'note'.length);
    store.set('note', `${largest}é`);
    expect(store.get('note')).toBe('kept');
    store.set('note', largest);
    expect(store.get('note')).toBe(largest);
  });

  it('rejects a negative or non-numeric expiry', () => {
    const store = createCookieStore();
    expect(() => store.set('a', 'x', { expiresDays: -1 })).toThrow(RangeError);
    expect(() => store.set('a', 'x', { expiresDays: Number.NaN })).toThrow(/non-negative number/);
    expect(() => store.set('a', 'x', { expiresDays: Number.POSITIVE_INFINITY })).toThrow(
      RangeError,
    );
    expect(() => store.set('a', 'x', JSON.parse('{"expiresDays":"7"}') as object)).toThrow(
      /received 7/,
    );
    expect(store.get('a')).toBeUndefined();
  });

  it('rejects an empty cookie name', () => {
    const store = createCookieStore();
    expect(() => store.set('', 'x')).toThrow(TypeError);
    expect(() => store.get('')).toThrow(/must not be empty/);
    expect(() => store.remove('')).toThrow(TypeError);
  });

  it('writes to path / by default and removes only at the matching path', () => {
    const backend = createMemoryCookieBackend();
    const store = createCookieStore({ backend });

    store.set('a', 'root');
    store.set('a', 'deep', { path: '/checkout' });
    expect(store.get('a')).toBe('deep');

    store.remove('a', { path: '/checkout' });
    expect(store.get('a')).toBe('root');
    store.remove('a', { path: '/elsewhere' });
    expect(store.get('a')).toBe('root');
    store.remove('a');
    expect(store.get('a')).toBeUndefined();
  });

  it('uses the store path when one is configured', () => {
    const doc = recordingDocument();
    const store = createCookieStore({ backend: createDocumentCookieBackend(doc), path: '/help' });
    store.set('a', '1');
    store.remove('a');
    expect(doc.writes).toEqual([
      '_cx_a=1; path=/help',
      '_cx_a=; path=/help; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });
});

describe('createDocumentCookieBackend', () => {
  it('writes and removes cookies as secure on an HTTPS page only', () => {
    const secure = Object.assign(recordingDocument(), { location: { protocol: 'https:' } });
    const plain = Object.assign(recordingDocument(), { location: { protocol: 'http:' } });
    for (const doc of [secure, plain]) {
      const store = createCookieStore({ backend: createDocumentCookieBackend(doc) });
      store.set('a', '1');
      store.remove('a');
    }
    expect(secure.writes).toEqual([
      '_cx_a=1; path=/; secure',
      '_cx_a=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; secure',
    ]);
    expect(plain.writes).toEqual([
      '_cx_a=1; path=/',
      '_cx_a=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
    ]);
  });

  it('writes encoded values with the path and expiry in seconds', () => {
    const doc = recordingDocument();
    const store = createCookieStore({ backend: createDocumentCookieBackend(doc) });

    store.set('name', 'Ada Lovelace; admin=1', { expiresDays: 2 });
    store.set('session', 'é');

    expect(doc.writes).toEqual([
      '_cx_name=Ada%20Lovelace%3B%20admin%3D1; path=/; max-age=172800',
      '_cx_session=%C3%A9; path=/',
    ]);
  });

  it('reads document.cookie lazily, decoding names and values', () => {
    const doc = recordingDocument('other=1; _cx_name=Ada%20L; _cx_bad=%E0%A4%A; flag');
    const store = createCookieStore({ backend: createDocumentCookieBackend(doc) });

    expect(store.get('name')).toBe('Ada L');
    expect(store.get('bad')).toBe('%E0%A4%A');
    expect(store.keys()).toEqual(['name', 'bad']);
  });

  it('round-trips through a real document, honouring the cookie path and removal', async () => {
    const win = new Window({ url: 'https://shop.test/products/1' });
    const store = createCookieStore({ backend: createDocumentCookieBackend(win.document) });

    store.set('name', 'Ada; L=1', { expiresDays: 30 });
    store.set('elsewhere', 'x', { path: '/other' });

    expect(store.get('name')).toBe('Ada; L=1');
    expect(store.get('elsewhere')).toBeUndefined();
    expect(store.keys()).toEqual(['name']);
    store.remove('name');
    expect(store.get('name')).toBeUndefined();
    expect(win.document.cookie).toBe('');
    await win.happyDOM.close();
  });

  it('reads no cookies and keeps none where the document refuses cookie access (sandboxed frame)', () => {
    const refusing: CookieDocument = {
      get cookie(): string {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
      set cookie(_value: string) {
        throw new DOMException('The document is sandboxed', 'SecurityError');
      },
    };
    const store = createCookieStore({ backend: createDocumentCookieBackend(refusing) });

    expect(() => store.set('session', 'x')).not.toThrow();
    expect(store.get('session')).toBeUndefined();
    expect(store.keys()).toEqual([]);
    expect(() => store.remove('session')).not.toThrow();
  });

  it('uses the global document only when called, with a clear error where there is none', () => {
    const backend = createDocumentCookieBackend();
    expect(() => backend.read('a')).toThrow(/no document is available here/);
  });
});
