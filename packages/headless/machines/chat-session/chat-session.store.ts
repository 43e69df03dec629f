import * as z from 'zod/mini';
import { chatSessionCookieName } from '../../services/chat-files/chat-resume';
import type { CookieStore } from '../../services/cookies/cookie-store';
import { randomId } from '../../services/random-id/random-id';
import { browserStorage, type WebStorage } from '../../services/web-storage/web-storage';
import {
  isFiniteNumber,
  isRecord,
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
  declined: z.optional(typed((value): value is true => value === true)),
  outboxId: z.optional(typed(isText)),
});
const savedEntrySchema = z.object({
  clientMessageId: typed(isText),
  text: typed(isText),
  createdAt: typed(isFiniteNumber),
  sentAt: z.optional(typed(isFiniteNumber)),
  mayHaveArrived: z.optional(typed((value): value is true => value === true)),
  owner: z.optional(typed(isText)),
  failed: z.optional(typed(isText)),
});

/** The storage key of an outbox too large for the session cookie. */
export const chatOutboxKey = 'cxkit.chat.outbox';

/**
 * The most bytes of saved session the cookie takes: a browser ignores a cookie over 4096 bytes of name
 * and value (`cookieSizeLimit`), and would keep the previous save. The rest is room for a prefixed name.
 */
export const sessionCookieLimit = 4000;

/** The outboxes kept in storage, by the id the cookie names them with; storage errors and foreign values count as none. */
function readOutboxes(storage: WebStorage | undefined): Record<string, unknown> {
  try {
    const kept = parseJson(storage?.getItem(chatOutboxKey) ?? '');
    return isRecord(kept) ? kept : {};
  } catch {
    return {};
  }
}

/** The saved session in a cookie's text, if it is one, with the id of its outbox in storage; entries are read field by field, unknown fields dropped. */
function parseSavedSession(
  raw: string,
  storage: WebStorage | undefined,
): [SavedSession | undefined, string?] {
  try {
    const { outboxId, ...saved } = savedSessionSchema.parse(parseJson(raw));
    // An outbox the storage no longer has (cleared, or written over by another tab meanwhile) reads as empty.
    const outbox = outboxId === undefined ? saved.outbox : readOutboxes(storage)[outboxId];
    const entries = Array.isArray(outbox) ? outbox.map((item) => savedEntrySchema.parse(item)) : [];
    return [{ ...saved, outbox: entries }, outboxId];
  } catch {
    return [undefined];
  }
}

/**
 * Keeps the chat session in a cookie of the suite (common prefix); a cookie that does not parse counts
 * as none. An outbox that would make the cookie too large for a browser (a few long messages, or one
 * in Chinese) goes to `storage` (the browser's local storage by default, which the tabs share like the
 * cookie), and the cookie names it. Without a storage the cookie holds it all, as far as the browser lets it.
 */
export function createCookieSessionStore(
  cookies: CookieStore,
  storage: WebStorage | undefined = browserStorage('localStorage'),
): SessionStore {
  // Each save reads the cookie first (another tab's outbox): parse a text only when it changed.
  let lastRaw: string | undefined;
  let last: [SavedSession | undefined, string?] = [undefined];
  const load = () => {
    const raw = cookies.get(chatSessionCookieName);
    if (raw !== lastRaw) {
      lastRaw = raw;
      last = raw === undefined ? [undefined] : parseSavedSession(raw, storage);
    }
    return last;
  };
  const write = (text: string) => cookies.set(chatSessionCookieName, text);
  const keep = (outboxes: Record<string, unknown>) => {
    if (Object.keys(outboxes).length) storage?.setItem(chatOutboxKey, JSON.stringify(outboxes));
    else storage?.removeItem(chatOutboxKey);
  };
  return {
    load: () => load()[0],
    save(saved) {
      const text = JSON.stringify(saved);
      const currentId = load()[1] ?? '';
      try {
        const kept = readOutboxes(storage);
        // The outbox the cookie names now stays beside the new one: another tab may have read that
        // cookie and not yet the storage.
        const stay = Object.hasOwn(kept, currentId) ? { [currentId]: kept[currentId] } : {};
        if (!storage || encodeURIComponent(text).length <= sessionCookieLimit) {
          write(text);
          if (Object.keys(kept).some((id) => id !== currentId)) keep(stay);
          return;
        }
        const same = JSON.stringify(saved.outbox) === JSON.stringify(stay[currentId]);
        const outboxId = same ? currentId : randomId();
        if (outboxId !== currentId || Object.keys(kept).length > 1)
          keep({ ...stay, [outboxId]: saved.outbox });
        write(JSON.stringify({ ...saved, outbox: [], outboxId }));
      } catch {
        // A full or refused storage: the cookie holds it all, if the browser takes it.
        write(text);
      }
    },
    clear() {
      cookies.remove(chatSessionCookieName);
      try {
        storage?.removeItem(chatOutboxKey);
      } catch {
        // Refused like the reads: nothing was kept there.
      }
    },
  };
}
