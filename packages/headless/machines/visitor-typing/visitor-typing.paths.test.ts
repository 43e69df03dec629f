import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { visitorTypingMachine } from './visitor-typing.machine';

type Event = EventFromLogic<typeof visitorTypingMachine>;

const events: Event[] = [
  { type: 'input.change', text: 'Hi' },
  { type: 'input.change', text: '' },
  { type: 'message.send' },
  { type: 'xstate.after.typingStop.visitorTyping.typing.quiet.recent' } as unknown as Event,
  { type: 'xstate.after.typingTick.visitorTyping.typing.ticker.ticking' } as unknown as Event,
];

describe('visitor typing paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(visitorTypingMachine, [{ input: {}, events }]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 7, transitions: 9 });
  });
});
