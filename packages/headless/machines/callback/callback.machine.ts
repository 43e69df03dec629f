import { and, assign, emit, enqueueActions, not, setup, stateIn } from 'xstate';
import { hasPrefill } from '../form/form.rules';
import { filterPhoneText } from '../phone-input/phone-input.parse';
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
import { fetchWaitTime, formSession, phoneSession, scheduleCallback } from './callback.actors';
import { callbackErrorOf, localTimeText } from './callback.errors';
import {
  callbackPhoneMaxLength,
  defaultCallbackFields,
  dialCodeText,
  effectiveTiming,
  emptySession,
  isFormDirty,
  isoOf,
  phoneField,
  readsWaitTime,
  scheduleRequestOf,
  startingPhone,
  submissionOf,
  withPhoneRules,
} from './callback.logic';
import { resolveCallbackWindowOptions } from './callback.options';
import type {
  CallbackContext,
  CallbackEmitted,
  CallbackEvent,
  CallbackInput,
  CallbackSession,
  CallbackTiming,
} from './callback.types';
import { parseFormJSON } from '../form/form.json';
import type { FormFieldDefinition } from '../form/form.types';

const closedState = '#callback.window.closed';

/** The configured form (`form`, in the legacy `formJSON` format), else the default one. */
function configuredFields(form: unknown): readonly FormFieldDefinition[] {
  if (form === undefined) return defaultCallbackFields;
  const parsed = parseFormJSON(form);
  return parsed.fields ?? defaultCallbackFields;
}

function defaultTiming(context: Pick<CallbackContext, 'options'>): CallbackTiming {
  return context.options.immediateCallback ? 'asap' : 'scheduled';
}

const noScheduler = () =>
  Promise.reject(new Error('No scheduler: give the callback machine a `schedule`'));

/** The lifecycle record as the events carry it: the time since the open counted up to now. */
function sessionAt(session: CallbackSession, now: number): CallbackSession {
  if (session.opened === false || session.completed !== false || session.closed !== false)
    return session;
  return { ...session, elapsed: now - session.opened };
}

/**
 * The Callback window, 'Receive a Call' (spec 1, sections 2 to 5, 8 and 9; service-protocols 2):
 * the widget window's lifecycle (closed, open, minimized; the close question while the form holds
 * typed values), the form primitive's fields (names, phone with the phone input's country list,
 * notes), 'As soon as possible' or a picked date and time, the wait time read every
 * `refreshInterval` until a time is picked or the window closes, the schedule through the injected
 * `scheduleCallback`, the error dialog by the server's code, the confirmation, and the lifecycle
 * events with their record.
 */
