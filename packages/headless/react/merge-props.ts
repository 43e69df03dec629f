import type { Ref, RefCallback } from 'react';

function isHandler(key: string, value: unknown): value is (event: unknown) => unknown {
  return /^on[A-Z]/.test(key) && typeof value === 'function';
}

function isPrevented(event: unknown): boolean {
  return (
    typeof event === 'object' &&
    event !== null &&
    (event as { defaultPrevented?: boolean }).defaultPrevented === true
  );
}

/** Merges refs into one callback ref. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (value) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(value);
      else if (ref) ref.current = value;
    }
  };
}

/**
 * Merges prop objects left to right, as prop getters do: handlers chain (the caller's, given later,
 * runs first, and ours is skipped once it calls `preventDefault()`), `className`s concatenate,
 * `style`s merge, refs merge; any other prop is overridden by the later object.
 */
export function mergeProps<A extends object, B extends object>(
  ours: A,
  theirs: B,
): Omit<A, keyof B> & B {
  const merged: Record<string, unknown> = { ...(ours as Record<string, unknown>) };
  for (const [key, value] of Object.entries(theirs)) {
    const existing = merged[key];
    if (isHandler(key, value) && isHandler(key, existing)) {
      merged[key] = (event: unknown) => {
        value(event);
        if (!isPrevented(event)) existing(event);
      };
    } else if (key === 'className' && typeof existing === 'string' && typeof value === 'string') {
      merged[key] = [existing, value].filter(Boolean).join(' ');
    } else if (key === 'style' && typeof existing === 'object' && typeof value === 'object') {
      merged[key] = { ...existing, ...value };
    } else if (key === 'ref' && existing && value) {
      merged[key] = mergeRefs(existing as Ref<unknown>, value as Ref<unknown>);
    } else if (value !== undefined) {
      merged[key] = value;
    }
  }
  return merged as Omit<A, keyof B> & B;
}
