import { describe, expect, it } from 'vitest';
import { nestFormEntries, toStringRecord } from './gms-chat.form';
import { startErrors } from './gms-chat.schemas';

describe('nestFormEntries', () => {
  it('nests bracket names, appends on [] and lets a later value win', () => {
    const file = new File(['x'], 'a.txt');
    expect(
      nestFormEntries([
        ['alias', '117'],
        ['userData[Key One]', 'a'],
        ['userData[nested][deep]', 'b'],
        ['tags[]', 'x'],
        ['tags[]', 'y'],
        ['message', 'first'],
        ['message', 'second'],
        ['odd]name', 'kept'],
        ['file', file],
      ]),
    ).toEqual({
      alias: '117',
      userData: { 'Key One': 'a', nested: { deep: 'b' } },
      tags: { 0: 'x', 1: 'y' },
      message: 'second',
      'odd]name': 'kept',
      file,
    });
  });

  it('replaces a plain value when a later field nests under the same name', () => {
    expect(
      nestFormEntries([
        ['userData', 'flat'],
        ['userData[a]', '1'],
      ]),
    ).toEqual({
      userData: { a: '1' },
    });
  });

  it('keeps a __proto__ or constructor field as a field and changes no other object', () => {
    const form = nestFormEntries([
      ['userData[__proto__][polluted]', 'yes'],
      ['userData[constructor][prototype][polluted]', 'yes'],
      ['__proto__[polluted]', 'yes'],
    ]);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    expect(Object.keys(form)).toEqual(['userData', '__proto__']);
    expect(Object.entries(toStringRecord(form['userData']))).toEqual([
      ['__proto__', '{"polluted":"yes"}'],
      ['constructor', '{"prototype":{"polluted":"yes"}}'],
    ]);
  });
});

describe('toStringRecord', () => {
  it('keeps strings, writes nested groups as JSON and leaves files out', () => {
    expect(toStringRecord({ a: '1', b: { c: '2' }, f: new File(['x'], 'f.txt') })).toEqual({
      a: '1',
      b: '{"c":"2"}',
    });
    expect(toStringRecord('text')).toEqual({});
    expect(toStringRecord(undefined)).toEqual({});
  });
});

describe('startErrors', () => {
  it('accepts a nickname alone and a valid or empty e-mail address', () => {
    expect(startErrors({ nickname: 'ada' })).toEqual([]);
    expect(startErrors({ firstName: 'A', lastName: 'B', emailAddress: 'a@b.co' })).toEqual([]);
  });
});
