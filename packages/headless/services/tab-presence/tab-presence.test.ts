import { describe, expect, it, vi } from 'vitest';
import { createMemoryTabRegistry, createWebLocksPresence } from './tab-presence';

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
