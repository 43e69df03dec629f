import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCookieStore } from '../cookies/cookie-store';
import { ClickToCallRefusal, createClickToCallService } from './click-to-call.client';
import { ClickToCallConfigError } from './click-to-call.options';
import { clickToCallStateCookies } from './click-to-call.state';

const dataURL = 'https://gms.cx.test/genesys/1/service/request-interaction';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface Seen {
  body: string;
  headers: Record<string, string>;
}

const number = {
  _id: 'c2c-1',
  _action: 'DialNumber',
  _access_number: '+18005550100',
  _access_code: '4321',
  _tel_url: 'tel:+18005550100,,4321#',
  _expiration_time: '120',
};

/** Answers `answer` at the service and records each request. */
function record(answer: () => Response | Promise<Response> = () => HttpResponse.json(number)) {
  const seen: Seen[] = [];
  server.use(
    http.post(dataURL, async ({ request }) => {
      seen.push({ body: await request.text(), headers: Object.fromEntries(request.headers) });
      return answer();
    }),
  );
  return seen;
}

/** The window's request as service-protocols 6 saw it: the form's fields and the open's data flat. */
const windowRequest = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  phonenumber: '+15551234567',
  openKey: 'c2c-open',
};

describe('ClickToCallService request', () => {
  it('posts the body of Appendix A byte for byte, with its content type and key', async () => {
    const seen = record();
    const service = createClickToCallService({
      options: { dataURL, apikey: 'c2c-key', userData: { cfgKey: 'c2c' } },
    });
    await service.requestNumber(windowRequest);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.body).toBe(
      'cfgKey=c2c&_call_direction=USERORIGINATED&_wait_for_agent=false&_wait_for_user_confirm=false&_provide_code=true&_customer_number=%2B15551234567&firstname=Ada&lastname=Lovelace&phonenumber=%2B15551234567&openKey=c2c-open',
    );
    expect(seen[0]!.headers['content-type']).toBe(
      'application/x-www-form-urlencoded; charset=UTF-8',
    );
    expect(seen[0]!.headers['apikey']).toBe('c2c-key');
  });

  it('posts the observed body of service-protocols 6 (actionID and media flat)', async () => {
    const seen = record();
    const service = createClickToCallService({ options: { dataURL, userData: { cfgKey: 'c2c' } } });
    await service.requestNumber({
      firstname: 'Ada',
      lastname: 'L',
      phonenumber: '+15550002222',
      u2: 'y',
      actionID: 'act-1',
      media: 'voice',
    });
    expect(seen[0]!.body).toBe(
      'cfgKey=c2c&_call_direction=USERORIGINATED&_wait_for_agent=false&_wait_for_user_confirm=false&_provide_code=true&_customer_number=%2B15550002222&firstname=Ada&lastname=L&phonenumber=%2B15550002222&u2=y&actionID=act-1&media=voice',
    );
    expect(seen[0]!.headers).not.toHaveProperty('apikey');
  });

  it('brackets a nested userData, deep-merges it over the configured one, spaces as +', async () => {
    const seen = record();
    const service = createClickToCallService({
      options: {
        dataURL,
        apikey: 1234,
        provideAccessCode: false,
        userData: { cfg: 'a b', userData: { kept: 'k', over: 'old' } },
      },
    });
    await service.requestNumber({
      phonenumber: '5551234',
      userData: { over: 'new', added: true },
      skipped: undefined,
    });
    expect(seen[0]!.body).toBe(
      'cfg=a+b&userData%5Bkept%5D=k&userData%5Bover%5D=new&userData%5Badded%5D=true&_call_direction=USERORIGINATED&_wait_for_agent=false&_wait_for_user_confirm=false&_provide_code=false&_customer_number=5551234&phonenumber=5551234',
    );
    expect(seen[0]!.headers['apikey']).toBe('1234');
  });

  it('a request without a phone sends no _customer_number (the server answers for it)', async () => {
    const seen = record();
    await createClickToCallService({ options: { dataURL } }).requestNumber(undefined);
    expect(seen[0]!.body).toBe(
      '_call_direction=USERORIGINATED&_wait_for_agent=false&_wait_for_user_confirm=false&_provide_code=true',
    );
  });

  it('posts to dataURL as it is, relative or with a trailing slash', async () => {
    const seen = record();
    await createClickToCallService({ options: { dataURL: `${dataURL}` } }).requestNumber({
      phonenumber: '+1',
    });
    const slashed: string[] = [];
    server.use(
      http.post(`${dataURL}/`, ({ request }) => {
        slashed.push(request.url);
        return HttpResponse.json(number);
      }),
    );
    await createClickToCallService({ options: { dataURL: `${dataURL}/` } }).requestNumber({
      phonenumber: '+1',
    });
    expect(seen).toHaveLength(1);
    expect(slashed).toEqual([`${dataURL}/`]);
  });
});

