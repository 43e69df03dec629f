import * as z from 'zod/mini';
import type { Bus } from '../../bus/bus.types';
import { defineOptions, option, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import {
  flagOption,
  functionOption,
  nonEmptyText,
  numberWhere,
} from '../../transports/transport-options';

const seconds = numberWhere((value) => value >= 0, 'Expected a number of seconds, 0 or more');
const interval = numberWhere(
  (value) => value > 0 && value * 1000 <= 2_147_483_647,
  'Expected a number of seconds above 0',
);
const text = (message: string) => z.string({ error: message });

/** The wait-time settings of one channel (`channels[].ewt`, service-protocols 5). */
export interface ChannelWaitTimeOptions {
  /** Show the channel's wait (the tile's status). @default false */
  display: boolean;
  /** The virtual queue whose wait the tile shows. */
  queue?: string;
  /** Waits up to this many seconds show as a warning, longer ones as an alert. @default 300 */
  availabilityThresholdMin: number;
  /** Waits of this many seconds or more make the channel unavailable. @default 480 */
  availabilityThresholdMax: number;
  /** At `availabilityThresholdMax` the tile is hidden rather than disabled. @default true */
  hideChannelWhenThresholdMax: boolean;
}

/** The per-channel wait-time defaults (spec 1, section 9: display off, 300 s, 480 s; service-protocols 5: hide true). */
export const defaultChannelWaitTime: ChannelWaitTimeOptions = {
  display: false,
  availabilityThresholdMin: 300,
  availabilityThresholdMax: 480,
  hideChannelWhenThresholdMax: true,
};

/** What a channel's own `onClick` is given in place of the channel's command. */
export interface ChannelClickDetails {
  /** The channel clicked, resolved. */
  channel: ChannelOptions;
  /** The bus of the selector. */
  bus: Bus;
}

/** A channel of the selector as a page gives it (`channels[]`, protocols 8.3, service-protocols 5). */
export interface ChannelOptionsInput {
  /** The channel's name: the tile's id is `cx-<name>`. */
  name: string;
  /** Show the channel. @default true */
  enable?: boolean;
  /** The bus command a click runs, e.g. `WebChat.open`. */
  clickCommand?: string;
  /** The options of that command. */
  clickOptions?: unknown;
  /** The tile's title. @default the name */
  displayName?: string;
  /** The tile's icon: a name of the reference UI's icons, e.g. `chat`. */
  icon?: string;
  /** The tile's own content, as HTML (rendered sanitised). */
  html?: string;
  /** The i18n key of the tile's title. */
  i18n?: string;
  /** Runs instead of `clickCommand`. */
  onClick?: (details: ChannelClickDetails) => unknown;
  /** The tile's line under the title. */
  subtitle?: string;
  /** The channel's wait time. */
  ewt?: Partial<ChannelWaitTimeOptions>;
}

/** A channel resolved: `enable` known, the wait-time settings whole. */
export type ChannelOptions = Omit<ChannelOptionsInput, 'enable' | 'ewt'> & {
  /** Show the channel. */
  enable: boolean;
  /** The channel's wait time. */
  ewt: ChannelWaitTimeOptions;
};

const waitTimeSchema = z.strictObject(
  {
    display: z.optional(flagOption),
    queue: z.optional(nonEmptyText('Expected a queue name')),
    availabilityThresholdMin: z.optional(seconds),
    availabilityThresholdMax: z.optional(seconds),
    hideChannelWhenThresholdMax: z.optional(flagOption),
  },
  { error: 'Expected the wait-time settings in an object' },
);

const channelSchema = z.strictObject(
  {
    name: nonEmptyText('Expected a channel name'),
    enable: z.optional(flagOption),
    clickCommand: z.optional(nonEmptyText('Expected a command name, e.g. WebChat.open')),
    clickOptions: z.optional(z.unknown()),
    displayName: z.optional(text('Expected a text')),
    icon: z.optional(text('Expected an icon name')),
    html: z.optional(text('Expected HTML text')),
    i18n: z.optional(text('Expected an i18n key')),
    onClick: z.optional(functionOption<ChannelOptionsInput['onClick']>('Expected a function')),
    subtitle: z.optional(text('Expected a text')),
    ewt: z.optional(waitTimeSchema),
  },
  { error: 'Expected a channel { name, clickCommand, ... }' },
);

/**
 * The channel selector's settings (`_genesys.widgets.channelselector`, service-protocols 5): the
 * channels, the refresh of their waits, and the plugin that tells them.
 */
export const channelSelectorOptions = defineOptions(
  {
    /** The channels, in tile order. @default none (the selector then refuses to open) */
    channels: option<ChannelOptionsInput[]>(
      z.array(channelSchema, { error: 'Expected a list of channels' }),
      [],
    ),
    /** Seconds between two readings of the waits while the selector is open. @default 10 */
    ewtRefreshInterval: option(interval, 10),
    /** The plugin whose `getStats` and `updated` tell the waits. @default 'StatsService' */
    servicePlugin: option(nonEmptyText('Expected a plugin name'), 'StatsService'),
  },
  'Expected channel selector options in an object',
);

/** The settings as a page gives them. */
export type ChannelSelectorOptionsInput = Partial<OptionsOf<typeof channelSelectorOptions.specs>>;

/** The settings resolved: defaults filled in, each channel whole. */
export type ChannelSelectorOptions = Omit<
  OptionsOf<typeof channelSelectorOptions.specs>,
  'channels'
> & {
  /** The channels, in tile order. */
  channels: ChannelOptions[];
};

/** The spec's text for a configuration without a channel (service-protocols 5). */
export const noChannelsText =
  'Invalid configuration. Please ensure atleast one channel is configured.';

/** Settings that failed their check; the message names each bad one. */
export class ChannelSelectorConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'ChannelSelectorConfigError');
  }
}

/** A channel with its defaults. */
export function resolveChannel(channel: ChannelOptionsInput): ChannelOptions {
  return {
    ...channel,
    enable: channel.enable ?? true,
    ewt: { ...defaultChannelWaitTime, ...channel.ewt },
  };
}

/** The settings before any configuration: no channel, a 10 s refresh, `StatsService`. */
export const defaultChannelSelectorOptions: ChannelSelectorOptions = {
  ...channelSelectorOptions.defaults,
  channels: [],
};

/**
 * The settings `given` resolves to over `current` (`channels` replaced as a whole); throws a
 * {@link ChannelSelectorConfigError} naming each bad value.
 */
export function resolveChannelSelectorOptions(
  given: unknown,
  current: ChannelSelectorOptions = defaultChannelSelectorOptions,
): ChannelSelectorOptions {
  const issues = channelSelectorOptions.issues(given, 'channelselector');
  if (issues.length > 0) throw new ChannelSelectorConfigError(issues);
  const parsed = (given ?? {}) as ChannelSelectorOptionsInput;
  return {
    ...current,
    ...parsed,
    channels: parsed.channels ? parsed.channels.map(resolveChannel) : current.channels,
  };
}

/** Whether settings as a page gives them name at least one channel (spec 1, section 5). */
export function hasChannels(given: unknown): boolean {
  if (typeof given !== 'object' || given === null) return false;
  const { channels } = given as { channels?: unknown };
  return Array.isArray(channels) && channels.length > 0;
}
