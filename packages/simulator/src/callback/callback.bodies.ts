import type { FastifyInstance } from 'fastify';
import { FormBodyError, nestFormEntries } from '../modules/gms-chat/gms-chat.form';
import { withinDepth, tooDeep } from '../http/json-body';

/**
 * Makes every body in this (encapsulated) Fastify context arrive as an object: JSON (the GES SDK)
 * parsed, anything else read as URL-encoded with bracket names nested (the widget's `$.param`).
 */
export function acceptCallbackBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, {});
    try {
      const parsed = JSON.parse(text) as unknown;
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
        return done(new FormBodyError('A JSON body must be an object'), undefined);
      }
      if (!withinDepth(parsed)) return done(new FormBodyError(`The body ${tooDeep}`), undefined);
      done(null, parsed);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      done(new FormBodyError(`Not valid JSON: ${reason}`), undefined);
    }
  });
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, nestFormEntries([...new URLSearchParams(String(body))]));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

/** A field as text: strings as they are, anything else none. */
export const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A header's value (the first when repeated). */
export const header = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;
