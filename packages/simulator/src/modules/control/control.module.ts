import * as z from 'zod';
import type { SimulatorEvent } from '../../engine/event-log';
import { bodyError, toBodyIssues } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import type { SimulatorModule } from '../../module';

/**
 * Query of the events WebSocket: `since` replays the kept entries after that sequence number;
 * `modules` (comma-separated module names) keeps only those modules' entries.
 */
export const eventsQuerySchema = z.object({
  since: z.coerce.number().int().min(0).optional(),
  modules: z
    .string()
    .regex(/^[^,]+(,[^,]+)*$/, 'must be module names separated by commas')
    .transform((list) => new Set(list.split(',')))
    .optional(),
});

/** The control API: module and domain listing, health, reset and the live event stream. */
export const controlModule: SimulatorModule = {
  name: 'control',
  description:
    'Control API: module and domain listing, health, reset, and a WebSocket streaming the event log (all of it, or the named modules).',
  register(app, context) {
    const { engine, apiBase, controlBase } = context;
    // A POST /reset sent with a JSON content type and no body must not be refused by a parser.
    acceptRawBodies(app);

    app.get(`${controlBase}/`, () => ({
      name: '@cxkit/simulator',
      apiBase,
      controlBase,
      modules: context.modules(),
      domains: context.domains(),
    }));

    app.get(`${controlBase}/health`, () => ({
      status: 'ok',
      uptimeMs: engine.clock.now() - engine.startedAt,
      modules: context.modules().map((module) => module.name),
    }));

    app.post(`${controlBase}/reset`, () => {
      engine.reset();
      return { status: 'ok' };
    });

    app.get(
      `${controlBase}/events`,
      {
        websocket: true,
        // Runs before the upgrade, so a bad query is answered with a plain HTTP 400.
        preValidation: async (request, reply) => {
          const query = eventsQuerySchema.safeParse(request.query);
          if (!query.success) {
            await reply
              .code(400)
              .send(bodyError(toBodyIssues(query.error.issues, 'query'), 'query'));
          }
        },
      },
      (socket, request) => {
        const { since, modules } = eventsQuerySchema.parse(request.query);
        const send = (event: SimulatorEvent) => {
          if (modules && !modules.has(event.module)) return;
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
        };
        if (since !== undefined) engine.events.entries(since).forEach(send);
        const unsubscribe = engine.events.subscribe(send);
        socket.on('close', unsubscribe);
      },
    );
  },
};
