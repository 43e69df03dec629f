/** The services a mounted widget loads on first use and starts once (see {@link createLazyStarts}). */
export interface LazyStarts {
  /** A `load` for `registerLazyPlugin`: loads once, then runs `start` unless stopped meanwhile. */
  once<Module>(
    load: () => Promise<Module>,
    start: (loaded: Module) => () => void,
  ): () => Promise<void>;
  /** Stops what started, last first; what loads later does not start. */
  stop(): void;
}

/** Creates the lazy starts of one mounted widget. */
export function createLazyStarts(): LazyStarts {
  const stops: (() => void)[] = [];
  let stopped = false;
  return {
    once(load, start) {
      let loading: Promise<void> | undefined;
      return () =>
        (loading ??= load().then((loaded) => {
          if (!stopped) stops.push(start(loaded));
        }));
    },
    stop() {
      stopped = true;
      for (const stop of stops.splice(0).reverse()) stop();
    },
  };
}
