import * as z from 'zod/mini';
import type { FormParamValue } from '../http/form-params';
import type {
  ClickToCallNumberReceived,
  ClickToCallNumberRequest,
} from './click-to-call-service.manifest';
import type { ClickToCallServiceOptions } from './click-to-call.options';

/** The `Content-Type` jQuery sends by default, charset included (service-protocols 13, §6). */
export const clickToCallContentType = 'application/x-www-form-urlencoded; charset=UTF-8';

type Fields = Record<string, FormParamValue>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * jQuery's `$.extend(true, target, ...sources)`: keys keep the place they first took, plain objects
 * and arrays merge into copies, `undefined` values are skipped, `__proto__` is never copied.
 */
export function deepExtend(
  target: Record<string, unknown>,
  ...sources: readonly unknown[]
): Record<string, unknown> {
  for (const source of sources) {
    if (source === null || typeof source !== 'object') continue;
    for (const [name, copy] of Object.entries(source)) {
      if (name === '__proto__' || copy === target) continue;
      if (Array.isArray(copy) || isPlainObject(copy)) {
        const current = target[name];
        const clone = Array.isArray(copy)
          ? Array.isArray(current)
            ? current
            : []
          : isPlainObject(current)
            ? current
            : {};
        target[name] = deepExtend(clone as Record<string, unknown>, copy);
      } else if (copy !== undefined) {
        target[name] = copy;
      }
    }
  }
  return target;
}

/**
 * The request body's fields in the widget's order (service-protocols 6): the configured `userData`,
 * then the `_…` fields, then every option as given (the window's form fields and the open's data
 * flat; a nested `userData` stays nested, so it is sent in brackets).
 */
export function numberRequestFields(
  options: Pick<ClickToCallServiceOptions, 'userData' | 'provideAccessCode'>,
  request: Partial<ClickToCallNumberRequest> | undefined,
): Fields {
  return deepExtend(
    {},
    options.userData,
    {
      _call_direction: 'USERORIGINATED',
      _wait_for_agent: false,
      _wait_for_user_confirm: false,
      _provide_code: options.provideAccessCode,
      _customer_number: request?.phonenumber,
    },
    request,
  ) as Fields;
}

// Each field is read on its own: one of an unexpected type counts as absent, not as a broken answer.
const textField = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
  ),
  undefined,
);

const answerSchema = z.looseObject({
  exception: z.optional(z.unknown()),
  message: textField,
  _access_number: textField,
  _access_code: textField,
  _tel_url: textField,
  _expiration_time: textField,
});

/** The answer a request got no usable reply for (a network failure, a timeout, a body that is not the service's). */
export const netfail: ClickToCallNumberReceived = { error: true, netfail: true };

/** A server exception `{exception, message}`, if `body` is one. */
function exceptionOf(answer: z.infer<typeof answerSchema>): ClickToCallNumberReceived | undefined {
  if (answer.exception === undefined || answer.exception === null) return undefined;
  return {
    error: true,
    netfail: false,
    ...(answer.message === undefined ? {} : { errormsg: answer.message }),
  };
}

/**
 * A success status's body as the widget reads it: an `exception` is an error (`errormsg` its
 * `message`); else the number, code, dial link and `parseInt(_expiration_time)` seconds. A body
 * without an `_access_number` is no answer: a network failure.
 */
export function readNumberAnswer(body: unknown): ClickToCallNumberReceived {
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return netfail;
  const answer = parsed.data;
  const exception = exceptionOf(answer);
  if (exception) return exception;
  if (answer._access_number === undefined) return netfail;
  const seconds = Number.parseInt(answer._expiration_time ?? '', 10);
  return {
    error: false,
    netfail: false,
    sPhoneNumber: answer._access_number,
    ...(answer._access_code === undefined ? {} : { sAccessCode: answer._access_code }),
    ...(answer._tel_url === undefined ? {} : { sPhoneTelHref: answer._tel_url }),
    ...(Number.isFinite(seconds) ? { iExpireTime: seconds } : {}),
  };
}

/** An error status's body: `{exception, message}` is an error with the message, anything else a network failure. */
export function readFailedAnswer(body: unknown): ClickToCallNumberReceived {
  const parsed = answerSchema.safeParse(body);
  return (parsed.success && exceptionOf(parsed.data)) || netfail;
}
