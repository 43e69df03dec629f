import type { Bus } from '../../bus/bus.types';
import type { CallbackScheduled } from '../../services/callback/callback.wire';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { WindowPartsInput } from '../widget-window/widget-window.types';
import { callbackMachine } from './callback.machine';
import { callbackManifest } from './callback.manifest';
import type { CallbackWindowOptionsInput } from './callback.options';
import { callbackPlugin } from './callback.plugin';
import type { CallbackScheduler, WaitTimeReader } from './callback.types';

/** What the Callback widget's runtime is made from (the `CallbackProvider` props, resolved). */
export interface CallbackRuntimeInput extends Pick<
  WindowPartsInput,
  'dock' | 'group' | 'isMobile' | 'viewport'
> {
  /** Window settings (`_genesys.widgets.callback`'s window keys). */
  options?: CallbackWindowOptionsInput;
  /** Books the callback. @default the bus's `<servicePlugin>.schedule` */
  schedule?: CallbackScheduler;
  /** Reads a queue's wait time in seconds. @default the bus's `StatsService.getStats` (`group: 'EWT'`), its `ewt` */
  fetchWaitTime?: WaitTimeReader;
  /** The visitor's language, for the country names. @default 'en' */
  locale?: string;
  /** The clock of the lifecycle's timestamps. @default Date.now */
  now?: () => number;
}

/** Books through the bus, by name: the window works with whichever service plugin is configured. */
export function busScheduler(bus: Bus): CallbackScheduler {
  return (request, servicePlugin) =>
    bus.untyped.command(
      `${servicePlugin}.schedule`,
      request,
      callbackManifest.name,
    ) as Promise<CallbackScheduled>;
}

/** Reads the wait time through the bus's `StatsService.getStats` (service-protocols 2, "EWT": `result.ewt`). */
export function busWaitTime(bus: Bus): WaitTimeReader {
  return async (queue) => {
    const result = (await bus.untyped.command(
      'StatsService.getStats',
      { group: 'EWT', vqname: queue },
      callbackManifest.name,
    )) as { ewt?: unknown } | undefined;
    // -1 is the service's 'unavailable': no wait known, as when there is no answer.
    return typeof result?.ewt === 'number' && result.ewt >= 0 ? result.ewt : undefined;
  };
}

/**
 * The Callback widget on the widget kit: the window actor (in the app's window group and dock as
 * `Callback`, which it joins itself), and the `Callback` plugin (which takes over the commands its lazy placeholder kept).
 */
export const callbackWidget = defineWidget({
  name: 'Callback',
  machines: { callback: callbackMachine },
  inputs: (input: CallbackRuntimeInput, { bus }) => ({
    callback: {
      options: input.options,
      schedule: input.schedule ?? busScheduler(bus),
      fetchWaitTime: input.fetchWaitTime ?? busWaitTime(bus),
      ...(input.locale ? { locale: input.locale } : {}),
      ...(input.now ? { now: input.now } : {}),
      ...(input.group ? { group: input.group } : {}),
      ...(input.dock ? { dock: input.dock } : {}),
      ...(input.isMobile ? { isMobile: input.isMobile } : {}),
      ...(input.viewport ? { viewport: input.viewport } : {}),
    },
  }),
  plugins: ({ callback }) => [bindPlugin(callbackPlugin, callback)],
});
