import type { Bus } from '@cxkit/headless/bus';
import { registerLazyRemote, registerLazyTimer } from '@cxkit/headless/widgets';
import { createLazyStarts } from './lazy-starts';

/** The page's services on a legacy page, started by {@link startPageServices}. */
export interface PageServices {
  /** Resolves once the `Timer` service runs (it starts at boot, on its own chunk). */
  timerStarted: Promise<void>;
  /** Stops the services and takes their plugins off the bus. */
  stop(): void;
}

/**
 * Puts the suite's page services on a legacy page's bus, which have no `_genesys.widgets` key of
 * their own (spec 3, section 7): the `Timer` (started at once, so `Timer.idle` and `Timer.tick`
 * reach subscribers that never command it) and the `Remote` executor (loaded on its first command).
 */
export function startPageServices(bus: Bus): PageServices {
  const starts = createLazyStarts();
  const loadTimer = starts.once(
    () => import('@cxkit/headless/timer'),
    ({ startTimerService }) => startTimerService(bus),
  );
  const loadRemote = starts.once(
    () => import('@cxkit/headless/remote'),
    ({ attachRemote }) => attachRemote(bus),
  );
  const timer = registerLazyTimer(bus, { load: loadTimer });
  const remote = registerLazyRemote(bus, { load: loadRemote });
  return {
    timerStarted: loadTimer(),
    stop() {
      starts.stop();
      timer.dispose();
      remote.dispose();
    },
  };
}
