import { describe, expect, it, vi } from 'vitest';
import { connect, type ViewManagerView } from './view-manager.connect';

const overlay: ViewManagerView = {
  kind: 'overlay',
  phase: 'open',
  commander: 'Offers',
  immutable: false,
  content: { kind: 'overlay', html: '<p>x</p>', position: 'right', backdrop: true, label: 'Offer' },
};

const toaster: ViewManagerView = {
  kind: 'toaster',
  phase: 'opening',
  commander: 'Engage',
  immutable: true,
  content: {
    kind: 'toaster',
    type: 'generic',
    title: 'Need help?',
    body: 'Chat with us',
    icon: 'chat',
    buttons: { primary: 'Start chat', secondary: 'No thanks' },
    html: undefined,
  },
};

const key = (name: string) => ({
  key: name,
  defaultPrevented: false,
  stopPropagation: vi.fn(),
});

describe('view manager connect', () => {
  it('gives the overlay a named modal dialog at its position', () => {
    const api = connect(overlay, vi.fn());
    expect(api).toMatchObject({ isVisible: true, isOpen: true, isMutable: true, phase: 'open' });
    expect(api.getRootProps()).toMatchObject({
      'data-scope': 'overlay-frame',
      'data-part': 'root',
      'data-state': 'open',
      'data-position': 'right',
    });
    expect(api.getDialogProps()).toMatchObject({
      id: 'cx-overlay',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': 'Offer',
      tabIndex: -1,
      'data-state': 'open',
    });
    expect(api.getBackdropProps()).toMatchObject({
      'aria-hidden': 'true',
      'data-part': 'backdrop',
    });
    expect(api.getCloseTriggerProps()).toMatchObject({ type: 'button', hidden: false });
  });

  it('dismisses a mutable view with Escape, the backdrop and the close button', () => {
    const send = vi.fn();
    const api = connect(overlay, send);
    const escape = key('Escape');
    (api.getDialogProps().onKeyDown as (event: unknown) => void)(escape);
    expect(escape.stopPropagation).toHaveBeenCalled();
    (api.getDialogProps().onKeyDown as (event: unknown) => void)(key('a'));
    (api.getBackdropProps().onClick as (event: unknown) => void)({ defaultPrevented: false });
    (api.getCloseTriggerProps().onClick as (event: unknown) => void)({ defaultPrevented: false });
    expect(send).toHaveBeenCalledTimes(3);
    expect(send).toHaveBeenCalledWith({ type: 'view.dismiss' });
  });

  it("runs the caller's handler first and skips ours once it prevents the default", () => {
    const send = vi.fn();
    const theirs = vi.fn((event: { defaultPrevented: boolean }) => {
      event.defaultPrevented = true;
    });
    const props = connect(overlay, send).getDialogProps({ onKeyDown: theirs, className: 'mine' });
    (props.onKeyDown as (event: unknown) => void)(key('Escape'));
    expect(theirs).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(props.className).toBe('mine');
  });

  it('names the toaster by its title and keeps a reserved one from the visitor, not from its buttons', () => {
    const send = vi.fn();
    const api = connect(toaster, send);
    expect(api.isMutable).toBe(false);
    expect(api.getDialogProps()).toMatchObject({
      'data-scope': 'toaster-frame',
      'data-part': 'panel',
      'aria-modal': 'false',
      'aria-labelledby': 'cx-toaster-title',
    });
    expect(api.getTitleProps()).toMatchObject({ id: 'cx-toaster-title', 'data-part': 'title' });
    expect(api.getCloseTriggerProps()).toMatchObject({ hidden: true });
    api.dismiss();
    (api.getDialogProps().onKeyDown as (event: unknown) => void)(key('Escape'));
    expect(send).not.toHaveBeenCalled();
    (api.getPrimaryButtonProps().onClick as (event: unknown) => void)({ defaultPrevented: false });
    (api.getSecondaryButtonProps().onClick as (event: unknown) => void)({
      defaultPrevented: false,
    });
    expect(send.mock.calls).toEqual([
      [{ type: 'view.dismiss', reason: 'primary' }],
      [{ type: 'view.dismiss', reason: 'secondary' }],
    ]);
  });

  it('does nothing while leaving or closed', () => {
    const send = vi.fn();
    const leaving = connect({ ...overlay, phase: 'closing' }, send);
    expect(leaving).toMatchObject({ isVisible: true, isOpen: false, isMutable: false });
    leaving.dismiss();
    leaving.choosePrimary();
    const closed = connect({ ...overlay, phase: 'closed', content: undefined }, send);
    expect(closed.isVisible).toBe(false);
    expect(closed.getDialogProps()).not.toHaveProperty('aria-label');
    expect(send).not.toHaveBeenCalled();
  });
});
