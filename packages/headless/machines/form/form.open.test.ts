import { describe, expect, it } from 'vitest';
import { formPrefillOf } from './form.open';

describe('formPrefillOf', () => {
  it('brings nothing for an open without form, formJSON or user data', () => {
    expect(formPrefillOf(undefined)).toBeUndefined();
    expect(formPrefillOf({})).toBeUndefined();
  });

  it('keeps the text values, reads autoSubmit and leaves out the widget’s reserved keys', () => {
    expect(
      formPrefillOf(
        {
          form: { firstname: 'Ada', autoSubmit: true, desiredTime: 'now', age: 36 },
          userData: { a: '1' },
        },
        ['desiredTime'],
      ),
    ).toEqual({ form: { firstname: 'Ada' }, autoSubmit: true, userData: { a: '1' } });
  });

  it('reads a formJSON into fields, and refuses one that does not read, naming its bad part', () => {
    expect(formPrefillOf({ formJSON: { inputs: [{ name: 'firstname' }] } })?.fields).toHaveLength(
      1,
    );
    expect(() => formPrefillOf({ formJSON: { inputs: [] } })).toThrow(/Invalid formJSON: .*inputs/);
  });
});
