import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { webEngagementMachine } from './web-engagement.machine';
import { resolveGweOptions } from './web-engagement.options';
import { fakeTracker } from './web-engagement.test-support';

type Event = EventFromLogic<typeof webEngagementMachine>;

const internal = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;
const fake = fakeTracker();

const events: Event[] = [
  { type: 'gwe.configure', options: resolveGweOptions({ httpEndpoint: 'http://gwe.test' }) },
  { type: 'gwe.configure', options: resolveGweOptions({}) },
  { type: 'tracker.notification', notification: { channel: 'CXBus', data: [] } },
  internal('xstate.done.actor.trackerLoad', { output: fake.tracker }),
  internal('xstate.error.actor.trackerLoad', { error: new Error('Failed to load') }),
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.endpoint]);

describe('web-engagement paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(webEngagementMachine, [
      {
        input: { options: {}, protocol: 'http:', load: () => new Promise(() => undefined) },
        events,
        serializeState,
      },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
