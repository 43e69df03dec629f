import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FetchFunction } from '../http/http-client';
import { fetchLanguagePack, fetchLanguagePacks, LanguagePackError } from './fetch-language-pack';

const url = 'https://cdn.cx.test/i18n/de.json';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function failure(promise: Promise<unknown>): Promise<LanguagePackError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(LanguagePackError);
  return error as LanguagePackError;
}

describe('fetchLanguagePack', () => {
  it('resolves a flat object of strings', async () => {
    server.use(http.get(url, () => HttpResponse.json({ 'common.close': 'Schließen' })));
    await expect(fetchLanguagePack(url)).resolves.toEqual({ 'common.close': 'Schließen' });
  });

  it('accepts JSON served with a text content type', async () => {
    const fetch: FetchFunction = async () => new Response('{"common.close":"Chiudi"}');
    await expect(fetchLanguagePack(url, { fetch })).resolves.toEqual({ 'common.close': 'Chiudi' });
  });

  it('names the URL and the offending key when a value is not a string', async () => {
    server.use(
      http.get(url, () => HttpResponse.json({ 'common.close': 'Schließen', 'common.loading': 3 })),
    );

    const error = await failure(fetchLanguagePack(url));

    expect(error.url).toBe(url);
    expect(error.message).toMatch(
      /^Could not load language pack from https:\/\/cdn\.cx\.test\/i18n\/de\.json: invalid pack: "common\.loading": .*expected string/,
    );
  });

  it('rejects a body that is not an object', async () => {
    server.use(http.get(url, () => HttpResponse.json(['a', 'b'])));
    const error = await failure(fetchLanguagePack(url));
    expect(error.message).toMatch(/invalid pack: expected an object of texts$/);
  });

  it('rejects a body that is not JSON', async () => {
    const fetch: FetchFunction = async () => new Response('<html>not found</html>');
    const error = await failure(fetchLanguagePack(url, { fetch }));
    expect(error.message).toBe(`Could not load language pack from ${url}: response is not JSON`);
  });

  it('names the HTTP status of a failed request', async () => {
    server.use(
      http.get(url, () => new HttpResponse(null, { status: 404, statusText: 'Not Found' })),
    );
    const error = await failure(fetchLanguagePack(url));
    expect(error.message).toBe(`Could not load language pack from ${url}: HTTP 404 Not Found`);
  });

  it('names a network failure', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    const error = await failure(fetchLanguagePack(url));
    expect(error.message).toMatch(
      new RegExp(
        `^Could not load language pack from ${url.replaceAll('.', '\\.')}: Network error: `,
      ),
    );
  });
});

describe('fetchLanguagePacks', () => {
  const packsUrl = 'https://cdn.cx.test/i18n/packs.json';

  it('resolves language packs keyed by language code', async () => {
    server.use(
      http.get(packsUrl, () =>
        HttpResponse.json({
          de: { 'common.close': 'Schließen' },
          it: { 'common.close': 'Chiudi' },
        }),
      ),
    );
    await expect(fetchLanguagePacks(packsUrl)).resolves.toEqual({
      de: { 'common.close': 'Schließen' },
      it: { 'common.close': 'Chiudi' },
    });
  });

  it('names the URL, the language and the key of an invalid message', async () => {
    server.use(http.get(packsUrl, () => HttpResponse.json({ de: { 'common.close': false } })));

    const error = await failure(fetchLanguagePacks(packsUrl));

    expect(error.url).toBe(packsUrl);
    expect(error.message).toMatch(
      /^Could not load language pack from \S+packs\.json: invalid packs: "de"\."common\.close": .*expected string/,
    );
  });

  it('names the HTTP status of a failed request', async () => {
    server.use(
      http.get(packsUrl, () => new HttpResponse(null, { status: 500, statusText: 'Oops' })),
    );
    const error = await failure(fetchLanguagePacks(packsUrl));
    expect(error.message).toBe(`Could not load language pack from ${packsUrl}: HTTP 500 Oops`);
  });
});
