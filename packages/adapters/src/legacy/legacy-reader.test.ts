import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import {
  createSettingsReader,
  flag,
  invalidConfiguration,
  LegacySettingsError,
  ms,
  objectOf,
  oneOf,
  readLegacySettings,
  seconds,
  sharedSettings,
  timeFormat,
  url,
  whole,
  type LegacySettingsDefinition,
  type LegacySettingsIssue,
} from './index';

/** A made-up `callback` widget declared on the reader, as a later widget would be. */
const callbackSchema = z.object({
  dataURL: sharedSettings.dataURL('Expected the URL of the callback service'),
  apikey: sharedSettings.apikey,
  ajaxTimeout: sharedSettings.ajaxTimeout,
  countryCodes: z.optional(flag),
  wait: z.optional(objectOf({ threshold: z.optional(whole(0)) })),
});

const callback: LegacySettingsDefinition<z.output<typeof callbackSchema>> = {
  key: 'callback',
  read: (settings, reader) => reader.read(callbackSchema, settings, []),
  used: () => ({
    dataURL: true,
    apikey: true,
    ajaxTimeout: true,
    countryCodes: true,
    wait: { threshold: true },
  }),
};

function refusal(settings: unknown): LegacySettingsError {
  try {
    readLegacySettings(callback, settings);
  } catch (error) {
    expect(error).toBeInstanceOf(LegacySettingsError);
    return error as LegacySettingsError;
  }
  throw new Error('expected the settings to be refused');
}

const dataURL = 'https://gms.example.com/genesys/1/service/callback';

describe('readLegacySettings', () => {
  it('reads a declared widget and names the settings it does not use, from its key', () => {
    expect(
      readLegacySettings(callback, {
        dataURL,
        ajaxTimeout: 5000,
        formJSON: { inputs: [] },
        wait: { threshold: 2, thresholdMin: 1 },
      }),
    ).toEqual({
      value: { dataURL, ajaxTimeout: 5000, wait: { threshold: 2 } },
      ignored: ['callback.formJSON', 'callback.wait.thresholdMin'],
    });
  });

  it.each([
    [undefined, 'Expected an object'],
    ['callback', 'Expected an object'],
    [[], 'Expected an object'],
    [{}, 'Expected at least one setting'],
  ])("refuses %j with the spec's text alone", (settings, message) => {
    const error = refusal(settings);
    expect(error.message).toBe(invalidConfiguration);
    expect(error.name).toBe('LegacySettingsError');
    expect(error.issues).toEqual([{ field: 'callback', message }]);
  });

  it('names every bad setting by its dotted path, a missing one first, then in page order', () => {
    const error = refusal({ wait: { threshold: -1 }, apikey: 7, countryCodes: 'yes' });
    expect(error.issues).toEqual([
      { field: 'callback.dataURL', message: 'Expected the URL of the callback service' },
      { field: 'callback.wait.threshold', message: 'Expected a whole number of 0 or more' },
      { field: 'callback.apikey', message: 'Expected a header value' },
      { field: 'callback.countryCodes', message: 'Expected true or false' },
    ]);
    expect(error.message).toBe(
      'Invalid configuration: callback.dataURL: Expected the URL of the callback service; callback.wait.threshold: Expected a whole number of 0 or more; callback.apikey: Expected a header value; callback.countryCodes: Expected true or false',
    );
  });

  it("throws the definition's own error", () => {
    class CallbackSettingsError extends LegacySettingsError {
      constructor(issues: LegacySettingsIssue[]) {
        super(issues);
        this.name = 'CallbackSettingsError';
      }
    }
    expect(() =>
      readLegacySettings({ ...callback, error: CallbackSettingsError }, { dataURL: 1 }),
    ).toThrow(CallbackSettingsError);
  });

  it('refuses with the spec text when a definition reads nothing without naming why', () => {
    const error = (() => {
      try {
        readLegacySettings({ ...callback, read: () => undefined }, { dataURL });
      } catch (caught) {
        return caught as LegacySettingsError;
      }
    })();
    expect(error?.message).toBe(invalidConfiguration);
    expect(error?.issues).toEqual([]);
  });
});

describe('createSettingsReader', () => {
  it('records issues under the key and reads values at a path', () => {
    const issues: LegacySettingsIssue[] = [];
    const reader = createSettingsReader('sendmessage', issues);
    expect(reader.hasIssues()).toBe(false);
    expect(reader.read(objectOf({ delay: ms(0) }), { delay: 10 }, ['timers'])).toEqual({
      delay: 10,
    });
    expect(reader.read(objectOf({ delay: ms(0) }), { delay: -1 }, ['timers'])).toBeUndefined();
    reader.add(['form', 'inputs', 0, 'name'], 'Expected a field name');
    expect(issues).toEqual([
      {
        field: 'sendmessage.timers.delay',
        message: 'Expected a number of ms from 0 to 2147483647',
      },
      { field: 'sendmessage.form.inputs.0.name', message: 'Expected a field name' },
    ]);
    expect(reader.hasIssues()).toBe(true);
  });
});

describe('field readers', () => {
  const issuesOf = (schema: z.ZodMiniType, value: unknown) =>
    schema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

  it('words each expectation the same for every widget', () => {
    expect(issuesOf(oneOf(['fade', 'slide', 'none']), 'zoom')).toEqual([
      "Expected 'fade', 'slide' or 'none'",
    ]);
    expect(issuesOf(oneOf(['full']), 'half')).toEqual(["Expected 'full'"]);
    expect(issuesOf(seconds, 2_147_484)).toEqual([
      'Expected a number of seconds from 0 to 2147483',
    ]);
    expect(issuesOf(whole(1, 200), 201)).toEqual(['Expected a whole number from 1 to 200']);
    expect(issuesOf(url(), 'javascript:alert(1)')).toEqual(['Expected a URL']);
    expect(issuesOf(url('Expected the service URL'), undefined)).toEqual([
      'Expected the service URL',
    ]);
    expect(issuesOf(url(), '/relative/path')).toEqual([]);
    expect(issuesOf(sharedSettings.emojis, 'on')).toEqual(['Expected true or false']);
  });

  it('reads a legacy timeFormat as a number or a text', () => {
    expect(timeFormat.parse('12')).toBe(12);
    expect(timeFormat.parse(24)).toBe(24);
    expect(issuesOf(timeFormat, 13)).toEqual(['Expected 12 or 24']);
  });
});
