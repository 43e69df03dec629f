import * as z from 'zod/mini';
import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { CoBrowseState } from '../cobrowse/cobrowse.manifest';
import type { WindowPartsInput } from '../widget-window/widget-window.types';
import { channelSelectorMachine } from './channel-selector.machine';
import { channelSelectorManifest } from './channel-selector.manifest';
import type { ChannelOptions, ChannelSelectorOptionsInput } from './channel-selector.options';
import { channelSelectorPlugin } from './channel-selector.plugin';
import type { ChannelStatsSource, CoBrowseSource } from './channel-selector.types';

/** Runs a chosen channel: its `onClick`, else its `clickCommand` with its `clickOptions`. */
export type ChannelRunner = (channel: ChannelOptions) => unknown;

/** What the channel selector widget's runtime is made from (the `ChannelSelectorProvider` props, resolved). */
export interface ChannelSelectorRuntimeInput extends Pick<
  WindowPartsInput,
  'dock' | 'group' | 'isMobile' | 'viewport'
> {
  /** Settings (`_genesys.widgets.channelselector`). */
  options?: ChannelSelectorOptionsInput;
  /** Where the waits come from. @default the bus's `<servicePlugin>.getStats` and `.updated` */
  stats?: ChannelStatsSource;
  /** Where the co-browse state comes from. @default the bus's `CoBrowse.getState` and `.stateChanged` */
  coBrowse?: CoBrowseSource;
  /** Runs a chosen channel. @default its `onClick`, else its `clickCommand` on the bus */
  run?: ChannelRunner;
  /** Told when a chosen channel's command fails (e.g. 'Command does not exist'). @default a console warning */
  onRunError?: (error: unknown, channel: ChannelOptions) => void;
}

const waitsSchema = z.object({ ewt: z.record(z.string(), z.number()) });
const coBrowseSchema = z.object({ online: z.boolean(), active: z.boolean(), pending: z.boolean() });

/** The waits through the bus, by the plugin's name (service-protocols 5: `vqName`, the unique queues). */
export function busChannelStats(bus: Bus): ChannelStatsSource {
  return {
    request: (queues, servicePlugin) =>
      bus.untyped.command(
        `${servicePlugin}.getStats`,
        { group: 'EWT', vqName: [...queues] },
        channelSelectorManifest.name,
      ),
    subscribe: (servicePlugin, listener) =>
      bus.untyped.subscribe(`${servicePlugin}.updated`, (event) => {
        const parsed = waitsSchema.safeParse(event.data);
        if (parsed.success) listener(parsed.data.ewt);
      }),
  };
}

/** The co-browse state through the bus (the CoBrowse bridge's table): offline while there is no bridge. */
export function busCoBrowse(bus: Bus): CoBrowseSource {
  const stateOf = (value: unknown): CoBrowseState | undefined => {
    const parsed = coBrowseSchema.safeParse(value);
    return parsed.success ? parsed.data : undefined;
  };
  return {
    getState: async () => {
      const state = stateOf(
        await bus.untyped.command('CoBrowse.getState', undefined, channelSelectorManifest.name),
      );
      if (!state) throw new Error('CoBrowse.getState answered no state');
      return state;
    },
    subscribe: (listener) =>
      bus.untyped.subscribe('CoBrowse.stateChanged', (event) => {
        const state = stateOf(event.data);
        if (state) listener(state);
      }),
  };
}

/** Runs a channel as the legacy selector does: its `onClick` with the bus, else its command on the bus. */
export function busChannelRunner(bus: Bus): ChannelRunner {
  return (channel) => {
    if (channel.onClick) return channel.onClick({ channel, bus });
    if (channel.clickCommand === undefined) return undefined;
    return bus.untyped.command(
      channel.clickCommand,
      channel.clickOptions,
      channelSelectorManifest.name,
    );
  };
}

const warnRunError = (error: unknown, channel: ChannelOptions) =>
  console.warn(
    `[cxkit] ChannelSelector: the ${channel.name} channel failed:`,
    error instanceof Error ? error.message : error,
  );

/**
 * The channel selector widget on the widget kit: the selector actor (in the app's window group and
 * dock as `ChannelSelector`), the `ChannelSelector` plugin, and the run of the channel chosen,
 * after the selector has closed (service-protocols 5: `closed` is published before the channel opens).
 */
export const channelSelectorWidget = defineWidget({
  name: 'ChannelSelector',
  machines: { channelSelector: channelSelectorMachine },
  inputs: (input: ChannelSelectorRuntimeInput, { bus }) => ({
    channelSelector: {
      options: input.options,
      stats: input.stats ?? busChannelStats(bus),
      coBrowse: input.coBrowse ?? busCoBrowse(bus),
      ...(input.group ? { group: input.group } : {}),
      ...(input.dock ? { dock: input.dock } : {}),
      ...(input.isMobile ? { isMobile: input.isMobile } : {}),
      ...(input.viewport ? { viewport: input.viewport } : {}),
    },
  }),
  link: ({ channelSelector }, input, { bus }) => {
    const run = input.run ?? busChannelRunner(bus);
    const onRunError = input.onRunError ?? warnRunError;
    const subscription = channelSelector.on('selected', ({ channel }) => {
      Promise.resolve()
        .then(() => run(channel))
        .catch((error: unknown) => onRunError(error, channel));
    });
    return [() => subscription.unsubscribe()];
  },
  plugins: ({ channelSelector }) => [bindPlugin(channelSelectorPlugin, channelSelector)],
});
