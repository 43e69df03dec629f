import type { ClickToCallServiceConfigureOptions } from '@cxkit/headless/widgets';
import {
  ClickToCallConfigError,
  resolveClickToCallOptions,
  type ClickToCallOptionsInput,
} from '@cxkit/headless/click-to-call/options';
import * as z from 'zod/mini';
import {
  compact,
  flag,
  isRecord,
  LegacySettingsError,
  readLegacySettings,
  readUserData,
  sharedSettings,
  unlessEmpty,
  userDataShape,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  checkWithOwnOptions,
  type SettingsReader,
  type Shape,
} from '../legacy';
import { parseStatsSettings, type StatsSettings } from './stats-settings';

/** `clicktocall` (or its `stats`) settings that failed validation; the message names every bad setting. */
export class ClickToCallSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[], options?: ErrorOptions) {
    super(issues, options);
    this.name = 'ClickToCallSettingsError';
  }
}

/** What the legacy `clicktocall` and `stats` settings give the reference ClickToCall. */
export interface ClickToCallWidgetSettings {
  /** The `ClickToCallService`'s configuration (service-protocols 6: dataURL, apikey, ajaxTimeout, provideAccessCode, userData). */
  service: ClickToCallServiceConfigureOptions;
  /** The ClickToCall window's settings (service-protocols 7), checked. */
  window: ClickToCallOptionsInput;
  /** The `StatsService`'s options, when the page has `stats`. */
  stats?: StatsSettings['options'];
  /** Settings cxkit does not use, as dotted paths (`clicktocall.…`, then `stats.…`). */
  ignored: string[];
}

/** The window's keys of `_genesys.widgets.clicktocall` (service-protocols 7 and 13 §8.2). */
const windowShape = {
  enableCountdown: true,
  provideAccessCode: true,
  autoDialAccessCode: true,
  unminimizeOnAlert: true,
  ariaNumberExpirationIntervals: true,
  ewt: { display: true, queue: true, threshold: true, refreshInterval: true },
  formJSON: true,
  userData: userDataShape,
  confirmFormCloseEnabled: true,
  servicePlugin: true,
} as const satisfies Shape;

/** The service's keys (service-protocols 6). */
const serviceShape = {
  dataURL: true,
  apikey: true,
  ajaxTimeout: true,
  provideAccessCode: true,
  userData: userDataShape,
} as const satisfies Shape;

const serviceSchema = z.object({
  dataURL: z.optional(sharedSettings.dataURL()),
  // An account number may be given as a number (service-protocols 6).
  apikey: z.optional(
    z.pipe(
      z.union([z.string(), z.number()], { error: 'Expected a header value' }),
      z.transform((value) => String(value)),
    ),
  ),
  ajaxTimeout: sharedSettings.ajaxTimeout,
  provideAccessCode: z.optional(flag),
});

/** The part of `value` that `shape` uses: its keys, deep, where both are objects. */
function picked(value: unknown, shape: Shape): unknown {
  if (typeof shape !== 'object' || !isRecord(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .filter((key) => Object.hasOwn(shape, key))
      .map((key) => [key, picked(value[key], shape[key]!)]),
  );
}

/** The window keys, checked by the window's own options (so each bad one is named as the window names it). */
function readWindow(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): ClickToCallOptionsInput | undefined {
  const { userData: _userData, ...window } = picked(settings, windowShape) as Record<
    string,
    unknown
  >;
  const read = checkWithOwnOptions(
    reader,
    () => resolveClickToCallOptions(window),
    ClickToCallConfigError,
  );
  return read ? (window as ClickToCallOptionsInput) : undefined;
}

type ClickToCallKeys = Pick<ClickToCallWidgetSettings, 'service' | 'window'>;

/** The ClickToCall's declaration on the legacy settings reader: the service's and the window's keys of `clicktocall`. */
export const clickToCallSettingsDefinition: LegacySettingsDefinition<ClickToCallKeys> = {
  key: 'clicktocall',
  read(settings, reader) {
    const service = reader.read(serviceSchema, settings, []);
    const userData = readUserData(settings['userData'], reader);
    const window = readWindow(settings, reader);
    if (reader.hasIssues() || !service || !window) return undefined;
    // The service merges the page's user data into each request; the window sends the open's.
    return { service: compact({ ...service, userData: unlessEmpty(userData) }), window };
  },
  used: () => ({ ...serviceShape, ...windowShape }),
  error: ClickToCallSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.clicktocall` settings (the service's keys and the
 * window's), and `stats` of the same `widgets` when the page has it; throws a
 * {@link ClickToCallSettingsError} naming every bad setting of both.
 */
export function parseClickToCallSettings(
  settings: unknown,
  widgets: Readonly<Record<string, unknown>> = {},
): ClickToCallWidgetSettings {
  const issues: LegacySettingsIssue[] = [];
  let clickToCall: ReturnType<typeof readLegacySettings<ClickToCallKeys>> | undefined;
  try {
    clickToCall = readLegacySettings(clickToCallSettingsDefinition, settings);
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
  if (issues.length > 0 || !clickToCall) throw new ClickToCallSettingsError(issues);
  return {
    ...clickToCall.value,
    ...(stats ? { stats: stats.options } : {}),
    ignored: [...clickToCall.ignored, ...(stats?.ignored ?? [])],
  };
}
