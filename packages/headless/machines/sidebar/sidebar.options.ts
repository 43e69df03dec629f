import * as z from 'zod/mini';
import type { Bus } from '../../bus/bus.types';
import { defineOptions, option, type OptionsOf } from '../../kit/define-options';
import {
  FieldIssuesError,
  fieldIssuesOf,
  type FieldIssue,
} from '../../services/config-issues/config-issues';
import { flagOption, functionOption, nonEmptyText } from '../../transports/transport-options';

const text = (message: string) => z.string({ error: message });

/** What a channel's own `onClick` is given in place of its command. */
export interface SidebarClickDetails {
  /** The channel clicked, resolved. */
  channel: SidebarChannel;
  /** The bus of the sidebar. */
  bus: Bus;
}

/** A channel of the sidebar as a page gives it (spec 3, section 3: the sidebar channel). */
export interface SidebarChannelInput {
  /** The channel's plugin name (`WebChat`, `Callback`, ...): it picks the default label, icon and command. */
  name: string;
  /** The bus command a click runs. @default `<name>.open` */
  clickCommand?: string;
  /** The options of that command. */
  clickOptions?: unknown;
  /** The button's label, shown when the strip expands. @default the spec's label of the channel, else its name */
  displayName?: string;
  /** The button's tooltip. @default the label */
  displayTitle?: string;
  /** The button's icon: a name of the reference UI's icons, e.g. `chat`. @default the spec's icon of the channel */
  icon?: string;
  /** Runs instead of `clickCommand`. */
  onClick?: (details: SidebarClickDetails) => unknown;
}

/** A channel resolved: label, tooltip, icon and command known. */
export interface SidebarChannel extends Omit<
  SidebarChannelInput,
  'clickCommand' | 'displayName' | 'displayTitle'
> {
  /** The bus command a click runs. */
  clickCommand: string;
  /** The button's label. */
  displayName: string;
  /** The button's tooltip. */
  displayTitle: string;
}

/** The sidebar's side of the page. */
export type SidebarPosition = 'left' | 'right';

const channelSchema = z.strictObject(
  {
    name: nonEmptyText('Expected a channel name'),
    clickCommand: z.optional(nonEmptyText('Expected a command name, e.g. WebChat.open')),
    clickOptions: z.optional(z.unknown()),
    displayName: z.optional(text('Expected a text')),
    displayTitle: z.optional(text('Expected a text')),
    icon: z.optional(text('Expected an icon name')),
    onClick: z.optional(functionOption<SidebarChannelInput['onClick']>('Expected a function')),
  },
  { error: 'Expected a channel { name, clickCommand, ... }' },
);

/** The check of one channel (`addButton`'s options, `channels[]`). */
export const sidebarChannelSchema = channelSchema as unknown as z.ZodMiniType<SidebarChannelInput>;

/**
 * The sidebar's settings (`_genesys.widgets.sidebar`, spec 3, sections 2 and 9; protocols 8.2):
 * its side, whether it shows at start and expands on hover, and its channels.
 */
export const sidebarOptions = defineOptions(
  {
    /** The side of the page the strip sits on. @default 'right' */
    position: option<SidebarPosition>(
      z.enum(['left', 'right'], { error: 'Expected left or right' }),
      'right',
    ),
    /** Shows the sidebar when the page starts. @default true */
    showOnStartup: option(flagOption, true),
    /** Expands the strip (names shown) while the pointer rests on it. @default true */
    expandOnHover: option(flagOption, true),
    /** The channels, in button order. @default none */
    channels: option<SidebarChannelInput[]>(
      z.array(channelSchema, { error: 'Expected a list of channels' }),
      [],
    ),
  },
  'Expected sidebar options in an object',
);

/** The settings as a page gives them. */
export type SidebarOptionsInput = Partial<OptionsOf<typeof sidebarOptions.specs>>;

