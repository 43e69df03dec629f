import * as z from 'zod/mini';
import { defineOptions, optionalOption, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import { flagOption, urlOption } from '../../transports/transport-options';

/** Where the GWE tracker sits under the server's endpoint (spec 3, section 7). */
export const gweTrackerPath = '/server/resources/js/build/GTCJ.min.js';

/** Where chat-invite dispositions go under the server's endpoint (service-protocols 12). */
export const gweInvitesPath = '/server/data/invites';

/**
 * The web-engagement bridge's settings (`_genesys.widgets.gwe`, or `_genesys.cxwidget.gwe`;
 * service-protocols 12): the GWE server's endpoints, the events tracked and smart invites.
 */
export const gweOptions = defineOptions(
  {
    /** The GWE server for pages served over http, e.g. `http://gwe.example.com:9081`. */
    httpEndpoint: optionalOption(urlOption),
    /** The GWE server for pages served over https. */
    httpsEndpoint: optionalOption(urlOption),
    /** The tracked events passed to the tracker's config (its own format). */
    trackedEvents: optionalOption(z.array(z.unknown())),
    /** Whether the tracker runs smart invites. */
    smartInvites: optionalOption(flagOption),
  },
  'Expected gwe options in an object',
);

/** The bridge's settings as a page gives them. */
export type GweOptionsInput = Partial<OptionsOf<typeof gweOptions.specs>>;

/** The bridge's settings, checked. */
export type GweOptions = OptionsOf<typeof gweOptions.specs>;

/** Settings that failed their check; the message names each bad one. */
export class GweConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'GweConfigError');
  }
}

/** The settings `given` resolves to over `current`; throws a {@link GweConfigError} naming each bad one. */
export function resolveGweOptions(
  given: unknown,
  current: GweOptions = gweOptions.defaults,
): GweOptions {
  const issues = gweOptions.issues(given, 'gwe');
  if (issues.length > 0) throw new GweConfigError(issues);
  const parsed = gweOptions.schema.parse(given ?? {});
  return { ...current, ...parsed } as GweOptions;
}

/** The endpoint for a page on `protocol`: https's on https (else http's), http's otherwise (else https's). */
export function gweEndpointOf(options: GweOptions, protocol: string): string | undefined {
  const endpoint =
    protocol === 'https:'
      ? (options.httpsEndpoint ?? options.httpEndpoint)
      : (options.httpEndpoint ?? options.httpsEndpoint);
  return endpoint?.replace(/\/+$/, '');
}
