import { assign, emit, sendTo, setup, stopChild } from 'xstate';
import { systemClock } from '../../services/clock/clock';
import { createBrowserActivitySignal } from '../../services/signals/browser-signals';
import { runTimer, watchAttention } from './timer-service.actors';
import { defaultIdleThreshold, defaultTimerTick, timerTimeError } from './timer-service.logic';
import type {
  TimerKind,
  TimerServiceContext,
  TimerServiceEmitted,
  TimerServiceEvent,
  TimerServiceInput,
  TimerStartEvent,
} from './timer-service.types';

const kindOf = (event: TimerStartEvent): TimerKind =>
  event.type === 'timer.countdown' ? 'countdown' : 'alarm';

const isStart = (event: TimerServiceEvent): event is TimerStartEvent =>
  event.type === 'timer.countdown' || event.type === 'timer.alarm';

const idOfEvent = (event: TimerServiceEvent): string | undefined =>
  'id' in event ? event.id : undefined;

/**
 * The timer and idle service (spec 3): ticks every `tickInterval` (1 s), follows the visitor's
 * attention on the idle detector (idle after 5 s without activity), and runs any number of
 * countdowns and alarms on the countdown primitive, each telling its ticks and its end.
 */
export const timerServiceMachine = setup({
  types: {
    context: {} as TimerServiceContext,
    events: {} as TimerServiceEvent,
    input: {} as TimerServiceInput,
    emitted: {} as TimerServiceEmitted,
  },
  actors: { watchAttention, runTimer },
  delays: {
    tick: ({ context }) => context.tickInterval,
  },
  guards: {
    isValidTime: ({ event }) =>
      isStart(event) && timerTimeError(kindOf(event), event.time) === undefined,
    isStatusChange: ({ context, event }) =>
      event.type === 'attention.changed' && event.status !== context.status,
    isRunningTimer: ({ context, event }) => {
      const id = idOfEvent(event);
      return id !== undefined && Object.hasOwn(context.timers, id);
    },
    isRunningCountdown: ({ context, event }) => {
      const id = idOfEvent(event);
      return id !== undefined && context.timers[id]?.kind === 'countdown';
    },
  },
  actions: {
    notifyTick: emit(({ context }) => ({ type: 'tick' as const, time: context.clock.now() })),
    assignStatus: assign({
      status: ({ context, event }) =>
        event.type === 'attention.changed' ? event.status : context.status,
    }),
    notifyStatus: emit(({ context }) => ({ type: context.status })),
    passActivity: sendTo('attention', { type: 'activity.detected' }),
    assignError: assign({
      error: ({ event }) =>
        isStart(event) ? timerTimeError(kindOf(event), event.time) : undefined,
    }),
    stopReplacedTimer: stopChild(({ context, event }) => {
      const id = idOfEvent(event);
      return id === undefined ? '' : (context.timers[id]?.child ?? '');
    }),
    startTimer: assign(({ context, event, spawn }) => {
      if (!isStart(event)) return {};
      const started = context.started + 1;
      const id = event.id ?? `timer-${started}`;
      const child = `timer-child-${started}`;
      const now = context.clock.now();
      const kind = kindOf(event);
      const deadline = kind === 'countdown' ? now + event.time : event.time;
      spawn('runTimer', {
        id: child,
        input: { id, deadline, tickInterval: context.tickInterval, clock: context.clock },
      });
      return {
        started,
        error: undefined,
        timers: {
          ...context.timers,
          [id]: {
            id,
            kind,
            deadline,
            remaining: Math.max(0, deadline - now),
            commander: event.commander ?? 'host',
            child,
          },
        },
      };
    }),
    assignRemaining: assign({
      timers: ({ context, event }) => {
        if (event.type !== 'timer.ticked') return context.timers;
        const timer = context.timers[event.id];
        return timer
          ? { ...context.timers, [event.id]: { ...timer, remaining: event.remaining } }
          : context.timers;
      },
    }),
    notifyCountdownTick: emit(({ event }) => ({
      type: 'countdownTick' as const,
      id: idOfEvent(event) ?? '',
      remaining: event.type === 'timer.ticked' ? event.remaining : 0,
    })),
    notifyTimerDone: emit(({ context, event }) => {
      const timer = context.timers[idOfEvent(event) ?? ''];
      return timer?.kind === 'alarm'
        ? { type: 'alarm' as const, id: timer.id, time: timer.deadline }
        : { type: 'countdownDone' as const, id: timer?.id ?? '' };
    }),
    removeTimer: assign({
      timers: ({ context, event }) => {
        const id = idOfEvent(event);
        return Object.fromEntries(Object.entries(context.timers).filter(([key]) => key !== id));
      },
    }),
  },
}).createMachine({
  id: 'timerService',
  context: ({ input }) => {
    const activity = input.activity ?? createBrowserActivitySignal();
    return {
      idleAfter: input.idleAfter ?? defaultIdleThreshold,
      tickInterval:
        input.tickInterval !== undefined && input.tickInterval >= 1
          ? input.tickInterval
          : defaultTimerTick,
      activity,
      clock: input.clock ?? systemClock,
      status: activity.hasFocus() ? 'active' : 'hidden',
      timers: {},
      started: 0,
      error: undefined,
    };
  },
  invoke: {
    id: 'attention',
    src: 'watchAttention',
    input: ({ context }) => ({ activity: context.activity, idleAfter: context.idleAfter }),
  },
  on: {
    'timer.countdown': [
      { guard: 'isValidTime', actions: ['stopReplacedTimer', 'startTimer'] },
      { actions: 'assignError' },
    ],
    'timer.alarm': [
      { guard: 'isValidTime', actions: ['stopReplacedTimer', 'startTimer'] },
      { actions: 'assignError' },
    ],
    'timer.cancel': { guard: 'isRunningTimer', actions: ['stopReplacedTimer', 'removeTimer'] },
    'timer.ticked': [
      { guard: 'isRunningCountdown', actions: ['assignRemaining', 'notifyCountdownTick'] },
      { guard: 'isRunningTimer', actions: 'assignRemaining' },
    ],
    'timer.expired': {
      guard: 'isRunningTimer',
      actions: ['notifyTimerDone', 'stopReplacedTimer', 'removeTimer'],
    },
    'attention.changed': { guard: 'isStatusChange', actions: ['assignStatus', 'notifyStatus'] },
    'activity.detected': { actions: 'passActivity' },
  },
  initial: 'running',
  states: {
    running: {
      after: { tick: { target: 'running', reenter: true, actions: 'notifyTick' } },
    },
  },
});

/** The timer service's type, for typing actors and snapshots. */
export type TimerServiceMachine = typeof timerServiceMachine;
