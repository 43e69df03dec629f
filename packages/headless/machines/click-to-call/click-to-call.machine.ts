import { and, assign, emit, enqueueActions, not, raise, setup, stateIn } from 'xstate';
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
import {
  createMemoryStore,
  isForcedClose,
  windowGuards,
  windowPartsOf,
} from '../widget-window/widget-window.logic';
import {
  fetchWaitTime,
  formSession,
  numberCountdown,
  requestNumber,
  restoreNumber,
} from './click-to-call.actors';
import {
  defaultClickToCallFields,
  dueIntervals,
  filterPhone,
  isFormDirty,
  isLive,
  isPhoneEmpty,
  passedIntervals,
  phoneField,
  readsWaitTime,
  receivedNumberOf,
  requestOf,
  restoredNumberOf,
  withPhoneField,
} from './click-to-call.logic';
import { resolveClickToCallOptions } from './click-to-call.options';
import type {
  ClickToCallContext,
  ClickToCallEmitted,
  ClickToCallEvent,
  ClickToCallInput,
  ClickToCallNumber,
} from './click-to-call.types';

const closedState = '#clickToCall.window.closed';
const minimizedState = '#clickToCall.window.minimized';

/** The configured form (`formJSON`), else the default one. */
function configuredFields(formJSON: unknown): readonly FormFieldDefinition[] {
  if (formJSON === undefined) return defaultClickToCallFields;
  return parseFormJSON(formJSON).fields ?? defaultClickToCallFields;
}

const noRequester = () =>
  Promise.reject(new Error('No requester: give the click-to-call machine a `requestNumber`'));

/** What a done event of the request or the restore carries. */
const outputOf = <T>(event: ClickToCallEvent): T | undefined =>
  (event as unknown as { output?: T }).output;

/**
 * The ClickToCall window (spec 1, sections 2 to 5, 8 and 9; service-protocols 7): the widget
 * window's lifecycle (closed, open, minimized; the close question while the form holds typed
 * values), the registration form (names and the phone, digits and plus only), the request through
 * the injected `requestNumber` (its answer is the service's `numberReceived`), the display step with
 * the dial link, the access code and the countdown to the expiry (the warning in the last 10 s,
 * announcements at `ariaNumberExpirationIntervals`), the expiry, the failure dialogs, the wait time,
 * the restore of a number kept across a reload, and the lifecycle events.
 */
