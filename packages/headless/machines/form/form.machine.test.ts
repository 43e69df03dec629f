import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { en } from '../../services/i18n/en.pack';
import { fr } from '../../services/i18n/fr.pack';
import { createTranslator } from '../../services/i18n/translator';
import { formMachine } from './form.machine';
import { formErrorText } from './form.rules';
import type { FormEmitted, FormFieldDefinition, FormInput } from './form.types';

const contactFields: FormFieldDefinition[] = [
  { name: 'firstname', label: 'First Name', required: true },
  { name: 'lastname', label: 'Last Name', required: true },
  { name: 'email', label: 'Email', type: 'email' },
  { name: 'subject', label: 'Subject' },
];

function start(input: Partial<FormInput> = {}) {
  const emitted: FormEmitted[] = [];
  const actor = createActor(formMachine, { input: { fields: contactFields, ...input } });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const context = () => actor.getSnapshot().context;
  return { actor, emitted, context, state: () => actor.getSnapshot().value };
}

describe('form machine', () => {
  it('starts editing with the fields’ starting values, nothing touched and no errors', () => {
    const { context, state } = start({
      fields: [
        { name: 'name', value: 'Ada' },
        { name: 'topic', type: 'select', options: [{ value: 'billing', label: 'Billing' }] },
        { name: 'terms', type: 'checkbox' },
        { name: 'note', type: 'textarea' },
      ],
    });
    expect(state()).toBe('editing');
    expect(context().values).toEqual({ name: 'Ada', topic: 'billing', terms: '', note: '' });
    expect(context().touched).toEqual({});
    expect(context().errors).toEqual({});
    expect(context().fields.map((field) => [field.type, field.label, field.maxLength])).toEqual([
      ['text', 'name', 100],
      ['select', 'topic', 100],
      ['checkbox', 'terms', 100],
      ['textarea', 'note', undefined],
    ]);
  });

  it('cuts values, prefilled or typed, to the field’s longest length (100 by default)', () => {
    const { actor, context } = start({ values: { firstname: 'x'.repeat(120) } });
    expect(context().values.firstname).toHaveLength(100);
    actor.send({ type: 'field.change', name: 'lastname', value: 'y'.repeat(101) });
    expect(context().values.lastname).toHaveLength(100);
  });

  it('leaves a field that was never changed unjudged on blur: submit shows its error', () => {
    const { actor, context } = start();
    actor.send({ type: 'field.blur', name: 'firstname' });
    expect(context().touched).toEqual({ firstname: true });
    expect(context().errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(context().errors.firstname?.type).toBe('required');
  });

  it('shows "required" when a required field is left empty, not while the visitor has not left it', () => {
    const { actor, context } = start();
    actor.send({ type: 'field.change', name: 'firstname', value: 'A' });
    actor.send({ type: 'field.change', name: 'firstname', value: '' });
    expect(context().errors).toEqual({});

    actor.send({ type: 'field.blur', name: 'firstname' });
    expect(context().touched).toEqual({ firstname: true });
    expect(context().errors).toEqual({
      firstname: { type: 'required', key: 'common.form.required', label: 'First Name' },
    });
    // Once left, every change checks the field again: a fix clears the error at once.
    actor.send({ type: 'field.change', name: 'firstname', value: ' Ada' });
    expect(context().errors).toEqual({});
    actor.send({ type: 'field.change', name: 'firstname', value: '   ' });
    expect(context().errors.firstname?.type).toBe('required');
  });

  it('checks a field with validateWhileTyping on every change and key-up, others only keep the value on key-up', () => {
    const { actor, context } = start({
      fields: [
        { name: 'code', pattern: '\\d+', validateWhileTyping: true },
        { name: 'email', type: 'email' },
      ],
    });
    actor.send({ type: 'field.keyup', name: 'code', value: '12a' });
    expect(context().errors.code).toEqual({
      type: 'invalid',
      key: 'common.form.invalid',
      label: 'code',
    });
    actor.send({ type: 'field.change', name: 'code', value: '12' });
    expect(context().errors.code).toBeUndefined();

    actor.send({ type: 'field.keyup', name: 'email', value: 'ada@' });
    expect(context().values.email).toBe('ada@');
    expect(context().errors.email).toBeUndefined();
    actor.send({ type: 'field.blur', name: 'email' });
    expect(context().errors.email).toEqual({
      type: 'email',
      key: 'common.form.email',
      label: 'email',
    });
  });

  it('checks the e-mail form and a pattern on a filled field only, a validator on any', () => {
    const validate = vi.fn((value: string) =>
      value === 'x' ? false : value === 'y' ? 'Not y' : true,
    );
    const { actor, context } = start({
      fields: [
        { name: 'email', type: 'email' },
        { name: 'order', pattern: /^\d{2}-\d{4}$/ },
        { name: 'free', validate },
      ],
    });
    actor.send({ type: 'form.submit' });
    expect(context().errors).toEqual({});
    expect(validate).toHaveBeenCalledWith('', { email: '', order: '', free: '' });

    const check = (name: string, value: string) => {
      actor.send({ type: 'field.change', name, value });
      actor.send({ type: 'field.blur', name });
      return context().errors[name]?.type;
    };
    expect(check('email', 'ada@example')).toBe('email');
    expect(check('email', 'ada lovelace@example.com')).toBe('email');
    expect(check('email', ' ada@example.co.uk ')).toBeUndefined();
    expect(check('order', '10-44')).toBe('invalid');
    expect(check('order', '10-4471')).toBeUndefined();
    expect(check('free', 'x')).toBe('invalid');
    expect(check('free', 'y')).toBe('custom');
    expect(context().errors.free).toEqual({ type: 'custom', key: 'Not y', label: 'free' });
    expect(check('free', ' z ')).toBeUndefined();
    expect(validate).toHaveBeenLastCalledWith('z', expect.objectContaining({ free: ' z ' }));
  });

  it.each([true, undefined, null, ''])('takes a validator’s %j as valid', (answer) => {
    const { actor, emitted } = start({ fields: [{ name: 'code', validate: () => answer }] });
    actor.send({ type: 'field.change', name: 'code', value: '1' });
    actor.send({ type: 'form.submit' });
    expect(emitted.map((event) => event.type)).toEqual(['submitted']);
  });

  it('requires a required checkbox ticked, a select chosen, and never checks a hidden field', () => {
    const { actor, context, emitted } = start({
      fields: [
        { name: 'terms', type: 'checkbox', required: true, label: 'I accept' },
        {
          name: 'topic',
          type: 'select',
          required: true,
          options: [
            { value: '', label: 'Choose' },
            { value: 'billing', label: 'Billing' },
          ],
        },
        { name: 'campaign', type: 'hidden', required: true, pattern: 'never' },
      ],
    });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(context().errors)).toEqual(['terms', 'topic']);
    // A select's or a checkbox's change is a choice made: it is checked at once.
    actor.send({ type: 'field.change', name: 'terms', value: 'true' });
    actor.send({ type: 'field.change', name: 'topic', value: 'billing' });
    expect(context().errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(emitted.at(-1)).toMatchObject({
      type: 'submitted',
      values: { terms: 'true', topic: 'billing', campaign: '' },
    });
  });

  it('ignores changes of a read-only field and events naming no field', () => {
    const { actor, context } = start({ fields: [{ name: 'shop', value: 'Lyon', readOnly: true }] });
    const before = actor.getSnapshot();
    actor.send({ type: 'field.change', name: 'shop', value: 'Paris' });
    actor.send({ type: 'field.keyup', name: 'shop', value: 'Paris' });
    actor.send({ type: 'field.change', name: 'nope', value: 'x' });
    actor.send({ type: 'field.blur', name: 'nope' });
    actor.send({ type: 'field.setError', name: 'nope', error: 'x' });
    expect(actor.getSnapshot()).toBe(before);
    expect(context().values).toEqual({ shop: 'Lyon' });
  });

  it('refuses an invalid submit: every field touched, every error shown, the first in error to focus', () => {
    const { actor, context, emitted, state } = start();
    actor.send({ type: 'field.change', name: 'email', value: 'ada@' });
    actor.send({ type: 'form.submit' });

    expect(state()).toBe('editing');
    expect(context().touched).toEqual({
      firstname: true,
      lastname: true,
      email: true,
      subject: true,
    });
    expect(Object.keys(context().errors)).toEqual(['firstname', 'lastname', 'email']);
    expect(context().focusField).toBe('firstname');
    expect(context().submitCount).toBe(1);
    expect(emitted).toEqual([
      { type: 'invalid', errors: context().errors, focusField: 'firstname' },
    ]);

    actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    actor.send({ type: 'form.submit' });
    expect(context().focusField).toBe('lastname');
    expect(context().submitCount).toBe(2);
  });

  it('submits a valid form: the trimmed values, then editing again on the next change', () => {
    const { actor, context, emitted, state } = start();
    actor.send({ type: 'field.change', name: 'firstname', value: ' Ada ' });
    actor.send({ type: 'field.change', name: 'lastname', value: 'Lovelace' });
    actor.send({ type: 'form.submit' });

    expect(state()).toBe('submitted');
    expect(emitted).toEqual([
      {
        type: 'submitted',
        values: { firstname: 'Ada', lastname: 'Lovelace', email: '', subject: '' },
        prefilled: false,
        autoSubmitted: false,
      },
    ]);
    expect(context().values.firstname).toBe(' Ada ');
    actor.send({ type: 'field.change', name: 'subject', value: 'Billing' });
    expect(state()).toBe('editing');
  });

  it('submits at once when prefilled, valid and autoSubmit, saying so for the metadata', () => {
    const { emitted, state, context, actor } = start({
      values: { firstname: 'Grace', lastname: 'Hopper', nickname: 'ignored' },
      autoSubmit: true,
    });
    expect(state()).toBe('submitted');
    expect(emitted).toEqual([
      {
        type: 'submitted',
        values: { firstname: 'Grace', lastname: 'Hopper', email: '', subject: '' },
        prefilled: true,
        autoSubmitted: true,
      },
    ]);
    expect(context()).toMatchObject({ prefilled: true, autoSubmitted: true, submitCount: 1 });

    // Submitted again by the visitor, it was not submitted automatically.
    actor.send({ type: 'form.submit' });
    expect(emitted.at(-1)).toMatchObject({ prefilled: true, autoSubmitted: false });
  });

  it.each([
    { why: 'not valid', values: { firstname: 'Grace' }, prefilled: true },
    { why: 'not prefilled', values: { firstname: ' ' }, prefilled: false },
  ])('waits for the visitor when autoSubmit but $why', ({ values, prefilled }) => {
    const { emitted, state, context } = start({ values, autoSubmit: true });
    expect(state()).toBe('editing');
    expect(emitted).toEqual([]);
    expect(context()).toMatchObject({ prefilled, autoSubmitted: false, errors: {} });
  });

  it('shows an external error until the field’s value changes; it does not block a submit', () => {
    const { actor, context, emitted } = start({ values: { firstname: 'Ada', lastname: 'L' } });
    actor.send({
      type: 'field.setError',
      name: 'firstname',
      error: 'webchat.codes.102',
      values: { code: 102 },
    });
    expect(context().errors.firstname).toEqual({
      type: 'external',
      key: 'webchat.codes.102',
      label: 'First Name',
      values: { code: 102 },
    });
    actor.send({ type: 'field.change', name: 'firstname', value: 'Ada' });
    actor.send({ type: 'field.blur', name: 'lastname' });
    expect(context().errors.firstname?.type).toBe('external');
    actor.send({ type: 'field.change', name: 'firstname', value: 'Adah' });
    expect(context().errors.firstname).toBeUndefined();

    actor.send({ type: 'field.setError', name: 'lastname', error: 'Last name is required' });
    actor.send({ type: 'form.submit' });
    expect(emitted.map((event) => event.type)).toEqual(['submitted']);
    expect(context().errors).toEqual({});
  });

  it('resets to the starting values, or to new ones, with nothing touched and no errors', () => {
    const { actor, context, state } = start({ values: { firstname: 'Ada' } });
    actor.send({ type: 'field.change', name: 'firstname', value: 'Grace' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.reset' });
    expect(state()).toBe('editing');
    expect(context()).toMatchObject({
      values: { firstname: 'Ada', lastname: '' },
      touched: {},
      errors: {},
      submitCount: 0,
      focusField: null,
    });

    actor.send({ type: 'form.reset', values: { lastname: 'Lovelace' } });
    expect(context().values).toMatchObject({ firstname: '', lastname: 'Lovelace' });
    expect(context().initialValues).toEqual(context().values);
  });

  it('takes error keys from the field over the form over the defaults', () => {
    const { actor, context } = start({
      fields: [
        {
          name: 'phone',
          type: 'tel',
          required: true,
          messages: { required: 'Phone number is required.' },
        },
        { name: 'email', type: 'email', required: true },
      ],
      messages: { email: 'webchat.codes.364' },
    });
    actor.send({ type: 'field.change', name: 'email', value: 'ada' });
    actor.send({ type: 'form.submit' });
    expect(context().errors.phone?.key).toBe('Phone number is required.');
    expect(context().errors.email?.key).toBe('webchat.codes.364');
  });

  it('gives the spec’s texts through the core packs, the label translated', () => {
    const { actor, context } = start({
      fields: [
        { name: 'firstname', label: 'webchat.prechat.firstname', required: true },
        { name: 'email', label: 'Email', type: 'email' },
      ],
    });
    actor.send({ type: 'field.change', name: 'email', value: 'ada@' });
    actor.send({ type: 'form.submit' });
    const english = createTranslator({ ...en, 'webchat.prechat.firstname': 'First Name' });
    const french = createTranslator({ ...fr, 'webchat.prechat.firstname': 'Prénom' });
    expect(formErrorText(context().errors.firstname!, english)).toBe('First Name is required');
    expect(formErrorText(context().errors.email!, english)).toBe('Invalid email address');
    expect(formErrorText(context().errors.firstname!, french)).toBe('Prénom : champ obligatoire');
    expect(formErrorText({ type: 'custom', key: 'Not an order' }, english)).toBe('Not an order');
  });
});
