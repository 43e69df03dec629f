import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from './phone-input.connect';
import { phoneInputMachine } from './phone-input.machine';
import type { PhoneInputEvent, PhoneInputInput } from './phone-input.types';

function snapshotOf(input: PhoneInputInput, ...events: PhoneInputEvent[]) {
  const actor = createActor(phoneInputMachine, { input }).start();
  events.forEach((event) => actor.send(event));
  return actor.getSnapshot();
}

describe('phone input connect', () => {
  it('exposes the country, its dial code, the text and the E.164 value', () => {
    const api = connect(snapshotOf({ value: '+447400123456' }), vi.fn());
    expect(api).toMatchObject({
      country: 'GB',
      dialCode: '44',
      text: '+447400123456',
      value: '+447400123456',
      isEmpty: false,
      isValid: true,
      errorCode: undefined,
      error: undefined,
    });
    expect(api.countries[0]).toEqual({ code: 'US', name: 'United States', dialCode: '1' });
  });

  it('keeps the error hidden until a blur or a validation, then shows the spec text', () => {
    const fresh = connect(snapshotOf({}), vi.fn());
    expect(fresh).toMatchObject({ errorCode: 'required', error: undefined });
    expect(fresh.getInputProps()).toMatchObject({
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    });
    expect(fresh.getErrorProps().hidden).toBe(true);
    const shown = connect(snapshotOf({}, { type: 'input.blur' }), vi.fn());
    expect(shown.error).toBe('Please enter a phone number');
    expect(shown.getInputProps()).toMatchObject({
      'data-state': 'invalid',
      'aria-invalid': true,
      'aria-describedby': 'phone-error',
    });
    expect(shown.getRootProps()).toEqual({
      'data-scope': 'phone-input',
      'data-part': 'root',
      'data-state': 'invalid',
    });
    expect(shown.getErrorProps()).toEqual({
      'data-scope': 'phone-input',
      'data-part': 'error',
      id: 'phone-error',
      hidden: false,
    });
    const invalid = connect(
      snapshotOf({}, { type: 'input.change', text: '+1201' }, { type: 'phone.validate' }),
      vi.fn(),
    );
    expect(invalid.error).toBe('Please enter a valid phone number.');
  });

  it("shows a server's message at once, before any blur, and sends it", () => {
    const send = vi.fn();
    const api = connect(
      snapshotOf({}, { type: 'error.set', message: 'Phone number is required.' }),
      send,
    );
    expect(api.error).toBe('Phone number is required.');
    expect(api.getInputProps()).toMatchObject({
      'aria-invalid': true,
      'aria-describedby': 'phone-error',
    });
    api.setServerError('');
    expect(send).toHaveBeenCalledExactlyOnceWith({ type: 'error.set', message: '' });
  });

  it('gives a telephone input with the text, the limit and its handlers', () => {
    const send = vi.fn();
    const props = connect(snapshotOf({ id: 'c2c', maxLength: 14 }), send).getInputProps();
    expect(props).toMatchObject({
      'data-scope': 'phone-input',
      'data-part': 'input',
      'data-state': 'valid',
      id: 'c2c-input',
      type: 'tel',
      inputMode: 'tel',
      autoComplete: 'tel',
      value: '+1',
      maxLength: 14,
      'aria-required': true,
    });
    props.onChange({ target: { value: '+1 201' } });
    props.onBlur();
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'input.change', text: '+1 201' },
      { type: 'input.blur' },
    ]);
  });

  it('gives the country select and its options', () => {
    const send = vi.fn();
    const api = connect(snapshotOf({ defaultCountry: 'GB' }), send);
    const select = api.getCountrySelectProps();
    expect(select).toMatchObject({
      'data-scope': 'phone-input',
      'data-part': 'country-select',
      id: 'phone-country',
      value: 'GB',
    });
    select.onChange({ target: { value: 'FR' } });
    expect(send).toHaveBeenLastCalledWith({ type: 'country.select', country: 'FR' });
    expect(api.getCountryOptionProps(api.countries[1]!)).toEqual({
      'data-scope': 'phone-input',
      'data-part': 'country-option',
      value: 'GB',
      label: 'United Kingdom (+44)',
    });
  });

  it('sends commands, and validate answers whether the phone has no error', () => {
    const send = vi.fn();
    const empty = connect(snapshotOf({}), send);
    expect(empty.validate()).toBe(false);
    const valid = connect(snapshotOf({ value: '+12015550123' }), send);
    expect(valid.validate()).toBe(true);
    valid.selectCountry('GB');
    valid.setText('07400');
    valid.setValue('');
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'phone.validate' },
      { type: 'phone.validate' },
      { type: 'country.select', country: 'GB' },
      { type: 'input.change', text: '07400' },
      { type: 'value.set', value: '' },
    ]);
  });
});
