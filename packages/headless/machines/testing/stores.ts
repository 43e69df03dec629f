import { createCookieStore } from '../../services/cookies/cookie-store';
import { createMemoryWebStorage } from '../../services/web-storage/web-storage';
import { createCookieSessionStore } from '../chat-session/chat-session.store';
import type { SessionStore } from '../chat-session/chat-session.types';

/** A store that always loads the same value and ignores saves and clears. */
export interface FixedStore<Saved> {
  /** The value given at creation. */
  load(): Saved | undefined;
  /** Does nothing. */
  save(saved: Saved): void;
  /** Does nothing. */
  clear(): void;
}

/**
 * A read-only store for graph walks: a walk runs each transition's actions, so a store that took
 * saves would make a guard that reads it depend on the order the walk visits states. Fits the chat
 * session's `SessionStore` and the chat window's `WindowStore`.
 */
export function createFixedStore<Saved>(saved?: Saved): FixedStore<Saved> {
  return { load: () => saved, save() {}, clear() {} };
}

/** The chat session's cookie store over in-memory cookies and storage: what a browser keeps, without a browser. */
export function createMemorySessionStore(): SessionStore {
  return createCookieSessionStore(createCookieStore(), createMemoryWebStorage());
}
