import * as z from 'zod/mini';
import { chatSessionCookieName } from '../../services/chat-files/chat-resume';
import type { CookieStore } from '../../services/cookies/cookie-store';
import {
  isFiniteNumber,
  isText,
  isTextRecord,
  parseJson,
  typed,
} from '../../transports/wire-records';
import type { SavedSession, SessionStore } from './chat-session.types';

export { chatSessionCookieName };

// Predicates rather than zod's record, array, string and number, which add their own code to the chat bundle.
const savedSessionSchema = z.object({
  session: z.custom<Record<string, string>>((value) => isTextRecord(value)),
  position: typed(
    (value): value is number => Number.isSafeInteger(value) && (value as number) >= 1,
  ),
  lastPing: typed(isFiniteNumber),
  outbox: z.custom<unknown[]>(Array.isArray),
  idleDismissed: z.optional(typed(isFiniteNumber)),
});
const savedEntrySchema = z.object({
  clientMessageId: typed(isText),
  text: typed(isText),
  createdAt: typed(isFiniteNumber),
  owner: z.optional(typed(isText)),
  failed: z.optional(typed(isText)),
});

/** The saved session in a cookie's text, if it is one; entries are read field by field, unknown fields dropped. */
function parseSavedSession(raw: string): SavedSession | undefined {
  try {
    const saved = savedSessionSchema.parse(parseJson(raw));
    return { ...saved, outbox: saved.outbox.map((item) => savedEntrySchema.parse(item)) };
  } catch {
    return undefined;
  }
}

/** Keeps the chat session in a cookie of the suite (common prefix); a cookie that does not parse counts as none. */
export function createCookieSessionStore(cookies: CookieStore): SessionStore {
  // Each save reads the cookie first (another tab's outbox): parse a text only when it changed.
  let lastRaw: string | undefined;
  let lastSaved: SavedSession | undefined;
  return {
    load() {
      const raw = cookies.get(chatSessionCookieName);
      if (raw === undefined) return undefined;
      if (raw !== lastRaw) {
        lastRaw = raw;
        lastSaved = parseSavedSession(raw);
      }
      return lastSaved;
    },
    save(saved) {
      cookies.set(chatSessionCookieName, JSON.stringify(saved));
    },
    clear() {
      cookies.remove(chatSessionCookieName);
    },
  };
}
