import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { StatsError } from '../../services/stats/stats-client';
import { waitTimeMachine } from './wait-time.machine';
import type {
  WaitTimeAnswer,
  WaitTimeEmitted,
  WaitTimeFetchInput,
  WaitTimeInput,
  WaitTimeRequest,
} from './wait-time.types';

/** A source that answers each call with the next of `answers` (an Error rejects), recording the requests. */
function scripted(...answers: (WaitTimeAnswer | Error)[]) {
  const requests: WaitTimeRequest[] = [];
  const signals: AbortSignal[] = [];
  const source = vi.fn((request: WaitTimeRequest, signal: AbortSignal) => {
    requests.push(request);
    signals.push(signal);
    const next = answers.length > 1 ? answers.shift()! : answers[0]!;
    return next instanceof Error ? Promise.reject(next) : Promise.resolve(next);
  });
  return { source, requests, signals };
}

function start(input: WaitTimeInput) {
  const actor = createActor(waitTimeMachine, { input });
  const emitted: WaitTimeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, emitted };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('wait-time poller', () => {
  it('fetches at once, exposes the seconds, and refreshes every refreshInterval', async () => {
    const { source, requests } = scripted(
      { estimates: { VQ_Callback: 120 } },
      { estimates: { VQ_Callback: 90 } },
    );
    const { actor, emitted } = start({ source, queue: 'VQ_Callback', refreshInterval: 5000 });
    expect(actor.getSnapshot().value).toBe('fetching');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context.seconds).toBe(120);
    await vi.advanceTimersByTimeAsync(4999);
    expect(source).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().context.seconds).toBe(90);
    expect(requests).toEqual([
      { queues: ['VQ_Callback'], mode: undefined },
      { queues: ['VQ_Callback'], mode: undefined },
    ]);
    expect(emitted).toEqual([
      { type: 'updated', seconds: 120, estimates: { VQ_Callback: 120 } },
      { type: 'updated', seconds: 90, estimates: { VQ_Callback: 90 } },
    ]);
  });

  it('refreshes every 10 s by default', async () => {
    const { source } = scripted({ estimates: { VQ: 1 } });
    start({ source, queue: 'VQ' });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(source).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('marks a queue without an estimate unavailable', async () => {
    const { source } = scripted({ estimates: {} });
    const { actor } = start({ source, queue: 'VQ' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ seconds: undefined, estimates: {} });
  });

  it('waits for start when not active, and stops when told, aborting a fetch under way', async () => {
    let pending: AbortSignal | undefined;
    const source = vi.fn(
      (_request: WaitTimeRequest, signal: AbortSignal) =>
        new Promise<WaitTimeAnswer>(() => {
          pending = signal;
        }),
    );
    const { actor } = start({ source, queue: 'VQ', active: false });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(source).not.toHaveBeenCalled();
    actor.send({ type: 'waitTime.start', queue: ['VQ_A', 'VQ_B'], mode: 'ewt1' });
    expect(source).toHaveBeenCalledWith({ queues: ['VQ_A', 'VQ_B'], mode: 'ewt1' }, pending);
    actor.send({ type: 'waitTime.stop' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(pending?.aborted).toBe(true);
  });

  it('stops refreshing when told, and starts again with the same queue', async () => {
    const { source } = scripted({ estimates: { VQ: 60 } });
    const { actor } = start({ source, queue: 'VQ' });
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'waitTime.stop' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(source).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.seconds).toBe(60);
    actor.send({ type: 'waitTime.start' });
    expect(source).toHaveBeenLastCalledWith({ queues: ['VQ'], mode: undefined }, expect.anything());
  });

  it('keeps refreshing after a failed request, with its text, and recovers', async () => {
    const { source } = scripted(new StatsError('requestFailed'), { estimates: { VQ: 30 } });
    const { actor, emitted } = start({ source, queue: 'VQ', refreshInterval: 1000 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(actor.getSnapshot().context).toMatchObject({
      seconds: undefined,
      error: 'EWT request failed due to unknown reason',
    });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().context).toMatchObject({ seconds: 30, error: undefined });
    expect(emitted[0]).toEqual({
      type: 'failed',
      error: 'EWT request failed due to unknown reason',
    });
  });

  it('stops on a configuration error until started again', async () => {
    const { source } = scripted(new StatsError('invalidEwtConfiguration'));
    const { actor } = start({ source, queue: 'VQ', refreshInterval: 1000 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Invalid EWT configuration');
    expect(source).toHaveBeenCalledTimes(1);
    actor.send({ type: 'waitTime.refresh' });
    expect(source).toHaveBeenCalledTimes(2);
  });

  it('fetches at once on refresh and restarts a fetch under way for new queues', async () => {
    const { source } = scripted({ estimates: { A: 1, B: 2 } });
    const { actor } = start({ source, queue: 'A', refreshInterval: 60_000 });
    actor.send({ type: 'waitTime.start', queue: 'B' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.seconds).toBe(2);
    actor.send({ type: 'waitTime.refresh' });
    expect(source).toHaveBeenCalledTimes(3);
  });

  it('takes a provided fetch actor, and with no queue the only queue answered', async () => {
    const machine = waitTimeMachine.provide({
      actors: {
        fetchWaitTime: fromPromise<WaitTimeAnswer, WaitTimeFetchInput>(async () => ({
          estimates: { VQ_Any: 240 },
        })),
      },
    });
    const actor = createActor(machine, {
      input: { source: () => Promise.reject(new Error('not used')) },
    }).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.seconds).toBe(240);
  });

  it('falls back to the default interval for one a timer cannot hold', async () => {
    const { source } = scripted({ estimates: { VQ: 1 } });
    start({ source, queue: 'VQ', refreshInterval: 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(source).toHaveBeenCalledTimes(2);
  });
});
