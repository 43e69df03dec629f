import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import type { ChannelSelectorMachine } from './channel-selector.machine';
import { channelSelectorManifest } from './channel-selector.manifest';
import {
  ChannelSelectorConfigError,
  hasChannels,
  resolveChannelSelectorOptions,
} from './channel-selector.options';

/** What the `ChannelSelector` plugin drives: the channel selector actor. */
export type ChannelSelectorTarget =
  Actor<ChannelSelectorMachine> | ActorRefFrom<ChannelSelectorMachine>;

const isOpen = (target: ChannelSelectorTarget) => target.getSnapshot().matches({ window: 'open' });

/**
 * The `ChannelSelector` plugin (protocols 8.3, service-protocols 5): open, close, configure and the
 * reading of the waits drive the selector; `opened` and `closed` go out as its events.
 */
export const channelSelectorPlugin = definePlugin<
  ChannelSelectorTarget,
  typeof channelSelectorManifest
>(channelSelectorManifest, {
  commands: {
    open: (_options, { target, reject }) => {
      if (isOpen(target)) reject('alreadyOpen');
      const { channels } = target.getSnapshot().context.options;
      if (!channels.some((channel) => channel.enable)) reject('noChannels');
      target.send({ type: 'window.open' });
      return undefined;
    },
    close: (_options, { target, reject }) => {
      if (!isOpen(target)) reject('alreadyClosed');
      target.send({ type: 'window.close' });
      return undefined;
    },
    configure: (options, { target, reject }) => {
      if (!hasChannels(options)) reject('noChannels');
      try {
        target.send({
          type: 'widget.configure',
          options: resolveChannelSelectorOptions(options, target.getSnapshot().context.options),
        });
      } catch (error) {
        if (!(error instanceof ChannelSelectorConfigError)) throw error;
        reject('invalidOptions', {
          issues: error.issues.map((issue) => `${issue.field}: ${issue.message}`).join('; '),
        });
      }
      return undefined;
    },
    enableStats: (_options, { target, reject }) => {
      if (!isOpen(target)) reject('notOpen');
      target.send({ type: 'stats.enable' });
      return undefined;
    },
    disableStats: (_options, { target, reject }) => {
      if (!isOpen(target)) reject('notOpen');
      target.send({ type: 'stats.disable' });
      return undefined;
    },
    displayStats: (_options, { target }) => {
      target.send({ type: 'stats.display' });
      return undefined;
    },
  },
  publish: (target, plugin) => {
    const opened = target.on('opened', () => plugin.publish('opened', undefined));
    const closed = target.on('closed', () => plugin.publish('closed', undefined));
    return () => {
      opened.unsubscribe();
      closed.unsubscribe();
    };
  },
});
