import * as z from 'zod/mini';
import { chatSessionCookieName } from '../../services/chat-files/chat-resume';
import type { CookieStore } from '../../services/cookies/cookie-store';
import { isTextRecord } from '../../transports/wire-records';
import type { SavedSession, SessionStore } from './chat-session.types';

export { chatSessionCookieName };

const savedSessionSchema = z.object({
  // A predicate rather than zod's record, which adds its own code to the chat bundle.
  session: z.custom<Record<string, string>>((value) => isTextRecord(value)),
  position: z.number().check(z.refine((value) => Number.isSafeInteger(value) && value >= 1)),
  lastPing: z.number(),
  outbox: z.array(
    z.object({ clientMessageId: z.string(), text: z.string(), createdAt: z.number() }),
  ),
});

/** Keeps the chat session in a cookie of the suite (common prefix); a cookie that does not parse counts as none. */
export function createCookieSessionStore(cookies: CookieStore): SessionStore {
  return {
    load() {
      const raw = cookies.get(chatSessionCookieName);
      if (raw === undefined) return undefined;
      try {
        const parsed = savedSessionSchema.safeParse(JSON.parse(raw));
        return parsed.success ? (parsed.data as SavedSession) : undefined;
      } catch {
        return undefined;
      }
    },
    save(saved) {
      cookies.set(chatSessionCookieName, JSON.stringify(saved));
    },
    clear() {
      cookies.remove(chatSessionCookieName);
    },
  };
}
