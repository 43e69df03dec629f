import type { FastifyInstance } from 'fastify';

/**
 * Makes every request body in this (encapsulated) Fastify context arrive as the raw string.
 *
 * Fastify's own JSON parser answers malformed or empty bodies before a handler runs; the simulator
 * must record and explain those too, and clients may send JSON as `text/plain` to skip preflights.
 */
export function acceptRawBodies(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    done(null, body);
  });
}
