import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSendMessageService, SendMessageRefusal } from './send-message.client';
import { SendMessageServiceConfigError } from './send-message.options';

const dataURL = 'https://gms.cx.test/genesys/2/email/email-web';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const formData = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  email: 'ada@example.org',
  subject: 'Hi there',
  messagebody: 'Plain body',
};

interface Seen {
  contentType: string | null;
  apikey: string | null;
  ccid: string | null;
  body: string;
  parts: [string, string, string?][];
}

/** Answers `answer` and keeps what each request carried. */
function record(answer: () => Response | Promise<Response>): Seen[] {
  const seen: Seen[] = [];
  server.use(
    http.post(dataURL, async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const copy = request.clone();
      const parts: Seen['parts'] = [];
      if (contentType?.startsWith('multipart/')) {
        for (const [name, value] of (await request.formData()).entries()) {
          parts.push(typeof value === 'string' ? [name, value] : [name, value.name, value.type]);
        }
      }
      seen.push({
        contentType,
        apikey: request.headers.get('apikey'),
        ccid: request.headers.get('contactcenterid'),
        body: contentType?.startsWith('multipart/') ? '' : await copy.text(),
        parts,
      });
      return answer();
    }),
  );
  return seen;
}

describe('SendMessageService on the wire', () => {
  it('posts multipart with uploads on: parts in order, userData key=value, then the files; apikey and ContactCenterId', async () => {
    const seen = record(() => HttpResponse.json({ interactionId: 'em-1' }));
    const service = createSendMessageService({
      options: { dataURL, apikey: 'sm-key', ccid: 'cc-1', userData: { cfgKey: 'sm' } },
    });
    const outcome = await service.sendForm({
      formData,
      userData: { openKey: 'sm-open' },
      files: [
        new File(['hello'], 'note.txt', { type: 'text/plain' }),
        new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }),
      ],
    });
    expect(outcome).toEqual({ ok: true, sent: { interactionId: 'em-1' } });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(seen[0]!.apikey).toBe('sm-key');
    expect(seen[0]!.ccid).toBe('cc-1');
    expect(seen[0]!.parts).toEqual([
      ['lastName', 'Lovelace'],
      ['firstName', 'Ada'],
      ['fromAddress', 'ada@example.org'],
      ['subject', 'Hi there'],
      ['text', 'Plain body'],
      ['userData', 'cfgKey=sm'],
      ['userData', 'openKey=sm-open'],
      ['files', 'note.txt', 'text/plain'],
      ['files', 'scan.pdf', 'application/pdf'],
    ]);
  });

  it('posts URL-encoded with uploads off, exactly as the widget builds it, without files', async () => {
    const seen = record(() => HttpResponse.json({ interactionId: 'em-2' }));
    const service = createSendMessageService({
      options: { dataURL, uploadsEnabled: false, userData: { cfgKey: 'sm' } },
    });
    await service.sendForm({
      formData: {
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.org',
        subject: 'Hi there',
        text: 'Plain body',
      },
      files: [new File(['x'], 'ignored.txt')],
    });
    expect(seen[0]!.contentType).toBe('application/x-www-form-urlencoded');
    expect(seen[0]!.apikey).toBeNull();
    expect(seen[0]!.ccid).toBeNull();
    expect(seen[0]!.body).toBe(
      'firstName=Ada&lastName=Lovelace&fromAddress=ada%40example.org&subject=Hi+there&text=Plain+body&userData=cfgKey%3Dsm',
    );
  });

  it('reads either spelling of the names, the lower-case first; a request key overrides the configured one in place', async () => {
    const seen = record(() => HttpResponse.json({ interactionId: 'em-3' }));
    const service = createSendMessageService({
      options: { dataURL, uploadsEnabled: false, userData: { a: '1', b: '2' } },
    });
    await service.sendForm({
      formData: { firstname: 'A', firstName: 'B', text: 'T', messagebody: 'M' },
      userData: { a: 'x y', c: 3 },
    });
    expect(seen[0]!.body).toBe(
      'firstName=A&lastName=&fromAddress=&subject=&text=T&userData=a%3Dx+y&userData=b%3D2&userData=c%3D3',
    );
  });

  it('answers a 400 {errors} as an error with the parsed result and status', async () => {
    record(() => HttpResponse.json({ errors: [{ code: 202, advice: 10485760 }] }, { status: 400 }));
    const service = createSendMessageService({ options: { dataURL } });
    expect(await service.sendForm({ formData })).toEqual({
      ok: false,
      failure: {
        result: { errors: [{ code: 202, advice: 10485760 }] },
        textStatus: 'error',
        statusCode: 400,
      },
    });
  });

  it('answers a 200 {statusCode, errors} without interactionId as an error with textStatus success', async () => {
    record(() => HttpResponse.json({ statusCode: 2, errors: [{ code: 381 }] }));
    const service = createSendMessageService({ options: { dataURL } });
    expect(await service.sendForm({ formData })).toEqual({
      ok: false,
      failure: {
        result: { statusCode: 2, errors: [{ code: 381 }] },
        textStatus: 'success',
        statusCode: 200,
      },
    });
  });

  it('parses a multipart answer served as text; URL-encoded, a text answer is an error', async () => {
    record(() => HttpResponse.text('{"interactionId":"em-4"}'));
    const multipart = createSendMessageService({ options: { dataURL } });
    expect(await multipart.sendForm({ formData })).toEqual({
      ok: true,
      sent: { interactionId: 'em-4' },
    });
    const encoded = createSendMessageService({ options: { dataURL, uploadsEnabled: false } });
    expect(await encoded.sendForm({ formData })).toMatchObject({
      ok: false,
      failure: { textStatus: 'success', result: '{"interactionId":"em-4"}' },
    });
  });

  it('times out a URL-encoded message after ajaxTimeout; a multipart one waits', async () => {
    record(async () => {
      await delay(300);
      return HttpResponse.json({ interactionId: 'em-5' });
    });
    const encoded = createSendMessageService({
      options: { dataURL, uploadsEnabled: false, ajaxTimeout: 100 },
    });
    expect(await encoded.sendForm({ formData })).toEqual({
      ok: false,
      failure: { textStatus: 'timeout', statusCode: 0 },
    });
    const multipart = createSendMessageService({ options: { dataURL, ajaxTimeout: 100 } });
    expect(await multipart.sendForm({ formData })).toEqual({
      ok: true,
      sent: { interactionId: 'em-5' },
    });
  });

  it('answers a network failure as an error with status 0', async () => {
    server.use(http.post(dataURL, () => HttpResponse.error()));
    const service = createSendMessageService({ options: { dataURL } });
    expect(await service.sendForm({ formData })).toEqual({
      ok: false,
      failure: { textStatus: 'error', statusCode: 0 },
    });
  });
});

