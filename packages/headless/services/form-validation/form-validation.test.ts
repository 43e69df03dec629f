import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createFormValidation, type FieldStatus } from './form-validation';

function callbackForm() {
  return createFormValidation({
    fields: {
      phone: {
        validate: (value) => (value.trim() === '' ? 'Phone number is required.' : true),
      },
      name: {
        validate: (value) => (value.length <= 100 ? true : 'Name is too long.'),
        validateWhileTyping: true,
      },
      confirm: {
        validate: (value, all) => (value === all.phone ? true : 'Numbers differ.'),
      },
    },
  });
}

describe('createFormValidation', () => {
  it('starts with every field pristine and empty', () => {
    const form = callbackForm();
    expect(form.getSnapshot().fields).toEqual({
      phone: { value: '', state: 'pristine' },
      name: { value: '', state: 'pristine' },
      confirm: { value: '', state: 'pristine' },
    });
    expect(form.getSnapshot().values).toEqual({ phone: '', name: '', confirm: '' });
  });

  it('validates on blur and on change', () => {
    const form = callbackForm();

    expect(form.handleEvent('phone', { type: 'blur', value: '' })).toEqual({
      value: '',
      state: 'invalid',
      error: 'Phone number is required.',
    });
    expect(form.handleEvent('phone', { type: 'change', value: '+44 20' })).toEqual({
      value: '+44 20',
      state: 'valid',
    });
    expect(form.handleEvent('phone', { type: 'change', value: ' ' }).state).toBe('invalid');
  });

  it('on keyup only keeps the value of a field without validateWhileTyping', () => {
    const form = callbackForm();

    expect(form.handleEvent('phone', { type: 'keyup', value: '' })).toEqual({
      value: '',
      state: 'pristine',
    });
    form.handleEvent('phone', { type: 'blur', value: '' });
    expect(form.handleEvent('phone', { type: 'keyup', value: '+4' })).toEqual({
      value: '+4',
      state: 'invalid',
      error: 'Phone number is required.',
    });
    expect(form.getSnapshot().values.phone).toBe('+4');
    expect(form.handleEvent('phone', { type: 'blur', value: '+4' }).state).toBe('valid');
  });

  it('validates on keyup a field with validateWhileTyping', () => {
    const form = callbackForm();
    expect(form.handleEvent('name', { type: 'keyup', value: 'a'.repeat(101) })).toEqual({
      value: 'a'.repeat(101),
      state: 'invalid',
      error: 'Name is too long.',
    });
    expect(form.handleEvent('name', { type: 'keyup', value: 'Ada' }).state).toBe('valid');
  });

  it('passes all current values to a validator', () => {
    const form = callbackForm();
    form.handleEvent('phone', { type: 'change', value: '123' });
    expect(form.handleEvent('confirm', { type: 'blur', value: '124' }).error).toBe(
      'Numbers differ.',
    );
    expect(form.handleEvent('confirm', { type: 'blur', value: '123' }).state).toBe('valid');
  });

  it('is valid overall only when no field shows an error and every validator accepts its value', () => {
    const form = callbackForm();
    expect(form.getSnapshot().isValid).toBe(false);

    form.handleEvent('phone', { type: 'keyup', value: '123' });
    expect(form.getField('phone').state).toBe('pristine');
    expect(form.getSnapshot().isValid).toBe(false);

    form.handleEvent('confirm', { type: 'keyup', value: '123' });
    expect(form.getSnapshot().isValid).toBe(true);

    form.handleEvent('name', { type: 'keyup', value: 'x'.repeat(101) });
    expect(form.getSnapshot().isValid).toBe(false);
  });

  it('validateAll marks every field and reports the outcome', () => {
    const form = callbackForm();

    expect(form.validateAll()).toBe(false);
    expect(form.getSnapshot().fields).toEqual({
      phone: { value: '', state: 'invalid', error: 'Phone number is required.' },
      name: { value: '', state: 'valid' },
      confirm: { value: '', state: 'valid' },
    });

    form.handleEvent('phone', { type: 'keyup', value: '555' });
    form.handleEvent('confirm', { type: 'keyup', value: '555' });
    expect(form.validateAll()).toBe(true);
    expect(form.getField('phone')).toEqual({ value: '555', state: 'valid' });
  });

  it('setError marks a field invalid until its next validation', () => {
    const form = callbackForm();
    form.handleEvent('phone', { type: 'change', value: '555' });
    form.handleEvent('confirm', { type: 'change', value: '555' });
    expect(form.getSnapshot().isValid).toBe(true);

    form.setError('phone', 'Please enter a valid phone number.');

    expect(form.getField('phone')).toEqual({
      value: '555',
      state: 'invalid',
      error: 'Please enter a valid phone number.',
    });
    expect(form.getSnapshot().isValid).toBe(false);
    form.handleEvent('phone', { type: 'change', value: '556' });
    expect(form.getField('phone').state).toBe('valid');
  });

  it('reset returns every field to pristine with initial values, overridable', () => {
    const form = createFormValidation({
      fields: { phone: { validate: (value) => value.length > 1 || 'Too short' } },
      initialValues: { phone: '+' },
    });
    expect(form.getField('phone')).toEqual({ value: '+', state: 'pristine' });
    form.handleEvent('phone', { type: 'blur', value: '' });

    form.reset();
    expect(form.getField('phone')).toEqual({ value: '+', state: 'pristine' });
    form.reset({ phone: '+44' });
    expect(form.getField('phone')).toEqual({ value: '+44', state: 'pristine' });
    expect(form.getSnapshot().isValid).toBe(true);
  });

  it('notifies subscribers with a new snapshot only when something changed', () => {
    const form = callbackForm();
    const listener = vi.fn();
    const unsubscribe = form.subscribe(listener);

    form.handleEvent('phone', { type: 'blur', value: '' });
    const first = form.getSnapshot();
    form.handleEvent('phone', { type: 'blur', value: '' });

    expect(listener).toHaveBeenCalledExactlyOnceWith(first);
    expect(form.getSnapshot()).toBe(first);

    unsubscribe();
    form.handleEvent('phone', { type: 'blur', value: '1' });
    expect(listener).toHaveBeenCalledOnce();
    expect(form.getSnapshot()).not.toBe(first);
  });

  it('infers the field names, so an unknown name does not compile', () => {
    const form = callbackForm();
    expectTypeOf(form.getSnapshot().values).toEqualTypeOf<
      Readonly<Record<'phone' | 'name' | 'confirm', string>>
    >();
    expectTypeOf(form.getField).parameter(0).toEqualTypeOf<'phone' | 'name' | 'confirm'>();
    expectTypeOf(form.getField('phone')).toEqualTypeOf<FieldStatus>();
  });

  it('rejects unknown field names and event types at run time, for callers without types', () => {
    const form = callbackForm();
    // @ts-expect-error 'email' is not a field of this form
    expect(() => form.getField('email')).toThrow('Form validation: unknown field "email"');
    // @ts-expect-error inherited object properties are not fields either
    expect(() => form.setError('toString', 'x')).toThrow(/unknown field "toString"/);
    // @ts-expect-error only blur, change and keyup are handled
    expect(() => form.handleEvent('phone', { type: 'input', value: '1' })).toThrow(
      'Form validation: unsupported event type "input"',
    );
    expect(form.getField('phone')).toEqual({ value: '', state: 'pristine' });
  });
});
