import { describe, expect, it } from 'vitest';
import type { ClickToCallRequest } from '../../click-to-call/click-to-call-engine';
import { createManualClock } from '../../engine/clock';
import { useSimulators } from '../../test-support';

const start = useSimulators();
/** Wednesday 2 January 2030, 09:05 UTC. */
const now = Date.UTC(2030, 0, 2, 9, 5);
const service = '/genesys/1/service/request-interaction';
/** The widget's body of Appendix A. */
const widgetBody =
  'cfgKey=c2c&_call_direction=USERORIGINATED&_wait_for_agent=false&_wait_for_user_confirm=false&_provide_code=true&_customer_number=%2B15551234567&firstname=Ada&lastname=Lovelace&phonenumber=%2B15551234567&openKey=c2c-open';

function post(url: string, body: string, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', ...headers },
    body,
  });
}

async function listed(control: string): Promise<ClickToCallRequest[]> {
  const response = await fetch(`${control}click-to-call`);
  return ((await response.json()) as { requests: ClickToCallRequest[] }).requests;
}

describe('GMS click-to-call', () => {
  it("answers the widget's body with a number, its code, dial link and expiry, and lists it", async () => {
    const simulator = await start({ clock: createManualClock(now) });
    const response = await post(`${simulator.url}${service}`, widgetBody);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      _id: 'c2c-1',
      _action: 'DialNumber',
      _access_number: '+18005550100',
      _access_code: '1001',
      _tel_url: 'tel:+18005550100,,1001#',
      _expiration_time: 300,
    });
    expect(await listed(simulator.urls.control)).toEqual([
      {
        id: 'c2c-1',
        receivedAt: '2030-01-02T09:05:00.000Z',
        serviceName: 'request-interaction',
        customerNumber: '+15551234567',
        firstname: 'Ada',
        lastname: 'Lovelace',
        userData: { cfgKey: 'c2c', openKey: 'c2c-open' },
        body: expect.objectContaining({ _call_direction: 'USERORIGINATED', _provide_code: 'true' }),
        outcome: 'number',
        status: 200,
        accessNumber: '+18005550100',
        accessCode: '1001',
        telUrl: 'tel:+18005550100,,1001#',
        expiresAt: '2030-01-02T09:10:00.000Z',
      },
    ]);
  });

  it('takes the configured number and expiry; _provide_code=false gives no code', async () => {
    const simulator = await start({
      clock: createManualClock(now),
      clicktocall: { accessNumber: '+442070000000', expirationSeconds: 3 },
    });
    const response = await post(
      `${simulator.url}/genesys/1/service/c2c-svc`,
      '_provide_code=false&_customer_number=5551234&userData%5Bsource%5D=web&userData%5Bpage%5D=home',
    );
    expect(await response.json()).toEqual({
      _id: 'c2c-1',
      _action: 'DialNumber',
      _access_number: '+442070000000',
      _tel_url: 'tel:+442070000000',
      _expiration_time: 3,
    });
    const [request] = await listed(simulator.urls.control);
    expect(request).toMatchObject({
      serviceName: 'c2c-svc',
      userData: { userData: { source: 'web', page: 'home' } },
      expiresAt: '2030-01-02T09:05:03.000Z',
    });
    expect(request).not.toHaveProperty('accessCode');
  });

  it.each([
    ['missing', '_call_direction=USERORIGINATED&firstname=Ada'],
    ['empty', '_customer_number=&firstname=Ada'],
    ['not a number', '_customer_number=call+me'],
    ['too short', '_customer_number=%2B1'],
  ])('a %s _customer_number answers 400 {exception, message}', async (_name, body) => {
    const simulator = await start();
    const response = await post(`${simulator.url}${service}`, body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      exception: 'com.genesyslab.gms.InvalidArgumentException',
      message: 'Invalid customer number',
    });
    expect(await listed(simulator.urls.control)).toMatchObject([
      { outcome: 'refused', status: 400, message: 'Invalid customer number' },
    ]);
  });

  it('checks the apikey header when the simulator has a key', async () => {
    const simulator = await start({ clicktocall: { apiKey: 'c2c-key' } });
    const url = `${simulator.url}${service}`;
    const missing = await post(url, widgetBody);
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ message: 'Missing API key.' });
    const wrong = await post(url, widgetBody, { apikey: 'other' });
    expect(await wrong.json()).toMatchObject({ message: 'Invalid API key.' });
    const right = await post(url, widgetBody, { apikey: 'c2c-key' });
    expect(right.status).toBe(200);
    expect(await right.json()).toMatchObject({ _access_number: '+18005550100' });
  });

  it('leaves the callback and EWT routes of /genesys/1/service alone', async () => {
    const simulator = await start();
    const callback = await post(
      `${simulator.url}/genesys/1/service/callback/callback-web`,
      '_customer_number=%2B15551234567',
    );
    expect(await callback.json()).toEqual({ _id: 'cb-1' });
    const ewt = await fetch(`${simulator.url}/genesys/1/service/ewt-for-vq?name=VQ&aqt=urs2`);
    expect(await ewt.json()).toMatchObject({ ewt: expect.any(Number) });
    expect(await listed(simulator.urls.control)).toEqual([]);
  });

  it('answers a preflight for the apikey header from another origin', async () => {
    const simulator = await start();
    const response = await fetch(`${simulator.url}${service}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://site.test',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,content-type',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-headers')).toMatch(/apikey/i);
  });
});
