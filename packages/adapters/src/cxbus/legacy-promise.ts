import type { BusLogger } from '@cxkit/headless/bus';
import type { LegacyCommandPromise, LegacyPromiseState } from './cxbus.types';

/** How a failure looks to `fail`/`always`: an error's message, anything else as given. */
export function legacyReason(reason: unknown): unknown {
  return reason instanceof Error ? reason.message : reason;
}

/**
 * Adds `done`, `fail`, `always` and `state` to a promise.
 * The promise counts as handled from the start: legacy integrations often ignore failures, and the
 * legacy deferred never raised unhandled-rejection noise; `onFailure` sees every failure instead.
 */
export function toLegacyPromise<Result>(
  promise: Promise<Result>,
  logger: Pick<BusLogger, 'error'>,
  onFailure?: (reason: unknown) => void,
): LegacyCommandPromise<Result> {
  let state: LegacyPromiseState = 'pending';
  promise.then(
    () => {
      state = 'resolved';
    },
    (reason: unknown) => {
      state = 'rejected';
      onFailure?.(reason);
    },
  );
  const report = (method: string) => (error: unknown) =>
    logger.error(`[cxkit CXBus] a ${method} callback threw`, error);
  const legacy = promise as LegacyCommandPromise<Result>;
  legacy.done = (fn) => {
    promise.then(fn, () => undefined).catch(report('done'));
    return legacy;
  };
  legacy.fail = (fn) => {
    promise.then(undefined, (reason: unknown) => fn(legacyReason(reason))).catch(report('fail'));
    return legacy;
  };
  legacy.always = (fn) => {
    promise
      .then(
        (result) => fn(result),
        (reason: unknown) => fn(legacyReason(reason)),
      )
      .catch(report('always'));
    return legacy;
  };
  legacy.state = () => state;
  return legacy;
}
