import {
  CallUsConfigError,
  resolveCallUsOptions,
  type CallUsOptionsInput,
} from '@cxkit/headless/call-us/options';
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

/** `callus` settings that failed validation; the message names every bad setting. */
export class CallUsSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[]) {
    super(issues);
    this.name = 'CallUsSettingsError';
  }
}

/** What the legacy `callus` settings give the reference Call Us. */
export interface CallUsSettings {
  /** The overlay's settings, checked. A contact's `i18n` key names its label in the app's language pack (`callus.<key>`). */
  options: CallUsOptionsInput;
  /** Settings cxkit does not use, as dotted paths in the order they appear. */
  ignored: string[];
}

/** The keys of `_genesys.widgets.callus` (service-protocols 8) that cxkit reads. */
const callUsShape = {
  contacts: listOf({ displayName: true, i18n: true, number: true }),
  hours: true,
  content: true,
  contentScripts: true,
} as const satisfies Shape;

/** The keys of `value` that `callUsShape` uses, each contact with its used keys only. */
function picked(settings: Record<string, unknown>): Record<string, unknown> {
  const used = Object.fromEntries(
    Object.entries(settings).filter(([key]) => Object.hasOwn(callUsShape, key)),
  );
  if (Array.isArray(used['contacts'])) {
    used['contacts'] = used['contacts'].map((contact: unknown) =>
      isRecord(contact)
        ? Object.fromEntries(
            Object.entries(contact).filter(([key]) =>
              ['displayName', 'i18n', 'number'].includes(key),
            ),
          )
        : contact,
    );
  }
  return used;
}

/** The settings, checked by the overlay's own options (so each bad one is named as the overlay names it). */
function readCallUs(
  settings: Record<string, unknown>,
  reader: SettingsReader,
): Omit<CallUsSettings, 'ignored'> | undefined {
  const options = picked(settings) as CallUsOptionsInput;
  return checkWithOwnOptions(reader, () => resolveCallUsOptions(options), CallUsConfigError)
    ? { options }
    : undefined;
}

/** The Call Us's declaration on the legacy settings reader: `window._genesys.widgets.callus`. */
export const callUsSettingsDefinition: LegacySettingsDefinition<Omit<CallUsSettings, 'ignored'>> = {
  key: 'callus',
  read: readCallUs,
  used: () => callUsShape,
  error: CallUsSettingsError,
};

/**
 * Reads the legacy `window._genesys.widgets.callus` settings (service-protocols 8: `contacts[]
 * {displayName, i18n, number}`, `hours[]`, and `content`, `contentScripts`); throws a
 * {@link CallUsSettingsError} naming every bad setting, or the spec's 'Invalid configuration' alone
 * for missing or empty ones.
 */
export function parseCallUsSettings(settings: unknown): CallUsSettings {
  const { value, ignored } = readLegacySettings(callUsSettingsDefinition, settings);
  return { ...value, ignored };
}
