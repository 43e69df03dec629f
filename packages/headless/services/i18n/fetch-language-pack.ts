import * as z from 'zod/mini';
import { createHttpClient, HttpError, type FetchFunction } from '../http/http-client';
import type { LanguagePack, LanguagePacks } from './translator';

/** Options of `fetchLanguagePack`. */
export interface FetchLanguagePackOptions {
  /** The `fetch` to use. @default globalThis.fetch, looked up per request */
  fetch?: FetchFunction;
  /** Aborts the request. */
  signal?: AbortSignal;
}

/** A language pack that could not be fetched or is not a flat object of strings. */
export class LanguagePackError extends Error {
  /** The URL the pack was requested from. */
  readonly url: string;

  /** Creates the error; the message names the URL and the problem. */
  constructor(url: string, problem: string, options?: ErrorOptions) {
    super(`Could not load language pack from ${url}: ${problem}`, options);
    this.name = 'LanguagePackError';
    this.url = url;
  }
}

const languagePackSchema = z.record(z.string(), z.string({ error: 'expected string' }), {
  error: 'expected an object of texts',
});

function describeIssues(error: z.core.$ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length === 0
        ? issue.message
        : `${issue.path.map((part) => JSON.stringify(String(part))).join('.')}: ${issue.message}`,
    )
    .join('; ');
}

function describeFailure(error: HttpError): string {
  return error.kind === 'status' ? `HTTP ${error.status} ${error.statusText}` : error.statusText;
}

/** Parses text bodies too, since some servers send JSON files without a JSON content type. */
function parseText(url: string, body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as unknown;
  } catch (cause) {
    throw new LanguagePackError(url, 'response is not JSON', { cause });
  }
}

async function fetchValidated<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  label: string,
  options: FetchLanguagePackOptions,
): Promise<T> {
  let body: unknown;
  try {
    body = await createHttpClient({ fetch: options.fetch }).get(url, { signal: options.signal });
  } catch (cause) {
    if (!(cause instanceof HttpError)) throw cause;
    throw new LanguagePackError(url, describeFailure(cause), { cause });
  }
  const parsed = schema.safeParse(parseText(url, body));
  if (!parsed.success) {
    throw new LanguagePackError(url, `invalid ${label}: ${describeIssues(parsed.error)}`, {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** GETs a JSON language pack from `url` and validates it; rejects with a `LanguagePackError` naming the URL and the problem. */
export function fetchLanguagePack(
  url: string,
  options: FetchLanguagePackOptions = {},
): Promise<LanguagePack> {
  return fetchValidated(url, languagePackSchema, 'pack', options);
}

/** GETs a JSON file of language packs keyed by language code (`{ en: {...}, fr: {...} }`) and validates it. */
export function fetchLanguagePacks(
  url: string,
  options: FetchLanguagePackOptions = {},
): Promise<LanguagePacks> {
  return fetchValidated(
    url,
    z.record(z.string(), languagePackSchema, { error: 'expected packs by language code' }),
    'packs',
    options,
  );
}
