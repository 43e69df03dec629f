import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CallbackServiceError } from '../../services/callback/callback.errors';
import type { CallbackScheduleOptions } from '../../services/callback/callback.wire';
import { callbackErrorTexts } from './callback.errors';
import { effectiveTiming, offersAsap, showsWaitTime } from './callback.logic';
import { createStaticViewportSignal } from '../../services/signals/static-signals';
import { dockLifecycleCalls, fakeDock, walkDockLifecycle } from '../testing/fake-dock';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { connect, selectCallbackView } from './callback.connect';
import { callbackMachine } from './callback.machine';
import { resolveCallbackWindowOptions } from './callback.options';
import type { CallbackEmitted, CallbackInput } from './callback.types';

function failure(status: number, code: number | undefined, message: string) {
  return new CallbackServiceError({
    kind: 'status',
    status,
    ...(code === undefined ? {} : { code }),
    message,
    specific: status === 400 || status === 429,
    missingCustomerNumber: message.includes('_customer_number'),
    messageTimes: [],
    proposedTimes: [],
  });
}

function start(input: CallbackInput = {}) {
  let clock = 1_000;
  const requests: CallbackScheduleOptions[] = [];
  const schedule = vi.fn(async (request: CallbackScheduleOptions) => {
    requests.push(request);
    return { response: {} };
  });
  const actor = createActor(callbackMachine, {
    input: { schedule, now: () => clock, ...input },
  });
  const events: CallbackEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  return {
    actor,
    events,
    requests,
    schedule,
    types: () => events.map((event) => event.type),
    tick: (ms: number) => {
      clock += ms;
    },
    context: () => actor.getSnapshot().context,
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('callback window', () => {
  it('opens with the form: names, the phone at the first country dial code, notes', () => {
    const { actor, events, context } = start();
    actor.send({ type: 'window.open' });
    expect(actor.getSnapshot().matches({ window: 'open' })).toBe(true);
    expect(events[0]).toMatchObject({ type: 'opened', session: { opened: 1_000, errors: false } });
    expect(context().form?.context.values).toEqual({
      firstname: '',
      lastname: '',
      phonenumber: '+1',
      subject: '',
    });
    expect(context().form?.context.fields.map((field) => [field.name, field.maxLength])).toEqual([
      ['firstname', 100],
      ['lastname', 100],
      ['phonenumber', 14],
      ['subject', 100],
    ]);
    expect(context().phone?.context.country).toBe('US');
  });

  it('reports the first input once as started', () => {
    const { actor, types, tick, events } = start();
    actor.send({ type: 'window.open' });
    tick(500);
    actor.send({ type: 'field.change', name: 'firstname', value: 'A' });
    actor.send({ type: 'field.change', name: 'firstname', value: 'Ad' });
    expect(types()).toEqual(['opened', 'started']);
    expect(events[1]).toMatchObject({ session: { started: 1_500, elapsed: 500 } });
  });

  it('asks before closing a form with typed input, and cancels on Yes', () => {
    const { actor, types } = start();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'field.change', name: 'subject', value: 'Billing' });
    actor.send({ type: 'window.close' });
    expect(actor.getSnapshot().matches({ window: { open: 'confirmingClose' } })).toBe(true);
    actor.send({ type: 'close.cancel' });
    expect(actor.getSnapshot().matches({ window: { open: 'idle' } })).toBe(true);
    actor.send({ type: 'window.close' });
    actor.send({ type: 'close.confirm' });
    expect(actor.getSnapshot().matches({ window: 'closed' })).toBe(true);
    expect(types()).toEqual(['opened', 'started', 'cancelled', 'closed']);
  });

  it('closes an untouched form at once, and the group closes without asking', () => {
    const { actor } = start();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'window.close' });
    expect(actor.getSnapshot().matches({ window: 'closed' })).toBe(true);
    actor.send({ type: 'window.open' });
    actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    actor.send({ type: 'window.close', force: true });
    expect(actor.getSnapshot().matches({ window: 'closed' })).toBe(true);
  });

  it('minimizes and restores, and a minimized dirty window asks in the open window', () => {
    const { actor, types } = start();
    actor.send({ type: 'window.open', minimized: true });
    expect(types()).toEqual(['opened', 'minimized']);
    actor.send({ type: 'window.minimize' });
    expect(types()).toEqual(['opened', 'minimized', 'unminimized']);
    actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    actor.send({ type: 'window.minimize', minimized: true });
    actor.send({ type: 'window.close' });
    expect(actor.getSnapshot().matches({ window: { open: 'confirmingClose' } })).toBe(true);
  });

  it('submits as soon as possible: submitted with the form, then completed and the confirmation', async () => {
    const { actor, types, requests, events, tick } = start();
    actor.send({ type: 'window.open', prefill: { userData: { openKey: 'v' } } });
    actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    actor.send({ type: 'phone.change', text: '+1 (201) 555-0123' });
    tick(2_000);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().matches({ submission: 'submitting' })).toBe(true);
    await flush();
    expect(requests).toEqual([
      {
        firstname: 'Ada',
        lastname: '',
        _customer_number: '+12015550123',
        subject: '',
        openKey: 'v',
      },
    ]);
    expect(types()).toEqual(['opened', 'started', 'submitted', 'completed']);
    expect(events[2]).toMatchObject({ form: { _customer_number: '+12015550123' } });
    expect(events[3]).toMatchObject({
      session: { proactive: true, completed: 3_000, elapsed: 2_000, errors: false },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ submission: 'completed' })).toBe(true);
    expect(snapshot.context.bookedNumber).toBe('+12015550123');
    actor.send({ type: 'window.close' });
    expect(types().slice(-1)).toEqual(['closed']);
  });

  it('refuses a submit with an empty phone (a dial code alone) with the spec text', async () => {
    const { actor, schedule, context } = start();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(schedule).not.toHaveBeenCalled();
    expect(context().form?.context.errors.phonenumber?.key).toBe('Phone number is required.');
  });

  it('takes the phone as typed without country codes, digits and plus only', async () => {
    const { actor, requests, context } = start({ options: { countryCodes: false } });
    actor.send({ type: 'window.open' });
    expect(context().phone).toBeUndefined();
    actor.send({ type: 'phone.change', text: '0207 946 0000' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(requests[0]?._customer_number).toBe('02079460000');
  });

  it('sets the phone to the dial code of a chosen country', () => {
    const { actor, context } = start();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'phone.country', country: 'GB' });
    expect(context().form?.context.values.phonenumber).toBe('+44');
    expect(context().phone?.context.country).toBe('GB');
    actor.send({ type: 'phone.country', country: 'XX' });
    expect(context().phone?.context.country).toBe('GB');
  });

  it('sends the picked time as _desired_time, and needs one for Pick date & time', async () => {
    const { actor, requests, schedule, context } = start();
    actor.send({
      type: 'window.open',
      prefill: { form: { phonenumber: '+12015550123' } },
    });
    actor.send({ type: 'timing.change', timing: 'scheduled' });
    actor.send({ type: 'form.submit' });
    await flush();
    expect(schedule).not.toHaveBeenCalled();
    expect(context().timeMissing).toBe(true);
    actor.send({ type: 'schedule.pick', dateTime: 'not a date' });
    expect(context().desiredTime).toBeUndefined();
    actor.send({ type: 'schedule.pick', dateTime: '2030-01-02T10:15:00+01:00' });
    expect(context().timeMissing).toBe(false);
    actor.send({ type: 'form.submit' });
    await flush();
    expect(requests[0]?._desired_time).toBe('2030-01-02T09:15:00.000Z');
  });

  it('offers only a picked time when immediate callbacks are off', async () => {
    const { actor, context } = start({ options: { immediateCallback: false } });
    actor.send({ type: 'window.open', prefill: { form: { phonenumber: '+12015550123' } } });
    expect(context().timing).toBe('scheduled');
    actor.send({ type: 'form.submit' });
    await flush();
    expect(context().timeMissing).toBe(true);
  });

  it('submits itself from a valid prefill, recorded as prefilled and auto-submitted', async () => {
    const { actor, requests, events } = start();
    actor.send({
      type: 'window.open',
      prefill: {
        form: { firstname: 'Ada', phonenumber: '+12015550123' },
        desiredTime: '2030-01-02T10:00:00.000Z',
        autoSubmit: true,
      },
    });
    await flush();
    expect(requests[0]).toMatchObject({ _desired_time: '2030-01-02T10:00:00.000Z' });
    expect(events.find((event) => event.type === 'completed')).toMatchObject({
      session: { prefilled: true, autoSubmitted: true },
    });
  });

  it('submits itself from a prefilled phone alone', async () => {
    const { actor, requests } = start();
    actor.send({
      type: 'window.open',
      prefill: { form: { phonenumber: '+12015550123' }, autoSubmit: true },
    });
    await flush();
    expect(requests[0]?._customer_number).toBe('+12015550123');
  });

  it('does not submit itself from a prefill that leaves the phone empty', async () => {
    const { actor, schedule, context } = start();
    actor.send({ type: 'window.open', prefill: { form: { firstname: 'Ada' }, autoSubmit: true } });
    await flush();
    expect(schedule).not.toHaveBeenCalled();
    expect(context().session.prefilled).toBe(true);
  });
});

