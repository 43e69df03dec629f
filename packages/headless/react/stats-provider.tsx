import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { FetchFunction } from '../services/http/http-client';
import {
  createStatsService,
  type GetStatsOptions,
  type StatsService,
} from '../services/stats/stats-service';
import { statsServicePlugin } from '../services/stats/stats-service.plugin';
import type { EwtAnswer } from '../services/stats/stats-wire';
import { useCxContext } from './use-cx-context';

/** React context of the nearest `<StatsProvider>`'s service; `null` outside one. */
export const StatsContext = createContext<StatsService | null>(null);

/** Props of {@link StatsProvider}. */
export interface StatsProviderProps {
  /** The stats options (`_genesys.widgets.stats`: `ajaxTimeout`, `ewt { dataURL, apikey, apiVersion, mode }`); read on mount. */
  options?: unknown;
  /** The `fetch` the EWT requests use. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** The widgets and page parts that show wait times. */
  children?: ReactNode;
}

/**
 * Creates the StatsService once (a bad option throws a `StatsOptionsError` naming it) and puts its
 * `StatsService` plugin on the bus of the nearest `<CxProvider>` while mounted; the app's `apikey`
 * request header is the key of last resort.
 */
export function StatsProvider({ options, fetch, children }: StatsProviderProps) {
  const { bus, app } = useCxContext('StatsProvider');
  const [service] = useState(() =>
    createStatsService(options, {
      fetch,
      requestHeaders: () => app.getSnapshot().context.headers,
    }),
  );
  // A layout effect: it runs before the passive effects that start the pollers below, so their
  // first getStats finds the plugin on the bus.
  useLayoutEffect(() => statsServicePlugin.attach(bus, service), [bus, service]);
  return <StatsContext value={service}>{children}</StatsContext>;
}

/** What {@link useStats} returns. */
export interface UseStatsReturn {
  /** Every queue's latest estimate so far (seconds), as `StatsService.updated` tells it. */
  estimates: Readonly<Record<string, number>>;
  /** Asks the EWT of queues (`group` defaults to `EWT`); rejects with the spec's texts. */
  getStats(options: GetStatsOptions): Promise<EwtAnswer>;
  /** The service. */
  service: StatsService;
}

/** The nearest `<StatsProvider>`'s estimates, re-rendering on each answer, and its `getStats`. */
export function useStats(): UseStatsReturn {
  const service = useContext(StatsContext);
  if (!service) throw new Error('useStats must be used inside <StatsProvider>');
  const estimates = useSyncExternalStore(service.subscribe, service.estimates, service.estimates);
  const [getStats] = useState(
    () => (options: GetStatsOptions) => service.getStats({ group: 'EWT', ...options }),
  );
  return { estimates, getStats, service };
}
