import * as z from 'zod/mini';
import { defineOptions, option, optionalOption, type OptionsOf } from '../../kit/define-options';
import { FieldIssuesError, type FieldIssue } from '../../services/config-issues/config-issues';
import { flagOption, nonEmptyText } from '../../transports/transport-options';

/** One phone number of the Call Us overlay (`callus.contacts[]`, service-protocols 8). */
export interface CallUsContact {
  /** What the number is for, shown beside it (when `i18n` has no text in the language pack). */
  displayName?: string;
  /** Key of the label in the language pack (`callus.<key>`), which wins over `displayName`. */
  i18n?: string;
  /** The number as shown; the dial link is the number without its spaces. */
  number: string;
}

const contactSchema = z.strictObject(
  {
    displayName: z.optional(z.string({ error: 'Expected a text' })),
    i18n: z.optional(nonEmptyText('Expected an i18n key')),
    number: nonEmptyText('Expected a phone number'),
  },
  { error: 'Expected a contact { displayName, i18n, number }' },
);

/**
 * The Call Us overlay's settings (`_genesys.widgets.callus`, service-protocols 8): the numbers (the
 * first is the main one, the others alternates), the opening hours, and custom content that
 * replaces the content area.
 */
export const callUsOptions = defineOptions(
  {
    /** The numbers: the first is the main phone, the others are alternates. @default [] */
    contacts: option<CallUsContact[]>(
      z.array(contactSchema, { error: 'Expected a list of contacts' }),
      [],
    ),
    /** The opening hours, one text per line. @default [] */
    hours: option<string[]>(
      z.array(z.string({ error: 'Expected a text' }), { error: 'Expected a list of texts' }),
      [],
    ),
    /** The site's HTML shown instead of the numbers and hours (sanitised: markup yes, script no). */
    content: optionalOption(z.string({ error: 'Expected the content as HTML' })),
    /** Runs the script of `content` (the site vouches for it); off, script never runs. @default false */
    contentScripts: option(flagOption, false),
  },
  'Expected the call-us options in an object',
);

/** The settings as a page gives them. */
export type CallUsOptionsInput = Partial<OptionsOf<typeof callUsOptions.specs>>;

/** The settings resolved: defaults filled in. */
export type CallUsOptions = OptionsOf<typeof callUsOptions.specs>;

/** Settings that failed their check; the message names each bad one. */
export class CallUsConfigError extends FieldIssuesError {
  /** Creates the error from the issues. */
  constructor(issues: FieldIssue[]) {
    super('configuration', issues, 'CallUsConfigError');
  }
}

/**
 * The settings `given` resolves to over `current` (a later `configure` changes only the keys it
 * gives); throws a {@link CallUsConfigError} naming each bad value.
 */
export function resolveCallUsOptions(
  given: unknown,
  current: CallUsOptions = callUsOptions.defaults,
): CallUsOptions {
  const issues = callUsOptions.issues(given, 'callus');
  if (issues.length > 0) throw new CallUsConfigError(issues);
  return { ...current, ...callUsOptions.schema.parse(given ?? {}) } as CallUsOptions;
}

/** Whether the overlay has something to show: a number, or custom content. */
export function hasCallUsContent(options: CallUsOptions): boolean {
  return options.contacts.length > 0 || options.content !== undefined;
}
