import type { SessionKeys } from '../transports/transport.types';
import { browserStorage, type WebStorage } from '../services/web-storage/web-storage';

/** Where the composer keeps an unsent draft across page reloads: the Web Storage calls it needs. */
export type DraftStorage = WebStorage;

/** The storage key of the message box's draft. */
export const chatDraftKey = 'cxkit.chat.draft';

/** The tab's session storage, or undefined where there is none or it refuses access (sandboxed frames). */
export const defaultDraftStorage = (): DraftStorage | undefined => browserStorage('sessionStorage');

/**
 * A short mark of one chat, so that a draft comes back only into the chat it was typed in.
 * A hash rather than the keys themselves: the session's secure key is not copied into the draft.
 */
export function chatMark(session: SessionKeys | undefined): string | undefined {
  if (!session) return undefined;
  const text = JSON.stringify(Object.entries(session).sort(([a], [b]) => (a < b ? -1 : 1)));
  let hash = 5381;
  for (let index = 0; index < text.length; index += 1) {
    hash = (Math.imul(hash, 33) ^ text.charCodeAt(index)) >>> 0;
  }
  return hash.toString(36);
}

/** The draft saved for the chat with this mark, if any; storage errors and foreign values count as none. */
export function readDraft(storage: DraftStorage | undefined, mark: string): string | undefined {
  try {
    const saved: unknown = JSON.parse(storage?.getItem(chatDraftKey) ?? 'null');
    if (typeof saved !== 'object' || saved === null) return undefined;
    const { chat, text } = saved as { chat?: unknown; text?: unknown };
    return chat === mark && typeof text === 'string' ? text : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the draft of the chat with this mark; an empty draft removes it. Storage errors (quota) are ignored. */
export function writeDraft(storage: DraftStorage | undefined, mark: string, text: string): void {
  try {
    if (text === '') storage?.removeItem(chatDraftKey);
    else storage?.setItem(chatDraftKey, JSON.stringify({ chat: mark, text }));
  } catch {
    // A full or refused storage only costs the draft's survival of a reload, not the draft itself.
  }
}
