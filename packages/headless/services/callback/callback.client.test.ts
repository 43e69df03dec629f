import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCallbackService } from './callback.client';
import { CallbackConfigError } from './callback.options';
import { CallbackServiceError } from './callback.errors';

const v1 = 'https://gms.cx.test/genesys/1/service/callback/callback-web';
const v3 = 'https://ges.cx.test/engagement/v3/callbacks';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  url: string;
  body: string;
  headers: Record<string, string>;
}

/** Answers `answer` at `method url` and records each request. */
function record(
  method: 'get' | 'post',
  url: string,
  answer: () => Response = () => HttpResponse.json({}),
): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http[method](url, async ({ request }) => {
      seen.push({
        url: request.url,
        body: method === 'post' ? await request.text() : '',
        headers: Object.fromEntries(request.headers),
      });
      return answer();
    }),
  );
  return seen;
}

async function failure(promise: Promise<unknown>): Promise<CallbackServiceError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CallbackServiceError);
  return error as CallbackServiceError;
}

const v1Config = {
  dataURL: v1,
  apikey: 'cb-key',
  callDirection: 'USERTERMINATED',
  userData: { cfgKey: 'cfgVal' },
};

describe('CallbackService v1 schedule', () => {
  it('sends a direct call as the widget does: mapped fields, flat user data, then every option again', async () => {
    const seen = record('post', v1, () => HttpResponse.json({ _id: 'cb-1' }));
    const service = createCallbackService({ options: v1Config });

    const result = await service.schedule({
      phonenumber: '+1555',
      desiredtime: '2030-01-01T10:00:00.000Z',
      waitForAgent: true,
      mediaType: 'voice',
      userData: { nested: 'n' },
      firstname: 'F',
    });

    expect(result).toEqual({ id: 'cb-1', response: { _id: 'cb-1' } });
    expect(seen[0]?.body).toBe(
      '_call_direction=USERTERMINATED&_customer_number=%2B1555&_desired_time=2030-01-01T10%3A00%3A00.000Z&_wait_for_agent=true&_media_type=voice&cfgKey=cfgVal&nested=n&phonenumber=%2B1555&desiredtime=2030-01-01T10%3A00%3A00.000Z&waitForAgent=true&mediaType=voice&userData%5Bnested%5D=n&firstname=F',
    );
    expect(seen[0]?.headers).toMatchObject({
      'content-type': 'application/x-www-form-urlencoded',
      apikey: 'cb-key',
    });
    expect(seen[0]?.headers['x-api-key']).toBeUndefined();
  });

  it("sends the Callback window's ASAP and scheduled bodies as observed", async () => {
    const seen = record('post', v1);
    const service = createCallbackService({ options: v1Config });

    await service.schedule({
      firstname: 'Ada',
      lastname: 'Lovelace',
      _customer_number: '+15551234567',
      subject: 'Billing question',
      openKey: 'openVal',
    });
    await service.schedule({
      firstname: '',
      lastname: '',
      _customer_number: '+15551234567',
      subject: '',
      _desired_time: new Date('2026-12-03T09:30:00.000Z'),
    });

    expect(seen.map((request) => request.body)).toEqual([
      '_call_direction=USERTERMINATED&subject=Billing+question&cfgKey=cfgVal&firstname=Ada&lastname=Lovelace&_customer_number=%2B15551234567&openKey=openVal',
      '_call_direction=USERTERMINATED&cfgKey=cfgVal&firstname=&lastname=&_customer_number=%2B15551234567&subject=&_desired_time=2026-12-03T09%3A30%3A00.000Z',
    ]);
  });

  it('always sends _call_direction, empty without a configured direction, and merges the engagement ids', async () => {
    const seen = record('post', v1, () => new HttpResponse(null, { status: 204 }));
    const service = createCallbackService({
      options: { dataURL: `${v1}/` },
      engagementIds: () => ({ visitorId: 'v-1' }),
    });

    await expect(service.schedule({ _customer_number: '+1' })).resolves.toEqual({ response: {} });
    expect(seen[0]?.body).toBe('_call_direction=&visitorId=v-1&_customer_number=%2B1');
    expect(seen[0]?.headers.apikey).toBeUndefined();
  });
});

