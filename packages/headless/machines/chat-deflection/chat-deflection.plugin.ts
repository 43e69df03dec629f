import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import type { ChatDeflectionMachine } from './chat-deflection.machine';
import { chatDeflectionManifest } from './chat-deflection.manifest';
import { resolveChatDeflectionOptions } from './chat-deflection.options';

/** What the `ChatDeflection` plugin drives: the deflection actor. */
export type ChatDeflectionTarget =
  Actor<ChatDeflectionMachine> | ActorRefFrom<ChatDeflectionMachine>;

const isEnabled = (target: ChatDeflectionTarget) =>
  target.getSnapshot().matches({ deflection: 'enabled' });

/**
 * The `ChatDeflection` plugin (protocols 8.3): `configure` takes new settings (bad ones rejected,
 * each named; `enabled` in them enables or disables), `enable` and `disable` (refused with 'Deflection
 * is enabled already' / 'Deflection is disabled already'); it publishes `enabled`, `disabled`,
 * `started` and `ended` as the machine tells them.
 */
export const chatDeflectionPlugin = definePlugin<
  ChatDeflectionTarget,
  typeof chatDeflectionManifest
>(chatDeflectionManifest, {
  commands: {
    configure: (options, { target }) => {
      target.send({
        type: 'deflection.configure',
        options: resolveChatDeflectionOptions(options, {
          ...target.getSnapshot().context.options,
          // The state decides, not the settings it started from: `configure` without `enabled` keeps it.
          enabled: isEnabled(target),
        }),
      });
      return undefined;
    },
    enable: (_options, { target, reject }) => {
      if (isEnabled(target)) reject('alreadyEnabled');
      target.send({ type: 'deflection.enable' });
      return undefined;
    },
    disable: (_options, { target, reject }) => {
      if (!isEnabled(target)) reject('alreadyDisabled');
      target.send({ type: 'deflection.disable' });
      return undefined;
    },
  },
  publish: (target, plugin) => {
    const subscription = target.on('*', (notification) => {
      switch (notification.type) {
        case 'started':
          plugin.publish(
            'started',
            notification.chatId === undefined ? {} : { chatId: notification.chatId },
          );
          break;
        case 'ended':
          plugin.publish('ended', { reason: notification.reason });
          break;
        default:
          plugin.publish(notification.type, undefined);
      }
    });
    return () => subscription.unsubscribe();
  },
});
