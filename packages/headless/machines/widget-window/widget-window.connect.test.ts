import { describe, expect, it, vi } from 'vitest';
import { connect, type WidgetWindowView } from './widget-window.connect';
import type { WidgetWindowEvent } from './widget-window.types';

const base: WidgetWindowView = {
  name: 'ClickToCall',
  id: 'click-to-call',
  window: 'open',
  confirmingClose: false,
  dragging: false,
  draggable: true,
  mobile: false,
  fullScreen: false,
  dirty: false,
  position: undefined,
  confirmCloseText: 'You have unsubmitted form data. Are you sure you want to quit?',
};

function api(view: Partial<WidgetWindowView> = {}, labels = {}) {
  const sent: WidgetWindowEvent[] = [];
  return { sent, api: connect({ ...base, ...view }, (event) => sent.push(event), labels) };
}

describe('widget window connect', () => {
  it('gives the docked window a labelled region, and the full-screen one a modal dialog', () => {
    const docked = api().api.getWindowProps();
    expect(docked).toMatchObject({
      'data-scope': 'widget-window',
      'data-part': 'window',
      id: 'click-to-call-window',
      role: 'region',
      'aria-modal': undefined,
      'aria-labelledby': 'click-to-call-title',
      'data-state': 'open',
      hidden: undefined,
      style: {},
    });
    expect(api().api.getTitleProps()).toEqual({
      'data-scope': 'widget-window',
      'data-part': 'title',
      id: 'click-to-call-title',
    });
    const full = api({ mobile: true, fullScreen: true, position: { x: 5, y: 6 } }).api;
    expect(full.getWindowProps()).toMatchObject({
      role: 'dialog',
      'aria-modal': true,
      'data-mobile': true,
      'data-full-screen': true,
      style: {},
    });
    expect(api({ window: 'closed' }).api.getWindowProps().hidden).toBe(true);
    expect(api({ position: { x: 5, y: 6 }, dragging: true }).api.getWindowProps()).toMatchObject({
      'data-dragging': true,
      style: { left: '5px', top: '6px' },
    });
  });

  it('names the title bar buttons and tells whether the body shows', () => {
    const { api: open, sent } = api();
    expect(open.getMinimizeButtonProps()).toMatchObject({
      type: 'button',
      'aria-label': 'Minimize',
      'aria-expanded': true,
      'aria-controls': 'click-to-call-body',
    });
    expect(open.getBodyProps()).toMatchObject({ id: 'click-to-call-body', hidden: undefined });
    open.getMinimizeButtonProps().onClick();
    open.getCloseButtonProps().onClick();
    expect(open.getCloseButtonProps()['aria-label']).toBe('Close');
    expect(sent).toEqual([{ type: 'window.minimize' }, { type: 'window.close' }]);
    const minimized = api({ window: 'minimized' }, { restore: 'Agrandir' }).api;
    expect(minimized.getMinimizeButtonProps()).toMatchObject({
      'aria-label': 'Agrandir',
      'aria-expanded': false,
    });
    expect(minimized.getBodyProps().hidden).toBe(true);
    expect(minimized).toMatchObject({ isOpen: true, isMinimized: true });
  });

  it('gives the close question an alert dialog that Escape and its answers close', () => {
    const { api: asking, sent } = api({ confirmingClose: true });
    expect(asking.getConfirmDialogProps()).toMatchObject({
      id: 'click-to-call-confirm-close',
      role: 'alertdialog',
      'aria-modal': true,
      'aria-labelledby': 'click-to-call-title',
      'aria-describedby': 'click-to-call-confirm-close-text',
      'data-state': 'open',
      hidden: undefined,
    });
    expect(asking.getConfirmTextProps().id).toBe('click-to-call-confirm-close-text');
    expect(asking.getBodyProps().inert).toBe(true);
    expect(asking.labels).toMatchObject({ confirm: 'Yes', cancel: 'No' });
    asking.getConfirmDialogProps().onKeyDown({ key: 'Enter' });
    asking.getConfirmDialogProps().onKeyDown({ key: 'Escape' });
    asking.getConfirmButtonProps().onClick();
    asking.getCancelButtonProps().onClick();
    expect(sent).toEqual([
      { type: 'close.cancel' },
      { type: 'close.confirm' },
      { type: 'close.cancel' },
    ]);
    expect(api().api.getConfirmDialogProps()).toMatchObject({
      hidden: true,
      'data-state': 'closed',
    });
  });

  it('starts a drag from the window’s box with the primary button, follows and ends it', () => {
    const capture = vi.fn();
    const handle = {
      closest: (selector: string) =>
        selector.includes('window')
          ? { getBoundingClientRect: () => ({ left: 1, top: 2, width: 3, height: 4, x: 1 }) }
          : null,
      setPointerCapture: capture,
    };
    const { api: idle, sent } = api();
    const props = idle.getDragHandleProps();
    expect(props).toMatchObject({ 'data-state': 'idle', style: { touchAction: 'none' } });
    props.onPointerDown({ clientX: 9, clientY: 8, button: 2, currentTarget: handle });
    props.onPointerDown({ clientX: 9, clientY: 8, currentTarget: null });
    props.onPointerDown({ clientX: 9, clientY: 8, button: 0, pointerId: 7, currentTarget: handle });
    props.onPointerMove({ clientX: 10, clientY: 10 });
    props.onPointerUp();
    expect(sent).toEqual([
      { type: 'drag.start', x: 9, y: 8, box: { left: 1, top: 2, width: 3, height: 4 } },
    ]);
    expect(capture).toHaveBeenCalledWith(7);

    const dragging = api({ dragging: true });
    const moving = dragging.api.getDragHandleProps();
    moving.onPointerMove({ clientX: 10, clientY: 11 });
    moving.onPointerUp();
    moving.onPointerCancel();
    expect(dragging.sent).toEqual([
      { type: 'drag.move', x: 10, y: 11 },
      { type: 'drag.end' },
      { type: 'drag.end' },
    ]);

    const fixed = api({ draggable: false });
    const still = fixed.api.getDragHandleProps();
    expect(still).toMatchObject({ 'data-disabled': true, style: {} });
    still.onPointerDown({ clientX: 1, clientY: 1, currentTarget: handle });
    expect(fixed.sent).toEqual([]);
  });

  it('moves the window with the move button’s arrow keys, further with Shift', () => {
    const button = {
      closest: () => ({
        getBoundingClientRect: () => ({ left: 1, top: 2, width: 3, height: 4 }),
      }),
    };
    const prevent = vi.fn();
    const { api: movable, sent } = api();
    const props = movable.getMoveButtonProps();
    expect(props).toMatchObject({
      'data-part': 'move-trigger',
      type: 'button',
      'aria-label': 'Move window',
      hidden: undefined,
    });
    props.onKeyDown({ key: 'ArrowLeft', currentTarget: button, preventDefault: prevent });
    props.onKeyDown({ key: 'ArrowDown', shiftKey: true, currentTarget: button });
    props.onKeyDown({ key: 'Enter', currentTarget: button });
    props.onKeyDown({ key: 'ArrowUp', currentTarget: null });
    const box = { left: 1, top: 2, width: 3, height: 4 };
    expect(sent).toEqual([
      { type: 'window.move', dx: -10, dy: 0, box },
      { type: 'window.move', dx: 0, dy: 50, box },
    ]);
    expect(prevent).toHaveBeenCalledTimes(1);
    const fixed = api({ draggable: false });
    expect(fixed.api.getMoveButtonProps().hidden).toBe(true);
    fixed.api.getMoveButtonProps().onKeyDown({ key: 'ArrowUp', currentTarget: button });
    expect(fixed.sent).toEqual([]);
  });

  it('sends the commands', () => {
    const { api: window, sent } = api();
    window.open({ minimized: true });
    window.minimize(true);
    window.restore();
    window.confirmClose();
    window.cancelClose();
    window.setDirty(true);
    window.submit({ phonenumber: '1' });
    window.complete();
    window.resize(320);
    expect(sent).toEqual([
      { type: 'window.open', minimized: true },
      { type: 'window.minimize', minimized: true },
      { type: 'window.minimize', minimized: false },
      { type: 'close.confirm' },
      { type: 'close.cancel' },
      { type: 'form.change', dirty: true },
      { type: 'task.submit', form: { phonenumber: '1' } },
      { type: 'task.complete' },
      { type: 'window.resize', width: 320 },
    ]);
  });
});
