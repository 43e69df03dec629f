import * as z from 'zod/mini';
import type { CookieStore } from '../cookies/cookie-store';
import { parseJson } from '../../transports/wire-records';

/** The cookie keeping the session id between pages (service-protocols 11): `{"sessionId": ...}`. */
export const knowledgeCenterStateCookie = '_genesys.widgets.knowledgecenter.state.keys';

const stateSchema = z.looseObject({ sessionId: z.string().check(z.minLength(1)) });

/** The session id kept in the cookie, if it reads. */
export function restoreKnowledgeSession(cookies: CookieStore): string | undefined {
  const text = cookies.get(knowledgeCenterStateCookie);
  const parsed = stateSchema.safeParse(text === undefined ? undefined : parseJson(text));
  return parsed.success ? parsed.data.sessionId : undefined;
}

/** Keeps the session id in the cookie. */
export function saveKnowledgeSession(cookies: CookieStore, sessionId: string): void {
  cookies.set(knowledgeCenterStateCookie, JSON.stringify({ sessionId }));
}

/** Forgets the kept session id. */
export function clearKnowledgeSession(cookies: CookieStore): void {
  cookies.remove(knowledgeCenterStateCookie);
}
