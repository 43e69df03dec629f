import { isWebUrl } from '@cxkit/headless/services';
import * as z from 'zod/mini';

/** The longest delay a browser timer takes (ms); legacy timings past it would fire at once. */
export const maxTimer = 2_147_483_647;

// Pure: a bundle that reads none of these settings (the script-tag embed reads only the glue's)
// keeps none of their schemas.

/** A legacy true-or-false setting. */
export const flag = /* @__PURE__ */ z.boolean({ error: 'Expected true or false' });

/** A number that passes `isValid`, with `message` when it is not one or does not. */
export const numberWhere = (isValid: (value: number) => boolean, message: string) =>
  z.number({ error: message }).check(z.refine(isValid, message));

/** A number of ms from `least` up to the longest timer delay. */
export const ms = (least: number) =>
  numberWhere(
    (value) => value >= least && value <= maxTimer,
    `Expected a number of ms from ${least} to ${maxTimer}`,
  );

/** A number of seconds from 0 whose ms fit a timer (the legacy invitation timers). */
// The bound is written out (maxTimer / 1000, rounded down): a computed message would keep the
// schema in bundles that never read seconds.
export const seconds = /* @__PURE__ */ numberWhere(
  (value) => value >= 0 && value * 1000 <= maxTimer,
  'Expected a number of seconds from 0 to 2147483',
);

/** A whole number from `least` (to `most`). */
export const whole = (least: number, most = Number.MAX_SAFE_INTEGER) =>
  numberWhere(
    (value) => Number.isSafeInteger(value) && value >= least && value <= most,
    most === Number.MAX_SAFE_INTEGER
      ? `Expected a whole number of ${least} or more`
      : `Expected a whole number from ${least} to ${most}`,
  );

/** A text that is not blank, with `message` when it is not one. */
export const nonBlank = (message: string) =>
  z.string({ error: message }).check(z.refine((value) => value.trim() !== '', message));

/** A URL: absolute http(s), or a path on the page's origin; `missing` is the message when it is absent. */
export const url = (missing = 'Expected a URL') =>
  z
    .string({ error: (issue) => (issue.input === undefined ? missing : 'Expected a URL') })
    .check(z.refine((value) => value.startsWith('/') || isWebUrl(value), 'Expected a URL'));

/** A request header's value. */
export const headerValue = /* @__PURE__ */ z.string({ error: 'Expected a header value' });

/** One of `values`, named in the message as the page writes them (`'fade', 'slide' or 'none'`). */
export const oneOf = <const Values extends readonly [string, ...string[]]>(values: Values) => {
  const quoted = values.map((value) => `'${value}'`);
  const listed =
    quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
  return z.enum(values, { error: `Expected ${listed}` });
};

/** An object of `shape`, with `message` when the setting is not an object. */
export const objectOf = <Shape extends z.core.$ZodLooseShape>(
  shape: Shape,
  message = 'Expected an object',
) => z.object(shape, { error: message });

/** A legacy `timeFormat`: 12 or 24, as a number or a text. */
export const timeFormat = /* @__PURE__ */ z.pipe(
  /* @__PURE__ */ z.union(
    [
      /* @__PURE__ */ z.literal(12),
      /* @__PURE__ */ z.literal(24),
      /* @__PURE__ */ z.literal('12'),
      /* @__PURE__ */ z.literal('24'),
    ],
    { error: 'Expected 12 or 24' },
  ),
  /* @__PURE__ */ z.transform((value) => (Number(value) === 12 ? 12 : 24) as 12 | 24),
);

/**
 * Settings several legacy widgets share under one name and one meaning (webchat, callback,
 * click-to-call, send-message, ... each read some of them), so each is checked, and worded, alike.
 */
export const sharedSettings = {
  /** The service's URL; `missing` says what else could stand in for it. */
  dataURL: url,
  /** The `apikey` request header. */
  apikey: /* @__PURE__ */ z.optional(headerValue),
  /** Whether requests carry the app's `main.header` headers. */
  enableCustomHeader: /* @__PURE__ */ z.optional(flag),
  /** The request timeout (ms). */
  ajaxTimeout: /* @__PURE__ */ z.optional(/* @__PURE__ */ ms(1)),
  /** Ask before closing a filled form. */
  confirmFormCloseEnabled: /* @__PURE__ */ z.optional(flag),
  /** The emoji button. */
  emojis: /* @__PURE__ */ z.optional(flag),
  /** The characters-left counter. */
  charCountEnabled: /* @__PURE__ */ z.optional(flag),
  /** The widget's time format, over `main.timeFormat`. */
  timeFormat: /* @__PURE__ */ z.optional(timeFormat),
};
