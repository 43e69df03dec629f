import type { Bus, BusEvent, Unsubscribe } from '../../bus/bus.types';
import { createHttpClient, HttpError, type FetchFunction } from '../http/http-client';
import { exclusiveChannels } from './exclusive-channels';

export { exclusiveChannels, type ExclusiveChannel } from './exclusive-channels';

/** The submissions whose contact data is stored and whose action is logged. */
export const loggedSubmissions = [
  'WebChat.submitted',
  'SendMessage.submitted',
  'Callback.submitted',
] as const;

/** The visitor's contact data as the glue endpoints take it. */
export interface ContactData {
  /** From the input named `firstname`. */
  FirstName: string;
  /** From the input named `lastname`. */
  LastName: string;
  /** From the input named `email`. */
  Email: string;
  /** From the input named `phonenumber`. */
  Phone: string;
}

/** Form values keyed by input name. */
export type FormValues = Partial<
  Record<'firstname' | 'lastname' | 'email' | 'phonenumber', unknown>
>;

/** Options of {@link registerPageGlue}. */
export interface PageGlueOptions {
  /** Path (or URL) of the site's glue endpoints, e.g. `/cx-api`. */
  apiBase: string;
  /** Plugin name to register under. @default 'CxKit' */
  pluginName?: string;
  /** The `fetch` to use. @default globalThis.fetch */
  fetch?: FetchFunction;
  /** The current page path for `LogAction`. @default location.pathname */
  pagePath?: () => string;
  /** Reads the contact form inputs when a submitted event carries no form. @default the page's inputs by name */
  readFormInputs?: () => FormValues;
  /** Where failures (status and status text) and traces go. @default console */
  logger?: Pick<Console, 'error' | 'debug'>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** Maps form values (inputs named firstname, lastname, email, phonenumber) to the contact data record. */
export function contactDataFrom(form: FormValues): ContactData {
  return {
    FirstName: text(form.firstname),
    LastName: text(form.lastname),
    Email: text(form.email),
    Phone: text(form.phonenumber),
  };
}

/** Reads the contact form inputs (by name: firstname, lastname, email, phonenumber) of a page. */
export function readFormInputsOf(page: Pick<Document, 'querySelector'>): FormValues {
  const value = (name: string) =>
    page.querySelector<HTMLInputElement>(`input[name="${name}"], textarea[name="${name}"]`)?.value;
  return {
    firstname: value('firstname'),
    lastname: value('lastname'),
    email: value('email'),
    phonenumber: value('phonenumber'),
  };
}

function readPageInputs(): FormValues {
  return typeof document === 'undefined' ? {} : readFormInputsOf(document);
}

function formOf(event: BusEvent): FormValues | undefined {
  const data = event.data;
  if (typeof data !== 'object' || data === null || !('form' in data)) return undefined;
  const form = (data as { form: unknown }).form;
  return typeof form === 'object' && form !== null ? (form as FormValues) : undefined;
}

/**
 * The page glue: once `App.ready` is published it registers under the product's plugin name and
 * keeps one contact channel open at a time (closing the others and aborting the session), and on a
 * web chat, send-message or callback submission stores the contact data and logs the action.
 * Failed calls are only written to the console with status and status text; nothing is retried.
 * Returns the function that removes it.
 */
export function registerPageGlue(bus: Bus, options: PageGlueOptions): Unsubscribe {
  const logger = options.logger ?? console;
  const pluginName = options.pluginName ?? 'CxKit';
  const base = options.apiBase.replace(/\/+$/, '');
  const http = createHttpClient({ fetch: options.fetch });
  const pagePath =
    options.pagePath ?? (() => (typeof location === 'undefined' ? '/' : location.pathname));
  const readFormInputs = options.readFormInputs ?? readPageInputs;
  const subscriptions: Unsubscribe[] = [];
  let registered = false;

  const call = async (label: string, request: () => Promise<unknown>) => {
    try {
      await request();
      logger.debug(`[cxkit] ${label}: ok`);
    } catch (error) {
      if (error instanceof HttpError) {
        logger.error(`[cxkit] ${label} failed: ${error.status} ${error.statusText}`);
      } else {
        logger.error(`[cxkit] ${label} failed:`, error);
      }
    }
  };

  const onChannelOpened = (event: BusEvent) => {
    const opened = event.publisher;
    const present = new Set(bus.registry().map((plugin) => plugin.name));
    for (const channel of exclusiveChannels) {
      if (channel === opened || !present.has(channel)) continue;
      bus.untyped.command(`${channel}.close`, {}, pluginName).catch((error: unknown) => {
        logger.debug(`[cxkit] ${channel}.close:`, error instanceof Error ? error.message : error);
      });
    }
    void call(`GET ${base}/sessionabort`, () => http.get(`${base}/sessionabort`));
  };

  const onSubmitted = (event: BusEvent) => {
    const userData = contactDataFrom(formOf(event) ?? readFormInputs());
    void call(`POST ${base}/StorePersonalInformation`, () =>
      http.postJson(`${base}/StorePersonalInformation`, userData),
    );
    void call(`POST ${base}/LogAction`, () =>
      http.postJson(`${base}/LogAction`, { requestUrl: pagePath(), action: event.event, userData }),
    );
  };

  const register = () => {
    if (registered) return;
    try {
      bus.registerPlugin(pluginName).ready();
      registered = true;
    } catch (error) {
      logger.error(
        `[cxkit] the page glue plugin ${pluginName} is undefined:`,
        error instanceof Error ? error.message : error,
      );
      return;
    }
    for (const channel of exclusiveChannels) {
      subscriptions.push(bus.untyped.subscribe(`${channel}.opened`, onChannelOpened));
    }
    for (const submission of loggedSubmissions) {
      subscriptions.push(bus.untyped.subscribe(submission, onSubmitted));
    }
  };

  subscriptions.push(bus.untyped.subscribe('App.ready', register));
  return () => {
    for (const unsubscribe of subscriptions.splice(0)) unsubscribe();
    if (registered) bus.unregisterPlugin(pluginName);
    registered = false;
  };
}