/** The settings resolved: defaults filled in, each channel whole. */
export type SidebarOptions = Omit<OptionsOf<typeof sidebarOptions.specs>, 'channels'> & {
  /** The channels, in button order. */
  channels: SidebarChannel[];
};

/** Settings that failed their check; the message names each bad one. */
export class SidebarConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'SidebarConfigError');
  }
}

/** A channel's defaults (spec 3, section 2: its label and its icon). */
export interface SidebarChannelDefaults {
  /** The label. */
  displayName: string;
  /** The icon's name. */
  icon: string;
}

/** The spec's labels and default icons of the channels, by plugin name (spec 3, section 2). */
export const sidebarChannelDefaults: Readonly<Record<string, SidebarChannelDefaults>> = {
  ChannelSelector: { displayName: 'Live Assistance', icon: 'agent' },
  WebChat: { displayName: 'Live Chat', icon: 'chat' },
  SendMessage: { displayName: 'Send Message', icon: 'email' },
  Callback: { displayName: 'Callback', icon: 'call-incoming' },
  CallUs: { displayName: 'Call Us', icon: 'call-outgoing' },
  Offers: { displayName: 'Offers', icon: 'star' },
  ClickToCall: { displayName: 'ClickToCall', icon: 'call-outgoing' },
  Search: { displayName: 'Search', icon: 'knowledge-center' },
};

/** A channel with its defaults: the spec's label and icon for its plugin, and `<name>.open`. */
export function resolveSidebarChannel(channel: SidebarChannelInput): SidebarChannel {
  const defaults = Object.hasOwn(sidebarChannelDefaults, channel.name)
    ? sidebarChannelDefaults[channel.name]
    : undefined;
  const displayName = channel.displayName || defaults?.displayName || channel.name;
  const icon = channel.icon ?? defaults?.icon;
  return {
    ...channel,
    clickCommand: channel.clickCommand ?? `${channel.name}.open`,
    displayName,
    displayTitle: channel.displayTitle || displayName,
    ...(icon === undefined ? {} : { icon }),
  };
}

/** The settings before any configuration: right, shown at start, expanding on hover, no channel. */
export const defaultSidebarOptions: SidebarOptions = { ...sidebarOptions.defaults, channels: [] };

/**
 * The settings `given` resolves to over `current` (`channels` replaced as a whole); throws a
 * {@link SidebarConfigError} naming each bad value.
 */
export function resolveSidebarOptions(
  given: unknown,
  current: SidebarOptions = defaultSidebarOptions,
): SidebarOptions {
  const issues = sidebarOptions.issues(given, 'sidebar');
  if (issues.length > 0) throw new SidebarConfigError(issues);
  const parsed = (given ?? {}) as SidebarOptionsInput;
  return {
    ...current,
    ...parsed,
    channels: parsed.channels ? parsed.channels.map(resolveSidebarChannel) : current.channels,
  };
}

/** The issues of one channel as `addButton` takes it, each named from `addButton` (`addButton.icon`). */
export function sidebarChannelIssues(value: unknown): FieldIssue[] {
  const parsed = channelSchema.safeParse(value);
  return parsed.success
    ? []
    : fieldIssuesOf(parsed.error, {
        prefix: 'addButton',
        whole: 'addButton',
        unknown: 'Unknown option',
      });
}

/** Sidebar timings (spec 3, section 9), in ms; named delays of the machine. */
export interface SidebarTimings {
  /** The hover that expands the strip. @default 250 */
  expandDelay: number;
  /** The time after the pointer leaves until the strip contracts. @default 500 */
  contractDelay: number;
}

/** The spec's timings: expand after 250 ms of hover, contract 500 ms after leaving. */
export const sidebarTimings: SidebarTimings = { expandDelay: 250, contractDelay: 500 };

/** The spec's sizes of the strip (spec 3, section 9), in CSS px, and its animation in ms. */
export const sidebarSizes = { width: 48, minExpandedWidth: 132, animation: 300 } as const;
