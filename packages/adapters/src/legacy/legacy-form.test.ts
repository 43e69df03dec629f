import { describe, expect, it } from 'vitest';
import {
  createSettingsReader,
  ignoredPaths,
  legacyFormKey,
  legacyFormShape,
  readLegacyForm,
  readUserData,
  userDataShape,
  type LegacySettingsIssue,
} from './index';

function reading() {
  const issues: LegacySettingsIssue[] = [];
  return { issues, reader: createSettingsReader('callback', issues) };
}

describe('readLegacyForm', () => {
  it("reads a widget's formJSON into fields, keeping a textarea unless the widget says otherwise", () => {
    const { issues, reader } = reading();
    const form = readLegacyForm(
      {
        inputs: [
          { name: 'firstname', label: '@i18n:callback.CallbackFirstName', maxlength: '50' },
          { name: 'desc', type: 'textarea', placeholder: 'Notes' },
          {
            name: 'when',
            type: 'select',
            options: [
              { text: 'Now', value: 'now' },
              { value: 2, selected: true },
            ],
          },
          { name: 'origin', type: 'hidden', value: 'site' },
        ],
      },
      ['formJSON'],
      reader,
      { texts: { 'callback.CallbackFirstName': 'callback.form.firstname' } },
    );
    expect(issues).toEqual([]);
    expect(form).toEqual({
      fields: [
        { name: 'firstname', label: 'callback.form.firstname', maxLength: 50 },
        { name: 'desc', label: 'Notes', placeholder: 'Notes', type: 'textarea' },
        {
          name: 'when',
          label: 'when',
          type: 'select',
          options: [
            { value: 'now', label: 'Now' },
            { value: '2', label: '2' },
          ],
          value: '2',
        },
      ],
      hidden: { origin: 'site' },
    });
  });

  it('shows the types the widget names as text boxes, and drops the hidden inputs it cannot send', () => {
    const options = { textBoxTypes: new Set(['textarea']), unsentHidden: new Set(['email']) };
    const value = {
      inputs: [
        { name: 'desc', type: 'textarea', id: 'x', autofocus: true },
        { name: 'email', type: 'hidden', value: 'a@b.c' },
      ],
    };
    const { reader } = reading();
    expect(readLegacyForm(value, ['form'], reader, options)).toEqual({
      fields: [{ name: 'desc', label: 'desc' }],
      hidden: {},
    });
    expect(ignoredPaths(value, legacyFormShape(options), 'callback.form')).toEqual([
      'callback.form.inputs.0.type',
      'callback.form.inputs.0.autofocus',
      'callback.form.inputs.1',
    ]);
  });

  it('names every bad input by its dotted path', () => {
    const { issues, reader } = reading();
    readLegacyForm(
      {
        inputs: [
          { name: 'phone' },
          { name: 'phone', type: 'select' },
          { name: '__proto__' },
          { label: 'No name' },
        ],
      },
      ['formJSON'],
      reader,
    );
    expect(issues).toEqual([
      { field: 'callback.formJSON.inputs.1.name', message: 'Expected a name no other field has' },
      { field: 'callback.formJSON.inputs.1.options', message: 'Expected a list of choices' },
      {
        field: 'callback.formJSON.inputs.2.name',
        message: 'Expected a name other than __proto__, constructor or prototype',
      },
      { field: 'callback.formJSON.inputs.3.name', message: 'Expected a field name' },
    ]);
  });

  it('refuses a form without inputs', () => {
    const { issues, reader } = reading();
    expect(readLegacyForm('form', ['form'], reader)).toBeUndefined();
    expect(readLegacyForm({ inputs: [] }, ['formJSON'], reader)).toBeUndefined();
    expect(issues).toEqual([
      { field: 'callback.form', message: 'Expected { inputs: [...] }' },
      { field: 'callback.formJSON.inputs', message: 'Expected a list of fields' },
    ]);
  });

  it('runs a legacy validate on the value, and counts one that throws as valid', () => {
    const { reader } = reading();
    const form = readLegacyForm(
      {
        inputs: [
          {
            name: 'phone',
            validate: (_event: unknown, _form: unknown, input: { val(): string }) =>
              /^\+?\d+$/.test(input.val()),
          },
          {
            name: 'notes',
            validate: (
              _event: unknown,
              _form: unknown,
              _input: unknown,
              _label: unknown,
              $: () => void,
            ) => $(),
          },
        ],
      },
      ['formJSON'],
      reader,
    );
    const [phone, notes] = form?.fields ?? [];
    expect(phone?.validate?.('+4420')).toBe(true);
    expect(phone?.validate?.('call me')).toBe(false);
    expect(notes?.validate?.('anything')).toBeUndefined();
  });

  it('finds the form under form, else formJSON', () => {
    expect(legacyFormKey({ formJSON: {}, form: {} })).toBe('form');
    expect(legacyFormKey({ formJSON: {} })).toBe('formJSON');
    expect(legacyFormKey({})).toBeUndefined();
  });
});

describe('readUserData', () => {
  it('sends numbers and flags as texts, names other values, and drops unsafe keys', () => {
    const { issues, reader } = reading();
    const value = JSON.parse(
      '{"plan":"gold","seats":3,"vip":true,"tags":["a"],"__proto__":{"polluted":1}}',
    ) as unknown;
    expect(readUserData(value, reader)).toEqual({ plan: 'gold', seats: '3', vip: 'true' });
    expect(issues).toEqual([
      { field: 'callback.userData.tags', message: 'Expected a text, a number, or true or false' },
    ]);
    expect(ignoredPaths(value, userDataShape, 'callback.userData')).toEqual([
      'callback.userData.__proto__',
    ]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('refuses a userData that is not an object, at the path given', () => {
    const { issues, reader } = reading();
    expect(readUserData('gold', reader, ['form', 'userData'])).toEqual({});
    expect(readUserData(undefined, reader)).toEqual({});
    expect(issues).toEqual([
      { field: 'callback.form.userData', message: 'Expected an object of texts' },
    ]);
  });
});