export const callbackMachine = setup({
  types: {
    context: {} as CallbackContext,
    events: {} as CallbackEvent,
    input: {} as CallbackInput,
    emitted: {} as CallbackEmitted,
  },
  actors: {
    formSession,
    phoneSession,
    scheduleCallback,
    fetchWaitTime,
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
    isWindowShown: not(stateIn(closedState)),
    isCloseAtRisk: ({ context, event }) =>
      !isForcedClose(event) && context.session.completed === false && isFormDirty(context.form),
    readsWaitTime: ({ context }) => readsWaitTime(context.options),
    // `ewt: 0` is no wait to show, and stops the reading (service-protocols 2, "EWT").
    keepsReading: ({ context, event }) =>
      'output' in event &&
      typeof event.output === 'number' &&
      event.output > 0 &&
      context.desiredTime === undefined,
    isTimeReady: ({ context }) =>
      effectiveTiming(context) === 'asap' || context.desiredTime !== undefined,
    isKnownCountry: ({ event }) =>
      event.type === 'phone.country' && dialCodeText(event.country) !== undefined,
    isDateTime: ({ event }) =>
      event.type === 'schedule.pick' && isoOf(event.dateTime) !== undefined,
    isScheduleOffered: ({ context }) => context.options.scheduledCallback,
    isTimePicked: ({ context }) => context.desiredTime !== undefined,
  },
  actions: {
    ...windowActionsOf<CallbackContext, CallbackEvent>(),
    readMobile: assign({ mobile: mobileOf }),
    assignOpen: assign(({ context, event }) => {
      if (event.type !== 'window.open') return {};
      const prefill = event.prefill;
      const desired = prefill?.desiredTime;
      const picked = desired !== undefined && desired !== 'now' ? isoOf(desired) : undefined;
      const timing: CallbackTiming =
        desired === 'now' ? 'asap' : picked !== undefined ? 'scheduled' : defaultTiming(context);
      const fields = prefill?.fields ?? context.fields;
      return {
        prefill,
        timing,
        desiredTime: picked,
        timeMissing: false,
        error: undefined,
        bookedNumber: undefined,
        waitTime: undefined,
        session: {
          ...emptySession(),
          proactive: prefill?.userData !== undefined,
          prefilled: hasPrefill(
            fields.map((field) => ({
              ...field,
              type: field.type ?? 'text',
              label: field.name,
              required: false,
            })),
            prefill?.form,
          ),
          opened: context.now(),
        },
      };
    }),
    spawnSessions: enqueueActions(({ context, enqueue }) => {
      const { prefill, options } = context;
      const given = prefill?.form?.[phoneField];
      const phone = startingPhone(
        options.countryCodes && given !== undefined ? filterPhoneText(given) : given,
        options.countryCodes,
      );
      const fields = withPhoneRules(prefill?.fields ?? context.fields).map((field) =>
        field.name === phoneField ? { ...field, value: phone } : field,
      );
      // A given phone is a prefill (it counts for auto-submit); the dial code alone is the field's own.
      const values = { ...prefill?.form };
      if (given !== undefined) values[phoneField] = phone;
      enqueue.spawnChild('formSession', {
        id: 'form',
        input: {
          id: `${context.id}-form`,
          fields,
          values,
          autoSubmit: prefill?.autoSubmit === true,
        },
      });
      enqueue.assign({ live: { form: true, phone: options.countryCodes } });
      if (options.countryCodes) {
        enqueue.spawnChild('phoneSession', {
          id: 'phone',
          input: {
            id: `${context.id}-phone`,
            ...(phone.length > 1 ? { value: phone } : {}),
            maxLength: callbackPhoneMaxLength,
            locale: context.locale,
          },
        });
      }
    }),
    notifyOpened: emit(({ context }) => ({ type: 'opened' as const, session: context.session })),
    notifyMinimized: emit(({ context }) => ({
      type: 'minimized' as const,
      session: sessionAt(context.session, context.now()),
    })),
    notifyUnminimized: emit(({ context }) => ({
      type: 'unminimized' as const,
      session: sessionAt(context.session, context.now()),
    })),
    markStarted: enqueueActions(({ context, enqueue }) => {
      if (context.session.started !== false) return;
      const session = { ...context.session, started: context.now() };
      enqueue.assign({ session });
      enqueue.emit({ type: 'started', session: sessionAt(session, context.now()) });
    }),
    forwardToForm: enqueueActions(({ context, enqueue, event }) => {
      if (
        event.type !== 'field.change' &&
        event.type !== 'field.blur' &&
        event.type !== 'field.keyup'
      )
        return;
      if (context.live.form) enqueue.sendTo('form', event);
    }),
    forwardPhone: enqueueActions(({ context, enqueue, event }) => {
      const children = context.live;
      if (event.type === 'phone.change') {
        const text = filterPhoneText(event.text).slice(0, callbackPhoneMaxLength);
        if (children.phone) enqueue.sendTo('phone', { type: 'input.change', text });
        if (children.form)
          enqueue.sendTo('form', { type: 'field.change', name: phoneField, value: text });
      } else if (event.type === 'phone.country') {
        const text = dialCodeText(event.country)!;
        if (children.phone)
          enqueue.sendTo('phone', { type: 'country.select', country: event.country });
        if (children.form)
          enqueue.sendTo('form', { type: 'field.change', name: phoneField, value: text });
      }
    }),
    assignFormSnapshot: assign({
      form: ({ context, event }) =>
        event.type === 'form.snapshot' ? event.snapshot : context.form,
    }),
    assignPhoneSnapshot: assign({
      phone: ({ context, event }) =>
        event.type === 'phone.snapshot' ? event.snapshot : context.phone,
    }),
    assignTiming: assign({
      timing: ({ context, event }) =>
        event.type === 'timing.change' ? event.timing : context.timing,
      timeMissing: false,
    }),
    assignPicked: assign({
      desiredTime: ({ context, event }) =>
        event.type === 'schedule.pick' ? isoOf(event.dateTime) : context.desiredTime,
      timing: 'scheduled',
      timeMissing: false,
    }),
    submitForm: enqueueActions(({ context, enqueue }) => {
      if (context.live.form) enqueue.sendTo('form', { type: 'form.submit' });
    }),
    assignTimeMissing: assign({ timeMissing: true }),
    assignSubmission: assign(({ context, event }) => {
      if (event.type !== 'form.submitted') return {};
      const scheduled = effectiveTiming(context) === 'scheduled';
      const typed = context.phone?.context.parse.value;
      const values = typed ? { ...event.values, [phoneField]: typed } : event.values;
      const form = submissionOf(values, scheduled ? context.desiredTime : undefined);
      return {
        bookedNumber: form._customer_number,
        error: undefined,
        session: {
          ...context.session,
          form,
          autoSubmitted: context.session.autoSubmitted || event.autoSubmitted,
        },
      };
    }),
    notifySubmitted: emit(({ context }) => ({
      type: 'submitted' as const,
      form: context.session.form,
      session: sessionAt(context.session, context.now()),
    })),
    assignCompleted: assign(({ context }) => {
      const now = context.now();
      const opened = context.session.opened === false ? now : context.session.opened;
      return { session: { ...context.session, completed: now, elapsed: now - opened } };
    }),
    notifyCompleted: emit(({ context }) => ({
      type: 'completed' as const,
      session: context.session,
    })),
    assignError: assign(({ context, event }) => {
      if (!('error' in event)) return {};
      const error = callbackErrorOf(event.error, context.formatTime);
      const errors = [...(context.session.errors || []), error.text];
      return { error, session: { ...context.session, errors } };
    }),
    markErrorField: enqueueActions(({ context, enqueue }) => {
      const error = context.error;
      if (!error?.field || !context.live.form) return;
      enqueue.sendTo('form', { type: 'field.setError', name: error.field, error: error.text });
    }),
    clearError: assign({ error: undefined }),
    assignWaitTime: assign({
      waitTime: ({ context, event }) =>
        'output' in event && (typeof event.output === 'number' || event.output === undefined)
          ? event.output
          : context.waitTime,
    }),
    assignOptions: assign(({ event, context }) =>
      event.type === 'widget.configure'
        ? { options: event.options, fields: configuredFields(event.options.form) }
        : { options: context.options },
    ),
    assignOverlay: assign({
      overlay: ({ context, event }) =>
        event.type === 'overlay.show' ? event.overlay : context.overlay,
    }),
    clearOverlay: assign({ overlay: undefined }),
    closeWindow: enqueueActions(({ context, enqueue }) => {
      const now = context.now();
      const opened = context.session.opened === false ? now : context.session.opened;
      const completed = context.session.completed !== false;
      const session: CallbackSession = {
        ...context.session,
        closed: now,
        ...(completed ? {} : { cancelled: now, elapsed: now - opened }),
      };
      if (!completed) enqueue.emit({ type: 'cancelled', session });
      enqueue.emit({ type: 'closed', session });
      if (context.live.form) enqueue.stopChild('form');
      if (context.live.phone) enqueue.stopChild('phone');
      enqueue.sendTo('dock', { type: 'dock.leave' });
      enqueue.assign({
        live: { form: false, phone: false },
        session,
        form: undefined,
        phone: undefined,
        prefill: undefined,
        timing: defaultTiming(context),
        desiredTime: undefined,
        timeMissing: false,
        error: undefined,
        bookedNumber: undefined,
        overlay: undefined,
      });
    }),
  },
}).createMachine({
  id: 'callback',
  type: 'parallel',
  context: ({ input }) => {
    const options = resolveCallbackWindowOptions(input.options);
    return {
      ...windowPartsOf({ ...input, name: 'Callback' }),
      id: input.id ?? 'cx-callback',
      locale: input.locale ?? 'en',
      options,
      fields: configuredFields(options.form),
      schedule: input.schedule ?? noScheduler,
      fetchWaitTime: input.fetchWaitTime ?? (() => Promise.resolve(undefined)),
      now: input.now ?? Date.now,
      formatTime: input.formatTime ?? localTimeText,
      prefill: undefined,
      live: { form: false, phone: false },
      form: undefined,
      phone: undefined,
      timing: options.immediateCallback ? 'asap' : 'scheduled',
      desiredTime: undefined,
      timeMissing: false,
      waitTime: undefined,
      error: undefined,
      bookedNumber: undefined,
      session: emptySession(),
      overlay: undefined,
    };
  },
  invoke: windowInvokes,
  on: {
    'window.resize': { actions: ['assignWidth', 'resizeDock'] },
    'viewport.change': { actions: 'readMobile' },
    'field.change': { guard: 'isWindowShown', actions: ['forwardToForm', 'markStarted'] },
    'field.keyup': { guard: 'isWindowShown', actions: 'forwardToForm' },
    'field.blur': { guard: 'isWindowShown', actions: 'forwardToForm' },
    'phone.change': { guard: 'isWindowShown', actions: ['forwardPhone', 'markStarted'] },
    'phone.country': {
      guard: and(['isWindowShown', 'isKnownCountry']),
      actions: ['forwardPhone', 'markStarted'],
    },
    'timing.change': { guard: 'isWindowShown', actions: ['assignTiming', 'markStarted'] },
    'schedule.pick': {
      guard: and(['isWindowShown', 'isScheduleOffered', 'isDateTime']),
      actions: ['assignPicked', 'markStarted'],
    },
    'form.snapshot': { actions: 'assignFormSnapshot' },
    'phone.snapshot': { actions: 'assignPhoneSnapshot' },
    'widget.configure': { actions: 'assignOptions' },
    'overlay.show': { guard: 'isWindowShown', actions: 'assignOverlay' },
    'overlay.hide': { actions: 'clearOverlay' },
  },
  states: {
    window: {
      initial: 'closed',
      states: {
        closed: {
          on: {
            'window.open': windowTransitions.open([
              'assignOpen',
              'spawnSessions',
              'readMobile',
              'claimGroup',
            ]),
          },
        },
        open: windowStates.openAskingToClose(closedState),
        minimized: windowStates.minimized(closedState),
      },
    },
    submission: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'form.submit': [
              { guard: and(['isWindowShown', 'isTimeReady']), actions: 'submitForm' },
              { guard: 'isWindowShown', actions: ['submitForm', 'assignTimeMissing'] },
            ],
            'form.submitted': [
              {
                guard: and(['isWindowShown', 'isTimeReady']),
                target: 'submitting',
                actions: ['assignSubmission', 'notifySubmitted'],
              },
              { guard: 'isWindowShown', actions: 'assignTimeMissing' },
            ],
          },
        },
        submitting: {
          always: { guard: 'isWindowClosed', target: 'idle' },
          invoke: {
            id: 'schedule',
            src: 'scheduleCallback',
            input: ({ context }) => ({
              servicePlugin: context.options.servicePlugin,
              request: scheduleRequestOf(context.session.form, context.prefill?.userData),
              schedule: context.schedule,
            }),
            onDone: { target: 'completed', actions: ['assignCompleted', 'notifyCompleted'] },
            onError: { target: 'failed', actions: ['assignError', 'markErrorField'] },
          },
        },
        failed: {
          always: { guard: 'isWindowClosed', target: 'idle' },
          on: { 'error.dismiss': { target: 'idle', actions: 'clearError' } },
        },
        completed: {
          always: { guard: 'isWindowClosed', target: 'idle' },
        },
      },
    },
    waitTime: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'window.open': { guard: 'readsWaitTime', target: 'reading' },
            'waitTime.show': { guard: and(['isWindowShown', 'readsWaitTime']), target: 'reading' },
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
            onDone: [
              { guard: 'keepsReading', target: 'waiting', actions: 'assignWaitTime' },
              { target: 'stopped', actions: 'assignWaitTime' },
            ],
            onError: 'waiting',
          },
        },
        waiting: {
          always: [
            { guard: 'isWindowClosed', target: 'idle' },
            { guard: 'isTimePicked', target: 'stopped' },
          ],
          after: { refreshInterval: 'reading' },
          on: { 'waitTime.show': { guard: 'readsWaitTime', target: 'reading' } },
        },
        stopped: {
          always: { guard: 'isWindowClosed', target: 'idle' },
          on: { 'waitTime.show': { guard: 'readsWaitTime', target: 'reading' } },
        },
      },
    },
  },
});

/** The callback machine's type. */
export type CallbackMachine = typeof callbackMachine;
