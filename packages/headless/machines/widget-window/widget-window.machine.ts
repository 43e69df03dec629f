import { assign, emit, enqueueActions, not, setup } from 'xstate';
import { dockRegistration, groupMembership, viewportWatch } from './widget-window.actors';
import {
  mobileOf,
  windowActionsOf,
  windowInvokes,
  windowTransitions,
} from './widget-window.config';
import {
  clampPosition,
  createMemoryStore,
  defaultWidgetWindowOptions,
  dragPosition,
  idOf,
  isForcedClose,
  isFormAtRisk,
  windowGuards,
  windowPartsOf,
} from './widget-window.logic';
import type {
  SavedWidgetWindow,
  WidgetWindowContext,
  WidgetWindowEmitted,
  WidgetWindowEvent,
  WidgetWindowInput,
  WidgetWindowState,
} from './widget-window.types';

const closedState = '#widgetWindow.closed';

/** Saves where the window is, with where it was dragged to. */
function saveWindow(context: WidgetWindowContext, window: WidgetWindowState): void {
  const saved: SavedWidgetWindow = { window };
  if (context.position) saved.position = context.position;
  context.store.save(saved);
}

/**
 * The window every widget shows in (spec 1, sections 1 and 4: callback, click-to-call, send-message,
 * search, console): closed, open or minimized, with the lifecycle events; a close that first asks
 * while the form holds typed values; full screen in mobile mode; dragged inside the viewport to a
 * remembered place; registered with the dock while it shows; one of a group in which one contact
 * channel is open at a time; its state kept in a store, so that a reload shows it as it was.
 */
