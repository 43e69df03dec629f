import { describe, expect, it } from 'vitest';
import { createManualClock } from '../../engine/clock';
import type { ReceivedMessage } from '../../send-message/send-message-engine';
import { useSimulators } from '../../test-support';

const start = useSimulators();
const now = Date.UTC(2030, 0, 2, 9, 5);
const service = '/genesys/2/email/email-web';

/** The widget's multipart message of Appendix A. */
function widgetForm(files: File[] = [new File(['hello'], 'note.txt', { type: 'text/plain' })]) {
  const form = new FormData();
  form.append('lastName', 'Lovelace');
  form.append('firstName', 'Ada');
  form.append('fromAddress', 'ada@example.org');
  form.append('subject', 'Hi there');
  form.append('text', 'Plain body');
  form.append('userData', 'cfgKey=sm');
  form.append('userData', 'openKey=sm-open');
  for (const file of files) form.append('files', file, file.name);
  return form;
}

const post = (url: string, body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers:
      typeof body === 'string'
        ? { 'content-type': 'application/x-www-form-urlencoded', ...headers }
        : headers,
    body,
  });

async function listed(control: string): Promise<ReceivedMessage[]> {
  const response = await fetch(`${control}send-message`);
  return ((await response.json()) as { messages: ReceivedMessage[] }).messages;
}

describe('GMS Email API', () => {
  it("answers the widget's multipart message with an interactionId and lists it with its file", async () => {
    const simulator = await start({ clock: createManualClock(now) });
    const response = await post(`${simulator.url}${service}`, widgetForm(), {
      apikey: 'k',
      contactcenterid: 'cc-1',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ interactionId: 'em-1' });
    const [message] = await listed(simulator.urls.control);
    expect(message).toEqual({
      id: 'em-1',
      receivedAt: '2030-01-02T09:05:00.000Z',
      serviceName: 'email-web',
      encoding: 'multipart',
      contactCenterId: 'cc-1',
      firstName: 'Ada',
      lastName: 'Lovelace',
      fromAddress: 'ada@example.org',
      subject: 'Hi there',
      text: 'Plain body',
      userData: { cfgKey: 'sm', openKey: 'sm-open' },
      files: [{ name: 'note.txt', type: 'text/plain', size: 5 }],
      outcome: 'sent',
      status: 200,
      interactionId: 'em-1',
    });
    const download = await fetch(`${simulator.urls.control}send-message/em-1/files/0`);
    expect(download.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await download.text()).toBe('hello');
  });

  it("answers the widget's URL-encoded message", async () => {
    const simulator = await start();
    const response = await post(
      `${simulator.url}${service}`,
      'firstName=Ada&lastName=Lovelace&fromAddress=ada%40example.org&subject=Hi+there&text=Plain+body&userData=cfgKey%3Dsm',
    );
    expect(await response.json()).toEqual({ interactionId: 'em-1' });
    expect(await listed(simulator.urls.control)).toMatchObject([
      { encoding: 'urlencoded', subject: 'Hi there', userData: { cfgKey: 'sm' }, files: [] },
    ]);
  });

  it('refuses missing fields with 102, 103, 104, 181 and 182, and a bad from address with 381, as HTTP 400 JSON', async () => {
    const simulator = await start();
    const empty = await post(`${simulator.url}${service}`, 'firstName=&lastName=');
    expect(empty.status).toBe(400);
    expect(empty.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await empty.json()).toEqual({
      errors: [{ code: 102 }, { code: 103 }, { code: 104 }, { code: 181 }, { code: 182 }],
    });
    const badFrom = await post(
      `${simulator.url}${service}`,
      'firstName=A&lastName=B&fromAddress=nobody&subject=S&text=T',
    );
    expect(await badFrom.json()).toEqual({ errors: [{ code: 381, advice: 'nobody' }] });
  });

  it('enforces the GMS default limits: 10 files (201), 10 MB (202), the types (203)', async () => {
    const simulator = await start();
    const tooMany = Array.from({ length: 11 }, (_, i) => new File(['x'], `f${i}.txt`));
    const count = await post(`${simulator.url}${service}`, widgetForm(tooMany));
    expect(await count.json()).toEqual({ errors: [{ code: 201, advice: 10 }] });
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.zip');
    const size = await post(`${simulator.url}${service}`, widgetForm([big]));
    expect(await size.json()).toEqual({ errors: [{ code: 202, advice: 10485760 }] });
    const type = await post(`${simulator.url}${service}`, widgetForm([new File(['x'], 'run.exe')]));
    expect(type.status).toBe(400);
    expect(await type.json()).toEqual({ errors: [{ code: 203, advice: 'run.exe' }] });
    expect((await listed(simulator.urls.control)).map((m) => m.outcome)).toEqual([
      'refused',
      'refused',
      'refused',
    ]);
  });

  it('takes the limits from the options and the control API', async () => {
    const simulator = await start({
      sendmessage: { maxFiles: 1, maxTotalSize: 3, allowedTypes: ['exe'] },
    });
    const files = [new File(['abcd'], 'a.exe'), new File(['x'], 'b.exe')];
    const refused = await post(`${simulator.url}${service}`, widgetForm(files));
    expect(await refused.json()).toEqual({
      errors: [
        { code: 201, advice: 1 },
        { code: 202, advice: 3 },
      ],
    });
    const changed = await fetch(`${simulator.urls.control}send-message/settings`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ maxFiles: 5, maxTotalSize: 100 }),
    });
    expect(await changed.json()).toMatchObject({ maxFiles: 5, maxTotalSize: 100 });
    const sent = await post(`${simulator.url}${service}`, widgetForm(files));
    expect(await sent.json()).toEqual({ interactionId: 'em-2' });
  });

  it('requires the configured key', async () => {
    const simulator = await start({ sendmessage: { apiKey: 'sm-key' } });
    const missing = await post(`${simulator.url}${service}`, widgetForm());
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ errors: [{ code: 401, advice: 'Missing API key.' }] });
    const ok = await post(`${simulator.url}${service}`, widgetForm(), { apikey: 'sm-key' });
    expect(ok.status).toBe(200);
  });
});

describe('send-message control API', () => {
  it('forces errors, a status with a body and a dropped connection for the next messages, then clears', async () => {
    const simulator = await start();
    const control = `${simulator.urls.control}send-message`;
    const arm = (failure: object) =>
      fetch(`${control}/failures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(failure),
      });
    expect((await arm({ errors: [{ code: 203 }] })).status).toBe(200);
    await arm({ kind: 'status', status: 500, body: { reason: 'Mailbox full' } });
    await arm({ kind: 'network' });
    const first = await post(`${simulator.url}${service}`, widgetForm());
    expect([first.status, await first.json()]).toEqual([400, { errors: [{ code: 203 }] }]);
    const second = await post(`${simulator.url}${service}`, widgetForm());
    expect([second.status, await second.json()]).toEqual([500, { reason: 'Mailbox full' }]);
    await expect(post(`${simulator.url}${service}`, widgetForm())).rejects.toThrow();
    const fourth = await post(`${simulator.url}${service}`, widgetForm());
    expect(fourth.status).toBe(200);
    expect((await arm({ kind: 'nope' })).status).toBe(400);
    expect((await listed(simulator.urls.control)).map((m) => m.outcome)).toEqual([
      'forced',
      'forced',
      'network',
      'sent',
    ]);
    expect(await (await fetch(control, { method: 'DELETE' })).json()).toEqual({ cleared: 4 });
    expect(await listed(simulator.urls.control)).toEqual([]);
    expect((await fetch(`${control}/em-1/files/0`)).status).toBe(404);
  });
});
