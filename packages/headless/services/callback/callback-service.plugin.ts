import type { Bus } from '../../bus/bus.types';
import { definePlugin } from '../../kit/define-plugin';
import {
  createCallbackService,
  type CallbackService,
  type CallbackServiceInput,
} from './callback.client';
import { CallbackServiceError } from './callback.errors';
import { callbackServiceManifest } from './callback-service.manifest';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a failure came from a request (published as an error event) rather than a refusal before one. */
const fromRequest = (error: unknown): error is CallbackServiceError =>
  error instanceof CallbackServiceError && error.kind !== 'invalid';

/**
 * The `CallbackService` bus plugin on a {@link CallbackService}: each request publishes its outcome
 * (`scheduled` / `scheduleError`, `availableSlots` / `availabilityError`) and resolves or rejects the
 * command with it; refusals before a request (the spec's texts) only reject. It follows the app's
 * request headers (`App.requestHeaderUpdated`).
 */
export const callbackServicePlugin = definePlugin<CallbackService, typeof callbackServiceManifest>(
  callbackServiceManifest,
  {
    commands: {
      configure: (options, { target }) => target.configure(options),
      schedule: async (options, { target, plugin }) => {
        try {
          const scheduled = await target.schedule(options);
          plugin.publish('scheduled', scheduled);
          return scheduled;
        } catch (error) {
          if (fromRequest(error)) plugin.publish('scheduleError', error.toJSON());
          throw error;
        }
      },
      availability: async (options, { target, plugin }) => {
        try {
          const availability = await target.availability(options);
          plugin.publish('availableSlots', availability);
          return availability;
        } catch (error) {
          if (fromRequest(error)) plugin.publish('availabilityError', error.toJSON());
          throw error;
        }
      },
    },
    // Untyped: the service does not load the app's table, and may run without an app at all.
    publish: (target, _publisher, bus) =>
      bus.untyped.subscribe('App.requestHeaderUpdated', ({ data }) => {
        const headers = isRecord(data) ? data['headers'] : undefined;
        if (isRecord(headers)) target.setRequestHeaders(headers);
      }),
  },
);

/** Creates the callback service from `input` and puts its plugin on `bus` (or binds the lazy placeholder); returns the detach. */
export function startCallbackService(
  bus: Bus,
  input: CallbackServiceInput = {},
): { service: CallbackService; stop(): void } {
  const service = createCallbackService(input);
  const stop = callbackServicePlugin.attach(bus, service);
  return { service, stop };
}
