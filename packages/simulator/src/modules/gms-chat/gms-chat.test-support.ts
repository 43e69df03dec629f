import { expect } from 'vitest';
import type { SimulatorInstance } from '../../server';
import type { GmsEnvelope } from './gms-chat.envelope';

/** The fields the existing widget sends to start a chat (protocols 1.5b). */
export const widgetStartFields: [string, string][] = [
  ['alias', ''],
  ['secureKey', ''],
  ['userId', ''],
  ['nickname', ''],
  ['text', ''],
  ['firstName', 'Ada'],
  ['lastName', 'Lovelace'],
  ['emailAddress', 'ada@example.com'],
  ['subject', 'Billing'],
  ['userData[GCTI_LanguageCode]', 'en'],
  ['userData[_genesys_source]', 'web'],
  ['userData[_genesys_url]', 'https://shop.example/help?a=1&b=2'],
];

/** The base URL of a GMS chat service on the simulator. */
export function gmsBase(simulator: SimulatorInstance, service = 'customer-support'): string {
  return `${simulator.url}/genesys/2/chat/${service}`;
}

/** POSTs URL-encoded fields, as the widget does. */
export function postForm(
  url: string,
  fields: readonly (readonly [string, string])[] | Record<string, string>,
  headers: Record<string, string> = {},
): Promise<Response> {
  const entries = Array.isArray(fields) ? fields : Object.entries(fields);
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8', ...headers },
    body: new URLSearchParams(entries.map(([name, value]) => [name, value])).toString(),
  });
}

/** POSTs a multipart form. */
export function postMultipart(url: string, form: FormData): Promise<Response> {
  return fetch(url, { method: 'POST', body: form });
}

/** A started GMS chat as a client holds it. */
export interface GmsSession {
  /** The chat id. */
  chatId: string;
  /** The keys every request echoes. */
  keys: { alias: string; secureKey: string; userId: string };
  /** URL of an operation of this chat (`refresh`, `send`, `file/limits`, ...). */
  url(operation: string): string;
  /** POSTs URL-encoded fields plus the keys to an operation, resolving with status and body. */
  call(
    operation: string,
    fields?: Record<string, string>,
  ): Promise<{ status: number; body: GmsEnvelope }>;
}

/** Starts a chat the way the widget does and returns its session. */
export async function startGmsChat(
  simulator: SimulatorInstance,
  extra: [string, string][] = [],
): Promise<GmsSession> {
  const base = gmsBase(simulator);
  const response = await postForm(`${base}/`, [...widgetStartFields, ...extra]);
  expect(response.status).toBe(200);
  const started = (await response.json()) as GmsEnvelope;
  const keys = { alias: started.alias, secureKey: started.secureKey, userId: started.userId };
  const url = (operation: string) => `${base}/${started.chatId}/${operation}`;
  return {
    chatId: started.chatId,
    keys,
    url,
    async call(operation, fields = {}) {
      const reply = await postForm(url(operation), { ...keys, ...fields });
      return { status: reply.status, body: (await reply.json()) as GmsEnvelope };
    },
  };
}

/** POSTs a JSON body to the control API. */
export function control(simulator: SimulatorInstance, path: string, body?: unknown) {
  return fetch(`${simulator.url}/sim/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
