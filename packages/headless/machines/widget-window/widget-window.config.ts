import {
  assign,
  sendTo,
  type AnyActorRef,
  type EventObject,
  type NonReducibleUnknown,
} from 'xstate';
import type { WindowPartsContext } from './widget-window.types';

/**
 * The window lifecycle's transitions, shared by every window machine: the widget window, and the
 * chat widget, whose window adds chat's own dialogs. Each machine names the same guards (see
 * `windowGuards`) and actions (`notifyOpened`, `notifyMinimized`, `notifyUnminimized`,
 * `closeWindow`), and keeps `closed`, `open` and `minimized` as sibling states.
 */
export const windowTransitions = {
  /** `window.open` from `closed`: minimized on request, else open; `before` runs first. */
  open<const Before extends readonly string[] = []>(before: Before = [] as unknown as Before) {
    return [
      {
        guard: 'wantsMinimized',
        target: 'minimized',
        actions: [...before, 'notifyOpened', 'notifyMinimized'] as const,
      },
      { target: 'open', actions: [...before, 'notifyOpened'] as const },
    ] as const;
  },
  /** `window.minimize` from `open`. */
  minimize: { guard: 'isMinimizeRequest', target: 'minimized', actions: 'notifyMinimized' },
  /** `window.minimize` from `minimized`: the restore. */
  restore: { guard: 'isRestoreRequest', target: 'open', actions: 'notifyUnminimized' },
  /** `window.open` from `minimized`. */
  reopen: { target: 'open', actions: 'notifyUnminimized' },
  /** `window.close`: the first question that applies, else closed at once (`closed` is the closed state's id). */
  close<const Questions extends readonly { guard: string; target: string; actions?: string }[]>(
    questions: Questions,
    closed: string,
  ) {
    return [...questions, { target: closed, actions: 'closeWindow' }] as const;
  },
  /** `window.close` from `minimized`: with the form at risk the window opens on its close question (`open.confirmingClose`), else it closes. */
  closeMinimized(closed: string) {
    return [
      { guard: 'isCloseAtRisk', target: 'open.confirmingClose', actions: 'notifyUnminimized' },
      { target: closed, actions: 'closeWindow' },
    ] as const;
  },
} as const;

/**
 * The `open` and `minimized` states of a window whose close asks first while its form is at risk
 * (`isCloseAtRisk`: the Callback's and the ClickToCall's), with `closed` the closed state's id.
 */
export const windowStates = {
  /** Open, with the close question as its child state `confirmingClose`. */
  openAskingToClose(closed: string) {
    return {
      entry: 'joinDock',
      initial: 'idle',
      on: {
        'window.minimize': windowTransitions.minimize,
        'window.close': windowTransitions.close(
          [{ guard: 'isCloseAtRisk', target: '.confirmingClose' }],
          closed,
        ),
      },
      states: {
        idle: {},
        confirmingClose: {
          on: {
            'close.confirm': { target: closed, actions: 'closeWindow' },
            'close.cancel': 'idle',
          },
        },
      },
    } as const;
  },
  /** Minimized: restored by `window.minimize` or `window.open`; its close asks as the open one's does. */
  minimized(closed: string) {
    return {
      entry: 'joinDock',
      on: {
        'window.minimize': windowTransitions.restore,
        'window.open': windowTransitions.reopen,
        'window.close': windowTransitions.closeMinimized(closed),
      },
    } as const;
  },
} as const;

/** A window event as the shared actions read it (each machine's events are wider). */
type WindowPartsEvent = EventObject & { mobile?: boolean; width?: number };

/**
 * The actors every window machine invokes at its root (their sources are `widget-window.actors`):
 * the dock registration, the group membership and the viewport watch.
 */
export const windowInvokes = [
  {
    id: 'dock',
    src: 'dockRegistration',
    input: ({ context }: { context: WindowPartsContext }) => ({
      dock: context.dock,
      name: context.name,
    }),
  },
  {
    id: 'group',
    src: 'groupMembership',
    input: ({ context }: { context: WindowPartsContext }) => ({
      group: context.group,
      name: context.name,
    }),
  },
  {
    id: 'viewport',
    src: 'viewportWatch',
    input: ({ context }: { context: WindowPartsContext }) => ({ viewport: context.viewport }),
  },
] as const;

/** Whether mobile mode applies now: as the app told (`viewport.change` with `mobile`), else read. */
export function mobileOf({
  context,
  event,
}: {
  context: WindowPartsContext;
  event: WindowPartsEvent;
}): boolean {
  const told = event.type === 'viewport.change' ? event.mobile : undefined;
  return told ?? context.isMobile();
}

/**
 * The actions every window machine shares about its group, dock and size, typed for its context
 * and events; each machine adds its own `readMobile` (what it keeps of its place differs) and
 * `closeWindow`, which leaves the dock.
 */
export function windowActionsOf<
  TContext extends WindowPartsContext,
  TEvent extends WindowPartsEvent,
>() {
  const toChild = (id: 'dock' | 'group', expr: (context: TContext) => EventObject) =>
    sendTo<TContext, TEvent, NonReducibleUnknown, AnyActorRef, TEvent>(
      id,
      ({ context }: { context: TContext }) => expr(context),
    );
  return {
    /** Tells the group the window opened, so the other exclusive channels close. */
    claimGroup: toChild('group', () => ({ type: 'group.opened' })),
    /** Registers the window's dock view (once while it shows). */
    joinDock: toChild('dock', (context) => ({ type: 'dock.join', width: context.size.width })),
    /** Reports the measured width to the dock. */
    resizeDock: toChild('dock', (context) => ({ type: 'dock.resize', width: context.size.width })),
    /** Keeps the width `window.resize` measured (a finite one of 0 or more). */
    assignWidth: assign<TContext, TEvent, NonReducibleUnknown, TEvent, never>(
      ({ context, event }) => {
        const { width } = event;
        const measured =
          event.type === 'window.resize' &&
          width !== undefined &&
          Number.isFinite(width) &&
          width >= 0;
        return (measured ? { size: { ...context.size, width } } : {}) as Partial<TContext>;
      },
    ),
  };
}
