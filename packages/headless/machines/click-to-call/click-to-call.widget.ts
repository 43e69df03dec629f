import * as z from 'zod/mini';
import type { Bus } from '../../bus/bus.types';
import type {
  ClickToCallNumberReceived,
  ClickToCallRestored,
} from '../../services/click-to-call/click-to-call-service.manifest';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import type { StateStore, WindowPartsInput } from '../widget-window/widget-window.types';
import { clickToCallMachine } from './click-to-call.machine';
import { clickToCallManifest } from './click-to-call.manifest';
import type { ClickToCallOptionsInput } from './click-to-call.options';
import { clickToCallPlugin } from './click-to-call.plugin';
import type {
  ClickToCallRequester,
  ClickToCallRestorer,
  ClickToCallWaitTimeReader,
} from './click-to-call.types';

/** What the ClickToCall widget's runtime is made from (the `ClickToCallProvider` props, resolved). */
export interface ClickToCallRuntimeInput extends Pick<
  WindowPartsInput,
  'dock' | 'group' | 'isMobile' | 'viewport'
> {
  /** Window settings (`_genesys.widgets.clicktocall`'s window keys). */
  options?: ClickToCallOptionsInput;
  /** Requests a number. @default the bus's `<servicePlugin>.requestNumber`, answered by its `numberReceived` */
  requestNumber?: ClickToCallRequester;
  /** Reads the kept number. @default the bus's `<servicePlugin>.restore` */
  restoreNumber?: ClickToCallRestorer;
  /** Reads a queue's wait time in seconds. @default the bus's `StatsService.getStats` (`group: 'EWT'`), its `ewt` */
  fetchWaitTime?: ClickToCallWaitTimeReader;
  /** Keeps whether a number shows; set, the widget reopens on the kept number. @default in memory */
  openFlag?: StateStore<boolean>;
  /** The clock of the expiry. @default Date.now */
  now?: () => number;
}

const text = z.optional(z.pipe(z.union([z.string(), z.number()]), z.transform(String)));
const seconds = z.optional(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value) => (typeof value === 'number' ? value : Number.parseInt(value, 10))),
  ),
);

const numberReceivedSchema = z.object({
  error: z.optional(z.boolean()),
  netfail: z.optional(z.boolean()),
  errormsg: text,
  sPhoneNumber: text,
  sAccessCode: text,
  sPhoneTelHref: text,
  iExpireTime: seconds,
});

const restoredSchema = z.object({
  bRestoreSuccess: z.optional(z.boolean()),
  sPhoneNumber: text,
  sAccessCode: text,
  sPhoneTelHref: text,
  iExipreTime: seconds,
});

/** A `numberReceived` payload read at the boundary: one that does not read is a network failure. */
export function readNumberReceived(data: unknown): ClickToCallNumberReceived {
  const parsed = numberReceivedSchema.safeParse(data);
  if (!parsed.success) return { error: true, netfail: true };
  const { error = false, netfail = false, ...rest } = parsed.data;
  return { error, netfail, ...rest };
}

/** A `restore` answer read at the boundary: one that does not read keeps nothing. */
export function readRestored(data: unknown): ClickToCallRestored {
  const parsed = restoredSchema.safeParse(data ?? {});
  if (!parsed.success) return { bRestoreSuccess: false };
  const { bRestoreSuccess = false, ...rest } = parsed.data;
  return { bRestoreSuccess, ...rest };
}

/**
 * Requests through the bus, by name: `<servicePlugin>.requestNumber` resolves at once, and the
 * outcome is the service's next `numberReceived` (service-protocols 6), which this waits for.
 */
export function busRequester(bus: Bus): ClickToCallRequester {
  return (request, servicePlugin) =>
    new Promise((resolve, reject) => {
      const unsubscribe = bus.untyped.subscribe(`${servicePlugin}.numberReceived`, (event) => {
        unsubscribe();
        resolve(readNumberReceived(event.data));
      });
      bus.untyped
        .command(`${servicePlugin}.requestNumber`, request, clickToCallManifest.name)
        .catch((error: unknown) => {
          unsubscribe();
          reject(error);
        });
    });
}

/** Reads the kept number through the bus's `<servicePlugin>.restore`. */
export function busRestorer(bus: Bus): ClickToCallRestorer {
  return async (servicePlugin) =>
    readRestored(
      await bus.untyped.command(`${servicePlugin}.restore`, undefined, clickToCallManifest.name),
    );
}

/** Reads the wait time through the bus's `StatsService.getStats` (service-protocols 7, "EWT": `result.ewt`). */
export function busClickToCallWaitTime(bus: Bus): ClickToCallWaitTimeReader {
  return async (queue) => {
    const result = (await bus.untyped.command(
      'StatsService.getStats',
      { group: 'EWT', vqname: queue },
      clickToCallManifest.name,
    )) as { ewt?: unknown } | undefined;
    return typeof result?.ewt === 'number' && result.ewt >= 0 ? result.ewt : undefined;
  };
}

/**
 * The ClickToCall widget on the widget kit: the window actor (in the app's window group and dock as
 * `ClickToCall`, which it joins itself) and the `ClickToCall` plugin; once wired, a set open flag
 * (a reload while a number showed) reopens it on the number the service kept, with no request.
 */
export const clickToCallWidget = defineWidget({
  name: 'ClickToCall',
  machines: { clickToCall: clickToCallMachine },
  inputs: (input: ClickToCallRuntimeInput, { bus }) => ({
    clickToCall: {
      options: input.options,
      requestNumber: input.requestNumber ?? busRequester(bus),
      restoreNumber: input.restoreNumber ?? busRestorer(bus),
      fetchWaitTime: input.fetchWaitTime ?? busClickToCallWaitTime(bus),
      ...(input.openFlag ? { openFlag: input.openFlag } : {}),
      ...(input.now ? { now: input.now } : {}),
      ...(input.group ? { group: input.group } : {}),
      ...(input.dock ? { dock: input.dock } : {}),
      ...(input.isMobile ? { isMobile: input.isMobile } : {}),
      ...(input.viewport ? { viewport: input.viewport } : {}),
    },
  }),
  plugins: ({ clickToCall }) => [bindPlugin(clickToCallPlugin, clickToCall)],
  restore: ({ clickToCall }) => {
    if (clickToCall.getSnapshot().context.openFlag.load())
      clickToCall.send({ type: 'state.restore' });
  },
});
