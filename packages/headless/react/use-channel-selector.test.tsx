import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelStatsSource } from '../machines/channel-selector/channel-selector.types';
import { CxProvider } from './cx-provider';
import { useBus } from './use-bus';
import {
  ChannelSelectorProvider,
  useChannelSelector,
  type ChannelSelectorProviderProps,
} from './use-channel-selector';

const channels = [
  { name: 'chat', clickCommand: 'WebChat.open', ewt: { display: true, queue: 'VQ_Chat' } },
  {
    name: 'callback',
    clickCommand: 'Callback.open',
    ewt: { display: true, queue: 'VQ_Callback', hideChannelWhenThresholdMax: false },
  },
];

/** Stats that answer each request with the given waits, through the feed. */
function statsOf(ewt: Record<string, number>) {
  const listeners = new Set<(ewt: Record<string, number>) => void>();
  const source: ChannelStatsSource = {
    request: vi.fn(async () => {
      for (const listener of listeners) listener(ewt);
    }),
    subscribe: (_plugin, listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return source;
}

function wrapper(props: Omit<ChannelSelectorProviderProps, 'children'>) {
  const logger = { debug: vi.fn(), error: vi.fn() };
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider logger={logger} loader={async () => undefined} config={{ pluginLoadDelay: 0 }}>
        <ChannelSelectorProvider {...props}>{children}</ChannelSelectorProvider>
      </CxProvider>
    );
  };
}

const useAll = () => ({ selector: useChannelSelector(), bus: useBus() });

describe('useChannelSelector', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useChannelSelector())).toThrow(
      'useChannelSelector must be used inside <ChannelSelectorProvider>',
    );
  });

  it('opens from the bus and shows each tile with its wait', async () => {
    const stats = statsOf({ VQ_Chat: 0, VQ_Callback: 500 });
    const { result } = renderHook(useAll, {
      wrapper: wrapper({ options: { channels }, stats }),
    });
    await act(() => result.current.bus.command('ChannelSelector.open'));
    await waitFor(() =>
      expect(result.current.selector.getTileProps('chat')['data-state']).toBe('available'),
    );
    const api = result.current.selector;
    expect(api.isOpen).toBe(true);
    expect(api.getTileProps('callback')).toMatchObject({
      id: 'cx-callback',
      'data-state': 'unavailable',
      'aria-disabled': true,
    });
    expect(api.getStatusProps('callback').id).toBe('cx-callback-status');
    expect(api.getItemProps('chat').hidden).toBeUndefined();
    expect(api.getListProps().role).toBe('list');
    expect(api.getRootProps()['data-state']).toBe('open');
    expect(api.getSubtitleProps().id).toBe(api.getListProps()['aria-labelledby']);
  });

  it('closes on a tile click, then runs the channel', async () => {
    const run = vi.fn();
    const { result } = renderHook(useAll, {
      wrapper: wrapper({ options: { channels }, stats: statsOf({}), run }),
    });
    act(() => result.current.selector.open());
    act(() => result.current.selector.getTileProps('chat').onClick());
    expect(result.current.selector.isOpen).toBe(false);
    await waitFor(() =>
      expect(run).toHaveBeenCalledWith(expect.objectContaining({ name: 'chat' })),
    );
  });

  it('chooses with Enter on a tile, and closes with close()', async () => {
    const run = vi.fn();
    const { result } = renderHook(useAll, {
      wrapper: wrapper({ options: { channels }, stats: statsOf({}), run }),
    });
    act(() => result.current.selector.open());
    act(() =>
      result.current.selector
        .getTileProps('callback')
        .onKeyDown({ key: 'Enter', preventDefault: () => undefined }),
    );
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    act(() => result.current.selector.open());
    act(() => result.current.selector.close());
    expect(result.current.selector.window).toBe('closed');
  });

  it('keeps the same api while nothing it shows changes', () => {
    const { result } = renderHook(useAll, {
      wrapper: wrapper({ options: { channels }, stats: statsOf({}) }),
    });
    const first = result.current.selector;
    act(() => first.resize(320));
    expect(result.current.selector).toBe(first);
  });
});
