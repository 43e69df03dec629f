import { and, assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import { parseFormJSON } from '../form/form.json';
import type { FormFieldDefinition } from '../form/form.types';
import {
  dockRegistration,
  groupMembership,
  viewportWatch,
} from '../widget-window/widget-window.actors';
import {
  mobileOf,
  windowActionsOf,
  windowInvokes,
  windowStates,
  windowTransitions,
} from '../widget-window/widget-window.config';
import { isForcedClose, windowGuards, windowPartsOf } from '../widget-window/widget-window.logic';
import { formSession, sendMessage } from './send-message.actors';
import {
  defaultSendMessageFields,
  isFormFilled,
  requestOf,
  withValidation,
} from './send-message.logic';
import { resolveSendMessageOptions } from './send-message.options';
import type {
  SendMessageContext,
  SendMessageEmitted,
  SendMessageEvent,
  SendMessageInput,
  SendMessageResult,
} from './send-message.types';

const closedState = '#sendMessage.window.closed';

/** The configured form (`form`), else the default one. */
function configuredFields(form: unknown): readonly FormFieldDefinition[] {
  if (form === undefined) return defaultSendMessageFields;
  return parseFormJSON(form).fields ?? defaultSendMessageFields;
}

const noSender = () =>
  Promise.reject(new Error('No sender: give the send-message machine a `sendMessage`'));

/** What the send's done event carries. */
const resultOf = (event: SendMessageEvent): SendMessageResult | undefined =>
  (event as unknown as { output?: SendMessageResult }).output;

/**
 * The SendMessage window (spec 3, sections 2, 4, 5 and 8; service-protocols 10): the widget
 * window's lifecycle (closed, open, minimized; the close question while any field holds a value),
 * the form (validated when `formValidation` is on), the files attached, the send through the
 * injected `sendMessage` (the service's `sendForm`), the success view, the failure dialog whose OK
 * goes back to the form as it was, the side button and the lifecycle events.
 */
export const sendMessageMachine = setup({
  types: {
    context: {} as SendMessageContext,
    events: {} as SendMessageEvent,
    input: {} as SendMessageInput,
    emitted: {} as SendMessageEmitted,
  },
  actors: { formSession, sendMessage, dockRegistration, groupMembership, viewportWatch },
  delays: {
    openDelay: ({ context }) => context.options.SendMessageButton.openDelay,
  },
  guards: {
    ...windowGuards,
    isWindowClosed: stateIn(closedState),
    isWindowShown: not(stateIn(closedState)),
    isCloseAtRisk: ({ context, event }) =>
      !isForcedClose(event) && !context.completed && isFormFilled(context.form, context.files),
    isOnForm: stateIn('#sendMessage.step.form'),
    canAttach: ({ context }) => context.options.uploadsEnabled,
    isSent: ({ event }) => resultOf(event)?.ok === true,
    isButtonEnabled: ({ context }) => context.options.SendMessageButton.enabled,
    enablesButton: ({ event }) =>
      event.type === 'widget.configure' && event.options.SendMessageButton.enabled,
  },
  actions: {
    ...windowActionsOf<SendMessageContext, SendMessageEvent>(),
    readMobile: assign({ mobile: mobileOf }),
    assignOpen: assign(({ event }) => ({
      prefill: event.type === 'window.open' ? event.prefill : undefined,
      files: [],
      error: undefined,
      request: undefined,
      interactionId: undefined,
      started: false,
      completed: false,
    })),
    spawnForm: enqueueActions(({ context, enqueue }) => {
      const { prefill } = context;
      const validation = prefill?.validation ?? context.options.formValidation;
      enqueue.spawnChild('formSession', {
        id: 'form',
        input: {
          id: `${context.id}-form`,
          fields: withValidation(prefill?.fields ?? context.fields, validation),
          values: { ...prefill?.form },
          autoSubmit: prefill?.autoSubmit === true,
        },
      });
      enqueue.assign({ live: true });
    }),
    notifyOpened: emit({ type: 'opened' }),
    notifyMinimized: emit({ type: 'minimized' }),
    notifyUnminimized: emit({ type: 'unminimized' }),
    markStarted: enqueueActions(({ context, enqueue }) => {
      if (context.started) return;
      enqueue.assign({ started: true });
      enqueue.emit({ type: 'started' });
    }),
    forwardToForm: enqueueActions(({ context, enqueue, event }) => {
      if (!context.live) return;
      if (
        event.type === 'field.change' ||
        event.type === 'field.blur' ||
        event.type === 'field.keyup'
      )
        enqueue.sendTo('form', event);
    }),
    assignFormSnapshot: assign({
      form: ({ context, event }) =>
        event.type === 'form.snapshot' ? event.snapshot : context.form,
    }),
    addFiles: assign({
      files: ({ context, event }) =>
        event.type === 'files.add' ? [...context.files, ...event.files] : context.files,
    }),
    removeFile: assign({
      files: ({ context, event }) =>
        event.type === 'file.remove'
          ? context.files.filter((_file, index) => index !== event.index)
          : context.files,
    }),
    submitForm: enqueueActions(({ context, enqueue }) => {
      if (context.live) enqueue.sendTo('form', { type: 'form.submit' });
    }),
    assignRequest: assign(({ context, event }) => {
      if (event.type !== 'form.submitted') return {};
      return {
        request: requestOf(event.values, context.prefill, context.files),
        error: undefined,
      };
    }),
    notifySubmitted: emit(({ context }) => ({
      type: 'submitted' as const,
      form: Object.fromEntries(
        Object.entries(context.request?.formData ?? {}).map(([key, value]) => [key, String(value)]),
      ),
    })),
    assignSent: assign(({ event }) => {
      const result = resultOf(event);
      return {
        interactionId: result?.ok ? result.sent.interactionId : undefined,
        completed: true,
      };
    }),
    notifyCompleted: emit(({ context }) => ({
      type: 'completed' as const,
      interactionId: context.interactionId ?? '',
    })),
    assignFailure: assign(({ event }) => {
      const result = resultOf(event);
      if (result && !result.ok && 'failure' in result)
        return { error: { kind: 'server' as const, failure: result.failure } };
      if (result && !result.ok && 'refusal' in result)
        return { error: { kind: 'refused' as const, message: result.refusal } };
      const reason = (event as unknown as { error?: unknown }).error;
      return {
        error: {
          kind: 'refused' as const,
          message: reason instanceof Error ? reason.message : String(reason),
        },
      };
    }),
    clearError: assign({ error: undefined }),
    assignOptions: assign(({ event, context }) =>
      event.type === 'widget.configure'
        ? { options: event.options, fields: configuredFields(event.options.form) }
        : { options: context.options },
    ),
    closeWindow: enqueueActions(({ context, enqueue }) => {
      if (!context.completed) enqueue.emit({ type: 'cancelled' });
      enqueue.emit({ type: 'closed' });
      if (context.live) enqueue.stopChild('form');
      enqueue.sendTo('dock', { type: 'dock.leave' });
      enqueue.assign({
        live: false,
        form: undefined,
        prefill: undefined,
        files: [],
        error: undefined,
        request: undefined,
      });
    }),
  },
}).createMachine({
  id: 'sendMessage',
  type: 'parallel',
  context: ({ input }) => {
    const options = resolveSendMessageOptions(input.options);
    return {
      ...windowPartsOf({ ...input, name: 'SendMessage' }),
      id: input.id ?? 'cx-send-message',
      options,
      fields: configuredFields(options.form),
      sendMessage: input.sendMessage ?? noSender,
      prefill: undefined,
      live: false,
      form: undefined,
      files: [],
      request: undefined,
      error: undefined,
      interactionId: undefined,
      started: false,
      completed: false,
    };
  },
  invoke: windowInvokes,
  on: {
    'window.resize': { actions: ['assignWidth', 'resizeDock'] },
    'viewport.change': { actions: 'readMobile' },
    'field.change': {
      guard: and(['isWindowShown', 'isOnForm']),
      actions: ['forwardToForm', 'markStarted'],
    },
    'field.keyup': { guard: and(['isWindowShown', 'isOnForm']), actions: 'forwardToForm' },
    'field.blur': { guard: and(['isWindowShown', 'isOnForm']), actions: 'forwardToForm' },
    'files.add': {
      guard: and(['isWindowShown', 'isOnForm', 'canAttach']),
      actions: ['addFiles', 'markStarted'],
    },
    'file.remove': { guard: and(['isWindowShown', 'isOnForm']), actions: 'removeFile' },
    'form.snapshot': { actions: 'assignFormSnapshot' },
    'widget.configure': { actions: 'assignOptions' },
  },
  states: {
    window: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'window.open': windowTransitions.open([
              'assignOpen',
              'spawnForm',
              'readMobile',
              'claimGroup',
            ]),
          },
        },
        open: windowStates.openAskingToClose(closedState),
        minimized: windowStates.minimized(closedState),
      },
    },
    step: {
      initial: 'form',
      states: {
        form: {
          on: {
            'form.submit': { guard: 'isWindowShown', actions: ['clearError', 'submitForm'] },
            'form.submitted': {
              guard: 'isWindowShown',
              target: 'sending',
              actions: ['assignRequest', 'notifySubmitted'],
            },
          },
        },
        sending: {
          always: { guard: 'isWindowClosed', target: 'form' },
          invoke: {
            id: 'send',
            src: 'sendMessage',
            input: ({ context }) => ({
              request: context.request ?? { formData: {} },
              servicePlugin: context.options.SendMessageButton.servicePlugin,
              send: context.sendMessage,
            }),
            onDone: [
              { guard: 'isSent', target: 'sent', actions: ['assignSent', 'notifyCompleted'] },
              { target: 'failed', actions: 'assignFailure' },
            ],
            onError: { target: 'failed', actions: 'assignFailure' },
          },
        },
        failed: {
          always: { guard: 'isWindowClosed', target: 'form', actions: 'clearError' },
          on: { 'dialog.dismiss': { target: 'form', actions: 'clearError' } },
        },
        sent: {
          always: { guard: 'isWindowClosed', target: 'form' },
        },
      },
    },
    button: {
      initial: 'choosing',
      states: {
        choosing: {
          always: [{ guard: 'isButtonEnabled', target: 'waiting' }, { target: 'hidden' }],
        },
        hidden: {
          on: {
            'button.show': 'waiting',
            'widget.configure': {
              guard: 'enablesButton',
              target: 'waiting',
              actions: 'assignOptions',
            },
          },
        },
        waiting: {
          after: { openDelay: 'shown' },
          on: { 'button.hide': 'hidden' },
        },
        shown: {
          on: { 'button.hide': 'hidden' },
        },
      },
    },
  },
});

/** The send-message machine's type. */
export type SendMessageMachine = typeof sendMessageMachine;