export const clickToCallMachine = setup({
  types: {
    context: {} as ClickToCallContext,
    events: {} as ClickToCallEvent,
    input: {} as ClickToCallInput,
    emitted: {} as ClickToCallEmitted,
  },
  actors: {
    formSession,
    requestNumber,
    restoreNumber,
    fetchWaitTime,
    numberCountdown,
    dockRegistration,
    groupMembership,
    viewportWatch,
  },
  delays: {
    refreshInterval: ({ context }) => context.options.ewt.refreshInterval * 1000,
  },
  guards: {
    ...windowGuards,
    isWindowClosed: stateIn(closedState),
    isWindowShown: and([not(stateIn(closedState)), not(stateIn('#clickToCall.window.restoring'))]),
    // Typed values are at risk on the form only: a shown or expired number has taken them.
    isFormAtRisk: ({ context, event }) =>
      !isForcedClose(event) && context.options.confirmFormCloseEnabled && isFormDirty(context.form),
    isOnForm: stateIn('#clickToCall.step.registration'),
    isCloseAtRisk: and(['isOnForm', 'isFormAtRisk']),
    readsWaitTime: ({ context }) => readsWaitTime(context.options),
    isPhoneEmpty: ({ event }) => event.type === 'form.submitted' && isPhoneEmpty(event.values),
    isNetworkFailure: ({ event }) => outputOf<{ netfail?: boolean }>(event)?.netfail === true,
    isServerException: ({ event }) => outputOf<{ error?: boolean }>(event)?.error === true,
    hasNumber: ({ event }) => Boolean(outputOf<{ sPhoneNumber?: string }>(event)?.sPhoneNumber),
    hasShownNumber: ({ context }) => context.number !== undefined,
    isNumberLive: ({ context }) => isLive(context.number, context.now()),
    hasExpiry: ({ context }) => context.number?.expiresAt !== undefined,
    isAlertRestore: ({ context }) => context.options.unminimizeOnAlert,
    isMinimized: stateIn(minimizedState),
  },
  actions: {
    ...windowActionsOf<ClickToCallContext, ClickToCallEvent>(),
    readMobile: assign({ mobile: mobileOf }),
    assignOpen: assign(({ event }) => ({
      prefill: event.type === 'window.open' ? event.prefill : undefined,
      error: undefined,
      number: undefined,
      request: undefined,
      waitTime: undefined,
      started: false,
      completed: false,
    })),
    spawnForm: enqueueActions(({ context, enqueue }) => {
      const { prefill } = context;
      const given = prefill?.form?.[phoneField];
      const values = { ...prefill?.form };
      if (given !== undefined) values[phoneField] = filterPhone(given);
      enqueue.spawnChild('formSession', {
        id: 'form',
        input: {
          id: `${context.id}-form`,
          fields: withPhoneField(prefill?.fields ?? context.fields),
          values,
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
      if (event.type === 'phone.change') {
        enqueue.sendTo('form', {
          type: 'field.change',
          name: phoneField,
          value: filterPhone(event.text),
        });
      } else if (
        event.type === 'field.change' ||
        event.type === 'field.blur' ||
        event.type === 'field.keyup'
      ) {
        enqueue.sendTo('form', event);
      }
    }),
    assignFormSnapshot: assign({
      form: ({ context, event }) =>
        event.type === 'form.snapshot' ? event.snapshot : context.form,
    }),
    submitForm: enqueueActions(({ context, enqueue }) => {
      if (context.live) enqueue.sendTo('form', { type: 'form.submit' });
    }),
    assignRequest: assign(({ context, event }) => {
      if (event.type !== 'form.submitted') return {};
      return { request: requestOf(event.values, context.prefill), error: undefined };
    }),
    notifySubmitted: emit(({ context }) => ({
      type: 'submitted' as const,
      form: { ...context.request },
    })),
    assignNetworkFailure: assign({ error: { kind: 'network' } }),
    assignServerException: assign(({ event }) => ({
      error: {
        kind: 'server' as const,
        message: outputOf<{ errormsg?: string }>(event)?.errormsg ?? '',
      },
    })),
    markPhone: enqueueActions(({ context, enqueue }) => {
      const error = context.error;
      if (error?.kind !== 'server' || !context.live) return;
      enqueue.sendTo('form', { type: 'field.setError', name: phoneField, error: error.message });
    }),
    clearError: assign({ error: undefined }),
    assignNumber: assign(({ context, event }) => ({
      number: receivedNumberOf(
        outputOf(event) ?? { error: false, netfail: false },
        context.options,
        context.now(),
      ),
      completed: true,
    })),
    assignKeptNumber: assign(({ context, event }) => ({
      number: restoredNumberOf(
        outputOf(event) ?? { bRestoreSuccess: false },
        context.options,
        context.now(),
      ),
      completed: true,
    })),
    notifyCompleted: emit(({ context }) => ({
      type: 'completed' as const,
      number: context.number as ClickToCallNumber,
    })),
    startCountdown: assign(({ context }) => ({
      countdown: undefined,
      warning: false,
      announcement: undefined,
      announced: passedIntervals(
        context.options.ariaNumberExpirationIntervals,
        (context.number?.expiresAt ?? context.now()) - context.now(),
      ),
    })),
    assignCountdown: assign(({ context, event }) => {
      if (event.type !== 'countdown.snapshot') return {};
      const due = dueIntervals(
        context.options.ariaNumberExpirationIntervals,
        context.announced,
        event.snapshot.context.remaining,
      );
      return {
        countdown: event.snapshot,
        ...(due.length > 0
          ? { announcement: Math.min(...due), announced: [...context.announced, ...due] }
          : {}),
      };
    }),
    assignWarning: assign({ warning: true }),
    restoreWindow: raise({ type: 'window.minimize', minimized: false }),
    saveOpenFlag: ({ context }) => context.openFlag.save(true),
    clearOpenFlag: ({ context }) => context.openFlag.clear(),
    notifyExpired: emit({ type: 'expired' }),
    clearNumber: assign({
      number: undefined,
      countdown: undefined,
      warning: false,
      announcement: undefined,
    }),
    assignWaitTime: assign({
      waitTime: ({ context, event }) => {
        const output = outputOf<number | undefined>(event);
        return typeof output === 'number' || output === undefined ? output : context.waitTime;
      },
    }),
    assignOptions: assign(({ event, context }) =>
      event.type === 'widget.configure'
        ? { options: event.options, fields: configuredFields(event.options.formJSON) }
        : { options: context.options },
    ),
    closeWindow: enqueueActions(({ context, enqueue }) => {
      if (!context.completed) enqueue.emit({ type: 'cancelled' });
      enqueue.emit({ type: 'closed' });
      if (context.live) enqueue.stopChild('form');
      enqueue.sendTo('dock', { type: 'dock.leave' });
      enqueue('clearOpenFlag');
      enqueue.assign({
        live: false,
        form: undefined,
        prefill: undefined,
        error: undefined,
        request: undefined,
        number: undefined,
        countdown: undefined,
        warning: false,
        announcement: undefined,
      });
    }),
  },
}).createMachine({
  id: 'clickToCall',
  type: 'parallel',
  context: ({ input }) => {
    const options = resolveClickToCallOptions(input.options);
    return {
      ...windowPartsOf({ ...input, name: 'ClickToCall' }),
      id: input.id ?? 'cx-click-to-call',
      options,
      fields: configuredFields(options.formJSON),
      requestNumber: input.requestNumber ?? noRequester,
      restoreNumber: input.restoreNumber ?? (() => Promise.resolve({ bRestoreSuccess: false })),
      fetchWaitTime: input.fetchWaitTime ?? (() => Promise.resolve(undefined)),
      openFlag: input.openFlag ?? createMemoryStore<boolean>(),
      now: input.now ?? Date.now,
      prefill: undefined,
      live: false,
      form: undefined,
      request: undefined,
      number: undefined,
      error: undefined,
      countdown: undefined,
      warning: false,
      announcement: undefined,
      announced: [],
      waitTime: undefined,
      started: false,
      completed: false,
    };
  },
  invoke: windowInvokes,
  on: {
    'window.resize': { actions: ['assignWidth', 'resizeDock'] },
    'viewport.change': { actions: 'readMobile' },
    'field.change': { guard: 'isWindowShown', actions: ['forwardToForm', 'markStarted'] },
    'field.keyup': { guard: 'isWindowShown', actions: 'forwardToForm' },
    'field.blur': { guard: 'isWindowShown', actions: 'forwardToForm' },
    'phone.change': { guard: 'isWindowShown', actions: ['forwardToForm', 'markStarted'] },
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
            'state.restore': 'restoring',
          },
        },
        restoring: {
          invoke: {
            id: 'restore',
            src: 'restoreNumber',
            input: ({ context }) => ({
              servicePlugin: context.options.servicePlugin,
              restoreNumber: context.restoreNumber,
            }),
            onDone: {
              target: 'open',
              actions: [
                'assignOpen',
                'spawnForm',
                'readMobile',
                'claimGroup',
                'assignKeptNumber',
                'notifyOpened',
              ],
            },
            onError: { target: 'closed', actions: 'clearOpenFlag' },
          },
        },
        open: windowStates.openAskingToClose(closedState),
        minimized: windowStates.minimized(closedState),
      },
    },
    step: {
      initial: 'registration',
      states: {
        registration: {
          initial: 'idle',
          // A number here is the one a restore kept: shown if it is still to be dialled.
          always: [
            { guard: and(['hasShownNumber', 'isNumberLive']), target: 'display' },
            { guard: 'hasShownNumber', target: 'expired' },
          ],
          states: {
            idle: {
              on: {
                'form.submit': { guard: 'isWindowShown', actions: ['clearError', 'submitForm'] },
                'form.submitted': [
                  { guard: and(['isWindowShown', 'isPhoneEmpty']), target: 'invalid' },
                  {
                    guard: 'isWindowShown',
                    target: '#clickToCall.step.requesting',
                    actions: ['assignRequest', 'notifySubmitted'],
                  },
                ],
              },
            },
            invalid: {
              always: { guard: 'isWindowClosed', target: 'idle' },
              on: { 'dialog.dismiss': 'idle' },
            },
            failed: {
              always: { guard: 'isWindowClosed', target: 'idle', actions: 'clearError' },
              on: { 'dialog.dismiss': { target: 'idle', actions: 'clearError' } },
            },
          },
        },
        requesting: {
          always: { guard: 'isWindowClosed', target: 'registration' },
          invoke: {
            id: 'request',
            src: 'requestNumber',
            input: ({ context }) => ({
              request: context.request ?? { phonenumber: '' },
              servicePlugin: context.options.servicePlugin,
              requestNumber: context.requestNumber,
            }),
            onDone: [
              {
                guard: 'isNetworkFailure',
                target: 'registration.failed',
                actions: 'assignNetworkFailure',
              },
              {
                guard: 'isServerException',
                target: 'registration',
                actions: ['assignServerException', 'markPhone'],
              },
              {
                guard: 'hasNumber',
                target: 'display',
                actions: ['assignNumber', 'notifyCompleted'],
              },
              { target: 'registration.failed', actions: 'assignNetworkFailure' },
            ],
            onError: { target: 'registration.failed', actions: 'assignNetworkFailure' },
          },
        },
        display: {
          entry: ['startCountdown', 'saveOpenFlag'],
          always: { guard: 'isWindowClosed', target: 'registration' },
          initial: 'choosing',
          states: {
            choosing: {
              always: [{ guard: 'hasExpiry', target: 'counting' }, { target: 'lasting' }],
            },
            counting: {
              invoke: {
                id: 'countdown',
                src: 'numberCountdown',
                input: ({ context }) => ({
                  deadline: context.number?.expiresAt ?? context.now(),
                  now: context.now,
                }),
              },
              on: {
                'countdown.snapshot': { actions: 'assignCountdown' },
                'countdown.warning': [
                  {
                    guard: and(['isMinimized', 'isAlertRestore']),
                    actions: ['assignWarning', 'restoreWindow'],
                  },
                  { actions: 'assignWarning' },
                ],
                'countdown.expired': '#clickToCall.step.expired',
              },
            },
            lasting: {},
          },
        },
        expired: {
          entry: ['clearOpenFlag', 'notifyExpired'],
          always: { guard: 'isWindowClosed', target: 'registration' },
          on: {
            'number.requestNew': { target: 'registration', actions: 'clearNumber' },
          },
        },
      },
    },
    waitTime: {
      initial: 'idle',
      states: {
        idle: {
          always: {
            guard: and(['isWindowShown', 'readsWaitTime']),
            target: 'reading',
          },
        },
        reading: {
          always: { guard: 'isWindowClosed', target: 'idle' },
          invoke: {
            id: 'waitTime',
            src: 'fetchWaitTime',
            input: ({ context }) => ({
              queue: context.options.ewt.queue ?? '',
              read: context.fetchWaitTime,
            }),
            onDone: { target: 'waiting', actions: 'assignWaitTime' },
            onError: 'waiting',
          },
        },
        waiting: {
          always: { guard: 'isWindowClosed', target: 'idle' },
          after: { refreshInterval: 'reading' },
        },
      },
    },
  },
});

/** The click-to-call machine's type. */
export type ClickToCallMachine = typeof clickToCallMachine;
