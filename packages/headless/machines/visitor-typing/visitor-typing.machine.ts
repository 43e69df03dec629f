import { assign, emit, not, setup, stateIn } from 'xstate';
import type {
  TypingStopReason,
  VisitorTypingContext,
  VisitorTypingEmitted,
  VisitorTypingEvent,
  VisitorTypingInput,
} from './visitor-typing.types';

/** The only event `assignText` and `hasText` are taken on. */
type InputChange = Extract<VisitorTypingEvent, { type: 'input.change' }>;

/** Milliseconds without an input change after which the visitor stops typing (spec 2, section 9). */
export const defaultTypingStop = 2000;

/** Milliseconds between stop checks (spec 2, section 9: "tick 100"). */
export const defaultTypingTick = 100;

/**
 * The visitor's typing state for the agent's typing indicator and preview. The first input change
 * starts typing; the stop comes on the first `typingTick` check at or after `typingStop` without a
 * change, or at once when the message is sent or the input cleared. Two parallel regions keep the
 * two timers apart: `quiet` restarts `typingStop` on each change, `ticker` checks every
 * `typingTick` from the start of typing. `quiet` comes first so that its timer, scheduled first,
 * fires before a tick due at the same moment, which then already sees the stop.
 */
export const visitorTypingMachine = setup({
  types: {} as {
    context: VisitorTypingContext;
    events: VisitorTypingEvent;
    input: VisitorTypingInput;
    emitted: VisitorTypingEmitted;
  },
  delays: {
    typingStop: ({ context }) => context.typingStop,
    typingTick: ({ context }) => context.typingTick,
  },
  guards: {
    hasText: ({ event }) => !!(event as Partial<InputChange>).text,
    isStale: stateIn('typing.quiet.stale'),
  },
  actions: {
    assignText: assign({ text: ({ event }) => (event as InputChange).text }),
    clearText: assign({ text: '' }),
    notifyStarted: emit(({ context }) => ({ type: 'typing.started' as const, text: context.text })),
    notifyStopped: emit(({ context }, reason: TypingStopReason) => ({
      type: 'typing.stopped' as const,
      text: context.text,
      reason,
    })),
  },
}).createMachine({
  id: 'visitorTyping',
  context: ({ input }) => ({
    text: '',
    typingStop: input.typingStop ?? defaultTypingStop,
    typingTick: input.typingTick ?? defaultTypingTick,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        'input.change': [
          { guard: 'hasText', target: 'typing', actions: ['assignText', 'notifyStarted'] },
          { actions: 'assignText' },
        ],
        'message.send': { actions: 'clearText' },
      },
    },
    typing: {
      type: 'parallel',
      on: {
        'input.change': {
          guard: not('hasText'),
          target: 'idle',
          actions: ['assignText', { type: 'notifyStopped', params: 'cleared' }],
        },
        'message.send': {
          target: 'idle',
          actions: [{ type: 'notifyStopped', params: 'sent' }, 'clearText'],
        },
      },
      states: {
        quiet: {
          initial: 'recent',
          on: {
            'input.change': { guard: 'hasText', target: '.recent', actions: 'assignText' },
          },
          states: {
            recent: { after: { typingStop: 'stale' } },
            stale: {},
          },
        },
        ticker: {
          initial: 'ticking',
          states: {
            ticking: {
              after: {
                typingTick: [
                  {
                    guard: 'isStale',
                    target: '#visitorTyping.idle',
                    actions: { type: 'notifyStopped', params: 'idle' },
                  },
                  { target: 'ticking', reenter: true },
                ],
              },
            },
          },
        },
      },
    },
  },
});

/** The visitor typing machine's type, for typing actors and snapshots. */
export type VisitorTypingMachine = typeof visitorTypingMachine;
