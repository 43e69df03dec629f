import { describe, expect, it, vi } from 'vitest';
import { connect, type CoBrowseView } from './cobrowse.connect';

const view = (overrides: Partial<CoBrowseView> = {}): CoBrowseView => ({
  id: 'cb',
  script: 'online',
  session: 'idle',
  pending: false,
  starting: false,
  dialogOpen: false,
  token: undefined,
  endReason: undefined,
  ...overrides,
});

describe('co-browse connect', () => {
  it('reads an online bridge with nothing running: Start Co-browse enabled, no session bar', () => {
    const api = connect(view(), vi.fn());
    expect(api.state).toEqual({ online: true, active: false, pending: false });
    expect(api.canStart).toBe(true);
    expect(api.getConfirmProps()).toMatchObject({
      'data-scope': 'cobrowse',
      'data-part': 'confirm',
      type: 'button',
      disabled: false,
    });
    expect(api.getSessionBarProps()).toMatchObject({ 'data-state': 'idle', hidden: true });
    expect(api.getStopProps().disabled).toBe(true);
  });

  it('reads a pending start and an active session with its code', () => {
    expect(
      connect(view({ pending: true, starting: true }), vi.fn()).getSessionBarProps(),
    ).toMatchObject({
      'data-state': 'pending',
      hidden: false,
    });
    // Stopped within the pending time: nothing is starting, the bar goes.
    expect(
      connect(view({ pending: true, session: 'ended' }), vi.fn()).getSessionBarProps().hidden,
    ).toBe(true);
    const api = connect(view({ session: 'active', token: '535176834', pending: true }), vi.fn());
    expect(api).toMatchObject({
      isActive: true,
      isPending: true,
      canStart: false,
      code: '535176834',
    });
    expect(api.getSessionBarProps()['data-state']).toBe('active');
    expect(api.getCodeProps()).toMatchObject({ id: 'cb-code', 'data-part': 'code' });
    expect(api.getConfirmProps().disabled).toBe(true);
  });

  it('reads offline and loading: Start Co-browse disabled, the status says which', () => {
    for (const script of ['offline', 'loading', 'unconfigured'] as const) {
      const api = connect(view({ script }), vi.fn());
      expect(api.state.online).toBe(false);
      expect(api.getConfirmProps().disabled).toBe(true);
      expect(api.getStatusProps()).toMatchObject({ role: 'status', 'data-state': script });
    }
  });

  it('labels the warning by its title and text, and the trigger says it opens a dialog', () => {
    const api = connect(view({ dialogOpen: true }), vi.fn());
    expect(api.getWarningProps()).toMatchObject({
      'data-state': 'open',
      'aria-labelledby': 'cb-warning-title',
      'aria-describedby': 'cb-warning-text',
    });
    expect(api.getWarningTextProps().id).toBe('cb-warning-text');
    expect(api.getTriggerProps()).toMatchObject({
      'aria-haspopup': 'dialog',
      'aria-expanded': true,
    });
  });

  it('sends the events of its commands and getters', () => {
    const send = vi.fn();
    const api = connect(view({ session: 'active' }), send);
    api.getTriggerProps().onClick();
    api.getCancelProps().onClick();
    api.getConfirmProps().onClick();
    api.getStopProps().onClick();
    api.open();
    api.close();
    api.start();
    api.stop();
    expect(send.mock.calls.map(([event]) => event.type)).toEqual([
      'dialog.open',
      'dialog.close',
      'dialog.confirm',
      'session.stop',
      'dialog.open',
      'dialog.close',
      'session.start',
      'session.stop',
    ]);
  });
});
