import {
  createDocumentCookieBackend,
  createMemoryCookieBackend,
} from '../services/cookies/cookie-backend';
import { createCookieStore, type CookieStore } from '../services/cookies/cookie-store';

/** The suite's cookies (common prefix): the document's in a browser, in memory on a server. */
export function suiteCookies(): CookieStore {
  const backend =
    typeof document === 'undefined' ? createMemoryCookieBackend() : createDocumentCookieBackend();
  return createCookieStore({ backend });
}
