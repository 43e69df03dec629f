import type { Actor, ActorRefFrom } from 'xstate';
import { CommandRejection, definePlugin } from '../../kit/define-plugin';
import { formPrefillOf } from '../form/form.open';
import type { ClickToCallMachine } from './click-to-call.machine';
import { clickToCallManifest, type ClickToCallOpenOptions } from './click-to-call.manifest';
import { ClickToCallConfigError, resolveClickToCallOptions } from './click-to-call.options';
import type { ClickToCallPrefill } from './click-to-call.types';

/** What the `ClickToCall` plugin drives: the click-to-call actor. */
export type ClickToCallTarget = Actor<ClickToCallMachine> | ActorRefFrom<ClickToCallMachine>;

/** What an open brings: the form's prefill and fields, and the data sent flat with the request; a `formJSON` that does not read rejects the open. */
export function clickToCallPrefillOf(
  options: ClickToCallOpenOptions | undefined,
): ClickToCallPrefill | undefined {
  const prefill = formPrefillOf(options);
  const extra = {
    ...(typeof options?.actionID === 'string' ? { actionID: options.actionID } : {}),
    ...(typeof options?.media === 'string' ? { media: options.media } : {}),
  };
  if (!prefill && Object.keys(extra).length === 0) return undefined;
  return { ...prefill, ...extra };
}

const isClosed = (target: ClickToCallTarget) => target.getSnapshot().matches({ window: 'closed' });
const isAsking = (target: ClickToCallTarget) =>
  target.getSnapshot().matches({ window: { open: 'confirmingClose' } });

/** Resolves once the window has closed; rejects when the visitor answers No to the close question. */
function closeAnswer(target: ClickToCallTarget): Promise<undefined> {
  return new Promise((resolve, reject) => {
    const subscription = target.subscribe((snapshot) => {
      if (snapshot.matches({ window: 'closed' })) {
        subscription.unsubscribe();
        resolve(undefined);
      } else if (!snapshot.matches({ window: { open: 'confirmingClose' } })) {
        subscription.unsubscribe();
        reject(
          new CommandRejection('mustConfirmClose', clickToCallManifest.rejections.mustConfirmClose),
        );
      }
    });
  });
}

/**
 * The `ClickToCall` plugin (protocols 8.3; service-protocols 7): open, close, minimize and
 * configure drive the window; its notifications go out as `ClickToCall.*` events. A `close` that
 * asks the visitor first answers once they have (service-protocols 7: its promise stays pending).
 */
export const clickToCallPlugin = definePlugin<ClickToCallTarget, typeof clickToCallManifest>(
  clickToCallManifest,
  {
    commands: {
      open: (options, { target, reject }) => {
        if (target.getSnapshot().matches({ window: 'open' })) reject('alreadyOpened');
        target.send({
          type: 'window.open',
          ...(options?.minimized ? { minimized: true } : {}),
          ...(isClosed(target) ? { prefill: clickToCallPrefillOf(options) } : {}),
        });
        return undefined;
      },
      close: (_options, { target, reject }) => {
        if (isClosed(target)) reject('alreadyClosed');
        target.send({ type: 'window.close' });
        return isAsking(target) ? closeAnswer(target) : undefined;
      },
      minimize: (options, { target, reject }) => {
        if (isClosed(target)) reject('notOpen');
        target.send({
          type: 'window.minimize',
          ...(options?.minimized === undefined ? {} : { minimized: options.minimized }),
        });
        return undefined;
      },
      configure: (options, { target, reject }) => {
        if (typeof options !== 'object' || options === null || Object.keys(options).length === 0)
          reject('invalidConfiguration');
        let resolved;
        try {
          resolved = resolveClickToCallOptions(options, target.getSnapshot().context.options);
        } catch (error) {
          if (error instanceof ClickToCallConfigError) reject('invalidConfiguration');
          throw error;
        }
        target.send({ type: 'widget.configure', options: resolved });
        return undefined;
      },
    },
    publish: (target, plugin) => {
      const subscription = target.on('*', (notification) => {
        switch (notification.type) {
          case 'submitted':
            plugin.publish('submitted', { form: notification.form });
            break;
          case 'completed':
            plugin.publish('completed', notification.number);
            break;
          default:
            plugin.publish(notification.type, undefined);
        }
      });
      return () => subscription.unsubscribe();
    },
  },
);
