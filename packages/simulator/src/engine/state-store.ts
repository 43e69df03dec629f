/** A typed key into the state store: a name plus the factory of the slice's initial value. */
export interface StateSlice<T> {
  /** Name under which the slice appears in snapshots. */
  readonly name: string;
  /** Builds a fresh initial value; called on first use and after every reset. */
  readonly init: () => T;
}

/** The in-memory state of one simulator run, split into slices that modules define. */
export interface StateStore {
  /** Returns the live value of a slice, creating it from `init` on first use. */
  get<T>(slice: StateSlice<T>): T;
  /** Replaces the value of a slice. */
  set<T>(slice: StateSlice<T>, value: T): void;
  /** Replaces the value of a slice with `fn(current)` and returns the new value. */
  update<T>(slice: StateSlice<T>, fn: (current: T) => T): T;
  /** Drops every slice so that each starts again from its `init`. */
  reset(): void;
  /** The current value of every slice in use, keyed by slice name. */
  snapshot(): Record<string, unknown>;
}

/** Declares a state slice; define it once at module scope and share the constant. */
export function defineSlice<T>(name: string, init: () => T): StateSlice<T> {
  return Object.freeze({ name, init });
}

/** Creates an empty state store. */
export function createStateStore(): StateStore {
  // Keyed by the slice object, not its name, so two modules picking the same name cannot collide.
  const values = new Map<StateSlice<unknown>, unknown>();

  function get<T>(slice: StateSlice<T>): T {
    if (!values.has(slice)) values.set(slice, slice.init());
    return values.get(slice) as T;
  }

  return {
    get,
    set(slice, value) {
      values.set(slice, value);
    },
    update(slice, fn) {
      const next = fn(get(slice));
      values.set(slice, next);
      return next;
    },
    reset() {
      values.clear();
    },
    snapshot() {
      const result: Record<string, unknown> = {};
      for (const [slice, value] of values) result[slice.name] = value;
      return result;
    },
  };
}
