import { describe, expect, it, vi } from 'vitest';
import { connect, type EngageInviteView } from './engage-invite.connect';
import { resolveInvite } from './engage-invite.options';

const invite = resolveInvite({ title: 'Hi there', body: 'Chat with us?' })!;
const view = (open: boolean): EngageInviteView => ({
  id: 'cx-engage',
  open,
  invite,
  outcome: undefined,
});

describe('engage invite connect', () => {
  it('names the toast by its title and describes it by its message', () => {
    const api = connect(view(true), vi.fn());
    expect(api.isOpen).toBe(true);
    expect(api.getRootProps()).toMatchObject({
      'data-scope': 'engage-invite',
      'data-part': 'root',
      role: 'dialog',
      'aria-modal': false,
      'aria-labelledby': 'cx-engage-title',
      'aria-describedby': 'cx-engage-body',
      'data-state': 'open',
      hidden: false,
    });
    expect(api.getTitleProps().id).toBe('cx-engage-title');
    expect(api.getBodyProps().id).toBe('cx-engage-body');
    expect([api.title, api.body, api.acceptText, api.declineText]).toEqual([
      'Hi there',
      'Chat with us?',
      'Start chat',
      'No thanks',
    ]);
  });

  it('hides the closed toast and has empty texts before any invite', () => {
    const api = connect({ id: 'x', open: false, invite: undefined, outcome: undefined }, vi.fn());
    expect(api.getRootProps()).toMatchObject({ hidden: true, 'data-state': 'closed' });
    expect(api.title).toBe('');
  });

  it('sends accept, decline and close from its buttons', () => {
    const send = vi.fn();
    const api = connect(view(true), send);
    api.getAcceptProps().onClick();
    api.getDeclineProps().onClick();
    api.getCloseProps().onClick();
    expect(send.mock.calls.map((call) => (call[0] as { type: string }).type)).toEqual([
      'invite.accept',
      'invite.decline',
      'invite.close',
    ]);
    expect(api.getAcceptProps()).toMatchObject({ type: 'button', 'data-part': 'accept' });
  });
});
