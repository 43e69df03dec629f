import { describe, expect, it } from 'vitest';
import type { EventFromLogic } from 'xstate';
import { transitionCoverage } from '../testing/transition-coverage';
import { menuMachine } from './menu.machine';
import type { MenuItem } from './menu.types';

type Event = EventFromLogic<typeof menuMachine>;

const items: MenuItem[] = [
  { value: 'copy', label: 'Copy' },
  { value: 'cut', label: 'Cut', disabled: true },
];

const events: Event[] = [
  { type: 'menu.toggle' },
  { type: 'menu.open', focus: 'last' },
  { type: 'menu.close', returnFocus: true },
  { type: 'menu.close', returnFocus: false },
  { type: 'open.set', open: true },
  { type: 'open.set', open: false },
  { type: 'highlight.next' },
  { type: 'highlight.prev' },
  { type: 'highlight.first' },
  { type: 'highlight.last' },
  { type: 'highlight.set', value: 'copy' },
  { type: 'highlight.typeahead', key: 'c' },
  { type: 'item.select', value: 'copy' },
  { type: 'item.select', value: 'cut' },
  { type: 'items.set', items },
  { type: 'disabled.set', disabled: true },
  { type: 'disabled.set', disabled: false },
];

describe('menu paths', () => {
  it('reaches every state and takes every transition', () => {
    const coverage = transitionCoverage(menuMachine, [
      { input: { items }, events },
      { input: { items, open: true, controlled: true }, events },
    ]);
    expect(coverage.unreachedStates).toEqual([]);
    expect(coverage.untakenTransitions).toEqual([]);
    expect(coverage.totals).toEqual({ states: 3, transitions: 23 });
  });
});