describe('SendMessageService refusals and configuration', () => {
  it("refuses without dataURL ('Invalid configuration') and without formData ('No formData found')", async () => {
    const unconfigured = createSendMessageService();
    expect(unconfigured.isConfigured).toBe(false);
    await expect(unconfigured.sendForm({ formData })).rejects.toThrow('Invalid configuration');
    const service = createSendMessageService({ options: { dataURL } });
    await expect(service.sendForm(undefined)).rejects.toThrow('No formData found');
    await expect(service.sendForm({})).rejects.toBeInstanceOf(SendMessageRefusal);
  });

  it("refuses uploads on a browser without FormData, with the widget's text; URL-encoded still works", async () => {
    record(() => HttpResponse.json({ interactionId: 'em-6' }));
    const service = createSendMessageService({ options: { dataURL }, hasFormData: () => false });
    await expect(service.sendForm({ formData })).rejects.toThrow(
      'No HTMl5 formData support on your browser',
    );
    service.configure({ uploadsEnabled: false });
    expect(await service.sendForm({ formData })).toMatchObject({ ok: true });
  });

  it('configures over the current options with defaults 3000 and uploads on; bad values are named', () => {
    const service = createSendMessageService();
    expect(service.options).toMatchObject({ ajaxTimeout: 3000, uploadsEnabled: true });
    service.configure({ dataURL, apikey: 42, formValidation: false });
    expect(service.options).toMatchObject({ dataURL, apikey: '42', ajaxTimeout: 3000 });
    expect(() => service.configure({})).toThrow('Invalid configuration');
    expect(() => service.configure({ ajaxTimeout: -1 })).toThrow(SendMessageServiceConfigError);
    expect(() => service.configure({ ajaxTimeout: -1 })).toThrow(/sendmessage\.ajaxTimeout/);
  });
});
