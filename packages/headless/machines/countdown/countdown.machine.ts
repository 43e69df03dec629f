import { assign, emit, setup } from 'xstate';
import { systemClock } from '../../services/clock/clock';
import { defaultTickInterval, defaultWarnAt, nextTickDelay, resolveTarget } from './countdown.time';
import type {
  CountdownContext,
  CountdownEmitted,
  CountdownEvent,
  CountdownInput,
  CountdownTarget,
} from './countdown.types';

function targetOf({ deadline, duration }: CountdownTarget): CountdownTarget {
  return deadline !== undefined ? { deadline } : { duration };
}

/** The context of a fresh start (or a reset) on `target`, read against the clock now. */
function started(
  context: Pick<CountdownContext, 'clock'>,
  target: CountdownTarget,
): Pick<CountdownContext, 'deadline' | 'remaining' | 'target' | 'warned' | 'error'> {
  const now = context.clock.now();
  const { deadline, error } = resolveTarget(target, now);
  return { deadline, remaining: Math.max(0, deadline - now), target, warned: false, error };
}

/**
 * A countdown to a deadline or for a duration: ticks every `tickInterval` (re-reading the clock, so
 * a sleeping computer catches up), warns once at `warnAt` left, expires at zero; pause, resume, reset.
 */
export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput,
    emitted: {} as CountdownEmitted,
  },
  delays: {
    tick: ({ context }) => nextTickDelay(context.remaining, context.tickInterval, context.warnAt),
  },
  guards: {
    isInvalid: ({ context }) => context.error !== undefined,
    isDue: ({ context }) => context.remaining <= 0,
    isWarningDue: ({ context }) =>
      !context.warned && context.warnAt > 0 && context.remaining <= context.warnAt,
  },
  actions: {
    assignRemaining: assign({
      remaining: ({ context }) => Math.max(0, context.deadline - context.clock.now()),
    }),
    assignResumed: assign({
      deadline: ({ context }) => context.clock.now() + context.remaining,
    }),
    assignReset: assign(({ context, event }) => {
      const given = event.type === 'countdown.reset' ? targetOf(event) : {};
      const hasTarget = given.deadline !== undefined || given.duration !== undefined;
      return started(context, hasTarget ? given : context.target);
    }),
    assignWarned: assign({ warned: true }),
    notifyTick: emit(({ context }) => ({ type: 'tick' as const, remaining: context.remaining })),
    notifyWarning: emit(({ context }) => ({
      type: 'warning' as const,
      remaining: context.remaining,
    })),
    notifyExpired: emit({ type: 'expired' }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => {
    const clock = input.clock ?? systemClock;
    return {
      clock,
      warnAt: Math.max(0, input.warnAt ?? defaultWarnAt),
      // A tick interval below 1 ms would tick without end at the same instant.
      tickInterval:
        input.tickInterval !== undefined && input.tickInterval >= 1
          ? input.tickInterval
          : defaultTickInterval,
      ...started({ clock }, targetOf(input)),
    };
  },
  initial: 'checking',
  on: {
    'countdown.reset': { target: '.checking', actions: 'assignReset' },
  },
  states: {
    checking: {
      always: [
        { guard: 'isInvalid', target: 'invalid' },
        { guard: 'isDue', target: 'expired', actions: 'notifyExpired' },
        { guard: 'isWarningDue', target: 'running', actions: ['assignWarned', 'notifyWarning'] },
        { target: 'running' },
      ],
    },
    running: {
      after: { tick: { target: 'checking', actions: ['assignRemaining', 'notifyTick'] } },
      on: { 'countdown.pause': { target: 'paused', actions: 'assignRemaining' } },
    },
    paused: {
      on: { 'countdown.resume': { target: 'checking', actions: 'assignResumed' } },
    },
    expired: {},
    invalid: {},
  },
});

/** The countdown's type, for typing actors and snapshots. */
export type CountdownMachine = typeof countdownMachine;