describe('callback errors', () => {
  async function failWith(error: unknown) {
    const run = start({ schedule: () => Promise.reject(error) });
    run.actor.send({ type: 'window.open', prefill: { form: { phonenumber: '+12015550123' } } });
    run.actor.send({ type: 'form.submit' });
    await flush();
    return run;
  }

  it('7030 shows its text in the dialog and highlights the phone until it changes', async () => {
    const { actor, context } = await failWith(failure(400, 7030, 'Invalid phone number.'));
    expect(actor.getSnapshot().matches({ submission: 'failed' })).toBe(true);
    expect(context().error).toMatchObject({ code: '7030', text: callbackErrorTexts['7030'] });
    expect(context().form?.context.errors.phonenumber).toMatchObject({ type: 'external' });
    expect(context().session.errors).toEqual([callbackErrorTexts['7030']]);
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().matches({ submission: 'idle' })).toBe(true);
    actor.send({ type: 'phone.change', text: '+12015550124' });
    expect(context().form?.context.errors.phonenumber).toBeUndefined();
  });

  it("shows 'Phone number is required.' for the server's missing customer number", async () => {
    const { context } = await failWith(
      failure(400, undefined, 'The request does not contain _customer_number.'),
    );
    expect(context().error).toMatchObject({ code: 'phoneRequired', field: 'phonenumber' });
  });

  it('shows the unknown text for other statuses and for failures without an answer', async () => {
    expect((await failWith(failure(500, 7036, 'x'))).context().error?.code).toBe('unknown');
    expect((await failWith(new Error('offline'))).context().error?.text).toBe(
      callbackErrorTexts.unknown,
    );
  });

  it('a close while the request runs stops it and leaves no dialog on the next open', async () => {
    const run = start({ schedule: () => new Promise(() => undefined) });
    run.actor.send({ type: 'window.open', prefill: { form: { phonenumber: '+12015550123' } } });
    run.actor.send({ type: 'form.submit' });
    run.actor.send({ type: 'window.close', force: true });
    expect(run.actor.getSnapshot().matches({ submission: 'idle' })).toBe(true);
  });
});

