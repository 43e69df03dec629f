import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { agentTypingMachine } from './agent-typing.machine';

type Event = EventFromLogic<typeof agentTypingMachine>;

const anna = { id: '2', type: 'Agent' as const, name: 'Anna' };
const sam = { id: '3', type: 'Supervisor' as const, name: 'Sam' };

const events: Event[] = [
  { type: 'typing.started', participant: anna },
  { type: 'typing.started', participant: sam },
  ...(['typing.stopped', 'message.received', 'participant.left', 'typing.timeout'] as const).map(
    (type) => ({ type, participantId: '2' }),
  ),
  { type: 'typing.clear' },
];

describe('agent typing paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(agentTypingMachine, [{ input: {}, events }]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 2, transitions: 11 });
  });
});
