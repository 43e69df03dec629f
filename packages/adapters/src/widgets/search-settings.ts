import {
  resolveSearchOptions,
  SearchConfigError,
  searchWindowKeysOf,
  type SearchOptionsInput,
} from '@cxkit/headless/search/options';
import { isRecord, LegacySettingsError, type LegacySettingsIssue } from '../legacy';
import {
  parseKnowledgeCenterSettings,
  type KnowledgeCenterSettings,
} from './knowledgecenter-settings';

/** `knowledgecenter` settings of the Search window that failed validation; the message names every bad one. */
export class SearchSettingsError extends LegacySettingsError {
  /** Creates the error from the setting issues. */
  constructor(issues: LegacySettingsIssue[], options?: ErrorOptions) {
    super(issues, options);
    this.name = 'SearchSettingsError';
  }
}

/** What the legacy `knowledgecenter` settings give the reference Search and its service. */
export interface SearchSettings {
  /** The `KnowledgeCenterService`'s settings, as its reader gives them. */
  service: KnowledgeCenterSettings;
  /** The Search window's settings (`search.SearchButton`, `servicePlugin`), checked. */
  window: SearchOptionsInput;
  /** Settings neither reads, as dotted paths (`knowledgecenter.…`). */
  ignored: string[];
}

/** A window issue named as the page wrote it: the button sits under `search`. */
const fieldOf = (field: string) =>
  field.replace(/^knowledgecenter\.SearchButton/, 'knowledgecenter.search.SearchButton');

/**
 * Reads the Search window's keys of `window._genesys.widgets.knowledgecenter` (service-protocols
 * 11 and 13 §8.2: `search.SearchButton`, `servicePlugin`), as the window checks them; throws a
 * {@link SearchSettingsError} naming every bad one.
 */
export function parseSearchWindowSettings(settings: unknown): SearchOptionsInput {
  const window = isRecord(settings) ? searchWindowKeysOf(settings) : {};
  try {
    resolveSearchOptions(window);
  } catch (error) {
    if (!(error instanceof SearchConfigError)) throw error;
    throw new SearchSettingsError(
      error.issues.map((issue) => ({ field: fieldOf(issue.field), message: issue.message })),
    );
  }
  return window as SearchOptionsInput;
}

/**
 * Reads `window._genesys.widgets.knowledgecenter` for the Search window and the
 * `KnowledgeCenterService` it calls: the service's keys by the service's reader (`host`
 * required), the window's by the window's; throws naming every bad setting.
 */
export function parseSearchSettings(settings: unknown): SearchSettings {
  const service = parseKnowledgeCenterSettings(settings);
  const window = parseSearchWindowSettings(settings);
  return { service, window, ignored: service.ignored };
}