describe('CallbackService v3 schedule', () => {
  it('posts {dataURL}/create with user data in brackets, without the configured user data', async () => {
    const seen = record('post', `${v3}/create`, () =>
      HttpResponse.json({ status: { code: 0, message: 'Successful' }, data: { id: 'ges-1' } }),
    );
    const service = createCallbackService({
      options: {
        dataURL: v3,
        apikey: 'ges-key',
        apiVersion: 'v3',
        serviceName: 'cb-svc',
        userData: { cfgKey: 'never' },
      },
    });

    const result = await service.schedule({
      firstname: 'Ada',
      lastname: '',
      _customer_number: '+15551234567',
      subject: '',
      openKey: 'v3',
    });

    expect(result.id).toBe('ges-1');
    expect(seen[0]?.body).toBe(
      'userData%5Bfirstname%5D=Ada&userData%5Blastname%5D=&userData%5Bsubject%5D=&userData%5BopenKey%5D=v3&serviceName=cb-svc&phoneNumber=%2B15551234567',
    );
    expect(seen[0]?.headers).toMatchObject({
      'x-api-key': 'ges-key',
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(seen[0]?.headers.apikey).toBeUndefined();
  });

  it('takes the options’ service name (also kept in user data), a nested userData and the desired time', async () => {
    const seen = record('post', `${v3}/create`);
    const service = createCallbackService({ options: { dataURL: v3, apiVersion: 'V3' as 'v3' } });

    await service.schedule({
      phonenumber: '+44',
      desiredtime: '2030-01-02T10:00:00.000Z',
      serviceName: 'other',
      userData: { k: 'v' },
    });

    expect(decodeURIComponent(seen[0]?.body ?? '')).toBe(
      'userData[serviceName]=other&userData[userData][k]=v&serviceName=other&phoneNumber=+44&desiredTime=2030-01-02T10:00:00.000Z',
    );
  });

  it("refuses without a service name, sending nothing: 'Invalid configuration. serviceName should be configured.'", async () => {
    const seen = record('post', `${v3}/create`);
    const service = createCallbackService({ options: { dataURL: v3, apiVersion: 'v3' } });

    const error = await failure(service.schedule({ _customer_number: '+1' }));
    expect(error.message).toBe('Invalid configuration. serviceName should be configured.');
    expect(error.kind).toBe('invalid');
    await failure(service.availability({ numberOfDays: 1 }));
    expect(seen).toEqual([]);
  });
});

describe('CallbackService refusals with the spec texts', () => {
  const service = createCallbackService({ options: { dataURL: v1 } });

  it.each([undefined, {}])('schedule %o: No data found to schedule callback.', async (options) => {
    expect((await failure(service.schedule(options))).message).toBe(
      'No data found to schedule callback.',
    );
  });

  it.each([undefined, {}])('availability %o: No query parameters passed ...', async (options) => {
    expect((await failure(service.availability(options))).message).toBe(
      'No query parameters passed for callback availability service.',
    );
  });

  it('refuses a desired time, start or end that is not a date: Invalid date.', async () => {
    for (const call of [
      service.schedule({ _customer_number: '+1', _desired_time: 'tomorrow-ish' }),
      service.availability({ startDate: 'not a date' }),
      service.availability({ endDate: new Date(Number.NaN) }),
    ]) {
      expect((await failure(call)).message).toBe('Invalid date.');
    }
  });

  it('refuses requests before a dataURL is configured', async () => {
    const unconfigured = createCallbackService();
    expect((await failure(unconfigured.schedule({ phonenumber: '+1' }))).message).toBe(
      'Invalid configuration',
    );
  });

  it('configure: none is refused, bad values are named, good ones merge and lower-case apiVersion', () => {
    const configurable = createCallbackService({ options: { dataURL: v1 } });
    expect(() => configurable.configure({})).toThrow('No configuration provided');
    expect(() =>
      configurable.configure({ apiVersion: 'v2', ajaxTimeout: -1, colour: 'red' }),
    ).toThrow(CallbackConfigError);
    expect(() => configurable.configure({ apiVersion: 'v2' })).toThrow(
      "Invalid configuration: callback.apiVersion: Expected 'v1' or 'v3'",
    );
    expect(configurable.configure({ apiVersion: 'V3', apikey: 1234, serviceName: 's' })).toEqual({
      dataURL: v1,
      ajaxTimeout: 3000,
      apiVersion: 'v3',
      apikey: '1234',
      serviceName: 's',
    });
  });
});

describe('CallbackService availability', () => {
  it('v1: GET {dataURL}/availability with the options given, in order; the flat map of numbers', async () => {
    const seen = record('get', `${v1}/availability`, () =>
      HttpResponse.json({
        '2026-12-03T09:15:00.000Z': 0,
        '2026-12-03T09:30:00.000Z': 2,
        note: 'ignored',
      }),
    );
    const service = createCallbackService({ options: { dataURL: v1, apikey: 'cb-key' } });

    const result = await service.availability({
      numberOfDays: 1,
      startDate: new Date('2026-12-03T00:00:00.000Z'),
    });

    expect(result.slots).toEqual({ '2026-12-03T09:15:00.000Z': 0, '2026-12-03T09:30:00.000Z': 2 });
    expect(seen[0]?.url).toBe(
      `${v1}/availability?start=2026-12-03T00%3A00%3A00.000Z&number-of-days=1`,
    );
    expect(seen[0]?.headers).toMatchObject({ apikey: 'cb-key', accept: 'application/json' });
    expect(seen[0]?.headers['content-type']).toBeUndefined();
  });

  it('v3: GET {dataURL}/availability/{serviceName} with a JSON content type; slots by utcTime', async () => {
    const body = {
      status: { code: 0, message: 'Successful' },
      data: {
        slots: [
          {
            utcTime: '2026-12-03T09:30:00.000Z',
            localTime: '2026-12-03T10:30:00.000',
            capacity: 2,
            total: 3,
          },
          {
            utcTime: '2026-12-03T09:45:00.000Z',
            localTime: '2026-12-03T10:45:00.000',
            capacity: 1,
          },
        ],
        durationMin: 15,
        timezone: 'Europe/Paris',
      },
    };
    const seen = record('get', `${v3}/availability/cb-svc`, () => HttpResponse.json(body));
    const service = createCallbackService({
      options: { dataURL: v3, apikey: 'ges-key', apiVersion: 'v3', serviceName: 'cb-svc' },
    });

    const result = await service.availability({
      startDate: '2026-12-03T00:00:00.000Z',
      numberOfDays: 1,
      maxTimeSlots: 10,
    });

    expect(result).toMatchObject({
      slots: { '2026-12-03T09:30:00.000Z': 2, '2026-12-03T09:45:00.000Z': 1 },
      durationMin: 15,
      timezone: 'Europe/Paris',
      response: body,
    });
    expect(seen[0]?.url).toBe(
      `${v3}/availability/cb-svc?start=2026-12-03T00%3A00%3A00.000Z&numberOfDays=1&maxTimeSlots=10`,
    );
    expect(seen[0]?.headers).toMatchObject({
      'x-api-key': 'ges-key',
      'content-type': 'application/json',
    });

    service.configure({ timezone: 'Europe/Paris' });
    expect((await service.availability({ numberOfDays: 1 })).slots).toEqual({
      '2026-12-03T10:30:00.000': 2,
      '2026-12-03T10:45:00.000': 1,
    });
  });

  it('v3: an answer without data.slots is malformed; v1: one that is not an object', async () => {
    record('get', `${v3}/availability/s`, () => HttpResponse.json({ status: { code: 0 } }));
    record('get', `${v1}/availability`, () => HttpResponse.json([1, 2]));
    const v3Service = createCallbackService({
      options: { dataURL: v3, apiVersion: 'v3', serviceName: 's' },
    });
    const v1Service = createCallbackService({ options: { dataURL: v1 } });

    expect(await failure(v3Service.availability({ numberOfDays: 1 }))).toMatchObject({
      kind: 'malformed',
      body: { status: { code: 0 } },
    });
    expect((await failure(v1Service.availability({ numberOfDays: 1 }))).kind).toBe('malformed');
  });
});

describe('CallbackService errors', () => {
  const v1Service = () => createCallbackService({ options: { dataURL: v1 } });
  const v3Service = () =>
    createCallbackService({ options: { dataURL: v3, apiVersion: 'v3', serviceName: 's' } });

  it('v1 {code, message} on 400: the code and message, shown as they are', async () => {
    record('post', v1, () =>
      HttpResponse.json({ code: 7030, message: 'Invalid phone number' }, { status: 400 }),
    );
    expect(await failure(v1Service().schedule({ phonenumber: 'x' }))).toMatchObject({
      kind: 'status',
      status: 400,
      code: 7030,
      message: 'Invalid phone number',
      specific: true,
      missingCustomerNumber: false,
    });
  });

  it("v1 429 'Too many requests': the times of the message and the proposed ones", async () => {
    record('post', v1, () =>
      HttpResponse.json(
        {
          message:
            'Too many requests at 2030-01-02T10:00:00.000Z. Proposing time slots. 2030-01-02T10:15:00.000Z, 2030-01-02T10:30:00.000Z',
        },
        { status: 429 },
      ),
    );
    expect(await failure(v1Service().schedule({ phonenumber: '+1' }))).toMatchObject({
      status: 429,
      specific: true,
      messageTimes: [
        '2030-01-02T10:00:00.000Z',
        '2030-01-02T10:15:00.000Z',
        '2030-01-02T10:30:00.000Z',
      ],
      proposedTimes: ['2030-01-02T10:15:00.000Z', '2030-01-02T10:30:00.000Z'],
    });
  });

  it('v3 GES envelope on 429: status.code, and data.slots as the proposed times', async () => {
    record('post', `${v3}/create`, () =>
      HttpResponse.json(
        {
          status: { code: 7041, message: 'Too many requests' },
          data: { slots: { '2030-01-02T10:15:00.000Z': 1, '2030-01-02T10:30:00.000Z': 2 } },
        },
        { status: 429 },
      ),
    );
    expect(await failure(v3Service().schedule({ phonenumber: '+1' }))).toMatchObject({
      code: 7041,
      message: 'Too many requests',
      proposedTimes: ['2030-01-02T10:15:00.000Z', '2030-01-02T10:30:00.000Z'],
    });
  });

  it('reads a code given as text, a message naming _customer_number, and JSON sent as text', async () => {
    record(
      'post',
      v1,
      () =>
        new HttpResponse(
          '{"code":"501","message":"The request does not contain _customer_number"}',
          { status: 400, headers: { 'content-type': 'text/plain' } },
        ),
    );
    expect(await failure(v1Service().schedule({ subject: 'x' }))).toMatchObject({
      code: 501,
      missingCustomerNumber: true,
    });
  });

  it('other statuses are not specific; the status text stands in for a missing message', async () => {
    record('post', `${v3}/create`, () =>
      HttpResponse.json({ status: { code: 1103 } }, { status: 503, statusText: 'Unavailable' }),
    );
    expect(await failure(v3Service().schedule({ phonenumber: '+1' }))).toMatchObject({
      status: 503,
      code: 1103,
      message: 'Unavailable',
      specific: false,
    });
  });

  it('a network failure has kind network and status 0', async () => {
    server.use(http.post(v1, () => HttpResponse.error()));
    expect(await failure(v1Service().schedule({ phonenumber: '+1' }))).toMatchObject({
      kind: 'network',
      status: 0,
      specific: false,
    });
  });

  it('fails with kind timeout after ajaxTimeout', async () => {
    server.use(
      http.get(`${v1}/availability`, async () => {
        await delay(200);
        return HttpResponse.json({});
      }),
    );
    const service = createCallbackService({ options: { dataURL: v1, ajaxTimeout: 20 } });
    expect((await failure(service.availability({ numberOfDays: 1 }))).kind).toBe('timeout');
  });

  it('toJSON gives the details as plain data', async () => {
    record('post', v1, () => HttpResponse.json({ code: 7042, message: 'Closed' }, { status: 400 }));
    const error = await failure(v1Service().schedule({ phonenumber: '+1' }));
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      kind: 'status',
      status: 400,
      code: 7042,
      message: 'Closed',
      specific: true,
      missingCustomerNumber: false,
      messageTimes: [],
      proposedTimes: [],
      body: { code: 7042, message: 'Closed' },
    });
  });
});

describe('CallbackService request headers', () => {
  it('keeps only Authorization and apikey; the app apikey stands in when none is configured', async () => {
    const seen = record('post', `${v3}/create`);
    const service = createCallbackService({
      options: { dataURL: v3, apiVersion: 'v3', serviceName: 's' },
    });
    service.setRequestHeaders({
      Authorization: 'Bearer t',
      apikey: 'app-key',
      Cookie: 'no',
    } as never);
    await service.schedule({ phonenumber: '+1' });
    service.configure({ apikey: 'own-key' });
    await service.schedule({ phonenumber: '+1' });

    expect(
      seen.map(({ headers }) => [headers.authorization, headers['x-api-key'], headers.cookie]),
    ).toEqual([
      ['Bearer t', 'app-key', undefined],
      ['Bearer t', 'own-key', undefined],
    ]);
  });
});
