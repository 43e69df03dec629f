import type { ActivitySignal } from '../../services/signals/signals.types';

/** Where the visitor's attention is: using the page, away from it, or in another window. */
export type IdleStatus = 'active' | 'idle' | 'hidden';

/** Input of the idle detector. */
export interface IdleDetectorInput {
  /** Visitor activity and window focus. @default the browser signal (focused and silent without a window) */
  activity?: ActivitySignal;
  /** Milliseconds without activity before the visitor counts as idle. @default 60000 */
  idleAfter?: number;
}

/** Context of the idle detector. */
export interface IdleDetectorContext {
  /** Visitor activity and window focus. */
  activity: ActivitySignal;
  /** Milliseconds without activity before the visitor counts as idle. */
  idleAfter: number;
}

/** Events the idle detector accepts (the activity signal sends them; views may too). */
export type IdleDetectorEvent =
  { type: 'activity.detected' } | { type: 'window.focused' } | { type: 'window.blurred' };

/** Notifications the idle detector emits, one per change of status. */
export type IdleDetectorEmitted = { type: 'active' } | { type: 'idle' } | { type: 'hidden' };
