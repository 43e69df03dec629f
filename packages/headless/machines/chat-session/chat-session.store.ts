import * as z from 'zod/mini';
import { chatSessionCookieName } from '../../services/chat-files/chat-resume';
import type { CookieStore } from '../../services/cookies/cookie-store';
import { isTextRecord } from '../../transports/wire-records';
import type { SavedSession, SessionStore } from './chat-session.types';

export { chatSessionCookieName };

// Predicates rather than zod's record and array, which add their own code to the chat bundle.
const savedSessionSchema = z.object({
  session: z.custom<Record<string, string>>((value) => isTextRecord(value)),
  position: z.number().check(z.refine((value) => Number.isSafeInteger(value) && value >= 1)),
  lastPing: z.number(),
  outbox: z.custom<unknown[]>(Array.isArray),
  idleDismissed: z.optional(z.number()),
});
const savedEntrySchema = z.object({
  clientMessageId: z.string(),
  text: z.string(),
  createdAt: z.number(),
  owner: z.optional(z.string()),
  failed: z.optional(z.string()),
});

/** The saved session in a cookie's text, if it is one; entries are read field by field, unknown fields dropped. */
function parseSavedSession(raw: string): SavedSession | undefined {
  const parsed = savedSessionSchema.safeParse(JSON.parse(raw));
  if (!parsed.success) return undefined;
  const outbox: SavedSession['outbox'] = [];
  for (const item of parsed.data.outbox) {
    const entry = savedEntrySchema.safeParse(item);
    if (!entry.success) return undefined;
    outbox.push(entry.data);
  }
  return { ...(parsed.data as Omit<SavedSession, 'outbox'>), outbox };
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
        try {
          lastSaved = parseSavedSession(raw);
        } catch {
          lastSaved = undefined;
        }
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
