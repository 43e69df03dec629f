import { assign, emit, fromPromise, setup } from 'xstate';
import { errorText, isPermanent, queuesOf, refreshIntervalOf, secondsOf } from './wait-time.logic';
import type {
  WaitTimeAnswer,
  WaitTimeContext,
  WaitTimeEmitted,
  WaitTimeEvent,
  WaitTimeInput,
  WaitTimeFetchInput,
} from './wait-time.types';

/**
 * Polls the estimated wait time of virtual queues: fetches through the `fetchWaitTime` actor, again
 * every `refreshInterval` while active, stops when told; a configuration error stops it too.
 */
export const waitTimeMachine = setup({
  types: {
    context: {} as WaitTimeContext,
    events: {} as WaitTimeEvent,
    input: {} as WaitTimeInput,
    emitted: {} as WaitTimeEmitted,
  },
  actors: {
    fetchWaitTime: fromPromise<WaitTimeAnswer, WaitTimeFetchInput>(({ input, signal }) =>
      input.source({ queues: input.queues, mode: input.mode }, signal),
    ),
  },
  delays: {
    refreshInterval: ({ context }) => context.refreshInterval,
  },
  guards: {
    isActive: ({ context }) => context.active,
    isPermanentFailure: ({ event }) => isPermanent((event as { error?: unknown }).error),
  },
  actions: {
    assignRequest: assign(({ context, event }) =>
      event.type === 'waitTime.start'
        ? {
            queues: event.queue === undefined ? context.queues : queuesOf(event.queue),
            mode: event.mode ?? context.mode,
          }
        : {},
    ),
    assignAnswer: assign(({ context, event }) => {
      const answer = (event as unknown as { output: WaitTimeAnswer }).output;
      return {
        estimates: { ...answer.estimates },
        seconds: secondsOf(answer, context.queues),
        error: undefined,
      };
    }),
    assignFailure: assign({
      estimates: {},
      seconds: undefined,
      error: ({ event }) => errorText((event as { error?: unknown }).error),
    }),
    notifyUpdated: emit(({ context }) => ({
      type: 'updated' as const,
      seconds: context.seconds,
      estimates: context.estimates,
    })),
    notifyFailed: emit(({ context }) => ({ type: 'failed' as const, error: context.error ?? '' })),
  },
}).createMachine({
  id: 'waitTime',
  context: ({ input }) => ({
    source: input.source,
    queues: queuesOf(input.queue),
    mode: input.mode,
    refreshInterval: refreshIntervalOf(input.refreshInterval),
    active: input.active ?? true,
    estimates: {},
    seconds: undefined,
    error: undefined,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isActive', target: 'fetching' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'waitTime.start': { target: 'fetching', actions: 'assignRequest' },
        'waitTime.refresh': { target: 'fetching' },
      },
    },
    fetching: {
      invoke: {
        src: 'fetchWaitTime',
        input: ({ context }) => ({
          source: context.source,
          queues: context.queues,
          mode: context.mode,
        }),
        onDone: { target: 'waiting', actions: ['assignAnswer', 'notifyUpdated'] },
        onError: [
          {
            guard: 'isPermanentFailure',
            target: 'failed',
            actions: ['assignFailure', 'notifyFailed'],
          },
          { target: 'waiting', actions: ['assignFailure', 'notifyFailed'] },
        ],
      },
      on: {
        'waitTime.start': { target: 'fetching', reenter: true, actions: 'assignRequest' },
        'waitTime.stop': { target: 'idle' },
      },
    },
    waiting: {
      after: { refreshInterval: { target: 'fetching' } },
      on: {
        'waitTime.start': { target: 'fetching', actions: 'assignRequest' },
        'waitTime.refresh': { target: 'fetching' },
        'waitTime.stop': { target: 'idle' },
      },
    },
    failed: {
      on: {
        'waitTime.start': { target: 'fetching', actions: 'assignRequest' },
        'waitTime.refresh': { target: 'fetching' },
        'waitTime.stop': { target: 'idle' },
      },
    },
  },
});

/** The poller's type, for typing actors and snapshots. */
export type WaitTimeMachine = typeof waitTimeMachine;
