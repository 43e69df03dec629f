import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { menuMachine } from './menu.machine';
import type { MenuEmitted, MenuInput, MenuItem } from './menu.types';

const items: MenuItem[] = [
  { value: 'cut', label: 'Cut', disabled: true },
  { value: 'copy', label: 'Copy' },
  { value: 'paste', label: 'Paste' },
  { value: 'print', label: ' print' },
  { value: 'delete', label: 'Delete', disabled: true },
];

function start(input: MenuInput = { items }) {
  const actor = createActor(menuMachine, { input }).start();
  const emitted: MenuEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  const highlighted = () => actor.getSnapshot().context.highlightedValue;
  const state = () => actor.getSnapshot().value;
  return { actor, emitted, highlighted, state };
}

describe('menu machine', () => {
  it('starts closed with its defaults, or open on nothing when asked', () => {
    const { actor, state } = start({});
    expect(state()).toBe('closed');
    expect(actor.getSnapshot().context).toMatchObject({
      id: 'cx-menu',
      items: [],
      highlightedValue: null,
      controlled: false,
      disabled: false,
      loop: true,
      skipDisabled: true,
    });
    const open = start({ items, open: true });
    expect(open.state()).toBe('open');
    expect(open.highlighted()).toBeNull();
  });

  it('opens on the first or last enabled item and reports the request', () => {
    const { actor, emitted, highlighted, state } = start();
    actor.send({ type: 'menu.toggle' });
    expect(state()).toBe('open');
    expect(highlighted()).toBe('copy');
    expect(emitted).toEqual([{ type: 'openChange', open: true }]);
    actor.send({ type: 'menu.toggle' });
    expect(state()).toBe('closed');
    expect(highlighted()).toBeNull();
    expect(emitted.at(-1)).toEqual({ type: 'openChange', open: false });
    actor.send({ type: 'menu.open', focus: 'last' });
    expect(highlighted()).toBe('print');
    actor.send({ type: 'menu.open', focus: 'first' });
    expect(highlighted()).toBe('copy');
    expect(emitted.filter((event) => event.type === 'openChange')).toHaveLength(3);
  });

  it('moves with wraparound past disabled items, to the ends, and by first letter', () => {
    const { actor, highlighted } = start();
    actor.send({ type: 'menu.open', focus: 'first' });
    actor.send({ type: 'highlight.prev' });
    expect(highlighted()).toBe('print');
    actor.send({ type: 'highlight.next' });
    expect(highlighted()).toBe('copy');
    actor.send({ type: 'highlight.next' });
    expect(highlighted()).toBe('paste');
    actor.send({ type: 'highlight.last' });
    expect(highlighted()).toBe('print');
    actor.send({ type: 'highlight.first' });
    expect(highlighted()).toBe('copy');
    actor.send({ type: 'highlight.typeahead', key: 'P' });
    expect(highlighted()).toBe('paste');
    actor.send({ type: 'highlight.typeahead', key: 'p' });
    expect(highlighted()).toBe('print');
    actor.send({ type: 'highlight.typeahead', key: 'p' });
    expect(highlighted()).toBe('paste');
    actor.send({ type: 'highlight.typeahead', key: 'd' });
    expect(highlighted()).toBe('paste');
    actor.send({ type: 'highlight.set', value: 'print' });
    expect(highlighted()).toBe('print');
    actor.send({ type: 'highlight.set', value: 'nothing' });
    expect(highlighted()).toBe('print');
  });

  it('stops at the ends without loop, and reaches disabled items when they stay focusable', () => {
    const flat = start({ items, loop: false });
    flat.actor.send({ type: 'menu.open', focus: 'last' });
    flat.actor.send({ type: 'highlight.next' });
    expect(flat.highlighted()).toBe('print');
    flat.actor.send({ type: 'highlight.first' });
    flat.actor.send({ type: 'highlight.prev' });
    expect(flat.highlighted()).toBe('copy');

    const all = start({ items, skipDisabled: false });
    all.actor.send({ type: 'menu.open', focus: 'first' });
    expect(all.highlighted()).toBe('cut');
    all.actor.send({ type: 'highlight.prev' });
    expect(all.highlighted()).toBe('delete');
    all.actor.send({ type: 'highlight.typeahead', key: 'c' });
    expect(all.highlighted()).toBe('cut');
    all.actor.send({ type: 'item.select', value: 'cut' });
    expect(all.state()).toBe('open');
  });

  it('with nothing reachable, opens on no item', () => {
    const { actor, highlighted } = start({ items: [items[0]!] });
    actor.send({ type: 'menu.open', focus: 'first' });
    expect(highlighted()).toBeNull();
    actor.send({ type: 'highlight.next' });
    expect(highlighted()).toBeNull();
  });

  it('chooses an enabled item: focus back first, then the choice, then the close', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'menu.toggle' });
    emitted.length = 0;
    actor.send({ type: 'item.select', value: 'cut' });
    actor.send({ type: 'item.select', value: 'missing' });
    expect(state()).toBe('open');
    expect(emitted).toEqual([]);
    actor.send({ type: 'item.select', value: 'paste' });
    expect(state()).toBe('closed');
    expect(emitted).toEqual([
      { type: 'returnFocus' },
      { type: 'selected', value: 'paste' },
      { type: 'openChange', open: false },
    ]);
  });

  it('closes to the button on Escape, in place on Tab or outside', () => {
    const { actor, emitted, state } = start();
    actor.send({ type: 'menu.toggle' });
    emitted.length = 0;
    actor.send({ type: 'menu.close', returnFocus: true });
    expect(state()).toBe('closed');
    expect(emitted).toEqual([{ type: 'returnFocus' }, { type: 'openChange', open: false }]);
    actor.send({ type: 'menu.close', returnFocus: true });
    expect(emitted).toHaveLength(2);
    actor.send({ type: 'menu.toggle' });
    emitted.length = 0;
    actor.send({ type: 'menu.close', returnFocus: false });
    expect(state()).toBe('closed');
    expect(emitted).toEqual([{ type: 'openChange', open: false }]);
  });

  it('controlled, only reports requests; the owner opens (on the focus asked for) and closes', () => {
    const { actor, emitted, highlighted, state } = start({ items, controlled: true });
    actor.send({ type: 'menu.open', focus: 'last' });
    expect(state()).toBe('closed');
    expect(emitted).toEqual([{ type: 'openChange', open: true }]);
    actor.send({ type: 'open.set', open: false });
    expect(state()).toBe('closed');
    actor.send({ type: 'open.set', open: true });
    expect(state()).toBe('open');
    expect(highlighted()).toBe('print');
    actor.send({ type: 'open.set', open: true });
    actor.send({ type: 'menu.close', returnFocus: true });
    actor.send({ type: 'menu.close', returnFocus: false });
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'item.select', value: 'copy' });
    expect(state()).toBe('open');
    expect(emitted.slice(1)).toEqual([
      { type: 'returnFocus' },
      { type: 'openChange', open: false },
      { type: 'openChange', open: false },
      { type: 'openChange', open: false },
      { type: 'returnFocus' },
      { type: 'selected', value: 'copy' },
      { type: 'openChange', open: false },
    ]);
    actor.send({ type: 'open.set', open: false });
    expect(state()).toBe('closed');
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'open.set', open: true });
    expect(highlighted()).toBe('copy');
  });

  it('ignores open requests while disabled', () => {
    const { actor, emitted, state } = start({ items, disabled: true });
    actor.send({ type: 'menu.toggle' });
    actor.send({ type: 'menu.open', focus: 'first' });
    expect(state()).toBe('closed');
    expect(emitted).toEqual([]);
    actor.send({ type: 'disabled.set', disabled: false });
    actor.send({ type: 'menu.toggle' });
    expect(state()).toBe('open');
  });

  it('keeps the highlight over new items while its item stays', () => {
    const { actor, highlighted } = start();
    actor.send({ type: 'menu.open', focus: 'last' });
    actor.send({ type: 'items.set', items: items.slice(1) });
    expect(highlighted()).toBe('print');
    actor.send({ type: 'items.set', items: items.slice(0, 2) });
    expect(highlighted()).toBeNull();
    expect(actor.getSnapshot().context.items).toEqual(items.slice(0, 2));
  });
});
