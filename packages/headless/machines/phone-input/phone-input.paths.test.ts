import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { phoneInputMachine } from './phone-input.machine';

type Event = EventFromLogic<typeof phoneInputMachine>;

const events: Event[] = [
  { type: 'country.select', country: 'GB' },
  { type: 'country.select', country: 'ZZ' },
  { type: 'input.change', text: '07400123456' },
  { type: 'value.set', value: '' },
  { type: 'error.set', message: 'Phone number is required.' },
  { type: 'input.blur' },
  { type: 'phone.validate' },
];

describe('phone input paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(phoneInputMachine, [{ input: {}, events }]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 2, transitions: 6 });
  });
});
