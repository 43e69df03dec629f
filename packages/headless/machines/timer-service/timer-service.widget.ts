import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget, startWidget } from '../../kit/widget-runtime';
import { timerServiceMachine } from './timer-service.machine';
import { timerPlugin } from './timer-service.plugin';
import type { TimerServiceInput } from './timer-service.types';

/** What the timer service's runtime is made from (the `TimerProvider` props). */
export type TimerRuntimeInput = TimerServiceInput;

/** The timer and idle service on the widget kit: its actor and the `Timer` plugin. */
export const timerServiceWidget = defineWidget({
  name: 'Timer',
  machines: { timer: timerServiceMachine },
  inputs: (input: TimerRuntimeInput) => ({ timer: input }),
  plugins: ({ timer }) => [bindPlugin(timerPlugin, timer)],
});

/** Starts the timer service on `bus` outside React (the legacy page's way); returns its stop. */
export function startTimerService(bus: Bus, input: TimerRuntimeInput = {}): () => void {
  return startWidget(timerServiceWidget, input, { bus }).stop;
}
