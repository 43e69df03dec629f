import ky, { type KyInstance, type Options } from 'ky';
import type { FetchFunction } from '../services/http';
import { protocolFailure, reasonOf } from './transport-results';
import type { TransportError, TransportResult } from './transport.types';
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
 * closes the tab at once must still end it on the server, or the agent waits for someone who has gone;
 * a message sent just before must still arrive. Sends outlive it only where the next page can check
 * whether one arrived (`sendsChecked`) and waits for its time to run out first: elsewhere the next
 * page sends again what it cannot confirm, and a send that outlived a reload would then go twice.
 */
export const outlivesPage = (operation: string, sendsChecked = false): boolean =>
  operation === 'disconnect' || (sendsChecked && operation === 'send');

/** An HTTP answer as received, before interpretation. */
export interface RawAnswer {
  /** HTTP status. */
  status: number;
  /** Body text. */
  text: string;
}

/**
 * Makes a request to `url` and reads its answer's text, within `timeoutMs`; no answer in time, or none
 * at all, is a network error. `init` gives the method, headers, body and `keepalive`, read as the
 * request is made (a site's headers function that throws fails the request, not the actor).
 */
export async function exchange(
  api: KyInstance,
  url: string,
  timeoutMs: number,
  init: () => Options,
): Promise<RawAnswer | TransportError> {
  // The timeout signal also covers reading the body, which ky's own timeout does not.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await api(url, { ...init(), signal });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return {
      kind: 'network',
      message: signal.aborted
        ? `No answer within ${timeoutMs} ms`
        : `Request failed: ${reasonOf(error)}`,
    };
  }
}

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
