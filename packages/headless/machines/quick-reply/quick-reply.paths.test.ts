import { describe, expect, it } from 'vitest';
import { transitionCoverage } from '../testing/transition-coverage';
import { quickReplyMachine } from './quick-reply.machine';

const select = { type: 'reply.select', text: 'Yes', componentId: 'yes' } as const;

describe('quick reply paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(quickReplyMachine, [
      { input: { id: 'a' }, events: [select] },
      { input: { id: 'b', enabled: false }, events: [select] },
      { input: { id: 'c' }, events: [{ type: 'reply.disable' }, select] },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 3, transitions: 2 });
  });
});
