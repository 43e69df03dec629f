import type { Bus } from '../../bus/bus.types';
import { registerLazyPlugin, type LazyPlugin } from '../../kit/lazy-plugin';
import { calendarManifest } from './calendar.manifest';

/**
 * Puts `Calendar` on the bus from its table before the calendar's code has loaded: the first
 * command that needs it calls `load` (idempotent) and runs once the loaded plugin takes over.
 */
export function registerLazyCalendar(bus: Bus, load: (command: string) => unknown): LazyPlugin {
  return registerLazyPlugin(bus, calendarManifest, {
    load: (command) => {
      load(command);
    },
    unloaded: { reset: () => undefined },
  });
}