export const widgetWindowMachine = setup({
  types: {
    context: {} as WidgetWindowContext,
    events: {} as WidgetWindowEvent,
    input: {} as WidgetWindowInput,
    emitted: {} as WidgetWindowEmitted,
  },
  actors: { dockRegistration, groupMembership, viewportWatch },
  guards: {
    ...windowGuards,
    wasOpen: ({ context }) => context.store.load()?.window === 'open',
    wasMinimized: ({ context }) => context.store.load()?.window === 'minimized',
    isCloseAtRisk: ({ context, event }) =>
      isFormAtRisk(context.options.confirmClose, context.dirty, context.completed) &&
      !isForcedClose(event),
    canDrag: ({ context }) => context.options.draggable && !context.mobile,
  },
  actions: {
    notifyOpened: emit({ type: 'opened' }),
    notifyMinimized: emit({ type: 'minimized' }),
    notifyUnminimized: emit({ type: 'unminimized' }),
    notifyCompleted: emit({ type: 'completed' }),
    notifySubmitted: emit(({ event }) => ({
      type: 'submitted' as const,
      form: event.type === 'task.submit' ? (event.form ?? {}) : {},
    })),
    notifyMoved: emit(({ context }) => ({
      type: 'moved' as const,
      position: context.position ?? { x: 0, y: 0 },
    })),
    ...windowActionsOf<WidgetWindowContext, WidgetWindowEvent>(),
    saveWindow: (
      { context }: { context: WidgetWindowContext },
      params: { window: WidgetWindowState },
    ) => saveWindow(context, params.window),
    // A window full screen has no place of its own: back on a larger screen it starts docked.
    readMobile: assign((args) => {
      const mobile = mobileOf(args);
      return { mobile, position: mobile ? undefined : args.context.position };
    }),
    // The window stays where it is: only its place changes.
    savePosition: ({ context }) => saveWindow(context, context.store.load()?.window ?? 'closed'),
    keepInViewport: assign({
      position: ({ context }) =>
        context.position && clampPosition(context.position, context.size, context.viewport),
    }),
    closeWindow: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'closed' });
      if (!context.completed) enqueue.emit({ type: 'cancelled' });
      enqueue.assign({ dirty: false, completed: false });
      enqueue.sendTo('dock', { type: 'dock.leave' });
      saveWindow(context, 'closed');
    }),
    assignDirty: assign({
      dirty: ({ context, event }) => (event.type === 'form.change' ? event.dirty : context.dirty),
    }),
    assignCompleted: assign({ completed: true, dirty: false }),
    startDrag: assign(({ context, event }) => {
      if (event.type !== 'drag.start') return {};
      const { box } = event;
      return {
        drag: { pointer: { x: event.x, y: event.y }, box },
        size: { width: box.width, height: box.height },
        position: context.position ?? { x: box.left, y: box.top },
      };
    }),
    moveDrag: assign({
      position: ({ context, event }) =>
        event.type === 'drag.move' && context.drag
          ? dragPosition(context.drag, { x: event.x, y: event.y }, context.viewport)
          : context.position,
    }),
    clearDrag: assign({ drag: undefined }),
    moveBy: assign(({ context, event }) => {
      if (event.type !== 'window.move') return {};
      const { box } = event;
      const from = context.position ?? { x: box.left, y: box.top };
      const size = { width: box.width, height: box.height };
      return {
        size,
        position: clampPosition(
          { x: from.x + event.dx, y: from.y + event.dy },
          size,
          context.viewport,
        ),
      };
    }),
  },
}).createMachine({
  id: 'widgetWindow',
  context: ({ input }) => {
    const store = input.store ?? createMemoryStore<SavedWidgetWindow>();
    const parts = windowPartsOf(input);
    return {
      ...parts,
      id: input.id ?? idOf(input.name),
      options: { ...defaultWidgetWindowOptions, ...input.options },
      store,
      dirty: false,
      completed: false,
      position: parts.mobile ? undefined : store.load()?.position,
      drag: undefined,
    };
  },
  invoke: windowInvokes,
  on: {
    'form.change': { actions: 'assignDirty' },
    'task.submit': { actions: 'notifySubmitted' },
    'task.complete': { actions: ['assignCompleted', 'notifyCompleted'] },
    'window.resize': { actions: ['assignWidth', 'resizeDock'] },
    'viewport.change': { actions: ['readMobile', 'keepInViewport', 'savePosition'] },
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'wasOpen', target: 'open', actions: ['claimGroup', 'notifyOpened'] },
        {
          guard: 'wasMinimized',
          target: 'minimized',
          actions: ['claimGroup', 'notifyOpened', 'notifyMinimized'],
        },
        { target: 'closed' },
      ],
    },
    closed: {
      on: {
        'window.open': windowTransitions.open(['readMobile', 'claimGroup']),
      },
    },
    open: {
      entry: ['joinDock', { type: 'saveWindow', params: { window: 'open' } }],
      initial: 'idle',
      on: {
        'window.minimize': windowTransitions.minimize,
        'window.close': windowTransitions.close(
          [{ guard: 'isCloseAtRisk', target: '.confirmingClose' }],
          closedState,
        ),
      },
      states: {
        idle: {
          on: {
            'drag.start': { guard: 'canDrag', target: 'dragging', actions: 'startDrag' },
            'window.move': {
              guard: 'canDrag',
              actions: [
                'moveBy',
                { type: 'saveWindow', params: { window: 'open' } },
                'notifyMoved',
              ],
            },
          },
        },
        dragging: {
          // Gone full screen mid-drag (the viewport narrowed), the window has no place to move to.
          always: { guard: not('canDrag'), target: 'idle' },
          exit: 'clearDrag',
          on: {
            'drag.move': { actions: 'moveDrag' },
            'drag.end': {
              target: 'idle',
              actions: [{ type: 'saveWindow', params: { window: 'open' } }, 'notifyMoved'],
            },
          },
        },
        confirmingClose: {
          on: {
            'close.confirm': { target: closedState, actions: 'closeWindow' },
            'close.cancel': 'idle',
            // Done meanwhile (submitted, say), nothing typed is at risk any more.
            'task.complete': { target: 'idle', actions: ['assignCompleted', 'notifyCompleted'] },
          },
        },
      },
    },
    minimized: {
      entry: ['joinDock', { type: 'saveWindow', params: { window: 'minimized' } }],
      on: {
        'window.minimize': windowTransitions.restore,
        'window.open': windowTransitions.reopen,
        'window.close': windowTransitions.closeMinimized(closedState),
      },
    },
  },
});

/** The widget window machine's type. */
export type WidgetWindowMachine = typeof widgetWindowMachine;
