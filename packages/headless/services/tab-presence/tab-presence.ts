import type { Unsubscribe } from '../../bus/bus.types';
import { randomId } from '../random-id/random-id';

/**
 * Which tabs of this browser are open, so that a tab can tell the unsent messages of a closed tab
 * (which it should send) from those of a tab that is still open (which that tab sends itself).
 */
export interface TabPresence {
  /** This tab's id: the messages it waits to send are saved under it. */
  readonly id: string;
  /**
   * Marks this tab open until the returned function is called or the tab closes. A page in the
   * back/forward cache counts as closed, unless `keep()` says as it enters that it has something only
   * it may send (then it stays open for as long as the browser keeps it there).
   */
  hold(keep?: () => boolean): Unsubscribe;
  /**
   * Calls `gone` once the tab with this id is no longer open (soon when it is not open now). While
   * `gone` runs no other tab's `gone` for the same id runs, so one tab alone claims what that tab left.
   */
  whenGone(id: string, gone: () => void): Unsubscribe;
}

/** The part of the Web Locks API (`navigator.locks`) the presence uses. */
export type TabLocks = Pick<LockManager, 'request'>;

/** The page's window, source of `pagehide` and `pageshow` (the back/forward cache). */
export type TabPage = Pick<EventTarget, 'addEventListener'>;

/**
 * Presence through Web Locks: each open tab holds a lock named by its id, which the browser lets go
 * when the tab closes or reloads; `undefined` where there is no `navigator.locks` (Node, old browsers).
 * While the page sits in the back/forward cache it holds no lock and waits for none (unless `keep`),
 * so that a lock does not keep the page out of the cache, nor a frozen page hold another tab's lock.
 */
export function createWebLocksPresence(
  locks: TabLocks | undefined = globalThis.navigator?.locks,
  id: string = randomId(),
  page: TabPage | undefined = globalThis.window,
): TabPresence | undefined {
  if (!locks) return undefined;
  /**
   * Asks for the lock of tab `tabId`: `granted` runs holding it, until what it returns settles (it may
   * wait for its signal, the stop). The page lets the request go as it enters the back/forward cache,
   * unless `stay()`, and makes it again when it comes back.
   */
  const lock = (
    tabId: string,
    granted: (signal: AbortSignal) => unknown,
    stay: () => unknown,
    refused?: () => void,
  ): Unsubscribe => {
    const take = () => {
      const controller = new AbortController();
      const { signal } = controller;
      locks
        .request(`cxkit.chat-tab.${tabId}`, { signal }, () =>
          signal.aborted ? undefined : granted(signal),
        )
        .catch(() => {
          if (!signal.aborted) refused?.();
        });
      return () => controller.abort();
    };
    let stop: Unsubscribe | undefined = take();
    const listening = new AbortController();
    const options = { signal: listening.signal };
    const onPage = (event: Event) => {
      if (!(event as PageTransitionEvent).persisted) return;
      if (event.type === 'pageshow') stop ??= take();
      else if (!stay()) {
        stop?.();
        stop = undefined;
      }
    };
    page?.addEventListener('pagehide', onPage, options);
    page?.addEventListener('pageshow', onPage, options);
    return () => {
      listening.abort();
      stop?.();
    };
  };
  return {
    id,
    hold: (keep = () => false) =>
      lock(id, (signal) => new Promise((resolve) => (signal.onabort = resolve)), keep),
    // Locks refused (not an abort) count the tab as gone, so its messages are sent (perhaps twice)
    // rather than kept forever.
    whenGone(other, gone) {
      let done = false;
      const end = () => {
        done = true;
        gone();
      };
      return lock(other, end, () => done, end);
    },
  };
}

/** Open tabs in memory, for Node and tests: the presences it makes see each other. */
export interface MemoryTabRegistry {
  /** A presence for the tab with this id. */
  presence(id: string): TabPresence;
  /** Whether the tab with this id is open (holds its presence). */
  isOpen(id: string): boolean;
}

/** Creates a {@link MemoryTabRegistry}; `gone` callbacks run in a microtask, as Web Locks grant later too. */
export function createMemoryTabRegistry(): MemoryTabRegistry {
  const holds = new Map<string, number>();
  const waiting = new Map<string, Set<() => void>>();
  const wakeIfGone = (id: string) => {
    if (holds.has(id)) return;
    const callbacks = waiting.get(id);
    waiting.delete(id);
    for (const callback of callbacks ?? []) callback();
  };
  return {
    isOpen: (id) => holds.has(id),
    presence: (id) => ({
      id,
      hold() {
        holds.set(id, (holds.get(id) ?? 0) + 1);
        let held = true;
        return () => {
          if (!held) return;
          held = false;
          const left = (holds.get(id) ?? 1) - 1;
          if (left > 0) holds.set(id, left);
          else holds.delete(id);
          queueMicrotask(() => wakeIfGone(id));
        };
      },
      whenGone(other, gone) {
        let active = true;
        const callback = () => {
          if (active) gone();
          active = false;
        };
        const callbacks = waiting.get(other) ?? new Set();
        callbacks.add(callback);
        waiting.set(other, callbacks);
        queueMicrotask(() => wakeIfGone(other));
        return () => {
          active = false;
          callbacks.delete(callback);
        };
      },
    }),
  };
}
