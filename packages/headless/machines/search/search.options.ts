import * as z from 'zod/mini';
import { defineOptions, option, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import { flagOption, msOption, nonEmptyText } from '../../transports/transport-options';

/** How the side button appears once its delay has passed. */
export type SearchButtonEffect = 'fade' | 'slide' | 'none';

/** The side 'Search' button (`knowledgecenter.search.SearchButton`, service-protocols 11). */
export interface SearchButtonOptions {
  /** Show the side button. @default false */
  enabled: boolean;
  /** Delay before it shows, in ms. @default 1000 */
  openDelay: number;
  /** How it appears. @default 'fade' */
  effect: SearchButtonEffect;
  /** Length of the effect, in ms. @default 300 */
  effectDuration: number;
  /** Hide it while an invitation shows. @default false */
  hideDuringInvite: boolean;
}

/** The side button's defaults (spec 3, section 9: disabled, 1000 ms, fade, 300 ms). */
export const defaultSearchButton: SearchButtonOptions = {
  enabled: false,
  openDelay: 1000,
  effect: 'fade',
  effectDuration: 300,
  hideDuringInvite: false,
};

const effectSchema = z.enum(['fade', 'slide', 'none'], {
  error: "Expected 'fade', 'slide' or 'none'",
});

const searchButtonSchema = z.strictObject(
  {
    enabled: z.optional(flagOption),
    openDelay: z.optional(msOption('Expected a number of ms, 0 or more', 0)),
    effect: z.optional(effectSchema),
    effectDuration: z.optional(msOption('Expected a number of ms, 0 or more', 0)),
    hideDuringInvite: z.optional(flagOption),
    // A legacy template of the button: cxkit renders its own.
    template: z.optional(z.unknown()),
  },
  { error: 'Expected the search button settings in an object' },
);

/**
 * The Search window's settings (`_genesys.widgets.knowledgecenter`'s window keys, service-protocols
 * 11 and 13 §8.2: `search.SearchButton` and `servicePlugin`); the other keys are the
 * `KnowledgeCenterService`'s.
 */
export const searchOptions = defineOptions(
  {
    /** The side 'Search' button. @default disabled, 1000 ms, fade, 300 ms */
    SearchButton: option<Partial<SearchButtonOptions> & { template?: unknown }>(
      searchButtonSchema,
      defaultSearchButton,
    ),
    /** The plugin whose `search`, `getSuggestions`... the window calls. @default 'KnowledgeCenterService' */
    servicePlugin: option(nonEmptyText('Expected a plugin name'), 'KnowledgeCenterService'),
  },
  'Expected the search options in an object',
);

/** The window settings as a page gives them. */
export type SearchOptionsInput = Partial<OptionsOf<typeof searchOptions.specs>>;

/** The window settings resolved: defaults filled in, the button whole. */
export interface SearchOptions {
  /** The side 'Search' button. */
  SearchButton: SearchButtonOptions;
  /** The plugin whose commands the window calls. */
  servicePlugin: string;
}

/** Settings that failed their check; the message names each bad one. */
export class SearchConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'SearchConfigError');
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The window keys of a whole `_genesys.widgets.knowledgecenter` object (`search.SearchButton`,
 * `servicePlugin`), as window settings; the service's own keys are the service's to check.
 */
export function searchWindowKeysOf(given: Record<string, unknown>): Record<string, unknown> {
  const search = isRecord(given.search) ? given.search : undefined;
  return {
    ...(given.SearchButton !== undefined ? { SearchButton: given.SearchButton } : {}),
    ...(search?.SearchButton !== undefined ? { SearchButton: search.SearchButton } : {}),
    ...(given.servicePlugin !== undefined ? { servicePlugin: given.servicePlugin } : {}),
  };
}

/** The settings when none are given. */
export const defaultSearchOptions: SearchOptions = {
  SearchButton: defaultSearchButton,
  servicePlugin: 'KnowledgeCenterService',
};

/**
 * The window settings `given` resolves to over `current` (the button merged key by key); throws a
 * {@link SearchConfigError} naming each bad value. `given` is the window's keys, or a whole
 * `knowledgecenter` object (`search.SearchButton` is then read, the service's keys left alone).
 */
export function resolveSearchOptions(
  given: unknown,
  current: SearchOptions = defaultSearchOptions,
): SearchOptions {
  const input = isRecord(given) ? searchWindowKeysOf(given) : given;
  const issues = searchOptions.issues(input, 'knowledgecenter');
  if (issues.length > 0) throw new SearchConfigError(issues);
  const parsed = searchOptions.schema.parse(input ?? {});
  const { template: _template, ...button } = parsed.SearchButton ?? {};
  return {
    SearchButton: { ...current.SearchButton, ...button },
    servicePlugin: parsed.servicePlugin ?? current.servicePlugin,
  };
}
