import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bus } from '../bus/bus.types';
import type { TrackedEvent } from '../services/tracked-events/tracked-events';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import { useTrackedEvents } from './use-tracked-events';

function wrapper({ children }: { children: ReactNode }) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return (
    <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
      {children}
    </CxProvider>
  );
}

function stand(bus: Bus, name: string, events: string[]) {
  const handle = bus.registerPlugin(name);
  handle.registerEvents(events);
  handle.ready();
  return handle;
}

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTrackedEvents', () => {
  it('forwards tracked events to the latest listener, without resubscribing', async () => {
    const first = vi.fn<(event: TrackedEvent) => void>();
    const second = vi.fn<(event: TrackedEvent) => void>();
    const { result, rerender } = renderHook(
      ({ listener }) => {
        useTrackedEvents(listener);
        return useBus();
      },
      { wrapper, initialProps: { listener: first } },
    );
    const chat = stand(result.current, 'WebChat', ['opened', 'closed']);
    chat.publish('opened', undefined);
    await flush();
    rerender({ listener: second });
    chat.publish('closed', undefined);
    await flush();
    expect(first.mock.calls.map(([event]) => event.name)).toEqual(['WebChat.opened']);
    expect(second.mock.calls.map(([event]) => event.name)).toEqual(['WebChat.closed']);
  });

  it('follows only the areas asked for, and stops on unmount', async () => {
    const listener = vi.fn<(event: TrackedEvent) => void>();
    const { result, unmount, rerender } = renderHook(
      () => {
        useTrackedEvents(listener, { areas: ['search'] });
        return useBus();
      },
      { wrapper },
    );
    rerender();
    const bus = result.current;
    stand(bus, 'WebChat', ['opened']).publish('opened', undefined);
    const search = stand(bus, 'Search', ['opened', 'closed']);
    search.publish('opened', undefined);
    await flush();
    unmount();
    search.publish('closed', undefined);
    await flush();
    expect(listener.mock.calls.map(([event]) => event.name)).toEqual(['Search.opened']);
  });
});
