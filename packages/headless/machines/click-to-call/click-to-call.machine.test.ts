import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type {
  ClickToCallNumberReceived,
  ClickToCallNumberRequest,
  ClickToCallRestored,
} from '../../services/click-to-call/click-to-call-service.manifest';
import { dockLifecycleCalls, fakeDock, walkDockLifecycle } from '../testing/fake-dock';
import { createMemoryStore } from '../widget-window/widget-window.logic';
import { createWindowGroup } from '../widget-window/widget-window.group';
import { connect, selectClickToCallView } from './click-to-call.connect';
import { clickToCallMachine } from './click-to-call.machine';
import { resolveClickToCallOptions } from './click-to-call.options';
import type { ClickToCallEmitted, ClickToCallInput } from './click-to-call.types';

const number = (iExpireTime = 60): ClickToCallNumberReceived => ({
  error: false,
  netfail: false,
  sPhoneNumber: '+18005550100',
  sAccessCode: '4321',
  sPhoneTelHref: 'tel:+18005550100,,4321#',
  iExpireTime,
});

function start(input: ClickToCallInput = {}, answer: () => ClickToCallNumberReceived = number) {
  const requests: ClickToCallNumberRequest[] = [];
  const requestNumber = vi.fn(async (request: ClickToCallNumberRequest) => {
    requests.push(request);
    return answer();
  });
  const openFlag = createMemoryStore<boolean>();
  const actor = createActor(clickToCallMachine, {
    input: { requestNumber, openFlag, ...input },
  });
  const events: ClickToCallEmitted[] = [];
  actor.on('*', (event) => events.push(event));
  actor.start();
  const api = () => connect(selectClickToCallView(actor.getSnapshot()), actor.send);
  return {
    actor,
    api,
    events,
    requests,
    requestNumber,
    openFlag,
    types: () => events.map((event) => event.type),
  };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

async function requestWith(
  harness: ReturnType<typeof start>,
  values: Record<string, string> = { firstname: 'Ada', phonenumber: '+1 (555) 000-2222' },
) {
  for (const [name, value] of Object.entries(values)) {
    if (name === 'phonenumber') harness.actor.send({ type: 'phone.change', text: value });
    else harness.actor.send({ type: 'field.change', name, value });
  }
  harness.actor.send({ type: 'form.submit' });
  await flush();
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2030-01-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('click-to-call window', () => {
  it('opens on the registration form: first and last name (100 each) and the phone', () => {
    const { actor, api, types } = start();
    actor.send({ type: 'window.open' });
    expect(types()).toEqual(['opened']);
    expect(api().step).toBe('registration');
    expect(api().form?.fields.map((field) => [field.name, field.type, field.maxLength])).toEqual([
      ['firstname', 'text', 100],
      ['lastname', 'text', 100],
      ['phonenumber', 'tel', 100],
    ]);
  });

  it('keeps digits and the plus sign only in the phone, and reports the first input once', () => {
    const { actor, api, types } = start();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'phone.change', text: '+1 (555) abc-0100' });
    actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    expect(api().form?.values.phonenumber).toBe('+15550100');
    expect(types()).toEqual(['opened', 'started']);
  });

  it('refuses an empty phone with the invalid-form dialog and sends nothing; OK keeps the form', async () => {
    const harness = start();
    harness.actor.send({ type: 'window.open' });
    await requestWith(harness, { firstname: 'Ada', phonenumber: '   ' });
    expect(harness.requestNumber).not.toHaveBeenCalled();
    expect(harness.api().dialog).toBe('invalid');
    harness.api().dismissDialog();
    expect(harness.api().dialog).toBeUndefined();
    expect(harness.api().form?.values.firstname).toBe('Ada');
  });

  it('requests a number with the form and the open data, then shows it with the code and the countdown', async () => {
    const harness = start();
    harness.actor.send({
      type: 'window.open',
      prefill: { userData: { u2: 'y' }, actionID: 'act-1', media: 'voice' },
    });
    await requestWith(harness);
    expect(harness.requests).toEqual([
      {
        firstname: 'Ada',
        lastname: '',
        phonenumber: '+15550002222',
        u2: 'y',
        actionID: 'act-1',
        media: 'voice',
      },
    ]);
    expect(harness.types()).toEqual(['opened', 'started', 'submitted', 'completed']);
    expect(harness.events[2]).toMatchObject({ form: { phonenumber: '+15550002222' } });
    const api = harness.api();
    expect(api.step).toBe('display');
    expect(api.getPhoneLinkProps().href).toBe('tel:+18005550100,,4321#');
    expect(api.number?.accessCode).toBe('4321');
    expect(api.isAccessCodeShown).toBe(true);
    expect(api.isCountdownShown).toBe(true);
    expect(api.countdown?.text).toBe('01:00');
    expect(harness.openFlag.load()).toBe(true);
  });

  it('dials tel:<number> without autoDialAccessCode, and hides the code and countdown when told', async () => {
    const harness = start({
      options: { autoDialAccessCode: false, provideAccessCode: false, enableCountdown: false },
    });
    harness.actor.send({ type: 'window.open' });
    await requestWith(harness);
    const api = harness.api();
    expect(api.getPhoneLinkProps().href).toBe('tel:+18005550100');
    expect(api.isAccessCodeShown).toBe(false);
    expect(api.isCountdownShown).toBe(false);
  });

  it('warns in the last 10 s, announces the configured intervals, then expires', async () => {
    const harness = start({}, () => number(30));
    harness.actor.send({ type: 'window.open' });
    await requestWith(harness);
    expect(harness.api().announcement).toBeUndefined();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(harness.api().announcement).toBe(25);
    expect(harness.api().isWarning).toBe(false);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(harness.api().isWarning).toBe(true);
    expect(harness.api().announcement).toBe(10);
    expect(harness.api().getExpirationProps()['data-warning']).toBe('');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(harness.api().step).toBe('expired');
    expect(harness.types().slice(-1)).toEqual(['expired']);
    expect(harness.openFlag.load()).toBeUndefined();
    harness.api().requestNewNumber();
    expect(harness.api().step).toBe('registration');
    expect(harness.api().form?.values.firstname).toBe('Ada');
    await requestWith(harness, {});
    expect(harness.requests).toHaveLength(2);
    expect(harness.api().step).toBe('display');
  });

  it('restores a minimized window on the warning (unminimizeOnAlert), and not when off', async () => {
    const on = start({}, () => number(12));
    on.actor.send({ type: 'window.open' });
    await requestWith(on);
    on.api().minimize(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(on.api().window).toBe('open');
    expect(on.types().slice(-2)).toEqual(['minimized', 'unminimized']);

    const off = start({ options: { unminimizeOnAlert: false } }, () => number(12));
    off.actor.send({ type: 'window.open' });
    await requestWith(off);
    off.api().minimize(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(off.api().window).toBe('minimized');
    expect(off.api().isWarning).toBe(true);
  });

  it('shows the network failure dialog, and OK keeps the form', async () => {
    const harness = start({}, () => ({ error: true, netfail: true }));
    harness.actor.send({ type: 'window.open' });
    await requestWith(harness);
    expect(harness.api().dialog).toBe('network');
    harness.api().dismissDialog();
    expect(harness.api().step).toBe('registration');
    expect(harness.api().form?.values.phonenumber).toBe('+15550002222');
    expect(harness.types()).not.toContain('completed');
  });

  it('counts a failed request call as a network failure', async () => {
    const harness = start({ requestNumber: () => Promise.reject(new Error('no service')) });
    harness.actor.send({ type: 'window.open' });
    await requestWith(harness);
    expect(harness.api().dialog).toBe('network');
  });

  it('shows a server exception on the phone, keeping the form', async () => {
    const harness = start({}, () => ({
      error: true,
      netfail: false,
      errormsg: 'Invalid customer number',
    }));
    harness.actor.send({ type: 'window.open' });
    await requestWith(harness);
    const api = harness.api();
    expect(api.step).toBe('registration');
    expect(api.dialog).toBeUndefined();
    expect(api.serverError).toBe('Invalid customer number');
    expect(api.form?.errorOf('phonenumber')?.key).toBe('Invalid customer number');
    expect(api.getInputProps('phonenumber')['aria-invalid']).toBe(true);
    expect(api.form?.values.firstname).toBe('Ada');
  });

  it('asks before closing typed data, and cancels on Yes; closes at once when untouched or off', () => {
    const { actor, api, types } = start();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'field.change', name: 'lastname', value: 'L' });
    api().close();
    expect(api().isConfirmingClose).toBe(true);
    api().cancelClose();
    expect(api().window).toBe('open');
    api().close();
    api().confirmClose();
    expect(api().window).toBe('closed');
    expect(types()).toEqual(['opened', 'started', 'cancelled', 'closed']);

    actor.send({ type: 'window.open' });
    api().close();
    expect(api().window).toBe('closed');

    const off = start({ options: { confirmFormCloseEnabled: false } });
    off.actor.send({ type: 'window.open' });
    off.actor.send({ type: 'field.change', name: 'lastname', value: 'L' });
    off.api().close();
    expect(off.api().window).toBe('closed');
  });

  it('closes the shown number without asking or cancelling, and clears the open flag', async () => {
    const harness = start();
    harness.actor.send({ type: 'window.open' });
    await requestWith(harness);
    harness.api().close();
    expect(harness.api().window).toBe('closed');
    expect(harness.types().slice(-1)).toEqual(['closed']);
    expect(harness.types()).not.toContain('cancelled');
    expect(harness.openFlag.load()).toBeUndefined();
    harness.actor.send({ type: 'window.open' });
    expect(harness.api().step).toBe('registration');
  });

  it('restores a kept number on the display step with no request', async () => {
    const restored: ClickToCallRestored = {
      bRestoreSuccess: true,
      sPhoneNumber: '+18005550100',
      sAccessCode: '4321',
      sPhoneTelHref: 'tel:+18005550100,,4321#',
      iExipreTime: 90,
    };
    const harness = start({ restoreNumber: async () => restored });
    harness.actor.send({ type: 'state.restore' });
    await flush();
    expect(harness.api().window).toBe('open');
    expect(harness.api().step).toBe('display');
    expect(harness.api().countdown?.text).toBe('01:30');
    expect(harness.requestNumber).not.toHaveBeenCalled();
    expect(harness.types()).toEqual(['opened']);
  });

  it('restores a kept number with no time left as expired', async () => {
    const harness = start({
      restoreNumber: async () => ({
        bRestoreSuccess: false,
        sPhoneNumber: '+18005550100',
        iExipreTime: -5,
      }),
    });
    harness.openFlag.save(true);
    harness.actor.send({ type: 'state.restore' });
    await flush();
    expect(harness.api().step).toBe('expired');
    expect(harness.types()).toEqual(['opened', 'expired']);
    expect(harness.openFlag.load()).toBeUndefined();
  });

  it('opens expired when the service kept nothing (it deletes an expired number); a failed restore stays closed', async () => {
    const harness = start({ restoreNumber: async () => ({ bRestoreSuccess: false }) });
    harness.openFlag.save(true);
    harness.actor.send({ type: 'state.restore' });
    await flush();
    expect(harness.api().window).toBe('open');
    expect(harness.api().step).toBe('expired');
    expect(harness.types()).toEqual(['opened', 'expired']);
    expect(harness.openFlag.load()).toBeUndefined();
    const failing = start({ restoreNumber: () => Promise.reject(new Error('offline')) });
    failing.openFlag.save(true);
    failing.actor.send({ type: 'state.restore' });
    await flush();
    expect(failing.api().window).toBe('closed');
    expect(failing.openFlag.load()).toBeUndefined();
  });

  it('reads the wait time on open and every refreshInterval, showing N min from the threshold', async () => {
    const reads: string[] = [];
    let seconds = 20;
    const harness = start({
      options: { ewt: { queue: 'VQ_ClickToCall' } },
      fetchWaitTime: async (queue) => {
        reads.push(queue);
        return seconds;
      },
    });
    harness.actor.send({ type: 'window.open' });
    await flush();
    expect(reads).toEqual(['VQ_ClickToCall']);
    expect(harness.api().waitMinutes).toBeUndefined();
    seconds = 120;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reads).toHaveLength(2);
    expect(harness.api().waitMinutes).toBe(2);
    expect(harness.api().getWaitTimeProps().hidden).toBe(false);
    harness.api().close();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reads).toHaveLength(2);
  });

  it('auto-submits a valid prefill, and takes a formJSON for the open', async () => {
    const harness = start();
    harness.actor.send({
      type: 'window.open',
      prefill: { form: { phonenumber: '+1 555 000 3333' }, autoSubmit: true },
    });
    await flush();
    expect(harness.requests[0]?.phonenumber).toBe('+15550003333');
    const custom = start({
      options: { formJSON: { inputs: [{ name: 'phonenumber', label: 'Tel' }, { name: 'note' }] } },
    });
    custom.actor.send({ type: 'window.open' });
    expect(custom.api().form?.fields.map((field) => [field.name, field.type])).toEqual([
      ['phonenumber', 'tel'],
      ['note', 'text'],
    ]);
  });

  it('closes without asking when another channel of its group opens', () => {
    const group = createWindowGroup();
    const closeOther = vi.fn();
    group.join({ name: 'Callback', close: closeOther });
    const { actor, api } = start({ group });
    actor.send({ type: 'window.open' });
    expect(closeOther).toHaveBeenCalled();
    actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    group.opened('WebChat');
    expect(api().window).toBe('closed');
  });

  it('docks as every window does', () => {
    const dock = fakeDock();
    const harness = start({ dock });
    expect(walkDockLifecycle({ api: harness.api, actor: harness.actor }, dock)).toEqual(
      dockLifecycleCalls('ClickToCall'),
    );
  });

  it('refuses bad settings, naming each', () => {
    expect(() =>
      resolveClickToCallOptions({ enableCountdown: 'yes', ewt: { threshold: -1 } }),
    ).toThrow(/clicktocall.enableCountdown: Expected true or false; clicktocall.ewt.threshold/);
    expect(resolveClickToCallOptions({ dataURL: '/x', apikey: 1, ajaxTimeout: 10 })).toMatchObject({
      servicePlugin: 'ClickToCallService',
      ariaNumberExpirationIntervals: [100, 75, 50, 25, 10],
    });
  });

  it('takes new settings while running', async () => {
    const harness = start();
    harness.actor.send({
      type: 'widget.configure',
      options: resolveClickToCallOptions({ autoDialAccessCode: false }),
    });
    harness.actor.send({ type: 'window.open' });
    await requestWith(harness);
    expect(harness.api().getPhoneLinkProps().href).toBe('tel:+18005550100');
  });
});
