import * as z from 'zod/mini';
import { chatSessionCookieName } from '../../services/chat-files/chat-resume';
import type { CookieStore } from '../../services/cookies/cookie-store';
import { randomId } from '../../services/random-id/random-id';
import { createBrowserVisibilitySignal } from '../../services/signals/browser-signals';
import type { VisibilitySignal } from '../../services/signals/signals.types';
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

/** Options of {@link createCookieSessionStore}'s writes. */
export interface CookieSessionStoreOptions {
  /**
   * How long (ms) a save that changes only the read position and the time of the last ping may wait
   * before it is written; later ones replace it meanwhile. @default pingWriteDelay
   */
  pingWriteDelay?: number;
  /** The page's visibility: a waiting write is made as the page is hidden (or closed). @default the browser's */
  visibility?: VisibilitySignal;
}

/**
 * How long (ms) a save that changes only the position and the ping waits: a chat saves after each
 * message it receives, and each write of the cookie makes the next read of `document.cookie` wait for
 * the browser, which cost more than the rest of a received message. A restore reads the transcript
 * from the start (an asynchronous chat from a page before the position, where an older position only
 * reads more), and the restore timeout is a minute, so a second's wait loses nothing.
 */
export const pingWriteDelay = 1000;

/** The saved session without what a ping-only save changes, to compare saves by. */
const withoutPing = ({ position: _position, lastPing: _lastPing, ...rest }: SavedSession) =>
  JSON.stringify(rest);

/**
 * Keeps the chat session in a cookie of the suite (common prefix); a cookie that does not parse counts
 * as none. An outbox that would make the cookie too large for a browser (a few long messages, or one
 * in Chinese) goes to `storage` (the browser's local storage by default, which the tabs share like the
 * cookie), and the cookie names it. Without a storage the cookie holds it all, as far as the browser lets it.
 *
 * A save that changes only the position and the ping of this store's last write, while the cookie
 * still holds that write, waits up to `pingWriteDelay` (or until the page is hidden) and `load` gives
 * it meanwhile; any other save is written at once, so the outbox never waits. Another tab's write
 * in the meantime wins over a waiting one: that tab saved this chat (or its own) since.
 */
export function createCookieSessionStore(
  cookies: CookieStore,
  storage: WebStorage | undefined = browserStorage('localStorage'),
  options: CookieSessionStoreOptions = {},
): SessionStore {
  const { pingWriteDelay: delay = pingWriteDelay } = options;
  // A wait is safe only where the page's hiding writes it: without that signal (a server, Node) a
  // new store, as after a reload, would read the older position and restore too much.
  const hiding =
    options.visibility ??
    (typeof document === 'undefined' ? undefined : createBrowserVisibilitySignal());
  // Each save reads the cookie first (another tab's outbox): parse a text only when it changed.
  let lastRaw: string | undefined;
  let last: [SavedSession | undefined, string?] = [undefined];
  // Reading document.cookie is not free either: each load and save reads it once.
  const read = (raw = cookies.get(chatSessionCookieName)) => {
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
  /**
   * Writes `saved`; gives the cookie's new text, and whether the storage holds no more than the
   * outbox that text names (else the next save still has an outbox kept for one save to drop).
   */
  const writeNow = (saved: SavedSession): { raw: string; settled: boolean } => {
    const text = JSON.stringify(saved);
    const currentId = read()[1] ?? '';
    try {
      const kept = readOutboxes(storage);
      // The outbox the cookie names now stays beside the new one: another tab may have read that
      // cookie and not yet the storage.
      const stay = Object.hasOwn(kept, currentId) ? { [currentId]: kept[currentId] } : {};
      if (!storage || encodeURIComponent(text).length <= sessionCookieLimit) {
        write(text);
        if (Object.keys(kept).some((id) => id !== currentId)) keep(stay);
        return { raw: text, settled: !Object.hasOwn(kept, currentId) };
      }
      const same = JSON.stringify(saved.outbox) === JSON.stringify(stay[currentId]);
      const outboxId = same ? currentId : randomId();
      if (outboxId !== currentId || Object.keys(kept).length > 1)
        keep({ ...stay, [outboxId]: saved.outbox });
      const raw = JSON.stringify({ ...saved, outbox: [], outboxId });
      write(raw);
      return { raw, settled: Object.keys(stay).every((id) => id === outboxId) };
    } catch {
      // A full or refused storage: the cookie holds it all, if the browser takes it.
      write(text);
      return { raw: text, settled: false };
    }
  };

  // This store's last write (the cookie's text and whether the storage is settled; what it saved), and a save waiting.
  let written: { raw: string; settled: boolean; saved: SavedSession } | undefined;
  let waiting: SavedSession | undefined;
  let stopWaiting: (() => void) | undefined;
  /** Whether the cookie's text `raw` is this store's last write: no other tab wrote since, and the browser took it. */
  const isOwnWrite = (raw: string | undefined) => written !== undefined && raw === written.raw;
  const drop = () => {
    waiting = undefined;
    stopWaiting?.();
    stopWaiting = undefined;
  };
  const save = (saved: SavedSession) => {
    drop();
    written = { ...writeNow(saved), saved };
  };
  const flush = () => {
    const pending = waiting;
    const own = isOwnWrite(cookies.get(chatSessionCookieName));
    drop();
    if (pending && own) save(pending);
  };
  const wait = (saved: SavedSession) => {
    waiting = saved;
    if (stopWaiting) return;
    const timer = setTimeout(flush, delay);
    const unsubscribe = hiding?.subscribe((visible) => {
      if (!visible) flush();
    });
    stopWaiting = () => {
      clearTimeout(timer);
      unsubscribe?.();
    };
  };

  return {
    load() {
      const raw = cookies.get(chatSessionCookieName);
      if (waiting && !isOwnWrite(raw)) drop();
      return waiting ?? read(raw)[0];
    },
    save(saved) {
      if (
        written?.settled &&
        isOwnWrite(cookies.get(chatSessionCookieName)) &&
        saved.lastPing >= written.saved.lastPing &&
        withoutPing(saved) === withoutPing(written.saved) &&
        hiding !== undefined
      )
        wait(saved);
      else save(saved);
    },
    clear() {
      drop();
      written = undefined;
      cookies.remove(chatSessionCookieName);
      try {
        storage?.removeItem(chatOutboxKey);
      } catch {
        // Refused like the reads: nothing was kept there.
      }
    },
  };
}
