import {
  ChannelSelectorConfigError,
  noChannelsText,
  resolveChannelSelectorOptions,
  type ChannelOptionsInput,
  type ChannelSelectorOptionsInput,
} from '@cxkit/headless/channel-selector/options';
import type { CxBusCompat } from '../cxbus/cxbus.types';
import {
  isRecord,
  LegacySettingsError,
  listOf,
  readLegacySettings,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type SettingsReader,
  type Shape,
} from '../legacy';
import { parseStatsSettings, type StatsSettings } from './stats-settings';

/** `channelselector` settings that failed validation; the message names every bad setting. */
export class ChannelSelectorSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[]) {
    super(issues);
    this.name = 'ChannelSelectorSettingsError';
  }
}

/** A legacy channel `onClick($, CXBus, Common)`. */
type LegacyOnClick = (
  jquery: undefined,
  cxbus: CxBusCompat | undefined,
  common: undefined,
) => unknown;

/** What the legacy `channelselector` (and `stats`) settings give the reference channel selector. */
export interface ChannelSelectorWidgetSettings {
  /** The selector's settings, checked; a legacy `onClick` runs with the page's `CXBus`. */
  options: ChannelSelectorOptionsInput;
  /** The `StatsService`'s options, when the page has `stats`. */
  stats?: StatsSettings['options'];
  /** Settings cxkit does not use, as dotted paths (`channelselector.…`, then `stats.…`). */
  ignored: string[];
}

const waitShape = {
  display: true,
  queue: true,
  availabilityThresholdMin: true,
  availabilityThresholdMax: true,
  hideChannelWhenThresholdMax: true,
} as const satisfies Shape;

/** The keys of a channel cxkit reads (service-protocols 5; `displayTitle` and `readyEvent` are the sidebar's). */
const channelShape = {
  name: true,
  enable: true,
  clickCommand: true,
  clickOptions: true,
  displayName: true,
  icon: true,
  html: true,
  i18n: true,
  onClick: true,
  subtitle: true,
  ewt: waitShape,
} as const satisfies Shape;

const selectorShape = {
  ewtRefreshInterval: true,
  servicePlugin: true,
  channels: listOf(channelShape),
} as const satisfies Shape;

/** The part of `value` that `shape` uses: its keys, deep, where both are objects. */
function picked(value: unknown, shape: Record<string, Shape | boolean>): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => Object.hasOwn(shape, key))
      .map((key) => {
        const inner = shape[key];
        return [key, typeof inner === 'object' ? picked(value[key], inner) : value[key]];
      }),
  );
}

/** The page's `CXBus` when the click comes (the embed sets it on the window). */
const pageCxBus = (): CxBusCompat | undefined => (globalThis as { CXBus?: CxBusCompat }).CXBus;

/** A channel of the page with its keys cxkit reads, a legacy `onClick` called as `onClick($, CXBus, Common)`. */
function channelOf(channel: unknown): unknown {
  const kept = picked(channel, channelShape);
  if (!isRecord(kept) || typeof kept['onClick'] !== 'function') return kept;
  const legacy = kept['onClick'] as LegacyOnClick;
  const onClick: ChannelOptionsInput['onClick'] = () => legacy(undefined, pageCxBus(), undefined);
  return { ...kept, onClick };
}

/** The selector's keys, checked by the selector's own options (so each bad one is named as it names it). */
function readSelector(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): ChannelSelectorOptionsInput | undefined {
  const kept = picked(settings, { ewtRefreshInterval: true, servicePlugin: true }) as Record<
    string,
    unknown
  >;
  const channels = settings['channels'];
  const options = Array.isArray(channels)
    ? { ...kept, channels: channels.map(channelOf) }
    : { ...kept, ...(channels === undefined ? {} : { channels }) };
  if (!Array.isArray(channels) || channels.length === 0) {
    reader.add(['channels'], noChannelsText);
  }
  try {
    resolveChannelSelectorOptions(options);
  } catch (error) {
    if (!(error instanceof ChannelSelectorConfigError)) throw error;
    for (const issue of error.issues) {
      if (issue.field === 'channelselector.channels' && reader.hasIssues()) continue;
      reader.add(issue.field.split('.').slice(1), issue.message);
    }
    return undefined;
  }
  return reader.hasIssues() ? undefined : (options as ChannelSelectorOptionsInput);
}

/** The channel selector's declaration on the legacy settings reader: `window._genesys.widgets.channelselector`. */
export const channelSelectorSettingsDefinition: LegacySettingsDefinition<ChannelSelectorOptionsInput> =
  {
    key: 'channelselector',
    read: readSelector,
    used: () => selectorShape,
    error: ChannelSelectorSettingsError,
  };

/**
 * Reads the legacy `window._genesys.widgets.channelselector` settings (service-protocols 5), and
 * `stats` of the same `widgets` when the page has it; throws a {@link ChannelSelectorSettingsError}
 * naming every bad setting of both ('Invalid configuration. Please ensure atleast one channel is
 * configured.' without a channel).
 */
export function parseChannelSelectorSettings(
  settings: unknown,
  widgets: Readonly<Record<string, unknown>> = {},
): ChannelSelectorWidgetSettings {
  const issues: LegacySettingsIssue[] = [];
  let selector: ReturnType<typeof readLegacySettings<ChannelSelectorOptionsInput>> | undefined;
  try {
    selector = readLegacySettings(channelSelectorSettingsDefinition, settings);
  } catch (error) {
    if (!(error instanceof LegacySettingsError)) throw error;
    issues.push(...error.issues);
  }
  let stats: StatsSettings | undefined;
  if (Object.hasOwn(widgets, 'stats')) {
    try {
      stats = parseStatsSettings(widgets['stats']);
    } catch (error) {
      if (!(error instanceof LegacySettingsError)) throw error;
      issues.push(...error.issues);
    }
  }
  if (issues.length > 0 || !selector) throw new ChannelSelectorSettingsError(issues);
  return {
    options: selector.value,
    ...(stats ? { stats: stats.options } : {}),
    ignored: [...selector.ignored, ...(stats?.ignored ?? [])],
  };
}
