import * as z from 'zod/mini';

/** A JSON object read from the wire. */
export type WireRecord = Record<string, unknown>;

// Keys that reach Object.prototype (or a constructor's) when a consumer later merges the data.
const unsafeKeys = new Set(['__proto__', 'constructor', 'prototype']);

// Deeper structures are cut (to null) so that copying them cannot exhaust the stack.
const maxDepth = 32;

/** Whether an object key is safe to copy: not one that reaches Object.prototype or a constructor's. */
export const isSafeKey = (key: string): boolean => !unsafeKeys.has(key);

/** Whether a value is a text. */
export const isText = (value: unknown): value is string => typeof value === 'string';

/** Whether a value is a finite number (what zod's `number` accepts). */
export const isFiniteNumber = (value: unknown): value is number => Number.isFinite(value);

/** Whether a value is true or false. */
export const isFlag = (value: unknown): value is boolean => typeof value === 'boolean';

/**
 * A zod type of the values `is` accepts, failing with `message`. It parses as zod's string, number
 * and boolean do (a failure stops the checks after it) without the code each of those adds to the bundle.
 */
export const typed = <T>(is: (value: unknown) => value is T, message?: string) =>
  z.custom<T>(is, { error: message, abort: true });

/** Like zod's `nullish` over `typed(is, message)`: the value may also be absent or null. */
export const nullish = <T>(is: (value: unknown) => value is T, message: string) =>
  z.optional(typed((value): value is T | null => value === null || is(value), message));

/** Whether a value is a plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is WireRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON text, or returns `undefined` when it does not parse. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function cleanValue(value: unknown, depth: number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (depth >= maxDepth) return null;
  if (Array.isArray(value)) return value.map((item) => cleanValue(item, depth + 1));
  const copy: WireRecord = {};
  for (const [key, item] of Object.entries(value)) {
    if (!unsafeKeys.has(key)) copy[key] = cleanValue(item, depth + 1);
  }
  return copy;
}

/** A deep copy of a wire object without prototype-reaching keys, cut at a safe depth. */
export function cleanRecord(value: WireRecord): WireRecord {
  return cleanValue(value, 0) as WireRecord;
}

/** A wire value as an object: itself when it is one, parsed when it is JSON object text (cleaned), else `undefined`. */
export function recordOf(value: unknown): WireRecord | undefined {
  if (isRecord(value)) return value;
  const parsed = isText(value) ? parseJson(value) : undefined;
  return isRecord(parsed) ? cleanRecord(parsed) : undefined;
}

/** The string-valued entries of a wire object (other values are left out). */
export function stringEntries(value: WireRecord): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(([key, item]) => isText(item) && !unsafeKeys.has(key)),
  ) as Record<string, string>;
}

/** A non-negative finite number from a number or a numeric text, else `undefined`. */
export function countOf(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(number) && number >= 0 ? number : undefined;
}

/**
 * Whether a value is an object of texts with none of the prototype-reaching keys, keys and
 * values within the given lengths.
 */
export function isTextRecord(
  value: unknown,
  maxKeyLength = Infinity,
  maxValueLength = Infinity,
): value is Record<string, string> {
  return (
    isRecord(value) &&
    Object.entries(value).every(
      ([key, item]) =>
        typeof item === 'string' &&
        !unsafeKeys.has(key) &&
        key.length <= maxKeyLength &&
        item.length <= maxValueLength,
    )
  );
}

/** A type guard for the members of a list of literals. */
export function isOneOf<const T extends readonly unknown[]>(
  list: T,
): (value: unknown) => value is T[number] {
  return (value): value is T[number] => list.includes(value);
}

/** A wire id, given as text or a number, as text; '' when the wire leaves it out or null. */
export function idText(value: string | number | null | undefined): string {
  return value === undefined || value === null ? '' : String(value);
}