describe('ClickToCallService answers', () => {
  it('a number: phone, code, dial link and parseInt of the expiry, in seconds', async () => {
    record(() => HttpResponse.json({ ...number, _expiration_time: '90 seconds' }));
    const received = await createClickToCallService({ options: { dataURL } }).requestNumber(
      windowRequest,
    );
    expect(received).toEqual({
      error: false,
      netfail: false,
      sPhoneNumber: '+18005550100',
      sAccessCode: '4321',
      sPhoneTelHref: 'tel:+18005550100,,4321#',
      iExpireTime: 90,
    });
  });

  it('reads numbers given as JSON numbers, and a JSON body served as text', async () => {
    record(
      () =>
        new HttpResponse(
          JSON.stringify({ _access_number: 18005550100, _access_code: 77, _expiration_time: 30 }),
          { headers: { 'content-type': 'text/plain' } },
        ),
    );
    const received = await createClickToCallService({ options: { dataURL } }).requestNumber(
      windowRequest,
    );
    expect(received).toEqual({
      error: false,
      netfail: false,
      sPhoneNumber: '18005550100',
      sAccessCode: '77',
      iExpireTime: 30,
    });
  });

  it('an exception on 200 is an error with its message', async () => {
    record(() => HttpResponse.json({ exception: 'com.genesys.Busy', message: 'All lines busy' }));
    expect(
      await createClickToCallService({ options: { dataURL } }).requestNumber(windowRequest),
    ).toEqual({ error: true, netfail: false, errormsg: 'All lines busy' });
  });

  it('an exception as JSON on an error status is an error with its message (service-protocols 7)', async () => {
    record(() =>
      HttpResponse.json(
        { exception: 'com.genesyslab.gms.InvalidArgument', message: 'Invalid customer number' },
        { status: 400 },
      ),
    );
    expect(
      await createClickToCallService({ options: { dataURL } }).requestNumber(windowRequest),
    ).toEqual({ error: true, netfail: false, errormsg: 'Invalid customer number' });
  });

  it.each([
    [
      'an error status without an exception',
      () => HttpResponse.json({ message: 'x' }, { status: 500 }),
    ],
    ['a 503 that is not JSON', () => new HttpResponse('Service Unavailable', { status: 503 })],
    ['a 200 that is not JSON', () => new HttpResponse('<html>ok</html>', { status: 200 })],
    [
      'a 200 with broken JSON',
      () =>
        new HttpResponse('{"_access_number":', { headers: { 'content-type': 'application/json' } }),
    ],
    ['a 200 without a number', () => HttpResponse.json({ _access_code: '1' })],
    ['an empty 200', () => new HttpResponse(null, { status: 200 })],
    ['a network failure', () => HttpResponse.error()],
  ])('%s is a network failure', async (_name, answer) => {
    record(answer);
    expect(
      await createClickToCallService({ options: { dataURL } }).requestNumber(windowRequest),
    ).toEqual({ error: true, netfail: true });
  });

  it('a request past ajaxTimeout is a network failure', async () => {
    record(async () => {
      await delay(300);
      return HttpResponse.json(number);
    });
    const started = Date.now();
    expect(
      await createClickToCallService({ options: { dataURL, ajaxTimeout: 40 } }).requestNumber(
        windowRequest,
      ),
    ).toEqual({ error: true, netfail: true });
    expect(Date.now() - started).toBeLessThan(250);
  });

  it('the HTTP client is made with the configured ajaxTimeout (3000 by default)', async () => {
    const timeouts: number[] = [];
    const service = createClickToCallService({
      options: { dataURL },
      http: ({ timeoutMs }) => {
        timeouts.push(timeoutMs);
        return {
          get: () => Promise.resolve(undefined),
          postJson: () => Promise.resolve(undefined),
          postForm: () => Promise.resolve(number),
        };
      },
    });
    await service.requestNumber(windowRequest);
    service.configure({ ajaxTimeout: 5000 });
    await service.requestNumber(windowRequest);
    expect(timeouts).toEqual([3000, 5000]);
  });
});

