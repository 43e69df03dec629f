import type { CallbackServiceOptionsInput } from '@cxkit/headless/callback-service';
import {
  CallbackWindowConfigError,
  resolveCallbackWindowOptions,
  type CallbackWindowOptionsInput,
} from '@cxkit/headless/callback/options';
import {
  isRecord,
  LegacySettingsError,
  readLegacySettings,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type SettingsReader,
  type Shape,
} from '../legacy';
import { parseCalendarSettings, type CalendarWidgetSettings } from './calendar-settings';
import { CallbackSettingsError, callbackServiceSettingsDefinition } from './callback-settings';
import { parseStatsSettings, type StatsSettings } from './stats-settings';

/** What the legacy `callback`, `calendar` and `stats` settings give the reference Callback. */
export interface CallbackWidgetSettings {
  /** The `CallbackService`'s configuration (the service keys of `callback`). */
  service: CallbackServiceOptionsInput;
  /** The Callback window's settings (its keys of `callback`), checked. */
  window: CallbackWindowOptionsInput;
  /** The calendar's settings, when the page has `calendar`. */
  calendar?: Omit<CalendarWidgetSettings, 'ignored'>;
  /** The `StatsService`'s options, when the page has `stats`. */
  stats?: StatsSettings['options'];
  /** Settings cxkit does not use, as dotted paths (`callback.…`, then `calendar.…`, `stats.…`). */
  ignored: string[];
}

/** The Callback window's keys of `_genesys.widgets.callback` (service-protocols 2) that cxkit reads. */
const windowShape = {
  countryCodes: true,
  immediateCallback: true,
  scheduledCallback: true,
  ewt: {
    display: true,
    threshold: true,
    refreshInterval: true,
    queue: true,
    immediateCallback: { thresholdMin: true, thresholdMax: true },
  },
  servicePlugin: true,
  form: true,
} as const satisfies Shape;

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
): CallbackWindowOptionsInput | undefined {
  const window = picked(settings, windowShape) as CallbackWindowOptionsInput;
  try {
    resolveCallbackWindowOptions(window);
    return window;
  } catch (error) {
    if (!(error instanceof CallbackWindowConfigError)) throw error;
    for (const issue of error.issues) {
      reader.add(issue.field.split('.').slice(1), issue.message);
    }
    return undefined;
  }
}

type CallbackKeys = Pick<CallbackWidgetSettings, 'service' | 'window'>;

/** The Callback's declaration on the legacy settings reader: the service's and the window's keys of `callback`. */
export const callbackWidgetSettingsDefinition: LegacySettingsDefinition<CallbackKeys> = {
  key: 'callback',
  read(settings, reader) {
    const service = callbackServiceSettingsDefinition.read(settings, reader);
    const window = readWindow(settings, reader);
    if (reader.hasIssues() || !service || !window) return undefined;
    return { service: service.options, window };
  },
  used: (settings, value) => {
    const serviceShape = callbackServiceSettingsDefinition.used(settings, {
      options: value.service,
    });
    return { ...(serviceShape as Record<string, Shape>), ...windowShape };
  },
  error: CallbackSettingsError,
};

/** Runs one reader, keeping its issues for the error that names them all. */
function collect<T>(issues: LegacySettingsIssue[], read: () => T): T | undefined {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof LegacySettingsError)) throw error;
    issues.push(...error.issues);
    return undefined;
  }
}

/**
 * Reads the legacy `window._genesys.widgets.callback` settings (the service's keys and the
 * window's), and `calendar` and `stats` of the same `widgets` when the page has them; throws a
 * {@link CallbackSettingsError} naming every bad setting of the three.
 */
export function parseCallbackWidgetSettings(
  settings: unknown,
  widgets: Readonly<Record<string, unknown>> = {},
): CallbackWidgetSettings {
  const issues: LegacySettingsIssue[] = [];
  const callback = collect(issues, () =>
    readLegacySettings(callbackWidgetSettingsDefinition, settings),
  );
  const calendar = Object.hasOwn(widgets, 'calendar')
    ? collect(issues, () => parseCalendarSettings(widgets['calendar']))
    : undefined;
  const stats = Object.hasOwn(widgets, 'stats')
    ? collect(issues, () => parseStatsSettings(widgets['stats']))
    : undefined;
  if (issues.length > 0 || !callback) throw new CallbackSettingsError(issues);
  const result: CallbackWidgetSettings = {
    ...callback.value,
    ignored: [...callback.ignored, ...(calendar?.ignored ?? []), ...(stats?.ignored ?? [])],
  };
  if (calendar) {
    const { ignored: _ignored, ...rest } = calendar;
    result.calendar = rest;
  }
  if (stats) result.stats = stats.options;
  return result;
}
