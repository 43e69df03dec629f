import type { Actor, ActorRefFrom } from 'xstate';
import * as z from 'zod/mini';
import { invalidOptionsError } from '../../bus/bus-errors';
import { definePlugin } from '../../kit/define-plugin';
import { formPrefillOf } from '../form/form.open';
import { isFormDirty } from './callback.logic';
import type { CallbackMachine } from './callback.machine';
import { callbackManifest, type CallbackOpenOptions } from './callback.manifest';
import { resolveCallbackWindowOptions } from './callback.options';
import type { CallbackPrefill } from './callback.types';

/** What the `Callback` plugin drives: the callback actor. */
export type CallbackTarget = Actor<CallbackMachine> | ActorRefFrom<CallbackMachine>;

/** What an open brings for the form, with the callback's `form.desiredTime`; a `formJSON` that does not read rejects the open. */
export function prefillOf(options: CallbackOpenOptions | undefined): CallbackPrefill | undefined {
  const prefill = formPrefillOf(options, ['desiredTime']);
  const desiredTime = options?.form?.desiredTime;
  if (!prefill) return undefined;
  return { ...prefill, ...(typeof desiredTime === 'string' ? { desiredTime } : {}) };
}

const overlayOptions = z.object({
  html: z.string({ error: 'Expected the overlay HTML' }),
  hideFooter: z.optional(z.boolean({ error: 'Expected true or false' })),
});

const isClosed = (target: CallbackTarget) => target.getSnapshot().matches({ window: 'closed' });

/**
 * The `Callback` plugin (protocols 8.3): open, close, minimize, configure, showEWT, showOverlay and
 * hideOverlay drive the window; its notifications go out as `Callback.*` events. After `submitted`
 * it asks `Calendar.reset`, as the legacy window does.
 */
export const callbackPlugin = definePlugin<CallbackTarget, typeof callbackManifest>(
  callbackManifest,
  {
    commands: {
      open: (options, { target, reject }) => {
        if (target.getSnapshot().matches({ window: 'open' })) reject('alreadyOpened');
        target.send({
          type: 'window.open',
          ...(options?.minimized ? { minimized: true } : {}),
          ...(isClosed(target) ? { prefill: prefillOf(options) } : {}),
        });
        return undefined;
      },
      close: (_options, { target, reject }) => {
        if (isClosed(target)) reject('alreadyClosed');
        const snapshot = target.getSnapshot();
        const asks =
          snapshot.context.session.completed === false && isFormDirty(snapshot.context.form);
        target.send({ type: 'window.close' });
        if (asks) reject('mustConfirmClose');
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
      configure: (options, { target, reject }) => {
        if (typeof options !== 'object' || options === null || Object.keys(options).length === 0)
          reject('noConfiguration');
        target.send({
          type: 'widget.configure',
          options: resolveCallbackWindowOptions(options, target.getSnapshot().context.options),
        });
        return undefined;
      },
      showEWT: (_options, { target, reject }) => {
        if (isClosed(target)) reject('notOpen');
        target.send({ type: 'waitTime.show' });
        return undefined;
      },
      showOverlay: (options, { target, reject }) => {
        const parsed = overlayOptions.safeParse(options ?? {});
        if (!parsed.success) throw invalidOptionsError('Callback.showOverlay', parsed.error.issues);
        if (isClosed(target)) reject('notOpen');
        target.send({
          type: 'overlay.show',
          overlay: { html: parsed.data.html, hideFooter: parsed.data.hideFooter === true },
        });
        return undefined;
      },
      hideOverlay: (_options, { target }) => {
        target.send({ type: 'overlay.hide' });
        return undefined;
      },
    },
    publish: (target, plugin, bus) => {
      const subscription = target.on('*', (notification) => {
        if (notification.type === 'submitted') {
          plugin.publish('submitted', { ...notification.session, form: notification.form });
          // By name: the calendar may not be on the page.
          bus.untyped
            .command('Calendar.reset', undefined, callbackManifest.name)
            .catch(() => undefined);
        } else {
          plugin.publish(notification.type, notification.session);
        }
      });
      return () => subscription.unsubscribe();
    },
  },
);
