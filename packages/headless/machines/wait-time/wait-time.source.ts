import type { Bus } from '../../bus/bus.types';
import type { StatsService } from '../../services/stats/stats-service';
// Types only: the manifest's global CxKit.Commands entry types the bus command below.
import type {} from '../../services/stats/stats-service.manifest';
import type { WaitTimeSource } from './wait-time.types';

/** A wait-time source on the bus's `StatsService.getStats` (loaded lazily or attached), group `EWT`. */
export function busWaitTimeSource(bus: Bus): WaitTimeSource {
  // A bus command cannot be aborted: a stopped poller ignores the answer.
  return ({ queues, mode }) =>
    bus.command('StatsService.getStats', { group: 'EWT', vqname: queues, mode });
}

/** A wait-time source on a {@link StatsService} directly (its `updated` listeners are told too). */
export function serviceWaitTimeSource(service: StatsService): WaitTimeSource {
  return ({ queues, mode }, signal) =>
    service.getStats({ group: 'EWT', vqname: queues, mode }, { signal });
}
