import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { ViewArbiter } from '../view-reservation/view-arbiter';
import type { WindowPartsInput } from '../widget-window/widget-window.types';
import { sidebarMachine } from './sidebar.machine';
import { sidebarManifest } from './sidebar.manifest';
import type { SidebarChannel, SidebarOptionsInput, SidebarTimings } from './sidebar.options';
import { sidebarPlugin } from './sidebar.plugin';

/** Runs a chosen channel: its `onClick`, else its `clickCommand` with its `clickOptions`. */
export type SidebarChannelRunner = (channel: SidebarChannel) => unknown;

/** What the sidebar widget's runtime is made from (the `SidebarProvider` props, resolved). */
export interface SidebarRuntimeInput extends Pick<WindowPartsInput, 'isMobile' | 'viewport'> {
  /** Settings (`_genesys.widgets.sidebar`). */
  options?: SidebarOptionsInput;
  /** The page overlay's arbiter, for the mobile list. @default none */
  overlay?: ViewArbiter;
  /** The expand and contract delays. @default the spec's 250 ms and 500 ms */
  timings?: Partial<SidebarTimings>;
  /** Runs a chosen channel. @default its `onClick`, else its `clickCommand` on the bus */
  run?: SidebarChannelRunner;
  /** Told when a chosen channel's command fails (e.g. 'Command does not exist'). @default a console warning */
  onRunError?: (error: unknown, channel: SidebarChannel) => void;
}

/** Runs a channel as the legacy sidebar does: its `onClick` with the bus, else its command on the bus. */
export function busSidebarRunner(bus: Bus): SidebarChannelRunner {
  return (channel) => {
    if (channel.onClick) return channel.onClick({ channel, bus });
    return bus.untyped.command(channel.clickCommand, channel.clickOptions, sidebarManifest.name);
  };
}

const warnRunError = (error: unknown, channel: SidebarChannel) =>
  console.warn(
    `[cxkit] SideBar: the ${channel.name} channel failed:`,
    error instanceof Error ? error.message : error,
  );

/**
 * The sidebar widget on the widget kit: the sidebar actor, the `SideBar` plugin (which takes over
 * the commands its lazy placeholder kept), and the run of each channel chosen on the bus.
 */
export const sidebarWidget = defineWidget({
  name: 'SideBar',
  machines: { sidebar: sidebarMachine },
  inputs: (input: SidebarRuntimeInput) => ({
    sidebar: {
      options: input.options,
      ...(input.overlay ? { overlay: input.overlay } : {}),
      ...(input.timings ? { timings: input.timings } : {}),
      ...(input.isMobile ? { isMobile: input.isMobile } : {}),
      ...(input.viewport ? { viewport: input.viewport } : {}),
    },
  }),
  link: ({ sidebar }, input, { bus }) => {
    const run = input.run ?? busSidebarRunner(bus);
    const onRunError = input.onRunError ?? warnRunError;
    const subscription = sidebar.on('selected', ({ channel }) => {
      Promise.resolve()
        .then(() => run(channel))
        .catch((error: unknown) => onRunError(error, channel));
    });
    return [() => subscription.unsubscribe()];
  },
  plugins: ({ sidebar }) => [bindPlugin(sidebarPlugin, sidebar)],
});