describe('callback wait time', () => {
  function withWaits(waits: (number | undefined)[], options: CallbackInput['options'] = {}) {
    const fetchWaitTime = vi.fn(async () => waits.shift());
    const run = start({
      fetchWaitTime,
      options: { ...options, ewt: { queue: 'VQ_Callback', ...options.ewt } },
    });
    return { ...run, fetchWaitTime };
  }

  it('reads on open and every refreshInterval seconds, showing minutes from the threshold', async () => {
    const { actor, fetchWaitTime, context } = withWaits([20, 120, 150]);
    actor.send({ type: 'window.open' });
    await flush();
    expect(fetchWaitTime).toHaveBeenCalledWith('VQ_Callback');
    expect(context().waitTime).toBe(20);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchWaitTime).toHaveBeenCalledTimes(2);
    expect(context().waitTime).toBe(120);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(fetchWaitTime).toHaveBeenCalledTimes(3);
  });

  it('stops once a time is picked, or the window closes', async () => {
    const { actor, fetchWaitTime } = withWaits([60, 60, 60]);
    actor.send({ type: 'window.open' });
    await flush();
    actor.send({ type: 'schedule.pick', dateTime: '2030-01-02T10:00:00.000Z' });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchWaitTime).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches({ waitTime: 'stopped' })).toBe(true);
    actor.send({ type: 'window.close', force: true });
    expect(actor.getSnapshot().matches({ waitTime: 'idle' })).toBe(true);
  });

  it('stops on a wait of 0, and Callback.showEWT reads again', async () => {
    const { actor, fetchWaitTime } = withWaits([0, 45]);
    actor.send({ type: 'window.open' });
    await flush();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchWaitTime).toHaveBeenCalledTimes(1);
    actor.send({ type: 'waitTime.show' });
    await flush();
    expect(actor.getSnapshot().context.waitTime).toBe(45);
  });

  it('reads nothing without a queue, with the display off, or without immediate callbacks', async () => {
    const fetchWaitTime = vi.fn(async () => 60);
    for (const options of [
      {},
      { ewt: { queue: 'Q', display: false } },
      { immediateCallback: false, ewt: { queue: 'Q' } },
    ]) {
      const { actor } = start({ fetchWaitTime, options });
      actor.send({ type: 'window.open' });
      await flush();
    }
    expect(fetchWaitTime).not.toHaveBeenCalled();
  });

  it('offers As soon as possible only for a wait within thresholdMin and thresholdMax', async () => {
    const { actor, context } = withWaits([600, 20], {
      ewt: { threshold: 60, immediateCallback: { thresholdMin: 10, thresholdMax: 300 } },
    });
    actor.send({ type: 'window.open' });
    await flush();
    expect(context().waitTime).toBe(600);
    expect(offersAsap(context().options, context().waitTime)).toBe(false);
    expect(context().timing).toBe('asap');
    expect(effectiveTiming(context())).toBe('scheduled');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(context().waitTime).toBe(20);
    expect(effectiveTiming(context())).toBe('asap');
    expect(showsWaitTime(context().options, 20)).toBe(false);
    expect(showsWaitTime(context().options, 600)).toBe(true);
  });

  it('rejects a thresholdMin above the threshold', () => {
    expect(() =>
      resolveCallbackWindowOptions({
        ewt: { threshold: 30, immediateCallback: { thresholdMin: 60 } },
      }),
    ).toThrow(
      'Invalid configuration: callback.ewt.immediateCallback.thresholdMin: Expected at most ewt.threshold (30)',
    );
    const actor = createActor(callbackMachine, {
      input: { options: { ewt: { threshold: 30, immediateCallback: { thresholdMin: 60 } } } },
    });
    actor.subscribe({ error: () => undefined });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
  });
});

