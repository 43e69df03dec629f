import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { callUsMachine } from './call-us.machine';
import { resolveCallUsOptions } from './call-us.options';
import { fakeArbiter, testContacts } from './call-us.test-support';

type Event = EventFromLogic<typeof callUsMachine>;

const internal = (type: string, extra: object = {}) => ({ type, ...extra }) as unknown as Event;
const online = { online: true, active: false, pending: false };

const events: Event[] = [
  { type: 'window.open' },
  { type: 'window.close' },
  { type: 'window.close', force: true },
  { type: 'widget.configure', options: resolveCallUsOptions(testContacts) },
  { type: 'widget.configure', options: resolveCallUsOptions({ contacts: [] }) },
  { type: 'cobrowse.change', state: online },
  { type: 'cobrowse.change', state: { ...online, active: true } },
  { type: 'cobrowse.start' },
  { type: 'overlay.taken', commander: 'Offers' },
  { type: 'viewport.change', mobile: true },
  internal('xstate.done.actor.coBrowseRead', { output: online }),
  internal('xstate.error.actor.coBrowseRead', { error: new Error('no bridge') }),
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([
    snapshot.value,
    snapshot.context.options.contacts.length,
    snapshot.context.coBrowseState,
  ]);

describe('call-us paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(callUsMachine, [
      { input: { options: testContacts }, events, serializeState },
      {
        input: { options: testContacts, overlay: fakeArbiter(new Set(['view.close'])).arbiter },
        events,
        serializeState,
      },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
