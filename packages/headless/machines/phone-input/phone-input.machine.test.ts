import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { phoneInputMachine } from './phone-input.machine';
import type { PhoneInputInput } from './phone-input.types';

function start(input: PhoneInputInput = {}) {
  const actor = createActor(phoneInputMachine, { input }).start();
  const context = () => actor.getSnapshot().context;
  return { actor, context, value: () => actor.getSnapshot().value };
}

describe('phone input', () => {
  it('starts on the United States with its dial code, which counts as empty', () => {
    const { context, value } = start();
    expect(value()).toBe('editing');
    expect(context()).toMatchObject({
      id: 'phone',
      country: 'US',
      text: '+1',
      kind: 'mobile',
      required: true,
      parse: { value: '', isEmpty: true, isValid: false },
    });
    expect(
      context()
        .countries.slice(0, 2)
        .map(({ code }) => code),
    ).toEqual(['US', 'GB']);
  });

  it('drops every character but digits and plus as typed, and reads the number', () => {
    const { actor, context } = start({ defaultCountry: 'GB' });
    actor.send({ type: 'input.change', text: '07400 123-456 ext' });
    expect(context()).toMatchObject({
      text: '07400123456',
      country: 'GB',
      parse: { value: '+447400123456', isEmpty: false, isValid: true },
    });
  });

  it('follows the country an international number belongs to', () => {
    const { actor, context } = start();
    actor.send({ type: 'input.change', text: '+33 6 12 34 56 78' });
    expect(context()).toMatchObject({ country: 'FR', parse: { value: '+33612345678' } });
    actor.send({ type: 'input.change', text: '0612345678' });
    expect(context()).toMatchObject({ country: 'FR', parse: { isValid: true } });
  });

  it('sets the phone to the plus sign and dial code when the country changes', () => {
    const { actor, context } = start();
    actor.send({ type: 'input.change', text: '2015550123' });
    actor.send({ type: 'country.select', country: 'GB' });
    expect(context()).toMatchObject({ country: 'GB', text: '+44', parse: { isEmpty: true } });
    actor.send({ type: 'country.select', country: 'ZZ' });
    expect(context()).toMatchObject({ country: 'GB', text: '+44' });
  });

  it('starts from an E.164 value, selecting its country', () => {
    const { context } = start({ value: '+447400123456' });
    expect(context()).toMatchObject({
      country: 'GB',
      text: '+447400123456',
      parse: { isValid: true },
    });
  });

  it('takes a value set from outside, and a cleared one leaves the dial code', () => {
    const { actor, context } = start();
    actor.send({ type: 'value.set', value: '+33612345678' });
    expect(context()).toMatchObject({ country: 'FR', text: '+33612345678' });
    actor.send({ type: 'value.set', value: '' });
    expect(context()).toMatchObject({ country: 'FR', text: '+33', parse: { isEmpty: true } });
  });

  it('cuts the text at maxLength', () => {
    const { actor, context } = start({ maxLength: 14 });
    actor.send({ type: 'input.change', text: '+1 201 555 0123 4567' });
    expect(context().text).toBe('+1201555012345');
  });

  it('validates the asked kind of number', () => {
    const { actor, context } = start({ defaultCountry: 'GB', kind: 'fixed-line' });
    actor.send({ type: 'input.change', text: '02079460000' });
    expect(context().parse.isValid).toBe(true);
    actor.send({ type: 'input.change', text: '07400123456' });
    expect(context().parse.isValid).toBe(false);
  });

  it('shows errors once blurred or validated, and from then on', () => {
    const blurred = start();
    blurred.actor.send({ type: 'input.blur' });
    expect(blurred.value()).toBe('validated');
    blurred.actor.send({ type: 'input.change', text: '+1201' });
    expect(blurred.value()).toBe('validated');
    const submitted = start();
    submitted.actor.send({ type: 'phone.validate' });
    expect(submitted.value()).toBe('validated');
  });

  it("keeps a server's message about the phone until the phone changes", () => {
    const { actor, context } = start();
    actor.send({ type: 'error.set', message: 'Phone number is required.' });
    expect(context().serverError).toBe('Phone number is required.');
    actor.send({ type: 'input.blur' });
    expect(context().serverError).toBe('Phone number is required.');
    actor.send({ type: 'input.change', text: '+1201' });
    expect(context().serverError).toBeUndefined();
    actor.send({ type: 'error.set', message: 'Too many requests at this time.' });
    actor.send({ type: 'country.select', country: 'GB' });
    expect(context().serverError).toBeUndefined();
    actor.send({ type: 'error.set', message: 'Invalid number' });
    actor.send({ type: 'value.set', value: '+447400123456' });
    expect(context().serverError).toBeUndefined();
    actor.send({ type: 'error.set', message: 'Invalid number' });
    actor.send({ type: 'error.set', message: '' });
    expect(context().serverError).toBeUndefined();
  });

  it('takes its own error texts, names in the visitor language and an id', () => {
    const { context } = start({
      id: 'callback-phone',
      locale: 'fr',
      texts: { required: 'Phone number is required.' },
      required: false,
    });
    expect(context()).toMatchObject({
      id: 'callback-phone',
      required: false,
      texts: {
        required: 'Phone number is required.',
        invalid: 'Please enter a valid phone number.',
      },
    });
    expect(context().countries[1]!.name).toBe('Royaume-Uni');
  });
});
