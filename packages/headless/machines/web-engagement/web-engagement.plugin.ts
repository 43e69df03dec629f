import { definePlugin } from '../../kit/define-plugin';
import { engageManifest } from '../engage-invite/engage-invite.manifest';
import { defaultAppName } from '../view-reservation/view-reservation.rules';
import type { WebEngagementBridge } from './web-engagement.bridge';
import { engageRequestOf, gweInviteSchema } from './web-engagement.logic';
import { gweManifest } from './web-engagement.manifest';
import { GweConfigError, resolveGweOptions } from './web-engagement.options';

/** The commanders allowed to configure the bridge (spec 3, section 6): the bridge itself and the app. */
export const gweConfigurers: readonly string[] = [gweManifest.name, defaultAppName];

/**
 * The `GWE` plugin (protocols 8.3, service-protocols 12): `configure` (only from the bridge or the
 * app) loads the tracker of its endpoint, `getIDs`, `push` and `sendDisposition` need the loaded
 * tracker, and `invite` shows a GWE chat invite through `Engage.invite`. It marks itself ready once
 * the tracker has loaded.
 */
export const gwePlugin = definePlugin<WebEngagementBridge, typeof gweManifest>(gweManifest, {
  commands: {
    configure: (options, { target, reject, commander }) => {
      if (!gweConfigurers.includes(commander)) reject('forbidden');
      let resolved;
      try {
        resolved = resolveGweOptions(options, target.actor.getSnapshot().context.options);
      } catch (error) {
        if (error instanceof GweConfigError) reject('invalidConfiguration');
        throw error;
      }
      target.actor.send({ type: 'gwe.configure', options: resolved });
      return undefined;
    },
    getIDs: (_options, { target, reject }) => {
      const { tracker } = target.actor.getSnapshot().context;
      if (!tracker) return reject('notAvailable');
      return tracker.getIDs();
    },
    invite: async (options, { reject, bus }) => {
      const invite = gweInviteSchema.safeParse(options ?? {});
      if (!invite.success) reject('invalidConfiguration');
      await bus.untyped.command(
        `${engageManifest.name}.invite`,
        engageRequestOf(invite.data!),
        gweManifest.name,
      );
      return undefined;
    },
    push: (options, { target, reject }) => {
      const values: unknown = options.data;
      if (!Array.isArray(values)) return reject('invalidPush');
      const { tracker } = target.actor.getSnapshot().context;
      if (!tracker) return reject('notAvailable');
      tracker.push(values);
      return undefined;
    },
    sendDisposition: async (outcome, { target, reject }) => {
      if (!target.actor.getSnapshot().context.tracker) reject('notAvailable');
      await target.sendDisposition(outcome);
      return undefined;
    },
  },
  publish: (target, plugin) => {
    let ready = false;
    const markReady = () => {
      if (ready) return;
      ready = true;
      plugin.ready();
    };
    if (target.actor.getSnapshot().matches('ready')) markReady();
    const subscription = target.actor.on('ready', markReady);
    return () => subscription.unsubscribe();
  },
});
