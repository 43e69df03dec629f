import { useState, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  connect,
  selectTimerServiceView,
  type TimerServiceApi,
  type TimerServiceView,
} from '../machines/timer-service/timer-service.connect';
import type { TimerServiceMachine } from '../machines/timer-service/timer-service.machine';
import type { TimerServiceInput } from '../machines/timer-service/timer-service.types';
import { timerServiceWidget } from '../machines/timer-service/timer-service.widget';
import { createBinding, useWidget, type BoundApi } from './widget-binding';

/** What {@link useTimer} returns: the timer service's api plus escape hatches. */
export type UseTimerReturn = BoundApi<
  ActorRefFrom<TimerServiceMachine>,
  TimerServiceView,
  TimerServiceApi
>;

const timerBinding = createBinding({
  hook: 'useTimer',
  provider: 'TimerProvider',
  select: selectTimerServiceView,
  connect,
});

/** The context `TimerProvider` puts the timer service actor in. */
export const TimerContext = timerBinding.Context;

/** Props of {@link TimerProvider}; all are read on mount. */
export interface TimerProviderProps extends TimerServiceInput {
  /** Whatever reads the timer. */
  children?: ReactNode;
}

/**
 * Runs the timer and idle service (`timerServiceWidget` of the widget kit) on the app's bus: it
 * ticks every 1 s, follows the visitor's attention (idle after 5 s) and registers the `Timer` plugin.
 */
export function TimerProvider({ children, ...options }: TimerProviderProps) {
  const [input] = useState<TimerServiceInput>(() => options);
  const { timer } = useWidget(timerServiceWidget, input);
  return <TimerContext value={timer}>{children}</TimerContext>;
}

/**
 * The timer and idle service: the visitor's attention (`isIdle`, `isActive`, `isHidden`), the
 * running countdowns and alarms, and commands to start, restart and cancel them.
 */
export function useTimer(): UseTimerReturn {
  return timerBinding.useApi();
}
