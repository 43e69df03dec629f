import type { Bus } from '../../bus/bus.types';
import { bindPlugin, defineWidget } from '../../kit/widget-runtime';
import { engageManifest } from '../engage-invite/engage-invite.manifest';
import type { InviteOutcome } from '../engage-invite/engage-invite.types';
import {
  bridgeOf,
  type WebEngagementActor,
  type WebEngagementBridge,
} from './web-engagement.bridge';
import { engageRequestOf, gweInviteSchema } from './web-engagement.logic';
import { webEngagementMachine } from './web-engagement.machine';
import { gweManifest } from './web-engagement.manifest';
import type { GweOptionsInput } from './web-engagement.options';
import { gwePlugin } from './web-engagement.plugin';
import type {
  GweDispositionRequest,
  GweNotification,
  GweTrackerLoader,
} from './web-engagement.types';

/** What the web-engagement bridge's runtime is made from (the `WebEngagementProvider` props, resolved). */
export interface WebEngagementRuntimeInput {
  /** Settings (`_genesys.widgets.gwe`); with an endpoint the tracker loads at once. */
  options?: GweOptionsInput;
  /** Loads the tracker. @default a `<script>` element on the page */
  load?: GweTrackerLoader;
  /** Sends a chat disposition's GET. @default `fetch` with credentials */
  request?: GweDispositionRequest;
  /** The page's protocol, which picks the endpoint. @default `location.protocol` */
  protocol?: string;
}

/** The bus command each `gpe.setVariable` push type runs (service-protocols 12). */
export const gwePushCommands: Readonly<Record<string, string>> = {
  offers: 'Offers.open',
  sendmessage: 'SendMessage.open',
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Runs a command as the bridge; a refusal (no such plugin on the page) is logged, not thrown. */
function run(bus: Bus, command: string, options: unknown) {
  bus.untyped.command(command, options, gweManifest.name).catch((error: unknown) => {
    console.warn(`[cxkit] GWE: ${command} failed`, error);
  });
}

/**
 * Acts on one push of the server: a chat invite shows through `Engage.invite`, an offers or
 * send-message push opens that widget, and a `CXBus` push runs its remote commands (`Remote.execute` with the push's array as `values`).
 */
export function actOnNotification(bus: Bus, notification: GweNotification): void {
  const { channel, data } = notification;
  if (channel === 'CXBus') {
    run(bus, 'Remote.execute', { values: data });
    return;
  }
  if (channel !== 'gpe.setVariable' || !isRecord(data)) return;
  const type = typeof data['type'] === 'string' ? data['type'] : 'chat';
  const command = gwePushCommands[type];
  if (command) {
    run(bus, command, data['data'] ?? data);
    return;
  }
  if (type !== 'chat') return;
  const invite = gweInviteSchema.safeParse(data);
  if (invite.success) run(bus, `${engageManifest.name}.invite`, engageRequestOf(invite.data));
}

/** Reports each web engagement's outcome (an `Engage.disposition` with an `engagementID`) to GWE. */
export function reportDispositions(bus: Bus, bridge: WebEngagementBridge): () => void {
  return bus.untyped.subscribe(`${engageManifest.name}.disposition`, (event) => {
    const outcome = event.data as InviteOutcome;
    if (!outcome.engagementID) return;
    bridge.sendDisposition(outcome).catch((error: unknown) => {
      console.warn('[cxkit] GWE: the disposition was not sent', error);
    });
  });
}

/** Follows the bridge's pushes while it runs. */
function followPushes(actor: WebEngagementActor, bus: Bus): () => void {
  const subscription = actor.on('notification', ({ notification }) =>
    actOnNotification(bus, notification),
  );
  return () => subscription.unsubscribe();
}

/**
 * The web-engagement (GWE) bridge on the widget kit: the bridge actor, the `GWE` plugin, the
 * server's pushes acted on, and the engage invite's dispositions reported back.
 */
export const webEngagementWidget = defineWidget({
  name: 'GWE',
  machines: { bridge: webEngagementMachine },
  inputs: (input: WebEngagementRuntimeInput) => ({
    bridge: {
      ...(input.options ? { options: input.options } : {}),
      ...(input.load ? { load: input.load } : {}),
      ...(input.protocol ? { protocol: input.protocol } : {}),
    },
  }),
  link: ({ bridge }, input, { bus }) => [
    followPushes(bridge, bus),
    reportDispositions(bus, bridgeOf(bridge, input.request)),
  ],
  plugins: ({ bridge }, input) => [bindPlugin(gwePlugin, bridgeOf(bridge, input.request))],
});
