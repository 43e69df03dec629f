import { describe, expect, it, vi } from 'vitest';
import { createMemoryTabRegistry, createWebLocksPresence } from './tab-presence';
import { createFakeLocks, createFakeTabPage } from './tab-presence.test-support';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('memory tab registry', () => {
  it('tells a waiting tab once the tab it waits on has let go, and not before', async () => {
    const registry = createMemoryTabRegistry();
    const first = registry.presence('first');
    const second = registry.presence('second');
    const release = first.hold();
    const gone = vi.fn();
    second.whenGone('first', gone);
    await settle();
    expect(registry.isOpen('first')).toBe(true);
    expect(gone).not.toHaveBeenCalled();
    release();
    release();
    await settle();
    expect(registry.isOpen('first')).toBe(false);
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('tells at once of a tab that is not open, and not after the wait was stopped', async () => {
    const registry = createMemoryTabRegistry();
    const tab = registry.presence('tab');
    const gone = vi.fn();
    tab.whenGone('closed', gone);
    const stopped = vi.fn();
    const other = registry.presence('other');
    const release = other.hold();
    tab.whenGone('other', stopped)();
    release();
    await settle();
    expect(gone).toHaveBeenCalledTimes(1);
    expect(stopped).not.toHaveBeenCalled();
  });
});

describe('Web Locks presence', () => {
  it('is absent without navigator.locks', () => {
    expect(createWebLocksPresence(undefined)).toBeUndefined();
  });

  it('holds its own lock by id and counts a tab as gone when the locks refuse', async () => {
    const request = vi.fn((name: string, _options: unknown, grant: () => unknown) =>
      name.endsWith('refused')
        ? Promise.reject(new DOMException('no', 'SecurityError'))
        : Promise.resolve(grant()),
    );
    const presence = createWebLocksPresence({ request } as never, 'me')!;
    presence.hold();
    expect(request.mock.calls[0]![0]).toBe('cxkit.chat-tab.me');
    const gone = vi.fn();
    presence.whenGone('refused', gone);
    await settle();
    expect(gone).toHaveBeenCalledTimes(1);
  });
});

describe('Web Locks presence and the back/forward cache', () => {
  /** Two tabs of one browser: `mine` under test, `other` that waits for it or is waited for. */
  function twoTabs() {
    const locks = createFakeLocks();
    const page = createFakeTabPage();
    const mine = createWebLocksPresence(locks, 'mine', page)!;
    const other = createWebLocksPresence(locks, 'other', createFakeTabPage())!;
    const isHeld = (id: string) => locks.isHeld(`cxkit.chat-tab.${id}`);
    return { page, mine, other, isHeld };
  }

  it('lets its lock go while the page sits in the cache, and takes it again when the page comes back', async () => {
    const { page, mine, other, isHeld } = twoTabs();
    mine.hold(() => false);
    const gone = vi.fn();
    other.whenGone('mine', gone);
    await settle();
    expect(isHeld('mine')).toBe(true);
    expect(gone).not.toHaveBeenCalled();

    page.hide();
    await settle();
    expect(isHeld('mine')).toBe(false);
    expect(gone).toHaveBeenCalledTimes(1);

    page.show();
    await settle();
    expect(isHeld('mine')).toBe(true);
  });

  it('keeps its lock in the cache while keep() says, as the page enters, that it has something to send', async () => {
    const { page, mine, other, isHeld } = twoTabs();
    let unsent = true;
    mine.hold(() => unsent);
    const gone = vi.fn();
    other.whenGone('mine', gone);
    page.hide();
    unsent = false;
    await settle();
    expect(isHeld('mine')).toBe(true);
    expect(gone).not.toHaveBeenCalled();

    page.show();
    page.hide();
    await settle();
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('leaves the lock to the browser on a pagehide that is not for the cache (the page unloads)', async () => {
    const { page, mine, isHeld } = twoTabs();
    mine.hold();
    page.hide(false);
    await settle();
    expect(isHeld('mine')).toBe(true);
  });

  it('waits for no other tab while the page sits in the cache, and waits again when it comes back', async () => {
    const { page, mine, other, isHeld } = twoTabs();
    const release = other.hold();
    const gone = vi.fn();
    mine.whenGone('other', gone);
    await settle();

    page.hide();
    release();
    await settle();
    // A frozen page cannot act on a lock: it must not sit on the one of the tab that closed.
    expect(gone).not.toHaveBeenCalled();
    expect(isHeld('other')).toBe(false);

    page.show();
    await settle();
    expect(gone).toHaveBeenCalledTimes(1);
    page.hide();
    page.show();
    await settle();
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('stops following the page once let go', async () => {
    const { page, mine, isHeld } = twoTabs();
    const release = mine.hold(() => false);
    page.hide();
    release();
    page.show();
    await settle();
    expect(isHeld('mine')).toBe(false);
  });
});
