import { assign, setup } from 'xstate';
import { defaultPreferredCountries, listPhoneCountries } from './phone-input.countries';
import {
  dialCodeOf,
  filterPhoneText,
  isPhoneCountry,
  parsePhoneText,
  phoneInputErrorTexts,
} from './phone-input.parse';
import type {
  CountryCode,
  PhoneInputContext,
  PhoneInputEvent,
  PhoneInputInput,
} from './phone-input.types';

type Reading = Pick<PhoneInputContext, 'country' | 'text' | 'parse' | 'serverError'>;

/** Reads `raw` as typed, following the country the number turns out to belong to. */
function typed(
  context: Pick<PhoneInputContext, 'kind' | 'maxLength'>,
  country: CountryCode,
  raw: string,
): Reading {
  const text = filterPhoneText(raw).slice(0, context.maxLength);
  const parse = parsePhoneText(text, country, context.kind);
  const detected = text.startsWith('+') ? parse.country : undefined;
  return { country: detected ?? country, text, parse, serverError: undefined };
}

/** The dial code alone, as a country change leaves the field (spec 1, section 5). */
function dialCodeAlone(context: Pick<PhoneInputContext, 'kind'>, country: CountryCode): Reading {
  const text = `+${dialCodeOf(country)}`;
  return {
    country,
    text,
    parse: parsePhoneText(text, country, context.kind),
    serverError: undefined,
  };
}

/**
 * A phone number field with a country list: keeps digits and plus only, reads the number against
 * the selected country with libphonenumber (E.164 value, validity for the asked kind), shows errors
 * after a blur or a validation, and a server's message about the phone until the phone changes.
 */
export const phoneInputMachine = setup({
  types: {
    context: {} as PhoneInputContext,
    events: {} as PhoneInputEvent,
    input: {} as PhoneInputInput,
  },
  guards: {
    isKnownCountry: ({ event }) => event.type === 'country.select' && isPhoneCountry(event.country),
  },
  actions: {
    assignText: assign(({ context, event }) =>
      event.type === 'input.change' ? typed(context, context.country, event.text) : {},
    ),
    assignCountry: assign(({ context, event }) =>
      event.type === 'country.select' && isPhoneCountry(event.country)
        ? dialCodeAlone(context, event.country)
        : {},
    ),
    assignServerError: assign({
      serverError: ({ event }) =>
        event.type === 'error.set' && event.message !== '' ? event.message : undefined,
    }),
    assignValue: assign(({ context, event }) => {
      if (event.type !== 'value.set') return {};
      return event.value === ''
        ? dialCodeAlone(context, context.country)
        : typed(context, context.country, event.value);
    }),
  },
}).createMachine({
  id: 'phoneInput',
  context: ({ input }) => {
    const preferred = input.preferredCountries ?? defaultPreferredCountries;
    const country = input.defaultCountry ?? preferred[0] ?? 'US';
    const settings = { kind: input.kind ?? 'mobile', maxLength: input.maxLength };
    return {
      id: input.id ?? 'phone',
      countries: listPhoneCountries(input.locale, preferred),
      required: input.required ?? true,
      texts: { ...phoneInputErrorTexts, ...input.texts },
      ...settings,
      ...(input.value ? typed(settings, country, input.value) : dialCodeAlone(settings, country)),
    };
  },
  on: {
    'input.change': { actions: 'assignText' },
    'country.select': { guard: 'isKnownCountry', actions: 'assignCountry' },
    'value.set': { actions: 'assignValue' },
    'error.set': { actions: 'assignServerError' },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'input.blur': 'validated',
        'phone.validate': 'validated',
      },
    },
    validated: {},
  },
});

/** The phone input's type, for typing actors and snapshots. */
export type PhoneInputMachine = typeof phoneInputMachine;
