import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { viewReservationMachine } from './view-reservation.machine';

type Event = EventFromLogic<typeof viewReservationMachine>;

const events: Event[] = ['Offers', 'CallUs'].flatMap((commander): Event[] => [
  { type: 'view.open', commander },
  { type: 'view.open', commander, immutable: true },
  { type: 'view.close', commander },
  { type: 'view.mutable', commander },
  { type: 'view.immutable', commander },
]);

describe('view reservation paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(viewReservationMachine, [
      { input: { kind: 'overlay' }, events },
      { input: { kind: 'toaster' }, events },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 4, transitions: 14 });
  });
});