describe('the widget window it is', () => {
  function docked(input: CallbackInput) {
    const actor = createActor(callbackMachine, { input }).start();
    const view = () => connect(selectCallbackView(actor.getSnapshot()), actor.send);
    return {
      actor,
      api: () => ({
        ...view(),
        open: (options?: { minimized?: boolean }) =>
          actor.send({ type: 'window.open', ...(options?.minimized ? { minimized: true } : {}) }),
      }),
    };
  }

  it('docks as Callback while it shows, with its measured width, and leaves the dock on close and on stop', () => {
    const dock = fakeDock();
    expect(walkDockLifecycle(docked({ dock }), dock)).toEqual(dockLifecycleCalls('Callback'));
  });

  it('is one of the app window group: its opening closes the others, the group closes it without asking', () => {
    const group = createWindowGroup();
    const closed: string[] = [];
    group.join({ name: 'WebChat', close: () => closed.push('WebChat') });
    const window = docked({ group });
    window.api().open();
    expect(closed).toEqual(['WebChat']);
    window.actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    group.opened('WebChat');
    expect(window.api().window).toBe('closed');
  });

  it('follows mobile mode: read on opening and as the app tells it', () => {
    const window = docked({ viewport: createStaticViewportSignal(400) });
    window.api().open();
    expect(window.api().mobile).toBe(true);
    window.actor.send({ type: 'viewport.change', mobile: false });
    expect(window.api().mobile).toBe(false);
  });
});
