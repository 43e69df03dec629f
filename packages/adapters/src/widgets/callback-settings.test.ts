import { describe, expect, it } from 'vitest';
import { CallbackSettingsError, parseCallbackServiceSettings } from './callback-settings';

const dataURL = 'https://gms.example.com/genesys/1/service/callback/callback-web';

function refusal(settings: unknown): CallbackSettingsError {
  try {
    parseCallbackServiceSettings(settings);
  } catch (error) {
    expect(error).toBeInstanceOf(CallbackSettingsError);
    return error as CallbackSettingsError;
  }
  throw new Error('expected the settings to be refused');
}

describe('parseCallbackServiceSettings', () => {
  it('reads every service key, lower-cases apiVersion and writes a numeric apikey as text', () => {
    expect(
      parseCallbackServiceSettings({
        dataURL,
        apikey: 12345,
        ajaxTimeout: 5000,
        callDirection: 'USERTERMINATED',
        userData: { cfgKey: 'cfgVal', count: 2, vip: true },
        apiVersion: 'V3',
        serviceName: 'cb-svc',
        timezone: 'Europe/Paris',
      }),
    ).toEqual({
      options: {
        dataURL,
        apikey: '12345',
        ajaxTimeout: 5000,
        callDirection: 'USERTERMINATED',
        userData: { cfgKey: 'cfgVal', count: '2', vip: 'true' },
        apiVersion: 'v3',
        serviceName: 'cb-svc',
        timezone: 'Europe/Paris',
      },
      ignored: [],
    });
  });

  it("lists the keys the service does not read (the window's) as ignored", () => {
    expect(
      parseCallbackServiceSettings({
        dataURL,
        countryCodes: true,
        ewt: { display: true, queue: 'VQ' },
        userData: JSON.parse('{"__proto__":"x","ok":"y"}') as unknown,
      }),
    ).toEqual({
      options: { dataURL, userData: { ok: 'y' } },
      ignored: ['callback.countryCodes', 'callback.ewt', 'callback.userData.__proto__'],
    });
  });

  it.each([
    [undefined, 'Invalid configuration'],
    [{}, 'Invalid configuration'],
  ])('refuses %o with the spec text', (settings, message) => {
    expect(refusal(settings).message).toBe(message);
  });

  it('names each bad setting in the order the page wrote them', () => {
    const error = refusal({
      apiVersion: 'v2',
      dataURL: 'ftp://nope',
      ajaxTimeout: 0,
      timezone: 'Mars/Olympus',
      userData: { nested: { a: 1 } },
    });
    expect(error.issues).toEqual([
      { field: 'callback.apiVersion', message: "Expected 'v1' or 'v3'" },
      { field: 'callback.dataURL', message: 'Expected a URL' },
      { field: 'callback.ajaxTimeout', message: 'Expected a number of ms from 1 to 2147483647' },
      {
        field: 'callback.timezone',
        message: 'Expected a time zone name such as Europe/London',
      },
      { field: 'callback.userData.nested', message: 'Expected a text, a number, or true or false' },
    ]);
    expect(error.message).toMatch(/^Invalid configuration: callback\.apiVersion: /);
  });

  it('asks for a service name with apiVersion v3', () => {
    expect(refusal({ dataURL, apiVersion: 'v3' }).issues).toEqual([
      { field: 'callback.serviceName', message: "Expected a service name with apiVersion 'v3'" },
    ]);
  });
});
