import { and, assign, emit, setup } from 'xstate';
import { edgeValue, itemOf, stepValue, typeaheadValue } from './menu.navigation';
import type { MenuContext, MenuEmitted, MenuEvent, MenuInput } from './menu.types';

/** The focus an opening asks for, from the event that asked. */
function requestedFocus(event: MenuEvent): MenuContext['pendingFocus'] {
  if (event.type === 'menu.open') return event.focus;
  return event.type === 'menu.toggle' ? 'first' : null;
}

/**
 * A menu button (WAI-ARIA APG menu button): the button opens the menu with its first item focused
 * (a click, Enter or Space, ArrowDown) or its last (ArrowUp); in the menu the arrows move the focus
 * (wrapping), Home and End go to the ends, a printable character goes to the next item starting
 * with it, Escape closes and returns the focus to the button, Tab and a focus or click outside close
 * it in place; choosing an enabled item emits `selected` and closes. Controlled (`controlled`), open
 * and close requests only emit `openChange`, and `open.set` from the owner opens or closes.
 */
export const menuMachine = setup({
  types: {
    context: {} as MenuContext,
    events: {} as MenuEvent,
    input: {} as MenuInput,
    emitted: {} as MenuEmitted,
  },
  guards: {
    opensOnStart: ({ context }) => context.openOnStart,
    isControlled: ({ context }) => context.controlled,
    isEnabled: ({ context }) => !context.disabled,
    isEnabledItem: ({ context, event }) => {
      const item = event.type === 'item.select' ? itemOf(context, event.value) : undefined;
      return item !== undefined && item.disabled !== true;
    },
    isOtherItem: ({ context, event }) =>
      event.type === 'highlight.set' &&
      event.value !== context.highlightedValue &&
      itemOf(context, event.value) !== undefined,
    wantsOpen: ({ event }) => event.type === 'open.set' && event.open,
    wantsClosed: ({ event }) => event.type === 'open.set' && !event.open,
    returnsFocus: ({ event }) => event.type === 'menu.close' && event.returnFocus,
  },
  actions: {
    assignPendingFocus: assign({ pendingFocus: ({ event }) => requestedFocus(event) }),
    highlightPending: assign(({ context }) => ({
      highlightedValue: context.pendingFocus ? edgeValue(context, context.pendingFocus) : null,
      pendingFocus: null,
    })),
    highlightRequested: assign({
      highlightedValue: ({ context, event }) =>
        event.type === 'menu.open' ? edgeValue(context, event.focus) : context.highlightedValue,
    }),
    clearHighlight: assign({ highlightedValue: null }),
    highlightNext: assign({ highlightedValue: ({ context }) => stepValue(context, 1) }),
    highlightPrev: assign({ highlightedValue: ({ context }) => stepValue(context, -1) }),
    highlightFirst: assign({ highlightedValue: ({ context }) => edgeValue(context, 'first') }),
    highlightLast: assign({ highlightedValue: ({ context }) => edgeValue(context, 'last') }),
    highlightItem: assign({
      highlightedValue: ({ context, event }) =>
        event.type === 'highlight.set' ? event.value : context.highlightedValue,
    }),
    highlightTypeahead: assign({
      highlightedValue: ({ context, event }) =>
        event.type === 'highlight.typeahead'
          ? (typeaheadValue(context, event.key) ?? context.highlightedValue)
          : context.highlightedValue,
    }),
    assignItems: assign(({ context, event }) => {
      if (event.type !== 'items.set') return {};
      const kept = event.items.some((item) => item.value === context.highlightedValue);
      return {
        items: event.items,
        highlightedValue: kept ? context.highlightedValue : null,
      };
    }),
    assignDisabled: assign({
      disabled: ({ context, event }) =>
        event.type === 'disabled.set' ? event.disabled : context.disabled,
    }),
    notifyReturnFocus: emit({ type: 'returnFocus' as const }),
    notifySelected: emit(({ event }) => ({
      type: 'selected' as const,
      value: event.type === 'item.select' ? event.value : '',
    })),
    notifyOpening: emit({ type: 'openChange' as const, open: true }),
    notifyClosing: emit({ type: 'openChange' as const, open: false }),
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => ({
    id: input.id ?? 'cx-menu',
    items: input.items ?? [],
    highlightedValue: null,
    pendingFocus: null,
    openOnStart: input.open ?? false,
    controlled: input.controlled ?? false,
    disabled: input.disabled ?? false,
    loop: input.loop ?? true,
    skipDisabled: input.skipDisabled ?? true,
  }),
  initial: 'starting',
  on: {
    'items.set': { actions: 'assignItems' },
    'disabled.set': { actions: 'assignDisabled' },
  },
  states: {
    starting: {
      always: [{ guard: 'opensOnStart', target: 'open' }, { target: 'closed' }],
    },
    closed: {
      entry: 'clearHighlight',
      on: {
        'menu.toggle': [
          {
            guard: and(['isEnabled', 'isControlled']),
            actions: ['assignPendingFocus', 'notifyOpening'],
          },
          { guard: 'isEnabled', target: 'open', actions: ['assignPendingFocus', 'notifyOpening'] },
        ],
        'menu.open': [
          {
            guard: and(['isEnabled', 'isControlled']),
            actions: ['assignPendingFocus', 'notifyOpening'],
          },
          { guard: 'isEnabled', target: 'open', actions: ['assignPendingFocus', 'notifyOpening'] },
        ],
        'open.set': { guard: 'wantsOpen', target: 'open' },
      },
    },
    open: {
      entry: 'highlightPending',
      on: {
        'menu.toggle': [
          { guard: 'isControlled', actions: 'notifyClosing' },
          { target: 'closed', actions: 'notifyClosing' },
        ],
        'menu.open': { actions: 'highlightRequested' },
        'menu.close': [
          {
            guard: and(['isControlled', 'returnsFocus']),
            actions: ['notifyReturnFocus', 'notifyClosing'],
          },
          { guard: 'isControlled', actions: 'notifyClosing' },
          {
            guard: 'returnsFocus',
            target: 'closed',
            actions: ['notifyReturnFocus', 'notifyClosing'],
          },
          { target: 'closed', actions: 'notifyClosing' },
        ],
        'open.set': { guard: 'wantsClosed', target: 'closed' },
        'highlight.next': { actions: 'highlightNext' },
        'highlight.prev': { actions: 'highlightPrev' },
        'highlight.first': { actions: 'highlightFirst' },
        'highlight.last': { actions: 'highlightLast' },
        'highlight.set': { guard: 'isOtherItem', actions: 'highlightItem' },
        'highlight.typeahead': { actions: 'highlightTypeahead' },
        'item.select': [
          {
            guard: and(['isEnabledItem', 'isControlled']),
            actions: ['notifyReturnFocus', 'notifySelected', 'notifyClosing'],
          },
          {
            guard: 'isEnabledItem',
            target: 'closed',
            actions: ['notifyReturnFocus', 'notifySelected', 'notifyClosing'],
          },
        ],
      },
    },
  },
});

/** The menu's type, for typing actors and snapshots. */
export type MenuMachine = typeof menuMachine;
