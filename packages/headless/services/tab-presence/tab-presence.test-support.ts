import type { TabLocks, TabPage } from './tab-presence';

/** Exclusive Web Locks in memory, shared by the tabs of a test, as `navigator.locks` is by a browser's tabs. */
export interface FakeLocks extends TabLocks {
  /** Whether someone holds the lock `name`. */
  isHeld(name: string): boolean;
}

/**
 * Creates {@link FakeLocks}: a request waits behind the holder and earlier requests of its name, an
 * abort takes a waiting request out of the queue (its promise rejects), and a granted callback runs
 * in a microtask and holds the lock until its result settles.
 */
export function createFakeLocks(): FakeLocks {
  const holders = new Set<string>();
  const queues = new Map<string, (() => void)[]>();
  const next = (name: string) => {
    const queue = queues.get(name) ?? [];
    const grant = queue.shift();
    if (queue.length === 0) queues.delete(name);
    grant?.();
  };
  const request = (
    name: string,
    { signal }: LockOptions,
    callback: (lock: Lock | null) => unknown,
  ): Promise<unknown> =>
    new Promise((resolve, reject) => {
      const aborted = () => reject(new DOMException('The request was aborted.', 'AbortError'));
      if (signal?.aborted) return aborted();
      const onAbort = () => {
        const queue = queues.get(name) ?? [];
        queues.set(
          name,
          queue.filter((item) => item !== grant),
        );
        if (queues.get(name)?.length === 0) queues.delete(name);
        aborted();
      };
      const grant = () => {
        signal?.removeEventListener('abort', onAbort);
        holders.add(name);
        queueMicrotask(() => {
          Promise.resolve()
            .then(() => callback({ name, mode: 'exclusive' }))
            .then(resolve, reject)
            .finally(() => {
              holders.delete(name);
              next(name);
            });
        });
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      if (holders.has(name) || queues.has(name))
        queues.set(name, [...(queues.get(name) ?? []), grant]);
      else grant();
    });
  return { request: request as TabLocks['request'], isHeld: (name) => holders.has(name) };
}

/** A page's window for the presence: it enters and leaves the back/forward cache on command. */
export interface FakeTabPage extends TabPage {
  /** Fires `pagehide`; `persisted` when the page enters the back/forward cache. @default true */
  hide(persisted?: boolean): void;
  /** Fires `pageshow`; `persisted` when the page comes back from the back/forward cache. @default true */
  show(persisted?: boolean): void;
}

/** Creates a {@link FakeTabPage}. */
export function createFakeTabPage(): FakeTabPage {
  const target = new EventTarget();
  const fire = (type: string, persisted: boolean) =>
    target.dispatchEvent(Object.assign(new Event(type), { persisted }));
  return {
    addEventListener: target.addEventListener.bind(target),
    hide: (persisted = true) => fire('pagehide', persisted),
    show: (persisted = true) => fire('pageshow', persisted),
  };
}
