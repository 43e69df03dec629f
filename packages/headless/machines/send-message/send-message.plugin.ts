import type { Actor, ActorRefFrom } from 'xstate';
import { definePlugin } from '../../kit/define-plugin';
import { formPrefillOf } from '../form/form.open';
import type { SendMessageMachine } from './send-message.machine';
import { sendMessageManifest, type SendMessageOpenOptions } from './send-message.manifest';
import { resolveSendMessageOptions, SendMessageConfigError } from './send-message.options';
import type { SendMessagePrefill } from './send-message.types';

/** What the `SendMessage` plugin drives: the send-message actor. */
export type SendMessageTarget = Actor<SendMessageMachine> | ActorRefFrom<SendMessageMachine>;

/** What an open brings: the prefill, auto-submit, validation, user data and fields; a `formJSON` that does not read rejects the open. */
export function sendMessagePrefillOf(
  options: SendMessageOpenOptions | undefined,
): SendMessagePrefill | undefined {
  const prefill = formPrefillOf<Record<string, unknown>>(options, ['validation']);
  const validation = options?.form?.validation;
  if (!prefill && typeof validation !== 'boolean') return undefined;
  return { ...prefill, ...(typeof validation === 'boolean' ? { validation } : {}) };
}

const isClosed = (target: SendMessageTarget) => target.getSnapshot().matches({ window: 'closed' });

/**
 * The `SendMessage` plugin (protocols 8.3; service-protocols 10): open, close, minimize, submit,
 * configure and the side button's show and hide drive the window; its notifications go out as
 * `SendMessage.*` events. A `close` while a field holds a value asks the visitor and rejects
 * 'Form still contains values. Cannot close until user confirms'; a `submit` of a form that does
 * not validate rejects 'Form not valid'.
 */
export const sendMessagePlugin = definePlugin<SendMessageTarget, typeof sendMessageManifest>(
  sendMessageManifest,
  {
    commands: {
      open: (options, { target, reject }) => {
        if (target.getSnapshot().matches({ window: 'open' })) reject('alreadyOpen');
        target.send({
          type: 'window.open',
          ...(options?.minimized ? { minimized: true } : {}),
          ...(isClosed(target) ? { prefill: sendMessagePrefillOf(options) } : {}),
        });
        return undefined;
      },
      close: (_options, { target, reject }) => {
        if (isClosed(target)) reject('alreadyClosed');
        target.send({ type: 'window.close' });
        if (target.getSnapshot().matches({ window: { open: 'confirmingClose' } }))
          reject('mustConfirmClose');
        return undefined;
      },
      minimize: (options, { target, reject }) => {
        if (isClosed(target)) reject('notOpen');
        target.send({
          type: 'window.minimize',
          ...(options?.minimized === undefined ? {} : { minimized: options.minimized }),
        });
        return undefined;
      },
      submit: (_options, { target, reject }) => {
        if (isClosed(target)) reject('notOpen');
        if (!target.getSnapshot().matches({ step: 'form' })) reject('formNotValid');
        target.send({ type: 'form.submit' });
        if (!target.getSnapshot().matches({ step: 'sending' })) reject('formNotValid');
        return undefined;
      },
      configure: (options, { target, reject }) => {
        if (typeof options !== 'object' || options === null || Object.keys(options).length === 0)
          reject('invalidConfiguration');
        let resolved;
        try {
          resolved = resolveSendMessageOptions(options, target.getSnapshot().context.options);
        } catch (error) {
          if (error instanceof SendMessageConfigError) reject('invalidConfiguration');
          throw error;
        }
        target.send({ type: 'widget.configure', options: resolved });
        return undefined;
      },
      showSendMessageButton: (_options, { target }) => {
        target.send({ type: 'button.show' });
        return undefined;
      },
      hideSendMessageButton: (_options, { target }) => {
        target.send({ type: 'button.hide' });
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
            plugin.publish('completed', { interactionId: notification.interactionId });
            break;
          default:
            plugin.publish(notification.type, undefined);
        }
      });
      return () => subscription.unsubscribe();
    },
  },
);
