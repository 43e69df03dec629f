import type { EwtApiVersion, StatsOptions } from '@cxkit/headless/stats';
import * as z from 'zod/mini';
import {
  compact,
  LegacySettingsError,
  nonBlank,
  objectOf,
  oneOf,
  readLegacySettings,
  sharedSettings,
  unlessEmpty,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type SettingsReader,
} from '../legacy';

/** `stats` settings that failed validation; the message names every bad setting. */
export class StatsSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[]) {
    super(issues);
    this.name = 'StatsSettingsError';
  }
}

/** What the legacy `stats` settings give: the StatsService's options (`StatsProvider`, `attachStatsService`). */
export interface StatsSettings {
  /** The StatsService's options. */
  options: Partial<StatsOptions>;
  /** Settings cxkit does not use, as dotted paths in the order they appear. */
  ignored: string[];
}

/** The widget lower-cases `ewt.apiVersion` before it reads it. */
// Pure: a bundle that never reads the stats settings keeps none of their schemas.
const apiVersion = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.pipe(
    /* @__PURE__ */ z.string({ error: "Expected 'v1', 'v2' or 'v3'" }),
    /* @__PURE__ */ z.transform((value) => value.toLowerCase()),
  ),
  /* @__PURE__ */ oneOf(['v1', 'v2', 'v3']),
);

const statsSchema = /* @__PURE__ */ z.object({
  ajaxTimeout: sharedSettings.ajaxTimeout,
  ewt: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ objectOf({
      dataURL: /* @__PURE__ */ z.optional(/* @__PURE__ */ sharedSettings.dataURL()),
      apikey: sharedSettings.apikey,
      apiVersion: /* @__PURE__ */ z.optional(apiVersion),
      mode: /* @__PURE__ */ z.optional(/* @__PURE__ */ nonBlank('Expected a mode name')),
    }),
  ),
});

function readStats(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): Omit<StatsSettings, 'ignored'> | undefined {
  const stats = reader.read(statsSchema, settings, []);
  if (!stats) return undefined;
  const ewt = stats.ewt
    ? unlessEmpty(
        compact({
          dataURL: stats.ewt.dataURL,
          apikey: stats.ewt.apikey,
          apiVersion: stats.ewt.apiVersion as EwtApiVersion | undefined,
          mode: stats.ewt.mode,
        }),
      )
    : undefined;
  return { options: compact({ ajaxTimeout: stats.ajaxTimeout, ewt }) };
}

/** The stats service's declaration on the legacy settings reader: `window._genesys.widgets.stats`. */
export const statsSettingsDefinition: LegacySettingsDefinition<Omit<StatsSettings, 'ignored'>> = {
  key: 'stats',
  read: readStats,
  used: () => ({
    ajaxTimeout: true,
    ewt: { dataURL: true, apikey: true, apiVersion: true, mode: true },
  }),
  error: StatsSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.stats` settings (service-protocols 4) into the
 * StatsService's options; throws a {@link StatsSettingsError} naming every bad setting.
 */
export function parseStatsSettings(settings: unknown): StatsSettings {
  const { value, ignored } = readLegacySettings(statsSettingsDefinition, settings);
  return { ...value, ignored };
}
