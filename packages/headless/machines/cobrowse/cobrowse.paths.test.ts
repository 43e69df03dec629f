import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { coBrowseMachine } from './cobrowse.machine';
import { resolveCoBrowseOptions } from './cobrowse.options';

type Event = EventFromLogic<typeof coBrowseMachine>;

const internal = (type: string) => ({ type }) as unknown as Event;
// The walk never resolves a load: the script's answers are offered as events.
const never = () => new Promise<never>(() => undefined);

const events: Event[] = [
  { type: 'bridge.configure', options: resolveCoBrowseOptions({ src: '/gcb.min.js' }) },
  { type: 'bridge.configure', options: resolveCoBrowseOptions({}) },
  { type: 'dialog.open' },
  { type: 'dialog.close' },
  { type: 'dialog.confirm' },
  { type: 'session.start' },
  { type: 'session.stop' },
  { type: 'script.ready' },
  { type: 'script.failed' },
  { type: 'script.unavailable' },
  { type: 'script.available' },
  { type: 'script.sessionStarted', token: '123456789' },
  { type: 'script.sessionEnded', reason: 'external' },
  internal('xstate.after.readyTimeout.cobrowse.script.configured.loading'),
  internal('xstate.after.pendingTime.cobrowse.start.pending'),
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.ready,
    snapshot.context.loadFailed,
    snapshot.context.options.src !== undefined,
  ]);

describe('co-browse paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(coBrowseMachine, [
      { input: { load: never }, events, serializeState },
      { input: { options: { src: '/gcb.min.js' }, load: never }, events, serializeState },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
