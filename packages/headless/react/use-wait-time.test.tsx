import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WaitTimeAnswer, WaitTimeRequest } from '../machines/wait-time/wait-time.types';
import { StatsError } from '../services/stats/stats-client';
import { CxProvider } from './cx-provider';
import { StatsProvider, useStats } from './stats-provider';
import { useWaitTime, type UseWaitTimeOptions } from './use-wait-time';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function answers(...given: (WaitTimeAnswer | Error)[]) {
  return vi.fn((_request: WaitTimeRequest) => {
    const next = given.length > 1 ? given.shift()! : given[0]!;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
}

const dataURL = 'http://ewt.test/genesys/1/service/ewt-for-vq';

/** The app and the StatsService on a fetch that answers `body`, recording the requests. */
function statsWrapper(body: unknown, header: Record<string, string> = {}) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request);
    return Response.json(body);
  });
  const logger = { debug: vi.fn(), error: vi.fn() };
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <CxProvider
        logger={logger}
        loader={async () => undefined}
        config={{ pluginLoadDelay: 0, header }}
      >
        <StatsProvider options={{ ewt: { dataURL } }} fetch={fetch}>
          {children}
        </StatsProvider>
      </CxProvider>
    );
  }
  return { Wrapper, requests };
}

describe('useWaitTime', () => {
  it('fetches, shows the minutes, refreshes, and reports each answer', async () => {
    const source = answers({ estimates: { VQ: 150 } }, { estimates: { VQ: 30 } });
    const onUpdated = vi.fn();
    const { result } = renderHook(() =>
      useWaitTime({ source, queue: 'VQ', refreshInterval: 2000, onUpdated }),
    );
    expect(result.current.isLoading).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({ status: 'ready', seconds: 150, minutes: 3 });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current).toMatchObject({ seconds: 30, minutes: 1 });
    expect(onUpdated).toHaveBeenLastCalledWith({ seconds: 30, estimates: { VQ: 30 } });
    expect(result.current.actorRef.getSnapshot()).toBe(result.current.snapshot);
    expect(result.current.getRootProps()).toMatchObject({
      'data-scope': 'wait-time',
      'data-state': 'ready',
    });
  });

  it('stops and starts with active, and fetches again for a new queue', async () => {
    const source = answers({ estimates: { A: 60, B: 120 } });
    const { result, rerender } = renderHook(
      (options: UseWaitTimeOptions) => useWaitTime({ source, ...options }),
      { initialProps: { queue: 'A', active: false } },
    );
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(source).not.toHaveBeenCalled();
    rerender({ queue: 'A', active: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.seconds).toBe(60);
    rerender({ queue: 'B', active: true });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current.seconds).toBe(120);
    expect(source).toHaveBeenLastCalledWith({ queues: ['B'], mode: undefined }, expect.anything());
    rerender({ queue: 'B', active: false });
    expect(result.current.isActive).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('reports a failure with its text', async () => {
    const onFailed = vi.fn();
    const { result } = renderHook(() =>
      useWaitTime({ source: answers(new StatsError('requestFailed')), queue: 'VQ', onFailed }),
    );
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({
      status: 'failed',
      error: 'EWT request failed due to unknown reason',
    });
    expect(onFailed).toHaveBeenCalledWith({ error: 'EWT request failed due to unknown reason' });
  });

  it('refuses to run without a source or a CxProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useWaitTime({ queue: 'VQ' }))).toThrow(
      'useWaitTime needs a source or a <CxProvider>',
    );
  });

  it("asks the bus's StatsService by default, with the app's apikey as the last resort", async () => {
    const { Wrapper, requests } = statsWrapper({ ewt: 300 }, { apikey: 'app-key' });
    const { result } = renderHook(() => useWaitTime({ queue: 'VQ_Callback' }), {
      wrapper: Wrapper,
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toMatchObject({ seconds: 300, minutes: 5 });
    expect(requests[0]!.url).toBe(`${dataURL}?name=VQ_Callback&aqt=urs2`);
    expect(requests[0]!.headers.get('apikey')).toBe('app-key');
  });
});

describe('useStats', () => {
  it('gives the estimates accumulated over answers, re-rendering on each', async () => {
    const { Wrapper } = statsWrapper({ VQ_Chat: { ewt: 42 }, VQ_Callback: { ewt: -1 } });
    const { result } = renderHook(() => useStats(), { wrapper: Wrapper });
    expect(result.current.estimates).toEqual({});
    await act(async () => {
      await expect(
        result.current.getStats({ vqname: ['VQ_Chat', 'VQ_Callback'] }),
      ).resolves.toMatchObject({
        estimates: { VQ_Chat: 42 },
      });
    });
    expect(result.current.estimates).toEqual({ VQ_Chat: 42 });
  });

  it('throws outside a StatsProvider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useStats())).toThrow(
      'useStats must be used inside <StatsProvider>',
    );
  });
});