describe('ClickToCallService state cookies', () => {
  it('keeps a number received until it expires, and restores it with the seconds left', async () => {
    record();
    const cookies = createCookieStore();
    let now = Date.UTC(2030, 0, 2, 9, 0);
    const service = createClickToCallService({
      options: { dataURL },
      cookies,
      clock: { now: () => now },
    });
    await service.requestNumber(windowRequest);
    expect(cookies.get(clickToCallStateCookies.expire)).toBe(String(now + 120_000));
    expect(cookies.get(clickToCallStateCookies.phoneNumber)).toBe('+18005550100');
    expect(cookies.get(clickToCallStateCookies.accessCode)).toBe('4321');
    expect(cookies.get(clickToCallStateCookies.phoneTelHref)).toBe('tel:+18005550100,,4321#');

    now += 30_500;
    expect(service.restore()).toEqual({
      bRestoreSuccess: true,
      sPhoneNumber: '+18005550100',
      sPhoneTelHref: 'tel:+18005550100,,4321#',
      sAccessCode: '4321',
      iExipreTime: 90,
    });
  });

  it('an expired number does not restore, and its cookies go; the window’s open cookie stays', async () => {
    record();
    const cookies = createCookieStore();
    let now = 1_000_000;
    const service = createClickToCallService({
      options: { dataURL },
      cookies,
      clock: { now: () => now },
    });
    await service.requestNumber(windowRequest);
    cookies.set('_genesys.widgets.clicktocall.state.open', 'true');
    now += 121_000;
    expect(service.restore()).toEqual({ bRestoreSuccess: false });
    expect(cookies.keys()).toEqual(['_genesys.widgets.clicktocall.state.open']);
  });

  it('nothing kept restores nothing; an error answer keeps nothing', async () => {
    record(() => HttpResponse.json({ exception: 'x', message: 'No' }));
    const cookies = createCookieStore();
    const service = createClickToCallService({ options: { dataURL }, cookies });
    expect(service.restore()).toEqual({ bRestoreSuccess: false });
    await service.requestNumber(windowRequest);
    expect(cookies.keys()).toEqual([]);
  });

  it('cookies that do not read are no success and are deleted', () => {
    const cookies = createCookieStore();
    cookies.set(clickToCallStateCookies.phoneNumber, '+1');
    cookies.set(clickToCallStateCookies.expire, 'soon');
    expect(createClickToCallService({ cookies }).restore()).toEqual({ bRestoreSuccess: false });
    expect(cookies.keys()).toEqual([]);
  });

  it('clearState deletes the kept number', async () => {
    record();
    const cookies = createCookieStore();
    const service = createClickToCallService({ options: { dataURL }, cookies });
    await service.requestNumber(windowRequest);
    service.clearState();
    expect(cookies.keys()).toEqual([]);
  });
});

describe('ClickToCallService configuration', () => {
  it('has the defaults of service-protocols 6 and ignores the window’s keys', () => {
    const service = createClickToCallService({
      options: { dataURL, enableCountdown: false, ewt: { queue: 'VQ' }, formJSON: {} },
    });
    expect(service.options).toEqual({ dataURL, ajaxTimeout: 3000, provideAccessCode: true });
    expect(service.isConfigured).toBe(true);
  });

  it('configure merges over the current configuration', () => {
    const service = createClickToCallService({ options: { dataURL, apikey: 'a' } });
    expect(service.configure({ apikey: 7, autoDialAccessCode: false })).toEqual({
      dataURL,
      apikey: '7',
      ajaxTimeout: 3000,
      provideAccessCode: true,
    });
  });

  it.each([[undefined], [null], ['x'], [[]], [{}]])(
    "configure(%j) refuses with 'Invalid configuration.'",
    (given) => {
      const service = createClickToCallService();
      expect(() => service.configure(given)).toThrow(
        new ClickToCallRefusal('Invalid configuration.'),
      );
    },
  );

  it('bad values are named', () => {
    expect(() =>
      createClickToCallService({ options: { ajaxTimeout: 'soon', provideAccessCode: 'yes' } }),
    ).toThrow(ClickToCallConfigError);
    expect(() => createClickToCallService().configure({ dataURL: 'nowhere' })).toThrow(
      'Invalid configuration: clicktocall.dataURL: Expected a URL',
    );
  });

  it("a request without a dataURL refuses with 'Invalid configuration.' and sends nothing", async () => {
    const seen = record();
    const service = createClickToCallService({ options: { apikey: 'k' } });
    expect(service.isConfigured).toBe(false);
    await expect(service.requestNumber(windowRequest)).rejects.toThrow(
      new ClickToCallRefusal('Invalid configuration.'),
    );
    expect(seen).toEqual([]);
  });
});
