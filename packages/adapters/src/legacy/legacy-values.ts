/** Whether a setting is a plain object (not null, not a list). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Keys that reach `Object.prototype` (or a constructor's) when a consumer later merges the data. */
export const unsafeKeys: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

/** A copy of `value` without its `undefined` entries. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** `value` unless it is an object without entries. */
export function unlessEmpty<T extends object>(value: T): T | undefined {
  return Object.keys(value).length > 0 ? value : undefined;
}

/** A number of seconds in ms, rounded (so `0.1 * 3` is 300), or `undefined`. */
export function secondsToMs(value: number | undefined): number | undefined {
  return value === undefined ? undefined : Math.round(value * 1000);
}
