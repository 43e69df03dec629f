import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect, menuIds, type MenuKeyboardEvent } from './menu.connect';
import { menuMachine } from './menu.machine';
import type { MenuEvent, MenuInput, MenuItem } from './menu.types';

const items: MenuItem[] = [
  { value: 'copy', label: 'Copy' },
  { value: 'paste', label: 'Paste', disabled: true },
];

function snapshotOf(input: Partial<MenuInput> = {}, events: MenuEvent[] = []) {
  const actor = createActor(menuMachine, { input: { items, id: 'edit', ...input } }).start();
  events.forEach((event) => actor.send(event));
  return actor.getSnapshot();
}

function key(name: string, extra: Partial<MenuKeyboardEvent> = {}) {
  return { key: name, preventDefault: vi.fn(), ...extra };
}

describe('menu connect', () => {
  it('describes the closed menu button', () => {
    const api = connect(snapshotOf(), vi.fn());
    expect(api).toMatchObject({ isOpen: false, isDisabled: false, highlightedValue: null, items });
    expect(api.getTriggerProps()).toMatchObject({
      'data-scope': 'menu',
      'data-part': 'trigger',
      'data-state': 'closed',
      id: 'edit-trigger',
      type: 'button',
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      'aria-controls': 'edit-menu',
      disabled: false,
    });
    expect(api.getMenuProps()).toMatchObject({
      'data-scope': 'menu',
      'data-part': 'content',
      'data-state': 'closed',
      id: 'edit-menu',
      role: 'menu',
      'aria-labelledby': 'edit-trigger',
      hidden: true,
    });
    expect(api.getItemProps('copy')).toMatchObject({
      'data-scope': 'menu',
      'data-part': 'item',
      'data-value': 'copy',
      'data-highlighted': undefined,
      'data-disabled': undefined,
      id: 'edit-item-copy',
      role: 'menuitem',
      tabIndex: -1,
      'aria-disabled': undefined,
    });
    expect(menuIds('x').item('a b')).toBe('x-item-a b');
  });

  it('describes the open menu: the highlighted item is the tab stop, disabled ones say so', () => {
    const api = connect(snapshotOf({}, [{ type: 'menu.toggle' }]), vi.fn());
    expect(api.isOpen).toBe(true);
    expect(api.highlightedValue).toBe('copy');
    expect(api.getTriggerProps()).toMatchObject({ 'data-state': 'open', 'aria-expanded': true });
    expect(api.getMenuProps()).toMatchObject({ 'data-state': 'open', hidden: false });
    expect(api.getItemProps('copy')).toMatchObject({ tabIndex: 0, 'data-highlighted': '' });
    expect(api.getItemProps('paste')).toMatchObject({
      tabIndex: -1,
      'aria-disabled': true,
      'data-disabled': '',
    });
  });

  it('shows an open menu closed while the button is disabled', () => {
    const api = connect(snapshotOf({ open: true, disabled: true }), vi.fn());
    expect(api).toMatchObject({ isOpen: false, isDisabled: true, highlightedValue: null });
    expect(api.getTriggerProps().disabled).toBe(true);
    expect(api.getMenuProps().hidden).toBe(true);
  });

  it('sends commands as events', () => {
    const send = vi.fn();
    const api = connect(snapshotOf(), send);
    api.open();
    api.open('last');
    api.close();
    api.close(true);
    api.toggle();
    api.select('copy');
    api.highlight('copy');
    api.setItems([]);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'menu.open', focus: 'first' },
      { type: 'menu.open', focus: 'last' },
      { type: 'menu.close', returnFocus: false },
      { type: 'menu.close', returnFocus: true },
      { type: 'menu.toggle' },
      { type: 'item.select', value: 'copy' },
      { type: 'highlight.set', value: 'copy' },
      { type: 'items.set', items: [] },
    ]);
  });

  it('opens from the button by click and by the arrows, leaving other keys alone', () => {
    const send = vi.fn();
    const trigger = connect(snapshotOf(), send).getTriggerProps();
    trigger.onClick();
    const down = key('ArrowDown');
    const up = key('ArrowUp');
    const enter = key('Enter');
    trigger.onKeyDown(down);
    trigger.onKeyDown(up);
    trigger.onKeyDown(enter);
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'menu.toggle' },
      { type: 'menu.open', focus: 'first' },
      { type: 'menu.open', focus: 'last' },
    ]);
    expect(down.preventDefault).toHaveBeenCalled();
    expect(up.preventDefault).toHaveBeenCalled();
    expect(enter.preventDefault).not.toHaveBeenCalled();
  });

  it('maps the keys of the open menu to moves, typeahead and closes', () => {
    const send = vi.fn();
    const menu = connect(snapshotOf({}, [{ type: 'menu.toggle' }]), send).getMenuProps();
    const handled = ['ArrowDown', 'ArrowUp', 'Home', 'End', 'Escape', 'p'].map((name) => key(name));
    handled.forEach((event) => menu.onKeyDown(event));
    const tab = key('Tab');
    menu.onKeyDown(tab);
    const ignored = [
      key('Enter'),
      key(' '),
      key('c', { ctrlKey: true }),
      key('c', { metaKey: true }),
      key('c', { altKey: true }),
    ];
    ignored.forEach((event) => menu.onKeyDown(event));
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'highlight.next' },
      { type: 'highlight.prev' },
      { type: 'highlight.first' },
      { type: 'highlight.last' },
      { type: 'menu.close', returnFocus: true },
      { type: 'highlight.typeahead', key: 'p' },
      { type: 'menu.close', returnFocus: false },
    ]);
    handled.forEach((event) => expect(event.preventDefault).toHaveBeenCalled());
    [tab, ...ignored].forEach((event) => expect(event.preventDefault).not.toHaveBeenCalled());
  });

  it('chooses an item on click, and takes the focus reaching an item as its highlight', () => {
    const send = vi.fn();
    const api = connect(snapshotOf({}, [{ type: 'menu.toggle' }]), send);
    api.getItemProps('paste').onClick();
    api.getItemProps('paste').onFocus();
    api.getItemProps('copy').onFocus();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'item.select', value: 'paste' },
      { type: 'highlight.set', value: 'paste' },
    ]);
  });
});
