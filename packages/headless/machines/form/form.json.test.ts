import { describe, expect, it, vi } from 'vitest';
import { parseFormJSON } from './form.json';

describe('parseFormJSON', () => {
  it('reads the legacy inputs into field definitions', () => {
    const result = parseFormJSON({
      wrapper: '<table></table>',
      inputs: [
        {
          id: 'cx_webchat_form_firstname',
          name: 'firstname',
          maxlength: '100',
          placeholder: '@i18n:webchat.ChatFormPlaceholderFirstName',
          label: '@i18n:webchat.ChatFormFirstName',
          wrapper: '<tr><th>{label}</th><td>{input}</td></tr>',
          required: true,
        },
        { name: 'email', type: 'email', label: 'Email', maxlength: 60, validateWhileTyping: true },
        {
          name: 'topic',
          type: 'select',
          label: 'Topic',
          options: [
            { text: 'Billing', value: 'billing' },
            { text: 'Delivery', value: 'delivery', selected: true },
            { label: 'Other', value: 3 },
          ],
        },
        { name: 'terms', type: 'checkbox', label: 'I accept', value: 'true' },
        { name: 'shop', label: 'Shop', value: 'Lyon', readonly: true },
        { name: 'message', type: 'textarea', placeholder: 'Your message' },
        { name: 'visit', type: 'hidden', value: 7 },
        { name: 'ref' },
      ],
    });

    expect(result.error).toBeUndefined();
    expect(result.fields).toEqual([
      {
        name: 'firstname',
        label: 'webchat.ChatFormFirstName',
        placeholder: 'webchat.ChatFormPlaceholderFirstName',
        type: 'text',
        required: true,
        maxLength: 100,
      },
      {
        name: 'email',
        label: 'Email',
        type: 'email',
        required: false,
        maxLength: 60,
        validateWhileTyping: true,
      },
      {
        name: 'topic',
        label: 'Topic',
        type: 'select',
        required: false,
        value: 'delivery',
        options: [
          { value: 'billing', label: 'Billing' },
          { value: 'delivery', label: 'Delivery' },
          { value: '3', label: 'Other' },
        ],
      },
      { name: 'terms', label: 'I accept', type: 'checkbox', required: false, value: 'true' },
      { name: 'shop', label: 'Shop', type: 'text', required: false, value: 'Lyon', readOnly: true },
      {
        name: 'message',
        label: 'Your message',
        placeholder: 'Your message',
        type: 'textarea',
        required: false,
      },
      { name: 'visit', label: 'visit', type: 'hidden', required: false, value: '7' },
      { name: 'ref', label: 'ref', type: 'text', required: false },
    ]);
  });

  it('reads a JSON text of the form', () => {
    const result = parseFormJSON('{"inputs":[{"name":"nickname","label":"Name"}]}');
    expect(result.fields).toEqual([
      { name: 'nickname', label: 'Name', type: 'text', required: false },
    ]);
  });

  it('runs a legacy validate with the value in its input argument, as val() and value', () => {
    const legacy = vi.fn(
      (_event: unknown, _form: unknown, input: { val(): string; value: string }) =>
        input.val() === '42' && input.value === '42',
    );
    const throwing = () => {
      throw new TypeError('$ is not a function');
    };
    const result = parseFormJSON({
      inputs: [
        { name: 'code', validate: legacy },
        { name: 'other', validate: throwing },
        { name: 'odd', validate: () => 7 },
      ],
    });
    const [code, other, odd] = result.fields!;
    expect(code!.validate!('42', {})).toBe(true);
    expect(code!.validate!('41', {})).toBe(false);
    expect(legacy).toHaveBeenCalledWith(
      { type: 'submit', target: expect.objectContaining({ value: '41' }) },
      undefined,
      expect.objectContaining({ value: '41' }),
      undefined,
    );
    // One that cannot run outside the legacy page does not lock the visitor out.
    expect(other!.validate!('x', {})).toBeUndefined();
    expect(odd!.validate!('x', {})).toBeUndefined();
  });

  it.each([
    { json: 'not json', error: 'Invalid formJSON: (form): Expected JSON text' },
    { json: null, error: 'Invalid formJSON: (form): Expected { inputs: [...] }' },
    { json: { inputs: [] }, error: 'Invalid formJSON: inputs: Expected a list of fields' },
    { json: { inputs: 'x' }, error: 'Invalid formJSON: inputs: Expected a list of fields' },
    {
      json: { inputs: [{ name: 'a', type: 'radio' }] },
      error:
        "Invalid formJSON: inputs.0.type: Expected 'text', 'email', 'tel', 'textarea', 'select', 'checkbox' or 'hidden'",
    },
    {
      json: { inputs: [{ name: ' ' }] },
      error: 'Invalid formJSON: inputs.0.name: Expected a field name',
    },
    {
      json: { inputs: [7] },
      error: 'Invalid formJSON: inputs.0: Expected a field { name, label, ... }',
    },
    {
      json: { inputs: [{ name: 'a', maxlength: 0 }] },
      error: 'Invalid formJSON: inputs.0.maxlength: Expected a whole number of 1 or more',
    },
    {
      json: { inputs: [{ name: 'a', options: [{ text: 'A' }], type: 'select' }] },
      error: 'Invalid formJSON: inputs.0.options.0.value: Expected a text or a number',
    },
  ])('names the bad part: $error', ({ json, error }) => {
    const result = parseFormJSON(json);
    expect(result.fields).toBeUndefined();
    expect(result.error).toBe(error);
  });

  it('names every bad part: duplicate and unsafe names, a select without choices', () => {
    const result = parseFormJSON({
      inputs: [
        { name: 'a' },
        { name: 'a' },
        { name: '__proto__' },
        { name: 'topic', type: 'select' },
        { name: 'b', validate: 'return true' },
      ],
    });
    expect(result.issues).toEqual([
      { path: 'inputs.1.name', message: 'Expected a name no other field has' },
      {
        path: 'inputs.2.name',
        message: 'Expected a name other than __proto__, constructor or prototype',
      },
      { path: 'inputs.3.options', message: 'Expected a list of choices' },
      { path: 'inputs.4.validate', message: 'Expected a function' },
    ]);
    expect(result.error).toBe(
      'Invalid formJSON: inputs.1.name: Expected a name no other field has; inputs.2.name: Expected a name other than __proto__, constructor or prototype; inputs.3.options: Expected a list of choices; inputs.4.validate: Expected a function',
    );
  });
});
