import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import { flagOption, msOption, nonEmptyText, urlOption } from '../../transports/transport-options';

/** A start request stays pending this long (spec 1, sections 4 and 9: 3000 ms). */
export const coBrowsePendingTime = 3000;

/** How long the bridge waits for the script's `onReady` before it calls co-browse offline. */
export const coBrowseReadyTimeout = 10_000;

/**
 * The co-browse bridge's settings (`_genesys.widgets.cobrowse`; spec 1, section 7: the external
 * script from `src`, its server at `url`), and the few `_genesys.cobrowse` keys of the Genesys
 * Co-browse script that the bridge passes on to it (docs/cobrowse.md).
 */
export const coBrowseOptions = defineOptions(
  {
    /** The co-browse script's address, e.g. `https://host/cobrowse/js/gcb.min.js`; none: unconfigured. */
    src: optionalOption(urlOption),
    /** The co-browse server's address, e.g. `https://host/cobrowse`; given to the script as `data-gcb-url`. */
    url: optionalOption(urlOption),
    /** The co-browse API key, passed to the script as `_genesys.cobrowse.apikey`. */
    apikey: optionalOption(nonEmptyText('Expected an API key')),
    /** The script's console logs (`_genesys.cobrowse.debug`). */
    debug: optionalOption(flagOption),
    /** Hides the script's own toolbar and notifications (`_genesys.cobrowse.disableBuiltInUI`). */
    disableBuiltInUI: optionalOption(flagOption),
    /** How long a start stays pending, in ms. @default 3000 */
    pendingTime: option(msOption('Expected a number of ms above 0'), coBrowsePendingTime),
    /** How long to wait for the script's `onReady` before reporting offline, in ms. @default 10000 */
    readyTimeout: option(msOption('Expected a number of ms above 0'), coBrowseReadyTimeout),
  },
  'Expected co-browse options in an object',
);

/** The bridge's settings as a page gives them. */
export type CoBrowseOptionsInput = Partial<OptionsOf<typeof coBrowseOptions.specs>>;

/** The bridge's settings with the defaults filled in. */
export type CoBrowseOptions = OptionsOf<typeof coBrowseOptions.specs>;

/** Settings that failed their check; the message names each bad one. */
export class CoBrowseConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'CoBrowseConfigError');
  }
}

/** The settings `given` resolves to over `current`; throws a {@link CoBrowseConfigError} naming each bad one. */
export function resolveCoBrowseOptions(
  given: unknown,
  current: CoBrowseOptions = coBrowseOptions.defaults,
): CoBrowseOptions {
  const issues = coBrowseOptions.issues(given, 'cobrowse');
  if (issues.length > 0) throw new CoBrowseConfigError(issues);
  const parsed = coBrowseOptions.schema.parse(given ?? {});
  return { ...current, ...parsed } as CoBrowseOptions;
}

/** What the bridge puts in `window._genesys.cobrowse` before the script loads (the script reads it). */
export function scriptConfigOf(options: CoBrowseOptions): Record<string, unknown> {
  const config: Record<string, unknown> = {};
  if (options.apikey !== undefined) config['apikey'] = options.apikey;
  if (options.debug !== undefined) config['debug'] = options.debug;
  if (options.disableBuiltInUI !== undefined) config['disableBuiltInUI'] = options.disableBuiltInUI;
  return config;
}
