import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import { isRefused } from './call-us.logic';
import type { CallUsMachine } from './call-us.machine';
import { callUsManifest } from './call-us.manifest';
import { CallUsConfigError, hasCallUsContent, resolveCallUsOptions } from './call-us.options';

/** What the `CallUs` plugin drives: the call-us actor. */
export type CallUsTarget = Actor<CallUsMachine> | ActorRefFrom<CallUsMachine>;

/** Whether `value` is a settings object with at least one key. */
function isConfiguration(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0
  );
}

/**
 * The `CallUs` plugin (protocols 8.3, service-protocols 8): `open`, `close` and `configure` drive
 * the overlay, with the rejections its table documents; its `opened` and `closed` go out as
 * `CallUs.*` events.
 */
export const callUsPlugin = definePlugin<CallUsTarget, typeof callUsManifest>(callUsManifest, {
  commands: {
    open: (_options, { target, reject }) => {
      const { context } = target.getSnapshot();
      if (target.getSnapshot().matches('open')) reject('alreadyOpened');
      if (!hasCallUsContent(context.options) || isRefused(context, 'view.open'))
        reject('couldNotOpen');
      target.send({ type: 'window.open' });
      return undefined;
    },
    close: (_options, { target, reject }) => {
      if (target.getSnapshot().matches('closed')) reject('alreadyClosed');
      if (isRefused(target.getSnapshot().context, 'view.close')) reject('couldNotClose');
      target.send({ type: 'window.close' });
      return undefined;
    },
    configure: (options, { target, reject }) => {
      if (!isConfiguration(options)) reject('invalidConfiguration');
      let resolved;
      try {
        resolved = resolveCallUsOptions(options, target.getSnapshot().context.options);
      } catch (error) {
        if (error instanceof CallUsConfigError) reject('invalidConfiguration');
        throw error;
      }
      target.send({ type: 'widget.configure', options: resolved });
      return undefined;
    },
  },
  publish: (target, plugin) => {
    const subscription = target.on('*', (notification) =>
      plugin.publish(notification.type, undefined),
    );
    return () => subscription.unsubscribe();
  },
});
