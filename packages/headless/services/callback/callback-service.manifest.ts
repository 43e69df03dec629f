import { command, declarePlugin, event } from '../../kit/define-plugin';
import type { CommandsOf, EventsOf } from '../../kit/plugin.types';
import type { CallbackFailure } from './callback.errors';
import type { CallbackServiceOptions, CallbackServiceOptionsInput } from './callback.options';
import type {
  CallbackAvailability,
  CallbackAvailabilityOptions,
  CallbackScheduled,
  CallbackScheduleOptions,
} from './callback.wire';

/**
 * The `CallbackService` plugin's table (protocols 8.3): `configure`, `schedule` and `availability`,
 * and the events that report each request. The lazy loader puts it on the bus before the service's
 * code, so the Callback window and the Calendar can call it from the start.
 */
export const callbackServiceManifest = declarePlugin({
  name: 'CallbackService',
  commands: {
    configure: command<CallbackServiceOptionsInput, CallbackServiceOptions>(),
    schedule: command<CallbackScheduleOptions, CallbackScheduled>(),
    availability: command<CallbackAvailabilityOptions, CallbackAvailability>(),
  },
  events: {
    scheduled: event<CallbackScheduled>(),
    scheduleError: event<CallbackFailure>(),
    availableSlots: event<CallbackAvailability>(),
    availabilityError: event<CallbackFailure>(),
  },
});

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace CxKit {
    interface Commands extends CommandsOf<typeof callbackServiceManifest> {}
    interface Events extends EventsOf<typeof callbackServiceManifest> {}
  }
}
