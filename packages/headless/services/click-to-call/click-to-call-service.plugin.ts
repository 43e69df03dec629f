import type { Bus } from '../../bus/bus.types';
import { definePlugin } from '../../kit/define-plugin';
import {
  ClickToCallRefusal,
  createClickToCallService,
  type ClickToCallService,
  type ClickToCallServiceInput,
} from './click-to-call.client';
import { clickToCallServiceManifest } from './click-to-call-service.manifest';
import { netfail } from './click-to-call.wire';

/**
 * The `ClickToCallService` bus plugin on a {@link ClickToCallService} (service-protocols 6):
 * `requestNumber` resolves at once and its outcome comes only as `numberReceived`; `restore` answers
 * the kept number and publishes it as `restored`; `ClickToCall.expired` deletes the kept number.
 */
export const clickToCallServicePlugin = definePlugin<
  ClickToCallService,
  typeof clickToCallServiceManifest
>(clickToCallServiceManifest, {
  commands: {
    configure: (options, { target, reject }) => {
      try {
        target.configure(options);
      } catch (error) {
        if (error instanceof ClickToCallRefusal) reject('invalidConfiguration');
        throw error;
      }
      return undefined;
    },
    requestNumber: (request, { target, plugin, reject }) => {
      if (!target.isConfigured) reject('invalidConfiguration');
      // A failure that is not the service's (a bug) still settles the window's wait.
      void target.requestNumber(request).then(
        (received) => plugin.publish('numberReceived', received),
        () => plugin.publish('numberReceived', netfail),
      );
      return undefined;
    },
    restore: (_options, { target, plugin }) => {
      const restored = target.restore();
      plugin.publish('restored', restored);
      return restored;
    },
  },
  // Untyped: the window's table is the window's; the service may run without it.
  publish: (target, _publisher, bus) =>
    bus.untyped.subscribe('ClickToCall.expired', () => target.clearState()),
});

/** Creates the click-to-call service from `input` and puts its plugin on `bus` (or binds the lazy placeholder); returns the detach. */
export function startClickToCallService(
  bus: Bus,
  input: ClickToCallServiceInput = {},
): { service: ClickToCallService; stop(): void } {
  const service = createClickToCallService(input);
  const stop = clickToCallServicePlugin.attach(bus, service);
  return { service, stop };
}
