import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { engageInviteMachine } from './engage-invite.machine';
import { resolveInvite } from './engage-invite.options';
import { fakeToaster } from './engage-invite.test-support';
import type { EngageInviteEmitted, EngageInviteInput } from './engage-invite.types';

const chatInvite = resolveInvite({
  actionID: 'a-1',
  engagementID: 'e-1',
  command: 'WebChat.open',
  options: { form: { firstname: 'Ada' } },
  dispositions: { cancel: { code: 'no' }, timeout: { code: 'late', command: 'App.closeAll' } },
})!;

function start(input: EngageInviteInput = {}) {
  const actor = createActor(engageInviteMachine, { input }).start();
  const emitted: EngageInviteEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, emitted };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('engage invite machine', () => {
  it("fills the spec's texts and the 30 s timeout when the invite gives none", () => {
    expect(resolveInvite(undefined)).toMatchObject({
      title: 'Need help?',
      body: 'Let us know if we can help out.',
      accept: 'Start chat',
      decline: 'No thanks',
      timeout: 30_000,
      media: 'chat',
    });
    expect(resolveInvite({ timeout: 0 })?.timeout).toBe(30_000);
    expect(resolveInvite({ timeout: -5 })?.timeout).toBe(30_000);
    expect(resolveInvite({ timeout: 5000 })?.timeout).toBe(5000);
    expect(resolveInvite({ title: 3 })).toBeUndefined();
  });

  it('shows in the toaster and, accepted, reports accept with its command and data', () => {
    const toaster = fakeToaster();
    const { actor, emitted } = start({ toaster: toaster.arbiter });
    actor.send({ type: 'invite.show', invite: chatInvite });
    expect(actor.getSnapshot().value).toBe('showing');
    expect(toaster.commands).toEqual([{ type: 'view.open', commander: 'Engage' }]);
    actor.send({ type: 'invite.accept' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(toaster.commands.at(-1)).toEqual({ type: 'view.close', commander: 'Engage' });
    expect(emitted.map((event) => event.type)).toEqual(['opened', 'disposition', 'closed']);
    expect(emitted[1]).toEqual({
      type: 'disposition',
      outcome: {
        actionID: 'a-1',
        engagementID: 'e-1',
        result: 'accept',
        media: 'chat',
        code: 'accept',
        command: 'WebChat.open',
        data: { form: { firstname: 'Ada' } },
        meta: {},
      },
    });
  });

  it.each([
    ['invite.decline', 'cancel', 'no', undefined],
    ['invite.close', 'close', 'close', undefined],
    ['page.exit', 'pageExit', 'pageExit', undefined],
  ] as const)('%s reports %s with code %s', (type, result, code, command) => {
    const { actor, emitted } = start();
    actor.send({ type: 'invite.show', invite: chatInvite });
    actor.send({ type });
    expect(actor.getSnapshot().context.outcome).toMatchObject({ result, code, command });
    expect(emitted.at(-1)?.type).toBe('closed');
  });

  it('times out after the invite timeout, 30 s by default, with the disposition command', () => {
    const { actor } = start();
    actor.send({ type: 'invite.show', invite: chatInvite });
    vi.advanceTimersByTime(29_999);
    expect(actor.getSnapshot().value).toBe('showing');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.outcome).toMatchObject({
      result: 'timeout',
      code: 'late',
      command: 'App.closeAll',
    });
  });

  it('reports error / mediaBusy without showing while a contact channel is open', () => {
    let busy = true;
    const toaster = fakeToaster();
    const { actor, emitted } = start({ mediaBusy: () => busy, toaster: toaster.arbiter });
    actor.send({ type: 'invite.show', invite: chatInvite });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(toaster.commands).toEqual([]);
    expect(emitted).toEqual([
      {
        type: 'disposition',
        outcome: expect.objectContaining({ result: 'error', code: 'mediaBusy' }) as unknown,
      },
    ]);
    busy = false;
    actor.send({ type: 'invite.show', invite: chatInvite });
    expect(actor.getSnapshot().value).toBe('showing');
  });

  it('reports error / toasterReserved while another plugin holds the toaster', () => {
    const { actor } = start({ toaster: fakeToaster(new Set(['view.open'])).arbiter });
    actor.send({ type: 'invite.show', invite: chatInvite });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.outcome).toMatchObject({
      result: 'error',
      code: 'toasterReserved',
    });
  });

  it('closes when another plugin takes the toaster over, without closing the view itself', () => {
    const toaster = fakeToaster();
    const { actor } = start({ toaster: toaster.arbiter });
    actor.send({ type: 'invite.show', invite: chatInvite });
    toaster.takeOver('Engage');
    expect(actor.getSnapshot().value).toBe('showing');
    toaster.takeOver('Offers');
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.outcome?.result).toBe('close');
    expect(toaster.commands).toEqual([{ type: 'view.open', commander: 'Engage' }]);
  });
});
