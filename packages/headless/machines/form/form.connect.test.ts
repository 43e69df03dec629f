import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { connect } from './form.connect';
import { formMachine } from './form.machine';
import type { FormEvent, FormFieldDefinition, FormInput } from './form.types';

const fields: FormFieldDefinition[] = [
  {
    name: 'firstname',
    label: 'First Name',
    required: true,
    placeholder: 'Required',
    autoComplete: 'given-name',
  },
  { name: 'email', type: 'email', label: 'Email' },
  { name: 'topic', type: 'select', options: [{ value: 'billing', label: 'Billing' }] },
  { name: 'shop', type: 'select', readOnly: true, options: [{ value: 'lyon', label: 'Lyon' }] },
  { name: 'terms', type: 'checkbox', required: true },
  { name: 'note', type: 'textarea' },
  { name: 'campaign', type: 'hidden', value: 'spring' },
];

function snapshotOf(input: Partial<FormInput> = {}, events: FormEvent[] = []) {
  const actor = createActor(formMachine, { input: { fields, id: 'contact', ...input } }).start();
  for (const event of events) actor.send(event);
  return actor.getSnapshot();
}

describe('form connect', () => {
  it('describes a fresh form: values, flags and the form’s props', () => {
    const send = vi.fn();
    const api = connect(snapshotOf(), send);
    expect(api).toMatchObject({
      values: {
        firstname: '',
        email: '',
        topic: 'billing',
        shop: 'lyon',
        terms: '',
        note: '',
        campaign: 'spring',
      },
      errors: {},
      touched: {},
      isValid: false,
      hasErrors: false,
      isDirty: false,
      isSubmitted: false,
      isPrefilled: false,
      isAutoSubmitted: false,
      submitCount: 0,
      focusField: null,
    });
    // A select's chosen first option counts as filled; the hidden campaign does not.
    expect(api.isFilled).toBe(true);
    const form = api.getFormProps();
    expect(form).toMatchObject({
      'data-scope': 'form',
      'data-part': 'root',
      'data-state': 'idle',
      id: 'contact',
      noValidate: true,
    });
    const event = { preventDefault: vi.fn() };
    form.onSubmit(event);
    expect(event.preventDefault).toHaveBeenCalledOnce();
    expect(send).toHaveBeenCalledWith({ type: 'form.submit' });
    expect(api.getSubmitProps()).toEqual({
      'data-scope': 'form',
      'data-part': 'submit',
      type: 'submit',
    });
  });

  it('gives a text input its id, name, value, required, length limit and handlers that only send', () => {
    const send = vi.fn();
    const api = connect(snapshotOf(), send);
    const input = api.getInputProps('firstname');
    expect(input).toMatchObject({
      'data-scope': 'form',
      'data-part': 'input',
      'data-state': 'valid',
      id: 'contact-firstname',
      name: 'firstname',
      type: 'text',
      value: '',
      required: true,
      'aria-required': true,
      'aria-invalid': undefined,
      'aria-describedby': undefined,
      maxLength: 100,
      readOnly: undefined,
      autoComplete: 'given-name',
    });
    input.onChange({ target: { value: 'Ada' } });
    input.onKeyUp({ currentTarget: { value: 'Ada' } });
    input.onBlur();
    expect(send.mock.calls).toEqual([
      [{ type: 'field.change', name: 'firstname', value: 'Ada' }],
      [{ type: 'field.keyup', name: 'firstname', value: 'Ada' }],
      [{ type: 'field.blur', name: 'firstname' }],
    ]);
    expect(api.getLabelProps('firstname')).toEqual({
      'data-scope': 'form',
      'data-part': 'label',
      id: 'contact-firstname-label',
      htmlFor: 'contact-firstname',
    });
    expect(api.getFieldProps('email')).toEqual({
      'data-scope': 'form',
      'data-part': 'field',
      'data-state': 'valid',
      'data-type': 'email',
      'data-name': 'email',
    });
    expect(api.getInputProps('email')).toMatchObject({ type: 'email', required: false });
    expect(api.getInputProps('email')['aria-required']).toBeUndefined();
  });

  it('gives selects, checkboxes, textareas and hidden fields their own props', () => {
    const send = vi.fn();
    const api = connect(snapshotOf({ values: { terms: 'true' } }), send);
    const topic = api.getInputProps('topic');
    expect(topic).not.toHaveProperty('type');
    expect(topic).not.toHaveProperty('maxLength');
    expect(topic.value).toBe('billing');
    expect(api.getInputProps('shop')).toMatchObject({ readOnly: true, disabled: true });
    const terms = api.getInputProps('terms');
    expect(terms).toMatchObject({ type: 'checkbox', value: 'true', checked: true });
    terms.onChange({ target: { value: 'true', checked: false } });
    terms.onKeyUp({ currentTarget: { value: 'true' } });
    topic.onKeyUp({ currentTarget: { value: 'billing' } });
    expect(send.mock.calls).toEqual([[{ type: 'field.change', name: 'terms', value: '' }]]);
    const note = api.getInputProps('note');
    expect(note).not.toHaveProperty('type');
    expect(note).not.toHaveProperty('maxLength');
    expect(api.getInputProps('campaign')).toMatchObject({ type: 'hidden', value: 'spring' });
  });

  it('ties a field in error to its error text', () => {
    const api = connect(snapshotOf({}, [{ type: 'form.submit' }]), vi.fn());
    expect(api.hasErrors).toBe(true);
    expect(api.focusField).toBe('firstname');
    expect(api.getFormProps()['data-state']).toBe('invalid');
    expect(api.getFieldProps('firstname')['data-state']).toBe('invalid');
    expect(api.getInputProps('firstname')).toMatchObject({
      'data-state': 'invalid',
      'aria-invalid': true,
      'aria-describedby': 'contact-firstname-error',
    });
    expect(api.getErrorProps('firstname')).toEqual({
      'data-scope': 'form',
      'data-part': 'error',
      id: 'contact-firstname-error',
      hidden: false,
    });
    expect(api.getErrorProps('email').hidden).toBe(true);
    expect(api.errorOf('firstname')).toEqual({
      type: 'required',
      key: 'common.form.required',
      label: 'First Name',
    });
    expect(api.errorOf('email')).toBeUndefined();
  });

  it('says dirty once a value differs from the starting one, and submitted after a valid submit', () => {
    const dirty = connect(
      snapshotOf({}, [{ type: 'field.change', name: 'note', value: 'Hello' }]),
      vi.fn(),
    );
    expect(dirty.isDirty).toBe(true);
    const submitted = connect(
      snapshotOf({ values: { firstname: 'Ada', terms: 'true' }, autoSubmit: true }),
      vi.fn(),
    );
    expect(submitted).toMatchObject({
      isValid: true,
      isSubmitted: true,
      isPrefilled: true,
      isAutoSubmitted: true,
      isDirty: false,
      submitCount: 1,
    });
    expect(submitted.getFormProps()['data-state']).toBe('submitted');
  });

  it('sends commands', () => {
    const send = vi.fn();
    const api = connect(snapshotOf(), send);
    api.setValue('email', 'a@b.co');
    api.blur('email');
    api.setError('email', 'webchat.codes.364');
    api.setError('email', 'Invalid', { code: 364 });
    api.submit();
    api.reset();
    api.reset({ firstname: 'Ada' });
    expect(send.mock.calls.map(([event]) => event)).toEqual([
      { type: 'field.change', name: 'email', value: 'a@b.co' },
      { type: 'field.blur', name: 'email' },
      { type: 'field.setError', name: 'email', error: 'webchat.codes.364' },
      { type: 'field.setError', name: 'email', error: 'Invalid', values: { code: 364 } },
      { type: 'form.submit' },
      { type: 'form.reset' },
      { type: 'form.reset', values: { firstname: 'Ada' } },
    ]);
  });

  it('throws for a field the form does not have', () => {
    const api = connect(snapshotOf(), vi.fn());
    expect(() => api.getInputProps('phone')).toThrow('Form: unknown field "phone"');
    expect(() => api.getField('phone')).toThrow('Form: unknown field "phone"');
    expect(api.getField('email').type).toBe('email');
  });
});
