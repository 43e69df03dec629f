import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import type { EngageInviteMachine } from './engage-invite.machine';
import { engageManifest } from './engage-invite.manifest';
import { resolveInvite } from './engage-invite.options';

/** What the `Engage` plugin drives: the invite actor. */
export type EngageInviteTarget = Actor<EngageInviteMachine> | ActorRefFrom<EngageInviteMachine>;

/**
 * The `Engage` plugin (protocols 8.3): `invite` shows the toast, `offer` runs `Offers.open` with
 * its options (as `Engage`, so the answer or refusal is the offer's), `close` closes the toast, with the
 * rejections its table documents; the actor's `opened`, `disposition` and `closed` go out as
 * `Engage.*` events.
 */
export const engagePlugin = definePlugin<EngageInviteTarget, typeof engageManifest>(
  engageManifest,
  {
    commands: {
      invite: (options, { target, reject }) => {
        if (target.getSnapshot().matches('showing')) reject('alreadyOpen');
        const invite = resolveInvite(options);
        if (!invite) return reject('invalidConfiguration');
        target.send({ type: 'invite.show', invite });
        return undefined;
      },
      offer: (options, { bus }) => bus.untyped.command('Offers.open', options, engageManifest.name),
      close: (_options, { target, reject }) => {
        if (!target.getSnapshot().matches('showing')) reject('alreadyClosed');
        target.send({ type: 'invite.close' });
        return undefined;
      },
    },
    publish: (target, plugin) => {
      const subscriptions = [
        target.on('opened', (event) => plugin.publish('opened', event.invite)),
        target.on('disposition', (event) => plugin.publish('disposition', event.outcome)),
        target.on('closed', (event) => plugin.publish('closed', event.outcome)),
      ];
      return () => {
        for (const subscription of subscriptions) subscription.unsubscribe();
      };
    },
  },
);
