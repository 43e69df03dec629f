import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { countOption, flagOption, urlOption } from '../../transports/transport-options';
import { isText, typed } from '../../transports/wire-records';
import { FieldIssuesError, type FieldIssue } from '../config-issues/config-issues';

// Settings pages write as numbers (a tenant or an account number) are kept as text.
const idOption = z.pipe(
  z.union([z.string(), z.number()], { error: 'Expected a text or a number' }),
  z.transform((value) => String(value)),
);

const textOption = typed(isText, 'Expected a text');

/** `'v1'` or `'v2'`, any case, kept in lower case. */
const apiVersionOption = z.pipe(
  typed(isText, "Expected 'v1' or 'v2'").check(
    z.refine((value) => /^v[12]$/i.test(value), "Expected 'v1' or 'v2'"),
  ),
  z.transform((value) => value.toLowerCase() as 'v1' | 'v2'),
);

const listOption = z.array(textOption, { error: 'Expected a list of texts' });

/**
 * The `KnowledgeCenterService` configuration (`_genesys.widgets.knowledgecenter`, service keys;
 * protocols 7, service-protocols 11): where the knowledge centre is, which API version and what
 * every call carries.
 */
export const knowledgeCenterServiceOptions = defineOptions(
  {
    /** The knowledge centre's base URL; the API paths are appended (`https://kc.example/gkc-ws/api`). */
    host: optionalOption(urlOption),
    /** `'v2'` or `'v1'`, any case. @default 'v2' */
    apiVersion: option(apiVersionOption, 'v2'),
    /** The knowledge bases searched. @default [] */
    knowledgebases: option(listOption, []),
    /** The language searched. @default 'en' */
    lang: option(textOption, 'en'),
    /** The media searched. @default 'all' */
    media: option(textOption, 'all'),
    /** Sent as `gkc_apiClientId`. @default 'gwidget' */
    apiClientId: option(textOption, 'gwidget'),
    /** Sent as `gkc_apiClientMediaType` (v1). @default 'selfservice' */
    apiClientMediaType: option(textOption, 'selfservice'),
    /** Documents of the trending list. @default 5 */
    maxTrendingResults: option(countOption, 5),
    /** Documents of a search. @default 3 */
    maxSearchResults: option(countOption, 3),
    /** Asks for HTML bodies (`outputFormat=HTML`). @default false */
    enableHTML: option(flagOption, false),
    /** Sent as `ContactCenterID` (v2) and the `tenantId` parameter (v1). */
    tenantId: optionalOption(idOption),
    /** Sent as `x-api-key` (v2). */
    apikey: optionalOption(idOption),
    /** Sent as `gkc_customerId`; the session is associated with it once known. */
    customerId: optionalOption(idOption),
  },
  'Expected knowledge center options in an object',
);

/** The `KnowledgeCenterService` configuration with its defaults filled in. */
export type KnowledgeCenterServiceOptions = OptionsOf<typeof knowledgeCenterServiceOptions.specs>;

/** A configuration with bad values; the message names each one (`Invalid configuration: knowledgecenter.lang: ...`). */
export class KnowledgeCenterConfigError extends FieldIssuesError {
  /** Creates the error from the option issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'KnowledgeCenterConfigError');
  }
}

const serviceKeys = new Set(Object.keys(knowledgeCenterServiceOptions.specs));

/** The service keys of a `_genesys.widgets.knowledgecenter` object: the Search window's (`search`, `servicePlugin`...) are left out. */
export function knowledgeCenterServiceKeysOf(
  given: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(given).filter(([key]) => serviceKeys.has(key)));
}

/**
 * The configuration `given` (a whole `_genesys.widgets.knowledgecenter` object, or `undefined`)
 * resolves to over `current`; throws a {@link KnowledgeCenterConfigError} naming each bad service key.
 */
export function resolveKnowledgeCenterServiceOptions(
  given: unknown,
  current: KnowledgeCenterServiceOptions = knowledgeCenterServiceOptions.defaults,
): KnowledgeCenterServiceOptions {
  const input =
    typeof given === 'object' && given !== null && !Array.isArray(given)
      ? knowledgeCenterServiceKeysOf(given as Record<string, unknown>)
      : given;
  const issues = knowledgeCenterServiceOptions.issues(input, 'knowledgecenter');
  if (issues.length > 0) throw new KnowledgeCenterConfigError(issues);
  return { ...current, ...knowledgeCenterServiceOptions.schema.parse(input ?? {}) };
}
