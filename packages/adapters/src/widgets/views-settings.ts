import { isRecord, LegacySettingsError } from '../legacy';

/** What the page's `overlay` / `toaster` settings give: nothing to read, the keys it had listed. */
export interface ViewSettings {
  /** Settings cxkit does not use (protocols 8.2 defines none for these views), as dotted paths. */
  ignored: string[];
}

/**
 * Reads `_genesys.widgets.overlay` or `.toaster`. Protocols 8.2 gives these views no settings, so
 * they boot without any; keys a page has anyway are listed as ignored, and a non-object is refused.
 */
export function parseViewSettings(key: 'overlay' | 'toaster', settings: unknown): ViewSettings {
  if (settings === undefined) return { ignored: [] };
  if (!isRecord(settings)) {
    throw new LegacySettingsError([{ field: key, message: 'Expected the settings in an object' }]);
  }
  return { ignored: Object.keys(settings).map((name) => `${key}.${name}`) };
}
