import {
  resolveSidebarOptions,
  SidebarConfigError,
  type SidebarChannelInput,
  type SidebarOptionsInput,
} from '@cxkit/headless/sidebar/options';
import type { CxBusCompat } from '../cxbus/cxbus.types';
import {
  isRecord,
  LegacySettingsError,
  listOf,
  readLegacySettings,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  checkWithOwnOptions,
  type SettingsReader,
  type Shape,
} from '../legacy';

/** `sidebar` settings that failed validation; the message names every bad setting. */
export class SidebarSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[]) {
    super(issues);
    this.name = 'SidebarSettingsError';
  }
}

/** What the legacy `sidebar` settings give the reference sidebar. */
export interface SidebarWidgetSettings {
  /** The sidebar's settings, checked; a legacy `onClick` runs with the page's `CXBus`. */
  options: SidebarOptionsInput;
  /** Settings cxkit does not use, as dotted paths in the order they appear. */
  ignored: string[];
}

/** A legacy channel `onClick($, CXBus, Common)`. */
type LegacyOnClick = (
  jquery: undefined,
  cxbus: CxBusCompat | undefined,
  common: undefined,
) => unknown;

/** The keys of a channel cxkit reads (spec 3, section 3: the sidebar channel). */
const channelShape = {
  name: true,
  clickCommand: true,
  clickOptions: true,
  displayName: true,
  displayTitle: true,
  icon: true,
  onClick: true,
} as const satisfies Shape;

/** The keys of `_genesys.widgets.sidebar` cxkit reads (protocols 8.2, spec 3, section 9). */
const sidebarShape = {
  position: true,
  showOnStartup: true,
  expandOnHover: true,
  channels: listOf(channelShape),
} as const satisfies Shape;

/** The page's `CXBus` when the click comes (the embed sets it on the window). */
const pageCxBus = (): CxBusCompat | undefined => (globalThis as { CXBus?: CxBusCompat }).CXBus;

/** A channel of the page with its keys cxkit reads, a legacy `onClick` called as `onClick($, CXBus, Common)`. */
function channelOf(channel: unknown): unknown {
  if (!isRecord(channel)) return channel;
  const kept: Record<string, unknown> = Object.fromEntries(
    Object.entries(channel).filter(([key]) => Object.hasOwn(channelShape, key)),
  );
  if (typeof kept['onClick'] !== 'function') return kept;
  const legacy = kept['onClick'] as LegacyOnClick;
  const onClick: SidebarChannelInput['onClick'] = () => legacy(undefined, pageCxBus(), undefined);
  return { ...kept, onClick };
}

/** The settings, checked by the sidebar's own options (so each bad one is named as the sidebar names it). */
function readSidebar(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): SidebarOptionsInput | undefined {
  const options: Record<string, unknown> = Object.fromEntries(
    Object.entries(settings).filter(([key]) => Object.hasOwn(sidebarShape, key)),
  );
  if (Array.isArray(options['channels'])) options['channels'] = options['channels'].map(channelOf);
  return checkWithOwnOptions(reader, () => resolveSidebarOptions(options), SidebarConfigError)
    ? (options as SidebarOptionsInput)
    : undefined;
}

/** The sidebar's declaration on the legacy settings reader: `window._genesys.widgets.sidebar`. */
export const sidebarSettingsDefinition: LegacySettingsDefinition<SidebarOptionsInput> = {
  key: 'sidebar',
  read: readSidebar,
  used: () => sidebarShape,
  error: SidebarSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.sidebar` settings (`position`, `showOnStartup`,
 * `expandOnHover`, `channels[] {name, clickCommand, clickOptions, displayName, displayTitle, icon,
 * onClick}`); throws a {@link SidebarSettingsError} naming every bad setting, or the spec's
 * 'Invalid configuration' alone for missing or empty ones.
 */
export function parseSidebarSettings(settings: unknown): SidebarWidgetSettings {
  const { value, ignored } = readLegacySettings(sidebarSettingsDefinition, settings);
  return { options: value, ignored };
}
