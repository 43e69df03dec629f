import ky, { type KyInstance } from 'ky';
import type { FetchFunction } from '../services/http';
import { protocolFailure } from './transport-results';
import type { TransportResult } from './transport.types';
import { parseJson } from './wire-records';

/**
 * The ky instance a transport's HTTP layer uses: no retries (the session decides what to repeat), no
 * ky timeout (the layer's own signal also covers reading the body), HTTP errors as answers.
 */
export function createTransportKy(fetch: FetchFunction | undefined): KyInstance {
  return ky.create({
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    // ky always calls fetch with the Request it built, so the narrower FetchFunction fits.
    fetch: (input, init) => (fetch ? fetch(input as Request, init) : globalThis.fetch(input, init)),
  });
}

/**
 * Whether a request must outlive the page (`fetch`'s `keepalive`): a visitor who ends the chat and
 * closes the tab at once must still end it on the server, or the agent waits for someone who has gone.
 */
export const outlivesPage = (operation: string): boolean => operation === 'disconnect';

/** A 2xx answer's JSON body (`undefined` when empty); any other status or a body that is not JSON is a protocol failure. */
export function jsonAnswer(
  operation: string,
  status: number,
  text: string,
): TransportResult<unknown> {
  if (status < 200 || status >= 300)
    return protocolFailure(operation, `unexpected HTTP status ${status}`);
  if (text.trim() === '') return { ok: true, value: undefined };
  const body = parseJson(text);
  return body === undefined
    ? protocolFailure(operation, 'the body is not JSON')
    : { ok: true, value: body };
}
