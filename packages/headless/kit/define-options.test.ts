import * as z from 'zod/mini';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { flagOption, msOption } from '../transports/transport-options';
import {
  defineOptions,
  option,
  optionalOption,
  type OptionsInput,
  type OptionsOf,
} from './define-options';

/** A later widget's options, declared once (a made-up callback window). */
const callbackOptions = defineOptions(
  {
    countryCodes: option(flagOption, true),
    confirmDelay: option(msOption(), 3000),
    serviceName: optionalOption(z.string({ error: 'Expected a service name' })),
  },
  'Expected an object of callback options',
);

describe('defineOptions', () => {
  it('gives the type of the options, with the defaults present and the others optional', () => {
    expectTypeOf<OptionsOf<typeof callbackOptions.specs>>().toEqualTypeOf<
      { countryCodes: boolean; confirmDelay: number } & { serviceName?: string }
    >();
    expectTypeOf<OptionsInput<typeof callbackOptions.specs>>().toEqualTypeOf<
      Partial<{ countryCodes: boolean; confirmDelay: number } & { serviceName?: string }>
    >();
    expectTypeOf(callbackOptions.defaults).toEqualTypeOf<OptionsOf<typeof callbackOptions.specs>>();
  });

  it('gives the defaults of the options that have one', () => {
    expect(callbackOptions.defaults).toEqual({ countryCodes: true, confirmDelay: 3000 });
  });

  it('checks the options a page gives, naming each bad or unknown one from the name given', () => {
    expect(callbackOptions.issues(undefined, 'callbackOptions')).toEqual([]);
    expect(callbackOptions.issues({ serviceName: 'S' }, 'callbackOptions')).toEqual([]);
    expect(
      callbackOptions.issues(
        { countryCodes: 'yes', confirmDelay: 0, serviceName: 7, countryCode: true },
        'callbackOptions',
      ),
    ).toEqual([
      { field: 'callbackOptions.countryCodes', message: 'Expected true or false' },
      { field: 'callbackOptions.confirmDelay', message: 'Expected a number of ms above 0' },
      { field: 'callbackOptions.serviceName', message: 'Expected a service name' },
      { field: 'callbackOptions.countryCode', message: 'Unknown option' },
    ]);
    expect(callbackOptions.issues([], 'callbackOptions')).toEqual([
      { field: 'callbackOptions', message: 'Expected an object of callback options' },
    ]);
  });
});
