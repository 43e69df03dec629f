import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBus } from '../../bus/bus';
import type { Bus } from '../../bus/bus.types';
import {
  contactDataFrom,
  readFormInputsOf,
  registerPageGlue,
  type PageGlueOptions,
} from './page-glue';

interface Request {
  method: string;
  url: string;
  body: unknown;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function setup(
  options: Partial<PageGlueOptions> = {},
  respond = () => new Response('{}', { status: 200 }),
) {
  const bus = createBus({ logger: { debug: vi.fn(), error: vi.fn() } });
  const requests: Request[] = [];
  const logger = { debug: vi.fn(), error: vi.fn() };
  const fetch = vi.fn(async (request: globalThis.Request) => {
    const body = request.method === 'GET' ? undefined : await request.json();
    requests.push({ method: request.method, url: new URL(request.url).pathname, body });
    return respond();
  });
  cleanups.push(
    registerPageGlue(bus, {
      apiBase: 'http://site.test/cx-api/',
      fetch,
      logger,
      pagePath: () => '/products/tv',
      readFormInputs: () => ({
        firstname: 'Dom',
        lastname: 'Input',
        email: 'dom@example.com',
        phonenumber: '',
      }),
      ...options,
    }),
  );
  const app = bus.registerPlugin('App');
  return { bus, app, requests, logger, fetch };
}

function channel(bus: Bus, name: string) {
  const plugin = bus.registerPlugin(name);
  plugin.registerEvents(['opened', 'submitted']);
  plugin.registerCommand('close', () => undefined);
  plugin.ready();
  return plugin;
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe('page glue', () => {
  it('registers under the product plugin name only once App.ready is published', async () => {
    const { bus, app } = setup();
    await settle();
    expect(bus.registry().map((plugin) => plugin.name)).toEqual(['App']);
    app.ready();
    await settle();
    expect(bus.registry().map((plugin) => plugin.name)).toEqual(['App', 'CxKit']);
  });

  it('writes an error to the console when its plugin cannot be registered', async () => {
    const { bus, app, logger } = setup();
    bus.registerPlugin('CxKit');
    app.ready();
    await settle();
    expect(logger.error).toHaveBeenCalledWith(
      '[cxkit] the page glue plugin CxKit is undefined:',
      'The Extension name is already taken.',
    );
  });

  it('stores the contact data from the submitted form and logs the action', async () => {
    const { bus, app, requests } = setup();
    app.ready();
    const webChat = channel(bus, 'WebChat');
    await settle();
    webChat.publish('submitted', {
      form: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        phonenumber: '+44 20 1234',
      },
    });
    await settle();
    const userData = {
      FirstName: 'Ada',
      LastName: 'Lovelace',
      Email: 'ada@example.com',
      Phone: '+44 20 1234',
    };
    expect(requests).toEqual([
      { method: 'POST', url: '/cx-api/StorePersonalInformation', body: userData },
      {
        method: 'POST',
        url: '/cx-api/LogAction',
        body: { requestUrl: '/products/tv', action: 'WebChat.submitted', userData },
      },
    ]);
  });

  it('reads the page inputs when the event carries no form', async () => {
    const { bus, app, requests } = setup();
    app.ready();
    const callback = channel(bus, 'Callback');
    await settle();
    callback.publish('submitted', undefined);
    await settle();
    expect(requests[0]?.body).toEqual({
      FirstName: 'Dom',
      LastName: 'Input',
      Email: 'dom@example.com',
      Phone: '',
    });
    expect(requests[1]?.body).toMatchObject({ action: 'Callback.submitted' });
  });

  it("takes the WebChat.submitted payload's form as it is, the page inputs left unread", async () => {
    const readFormInputs = vi.fn(() => ({ firstname: 'Dom' }));
    const { bus, app, requests } = setup({ readFormInputs });
    app.ready();
    const webChat = channel(bus, 'WebChat');
    await settle();
    webChat.publish('submitted', { form: { firstname: 'Ada', email: 'ada@example.com' } });
    await settle();
    expect(requests[0]?.body).toEqual({
      FirstName: 'Ada',
      LastName: '',
      Email: 'ada@example.com',
      Phone: '',
    });
    expect(requests[1]?.body).toMatchObject({ action: 'WebChat.submitted' });
    expect(readFormInputs).not.toHaveBeenCalled();
  });

  it('reads the page inputs when the payload has no form object', async () => {
    const { bus, app, requests } = setup();
    app.ready();
    const sendMessage = channel(bus, 'SendMessage');
    await settle();
    sendMessage.publish('submitted', { form: 'Ada' });
    await settle();
    expect(requests[0]?.body).toMatchObject({ FirstName: 'Dom', LastName: 'Input' });
    expect(requests[1]?.body).toMatchObject({ action: 'SendMessage.submitted' });
  });

  it('writes failures to the console with status and status text, without retrying', async () => {
    const { bus, app, requests, logger } = setup(
      {},
      () => new Response('nope', { status: 503, statusText: 'Service Unavailable' }),
    );
    app.ready();
    const callUs = channel(bus, 'CallUs');
    await settle();
    callUs.publish('opened', {});
    await settle();
    expect(requests).toHaveLength(1);
    expect(logger.error).toHaveBeenCalledWith(
      '[cxkit] GET http://site.test/cx-api/sessionabort failed: 503 Service Unavailable',
    );
  });

  it('stops listening once removed', async () => {
    const { bus, app, requests } = setup();
    app.ready();
    const webChat = channel(bus, 'WebChat');
    await settle();
    cleanups.pop()?.();
    expect(bus.registry().map((plugin) => plugin.name)).not.toContain('CxKit');
    webChat.publish('opened', {});
    await settle();
    expect(requests).toEqual([]);
  });
});

describe('contactDataFrom', () => {
  it('maps the named inputs and turns missing values into empty strings', () => {
    expect(contactDataFrom({ firstname: 'A', phonenumber: 123 })).toEqual({
      FirstName: 'A',
      LastName: '',
      Email: '',
      Phone: '123',
    });
  });
});

describe('readFormInputsOf', () => {
  it('reads the contact inputs and textareas of a page by name', async () => {
    const win = new Window();
    win.document.body.innerHTML =
      '<input name="firstname" value="Ada"><textarea name="email">ada@example.com</textarea>';
    expect(readFormInputsOf(win.document as unknown as Document)).toEqual({
      firstname: 'Ada',
      lastname: undefined,
      email: 'ada@example.com',
      phonenumber: undefined,
    });
    await win.happyDOM.close();
  });
});
