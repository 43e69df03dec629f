import { assign, emit, enqueueActions, setup } from 'xstate';
import {
  defaultDockManagerOptions,
  dockErrorMessage,
  findEntry,
  hasContent,
  layoutEntries,
  widthOf,
} from './dock-manager.layout';
import type {
  DockEntry,
  DockErrorCode,
  DockManagerContext,
  DockManagerEmitted,
  DockManagerEvent,
  DockManagerInput,
  DockViewType,
} from './dock-manager.types';

/** The plugin and view type an event names, if it names one. */
function targetOf(event: DockManagerEvent): { plugin: string; viewType: DockViewType } | undefined {
  switch (event.type) {
    case 'mobile.set':
      return undefined;
    case 'sideButton.show':
      return { plugin: event.plugin, viewType: 'sideButton' };
    default:
      return { plugin: event.plugin, viewType: event.viewType ?? 'dockView' };
  }
}

/** The entry an event names, if it is registered. */
function entryOf(context: DockManagerContext, event: DockManagerEvent): DockEntry | undefined {
  const target = targetOf(event);
  return target && findEntry(context.entries, target.plugin, target.viewType);
}

function showTimerId(plugin: string): string {
  return `sideButton.show.${plugin}`;
}

/**
 * The dock manager: registers the plugins' dock views and side buttons, places the dock views side by
 * side from the right (spec 2, sections 4 and 9), shows side buttons after a delay, and tells views
 * whether mobile mode applies. A refused registration or deregistration is emitted as `error`, never
 * thrown; a resize or a show of a view it does not hold changes nothing, as one that changes nothing.
 */
export const dockManagerMachine = setup({
  types: {
    context: {} as DockManagerContext,
    events: {} as DockManagerEvent,
    input: {} as DockManagerInput,
    emitted: {} as DockManagerEmitted,
  },
  delays: {
    sideButtonDelay: ({ context }) => context.options.sideButtonDelay,
  },
  guards: {
    isRegistered: ({ context, event }) => entryOf(context, event) !== undefined,
    hasNoContent: ({ event }) => event.type === 'view.register' && !hasContent(event.content),
    isResized: ({ context, event }) => {
      const entry = entryOf(context, event);
      return (
        event.type === 'view.resize' && entry !== undefined && entry.width !== widthOf(event.width)
      );
    },
    isHiddenSideButton: ({ context, event }) => entryOf(context, event)?.visible === false,
    isModeChange: ({ context, event }) =>
      event.type === 'mobile.set' && event.mobile !== context.mobile,
  },
  actions: {
    addEntry: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'view.register' || !hasContent(event.content)) return;
      const viewType = event.viewType ?? 'dockView';
      const now = context.now();
      const delayed = viewType === 'sideButton' && context.options.sideButtonDelay > 0;
      const entry: DockEntry = {
        plugin: event.plugin,
        viewType,
        content: event.content,
        addedAt: now,
        modifiedAt: now,
        position: 0,
        width: widthOf(event.width),
        visible: !delayed,
      };
      enqueue.assign({ entries: layoutEntries([...context.entries, entry], context.options, now) });
      if (delayed) {
        enqueue.raise(
          { type: 'sideButton.show', plugin: event.plugin },
          { id: showTimerId(event.plugin), delay: 'sideButtonDelay' },
        );
      }
    }),
    removeEntry: enqueueActions(({ context, event, enqueue }) => {
      const removed = entryOf(context, event);
      if (!removed) return;
      if (removed.viewType === 'sideButton') enqueue.cancel(showTimerId(removed.plugin));
      const rest = context.entries.filter((entry) => entry !== removed);
      enqueue.assign({ entries: layoutEntries(rest, context.options, context.now()) });
    }),
    resizeEntry: assign(({ context, event }) => {
      const resized = entryOf(context, event);
      if (event.type !== 'view.resize' || !resized) return {};
      const now = context.now();
      const entries = context.entries.map((entry) =>
        entry === resized ? { ...entry, width: widthOf(event.width), modifiedAt: now } : entry,
      );
      return { entries: layoutEntries(entries, context.options, now) };
    }),
    showSideButton: enqueueActions(({ context, event, enqueue }) => {
      const shown = entryOf(context, event);
      if (!shown) return;
      enqueue.cancel(showTimerId(shown.plugin));
      const now = context.now();
      enqueue.assign({
        entries: context.entries.map((entry) =>
          entry === shown ? { ...entry, visible: true, modifiedAt: now } : entry,
        ),
      });
    }),
    assignMobile: assign({
      mobile: ({ context, event }) => (event.type === 'mobile.set' ? event.mobile : context.mobile),
    }),
    notifyAdded: emit(({ context, event }) => ({
      type: 'added' as const,
      entry: entryOf(context, event)!,
    })),
    notifyRemoved: emit(({ context, event }) => ({
      type: 'removed' as const,
      entry: entryOf(context, event)!,
    })),
    notifyShown: emit(({ context, event }) => ({
      type: 'shown' as const,
      entry: entryOf(context, event)!,
    })),
    notifyChanged: emit(({ context }) => ({
      type: 'changed' as const,
      entries: context.entries,
      mobile: context.mobile,
    })),
    notifyMobileMode: emit(({ context }) => ({
      type: 'mobileMode' as const,
      mobile: context.mobile,
    })),
    reportError: emit(({ event }, params: { code: DockErrorCode }) => {
      const { plugin, viewType } = targetOf(event) ?? { plugin: '', viewType: 'dockView' };
      return {
        type: 'error' as const,
        code: params.code,
        plugin,
        viewType,
        message: dockErrorMessage(params.code, plugin, viewType),
      };
    }),
  },
}).createMachine({
  id: 'dockManager',
  context: ({ input }) => ({
    entries: [],
    mobile: input.mobile ?? false,
    options: {
      firstOffset: input.firstOffset ?? defaultDockManagerOptions.firstOffset,
      gap: input.gap ?? defaultDockManagerOptions.gap,
      sideButtonDelay: input.sideButtonDelay ?? defaultDockManagerOptions.sideButtonDelay,
    },
    now: input.now ?? Date.now,
  }),
  initial: 'docking',
  states: {
    docking: {
      on: {
        'view.register': [
          {
            guard: 'isRegistered',
            actions: { type: 'reportError', params: { code: 'alreadyRegistered' } },
          },
          {
            guard: 'hasNoContent',
            actions: { type: 'reportError', params: { code: 'missingContent' } },
          },
          { actions: ['addEntry', 'notifyAdded', 'notifyChanged'] },
        ],
        'view.deregister': [
          { guard: 'isRegistered', actions: ['notifyRemoved', 'removeEntry', 'notifyChanged'] },
          { actions: { type: 'reportError', params: { code: 'notRegistered' } } },
        ],
        'view.resize': { guard: 'isResized', actions: ['resizeEntry', 'notifyChanged'] },
        'sideButton.show': {
          guard: 'isHiddenSideButton',
          actions: ['showSideButton', 'notifyShown', 'notifyChanged'],
        },
        'mobile.set': {
          guard: 'isModeChange',
          actions: ['assignMobile', 'notifyMobileMode', 'notifyChanged'],
        },
      },
    },
  },
});

/** The dock manager's type, for typing actors and snapshots. */
export type DockManagerMachine = typeof dockManagerMachine;
