import type { GweOptionsInput } from '@cxkit/headless/web-engagement';
import * as z from 'zod/mini';
import {
  compact,
  flag,
  LegacySettingsError,
  readLegacySettings,
  url,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type SettingsReader,
} from '../legacy';

/** `gwe` settings that failed validation; the message names every bad setting. */
export class GweSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[]) {
    super(issues);
    this.name = 'GweSettingsError';
  }
}

/** What the legacy `gwe` settings give: the web-engagement bridge's options. */
export interface GweSettings {
  /** The bridge's options (`<WebEngagement options>`). */
  options: GweOptionsInput;
  /** Settings cxkit does not use, as dotted paths in the order they appear. */
  ignored: string[];
}

// Pure: a bundle that never reads the GWE settings keeps none of their schemas.
const gweSchema = /* @__PURE__ */ z.object({
  httpEndpoint: /* @__PURE__ */ z.optional(/* @__PURE__ */ url()),
  httpsEndpoint: /* @__PURE__ */ z.optional(/* @__PURE__ */ url()),
  trackedEvents: /* @__PURE__ */ z.optional(
    /* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown(), { error: 'Expected a list' }),
  ),
  smartInvites: /* @__PURE__ */ z.optional(flag),
});

function readGwe(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): Omit<GweSettings, 'ignored'> | undefined {
  const read = reader.read(gweSchema, settings, []);
  return read && { options: compact({ ...read }) };
}

/** The bridge's declaration on the legacy settings reader: `window._genesys.widgets.gwe`. */
export const gweSettingsDefinition: LegacySettingsDefinition<Omit<GweSettings, 'ignored'>> = {
  key: 'gwe',
  read: readGwe,
  used: () => ({
    httpEndpoint: true,
    httpsEndpoint: true,
    trackedEvents: true,
    smartInvites: true,
  }),
  error: GweSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.gwe` settings (service-protocols 12: `httpEndpoint`,
 * `httpsEndpoint`, `trackedEvents`, `smartInvites`) into the bridge's options; throws a
 * {@link GweSettingsError} naming every bad setting.
 */
export function parseGweSettings(settings: unknown): GweSettings {
  const { value, ignored } = readLegacySettings(gweSettingsDefinition, settings);
  return { ...value, ignored };
}
