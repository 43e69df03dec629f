import { isRecord } from './legacy-values';

/** How far a setting is used: wholly (`true`), not at all (`false`), by its keys, or as a function says. */
export type Shape =
  boolean | ((value: unknown, path: string) => string[]) | { readonly [key: string]: Shape };

/** The paths under `value` (at `path`) that `shape` does not use, in the order they appear. */
export function ignoredPaths(value: unknown, shape: Shape, path: string): string[] {
  if (shape === true) return [];
  if (shape === false) return [path];
  if (typeof shape === 'function') return shape(value, path);
  if (!isRecord(value)) return [];
  return Object.keys(value).flatMap((key) =>
    ignoredPaths(value[key], Object.hasOwn(shape, key) ? shape[key]! : false, `${path}.${key}`),
  );
}

/** The shape of a list whose every item has `shape`. */
export const listOf =
  (shape: Shape): Shape =>
  (value, path) =>
    Array.isArray(value)
      ? value.flatMap((item: unknown, index) => ignoredPaths(item, shape, `${path}.${index}`))
      : [];

/** The shape of an object whose every key is used but those in `dropped`, listed as ignored. */
export const keysBut =
  (dropped: ReadonlySet<string>): Shape =>
  (value, path) =>
    isRecord(value)
      ? Object.keys(value)
          .filter((key) => dropped.has(key))
          .map((key) => `${path}.${key}`)
      : [];
