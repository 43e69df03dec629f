import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect, selectClickToCallView } from './click-to-call.connect';
import { clickToCallMachine } from './click-to-call.machine';
import type { ClickToCallEvent, ClickToCallInput } from './click-to-call.types';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function at(input: ClickToCallInput = {}) {
  const actor = createActor(clickToCallMachine, {
    input: {
      requestNumber: async () => ({
        error: false,
        netfail: false,
        sPhoneNumber: '+18005550100',
        sAccessCode: '4321',
        sPhoneTelHref: 'tel:+18005550100,,4321#',
        iExpireTime: 75,
      }),
      ...input,
    },
  }).start();
  const sent: ClickToCallEvent[] = [];
  const api = () =>
    connect(selectClickToCallView(actor.getSnapshot()), (event) => {
      sent.push(event);
      actor.send(event);
    });
  return { actor, api, sent };
}

describe('click-to-call connect', () => {
  it('closed: no form, and the input getter says why', () => {
    const { api } = at();
    expect(api().window).toBe('closed');
    expect(api().form).toBeUndefined();
    expect(() => api().getInputProps('firstname')).toThrow(/only while the window/);
  });

  it('registration: the root, the form, the inputs and the buttons', () => {
    const { actor, api, sent } = at();
    actor.send({ type: 'window.open' });
    expect(api().getRootProps()).toEqual({
      'data-scope': 'click-to-call',
      'data-part': 'root',
      'data-state': 'open',
      'data-step': 'registration',
    });
    const form = api().getFormProps();
    expect(form).toMatchObject({ id: 'cx-click-to-call-form', noValidate: true });
    const prevent = vi.fn();
    form.onSubmit({ preventDefault: prevent });
    expect(prevent).toHaveBeenCalled();
    expect(sent.at(-1)).toEqual({ type: 'form.submit' });
    const phone = api().getInputProps('phonenumber');
    expect(phone).toMatchObject({ type: 'tel', inputMode: 'tel', name: 'phonenumber' });
    phone.onChange({ target: { value: '+1 555' } });
    expect(sent.at(-1)).toEqual({ type: 'phone.change', text: '+1 555' });
    expect(api().form?.values.phonenumber).toBe('+1555');
    expect(api().getSubmitProps()).toMatchObject({ type: 'submit', form: 'cx-click-to-call-form' });
    api().getCancelProps().onClick();
    expect(sent.at(-1)).toEqual({ type: 'window.close' });
  });

  it('requesting: the inputs and submit are disabled and the form busy', () => {
    const { actor, api } = at({ requestNumber: () => new Promise(() => undefined) });
    actor.send({ type: 'window.open' });
    actor.send({ type: 'phone.change', text: '+15550002222' });
    actor.send({ type: 'form.submit' });
    expect(api().isRequesting).toBe(true);
    expect(api().getFormProps()['aria-busy']).toBe(true);
    expect(api().getSubmitProps().disabled).toBe(true);
    expect(api().getInputProps('firstname').disabled).toBe(true);
  });

  it('display: the dial link, the code, the timer and the live region', async () => {
    const { actor, api } = at();
    actor.send({ type: 'window.open' });
    actor.send({ type: 'phone.change', text: '+15550002222' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api().getPhoneLinkProps()).toEqual({
      'data-scope': 'click-to-call',
      'data-part': 'phone-number',
      id: 'cx-click-to-call-phone-number',
      href: 'tel:+18005550100,,4321#',
    });
    expect(api().getAccessCodeProps().id).toBe('cx-click-to-call-access-code');
    expect(api().getExpirationProps()).toMatchObject({ role: 'timer', 'data-warning': undefined });
    expect(api().getAnnouncerProps()).toMatchObject({ 'aria-live': 'polite', 'aria-atomic': true });
    expect(api().countdown?.text).toBe('01:15');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(api().announcement).toBeUndefined();
    await vi.advanceTimersByTimeAsync(24_000);
    expect(api().announcement).toBe(50);
    api().getDisplayCloseProps().onClick();
    expect(api().window).toBe('closed');
  });

  it('expired, and the dialogs: their texts and buttons', async () => {
    const { actor, api, sent } = at({
      requestNumber: async () => ({
        error: false,
        netfail: false,
        sPhoneNumber: '1',
        iExpireTime: 0,
      }),
    });
    actor.send({ type: 'window.open' });
    actor.send({ type: 'phone.change', text: '+15550002222' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api().step).toBe('expired');
    expect(api().getExpiredProps()).toMatchObject({ role: 'alert' });
    api().getRequestNewProps().onClick();
    expect(sent.at(-1)).toEqual({ type: 'number.requestNew' });
    actor.send({ type: 'phone.change', text: '' });
    actor.send({ type: 'form.submit' });
    expect(api().dialog).toBe('invalid');
    expect(api().getDialogTextProps()['data-kind']).toBe('invalid');
    api().getDialogDismissProps().onClick();
    expect(api().dialog).toBeUndefined();
    actor.send({ type: 'field.change', name: 'firstname', value: 'A' });
    api().close();
    expect(api().isConfirmingClose).toBe(true);
    api().getCloseConfirmNoProps().onClick();
    expect(api().isConfirmingClose).toBe(false);
    api().close();
    api().getCloseConfirmYesProps().onClick();
    expect(api().window).toBe('closed');
  });

  it('the wait row: hidden until a wait at the threshold is read', async () => {
    const { actor, api } = at({
      options: { ewt: { queue: 'VQ' } },
      fetchWaitTime: async () => 95,
    });
    expect(api().getWaitTimeProps().hidden).toBe(true);
    actor.send({ type: 'window.open' });
    await vi.advanceTimersByTimeAsync(0);
    expect(api().waitMinutes).toBe(2);
    expect(api().getWaitTimeProps()).toMatchObject({
      hidden: false,
      id: 'cx-click-to-call-wait-time',
    });
  });
});
