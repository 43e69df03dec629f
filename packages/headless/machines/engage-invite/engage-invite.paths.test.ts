import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { engageInviteMachine } from './engage-invite.machine';
import { resolveInvite } from './engage-invite.options';
import { fakeToaster } from './engage-invite.test-support';

type Event = EventFromLogic<typeof engageInviteMachine>;

const internal = (type: string) => ({ type }) as unknown as Event;

const events: Event[] = [
  { type: 'invite.show', invite: resolveInvite({ timeout: 1000 })! },
  { type: 'invite.accept' },
  { type: 'invite.decline' },
  { type: 'invite.close' },
  { type: 'page.exit' },
  { type: 'toaster.taken', commander: 'Offers' },
  internal('xstate.after.inviteTimeout.engageInvite.showing'),
];

const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.outcome?.result]);

describe('engage invite paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(engageInviteMachine, [
      { input: {}, events, serializeState },
      { input: { mediaBusy: () => true }, events, serializeState },
      {
        input: { toaster: fakeToaster(new Set(['view.open'])).arbiter },
        events,
        serializeState,
      },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
  });
});
