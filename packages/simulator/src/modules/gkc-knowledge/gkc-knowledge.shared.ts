import { STATUS_CODES } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KnowledgeBackEnd, KnowledgeFormat } from '../../knowledge/knowledge-engine';

/** The response header carrying the session id (v2), which a cross-origin page may read. */
export const sessionHeader = 'gkc_sessionId';

/** A header's value as one string, if sent. */
export function headerValue(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** A query parameter as one string ('' when absent). */
export function queryText(value: unknown): string {
  if (Array.isArray(value)) return queryText(value[0]);
  return typeof value === 'string' ? value : '';
}

/** A list parameter: comma-separated text (`kbs=kb1,kb2`), repeated parameters or a JSON array; empty items dropped. */
export function listOf(value: unknown): string[] {
  const items = Array.isArray(value) ? value : [value];
  return items
    .flatMap((item) => (typeof item === 'string' ? item.split(',') : []))
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** A positive integer parameter, or undefined. */
export function countOf(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : queryText(value);
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

/** `outputFormat=HTML` (any case) asks for HTML; anything else gives text. */
export function formatOf(value: unknown): KnowledgeFormat {
  return queryText(value).toUpperCase() === 'HTML' ? 'HTML' : 'TEXT';
}

/** The body a refused request answers on both wires: `{error, status, message?}`. */
export function errorPayload(status: number, message?: string) {
  return {
    error: STATUS_CODES[status] ?? 'Error',
    status,
    ...(message === undefined ? {} : { message }),
  };
}

/** A raw JSON body as an object ({} when absent or not a JSON object). */
export function jsonObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'string' || body.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The hooks every knowledge route of `app` shares: the faults armed through the control API
 * (`error`, `delay`, `drop`), and `Access-Control-Expose-Headers: gkc_sessionId`, without which a
 * cross-origin page cannot read the session id.
 */
export function installKnowledgeHooks(app: FastifyInstance, knowledge: KnowledgeBackEnd): void {
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('access-control-expose-headers', sessionHeader);
    const fault = knowledge.takeFault(pathOf(request.url));
    if (!fault) return;
    if (fault.delayMs > 0) await sleep(fault.delayMs);
    if (fault.kind === 'delay') return;
    if (fault.kind === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    return reply
      .code(fault.status)
      .type('application/json; charset=utf-8')
      .send(errorPayload(fault.status, fault.message));
  });
}
