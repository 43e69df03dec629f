import { emit, fromCallback, setup } from 'xstate';
import { createBrowserActivitySignal } from '../../services/signals/browser-signals';
import type { ActivityKind, ActivitySignal } from '../../services/signals/signals.types';
import type {
  IdleDetectorContext,
  IdleDetectorEmitted,
  IdleDetectorEvent,
  IdleDetectorInput,
} from './idle-detector.types';

/** Milliseconds without activity before the visitor counts as idle (spec 2, section 9). */
export const defaultIdleAfter = 60_000;

const eventOfKind: Record<ActivityKind, IdleDetectorEvent> = {
  activity: { type: 'activity.detected' },
  focus: { type: 'window.focused' },
  blur: { type: 'window.blurred' },
};

/** Turns the activity signal's notifications into detector events while the detector runs. */
const watchActivity = fromCallback<IdleDetectorEvent, { activity: ActivitySignal }>(
  ({ input, sendBack }) => input.activity.subscribe((kind) => sendBack(eventOfKind[kind])),
);

/** The idle-and-visibility detector: active, idle after `idleAfter` without activity, hidden while the window has no focus. */
export const idleDetectorMachine = setup({
  types: {
    context: {} as IdleDetectorContext,
    events: {} as IdleDetectorEvent,
    input: {} as IdleDetectorInput,
    emitted: {} as IdleDetectorEmitted,
    children: {} as { activity: 'watchActivity' },
  },
  actors: { watchActivity },
  delays: {
    idleAfter: ({ context }) => context.idleAfter,
  },
  guards: {
    hasFocus: ({ context }) => context.activity.hasFocus(),
  },
  actions: {
    notifyActive: emit({ type: 'active' }),
    notifyIdle: emit({ type: 'idle' }),
    notifyHidden: emit({ type: 'hidden' }),
  },
}).createMachine({
  id: 'idleDetector',
  context: ({ input }) => ({
    activity: input.activity ?? createBrowserActivitySignal(),
    idleAfter: input.idleAfter ?? defaultIdleAfter,
  }),
  invoke: {
    id: 'activity',
    src: 'watchActivity',
    input: ({ context }) => ({ activity: context.activity }),
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'hasFocus', target: 'active' }, { target: 'hidden' }],
    },
    active: {
      after: { idleAfter: { target: 'idle', actions: 'notifyIdle' } },
      on: {
        'activity.detected': { target: 'active', reenter: true },
        'window.focused': { target: 'active', reenter: true },
        'window.blurred': { target: 'hidden', actions: 'notifyHidden' },
      },
    },
    idle: {
      on: {
        'activity.detected': { target: 'active', actions: 'notifyActive' },
        'window.focused': { target: 'active', actions: 'notifyActive' },
        'window.blurred': { target: 'hidden', actions: 'notifyHidden' },
      },
    },
    hidden: {
      on: {
        'activity.detected': { target: 'active', actions: 'notifyActive' },
        'window.focused': { target: 'active', actions: 'notifyActive' },
      },
    },
  },
});

/** The idle detector's type, for typing actors and snapshots. */
export type IdleDetectorMachine = typeof idleDetectorMachine;
