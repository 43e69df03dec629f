import type { CoBrowseOptionsInput } from '@cxkit/headless/cobrowse/options';
import * as z from 'zod/mini';
import {
  compact,
  flag,
  LegacySettingsError,
  nonBlank,
  readLegacySettings,
  url,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
  type SettingsReader,
} from '../legacy';

/** `cobrowse` settings that failed validation; the message names every bad setting. */
export class CoBrowseSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[]) {
    super(issues);
    this.name = 'CoBrowseSettingsError';
  }
}

/** What the legacy `cobrowse` settings give: the bridge's options. */
export interface CoBrowseSettings {
  /** The co-browse bridge's options (`<CoBrowse options>`). */
  options: CoBrowseOptionsInput;
  /** Settings cxkit does not use, as dotted paths in the order they appear. */
  ignored: string[];
}

// Pure: a bundle that never reads the co-browse settings keeps none of their schemas.
const coBrowseSchema = /* @__PURE__ */ z.object({
  src: /* @__PURE__ */ url('Expected the co-browse script URL'),
  url: /* @__PURE__ */ z.optional(/* @__PURE__ */ url()),
  apikey: /* @__PURE__ */ z.optional(/* @__PURE__ */ nonBlank('Expected an API key')),
  debug: /* @__PURE__ */ z.optional(flag),
  disableBuiltInUI: /* @__PURE__ */ z.optional(flag),
});

function readCoBrowse(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): Omit<CoBrowseSettings, 'ignored'> | undefined {
  const read = reader.read(coBrowseSchema, settings, []);
  return read && { options: compact({ ...read }) };
}

/** The co-browse bridge's declaration on the legacy settings reader: `window._genesys.widgets.cobrowse`. */
export const coBrowseSettingsDefinition: LegacySettingsDefinition<
  Omit<CoBrowseSettings, 'ignored'>
> = {
  key: 'cobrowse',
  read: readCoBrowse,
  used: () => ({ src: true, url: true, apikey: true, debug: true, disableBuiltInUI: true }),
  error: CoBrowseSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.cobrowse` settings (spec 1, section 7: the script's
 * `src` and its server's `url`; `apikey`, `debug` and `disableBuiltInUI` go to the script) into the
 * bridge's options; throws a {@link CoBrowseSettingsError} naming every bad setting.
 */
export function parseCoBrowseSettings(settings: unknown): CoBrowseSettings {
  const { value, ignored } = readLegacySettings(coBrowseSettingsDefinition, settings);
  return { ...value, ignored };
}
