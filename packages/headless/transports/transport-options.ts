import * as z from 'zod/mini';
import { isWebUrl } from '../services/http/web-url';
import type { PollPolicy } from './transport.types';
import { isFlag, isFiniteNumber, isText, typed } from './wire-records';

/** One invalid transport option. */
export interface TransportConfigIssue {
  /** Dotted path of the option, e.g. `pollPolicy.multiplier`; `(options)` for the whole object. */
  field: string;
  /** What is wrong with it. */
  message: string;
}

/** Transport options that failed validation; the message is the spec's command rejection text, `issues` name each bad option. */
export class TransportConfigError extends Error {
  /** Every invalid option. */
  readonly issues: TransportConfigIssue[];

  /** Creates the error from the option issues; `name` says which transport refused them. */
  constructor(issues: TransportConfigIssue[], name = 'TransportConfigError') {
    super('Invalid transport configuration');
    this.name = name;
    this.issues = issues;
  }
}

/** `url` without the slashes at its end. */
export function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

/** How long a file upload may take before it counts as lost (ms): a 2 MB file at 1 Mbit/s needs about 17 s. */
export const defaultUploadTimeout = 60_000;

/** The issues of a failed options parse (zod's), each naming its option by dotted path. */
export function configIssues(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): TransportConfigIssue[] {
  return error.issues.map((issue) => ({
    field: issue.path.length ? issue.path.map(String).join('.') : '(options)',
    message: issue.message,
  }));
}

// Predicates and refinements rather than zod's string, number, boolean, length and default helpers: each
// of those adds its own code to the chat bundle.

/** A number option that passes `isValid`, with `message` when it does not. */
export const numberWhere = (isValid: (value: number) => boolean, message: string) =>
  typed(isFiniteNumber, message).check(z.refine(isValid, message));

/** A milliseconds option from `least` up to the longest timer delay. */
export const msOption = (message = 'Expected a number of ms above 0', least = 1) =>
  numberWhere((value) => value >= least && value <= 2_147_483_647, message);

/** A whole number above 0. */
// Pure: a bundle that does not use an option keeps none of its schema.
export const countOption = /* @__PURE__ */ numberWhere(
  (value) => Number.isSafeInteger(value) && value >= 1,
  'Expected a whole number above 0',
);

/** A function option. */
export const functionOption = <T>(message: string) =>
  z.custom<T>((value) => typeof value === 'function', { error: message });

/** A true-or-false option. */
export const flagOption = /* @__PURE__ */ typed(isFlag, 'Expected true or false');

/** A URL option: absolute http(s), or a path on the page's origin. */
export const urlOption = /* @__PURE__ */ typed(isText, 'Expected a URL').check(
  z.refine((value) => value.startsWith('/') || isWebUrl(value), 'Expected a URL'),
);

/** A text option that is not blank. */
export const nonEmptyText = (message: string) =>
  typed(isText, message).check(z.refine((value) => value.trim() !== '', message));

/** Overrides of a transport's poll policy; `minInterval` may not exceed `maxInterval` (each defaulting to `defaults`). */
export const pollPolicyOverrides = (defaults: PollPolicy) =>
  z
    .object(
      {
        tick: z.optional(msOption()),
        minInterval: z.optional(msOption()),
        maxInterval: z.optional(msOption()),
        multiplier: z.optional(
          numberWhere((value) => value >= 1, 'Expected a factor of 1 or more'),
        ),
        exceptionLimit: z.optional(countOption),
        errorBackoff: z.optional(msOption('Expected a number of ms, 0 or more', 0)),
      },
      { error: 'Expected poll policy overrides' },
    )
    .check(
      z.refine(
        (policy) =>
          (policy.minInterval ?? defaults.minInterval) <=
          (policy.maxInterval ?? defaults.maxInterval),
        { error: 'Expected minInterval not above maxInterval', path: ['maxInterval'] },
      ),
    );
