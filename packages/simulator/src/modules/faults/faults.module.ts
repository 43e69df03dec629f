import { STATUS_CODES } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyError, readJsonBody } from '../../http/json-body';
import { acceptRawBodies } from '../../http/raw-body';
import type { SimulatorModule } from '../../module';
import { faultSchema, requestFaultActions } from './faults.schemas';
import { faultsState, strikeFault, type ArmedRouteFault, type FaultsState } from './faults.state';

/** Requests under this prefix (the simulator's own pages and control API) are never faulted. */
export const FAULT_EXEMPT_PREFIX = '/sim/';

/** What the faults decided for one request. */
interface FaultPlan {
  /** `METHOD path`, the key of recorded responses. */
  key: string;
  /** Milliseconds to wait before processing. */
  delayBefore: number;
  /** The ids of the delay faults that make up `delayBefore`. */
  delayedBy: string[];
  /** The fault that answers instead of the route, if any. */
  before?: ArmedRouteFault;
  /** Faults applied once the route has answered, in order. */
  after: ArmedRouteFault[];
  /** Whether the answer is not the route's own. */
  injected: boolean;
}

/** Route generic of the fault control routes: bodies arrive as raw text (see acceptRawBodies). */
interface FaultRoute {
  /** Path parameters. */
  Params: { id: string };
  /** The raw body. */
  Body: string | undefined;
}

function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function errorBody(status: number): string {
  return JSON.stringify({ error: STATUS_CODES[status] ?? 'Error', injected: true });
}

function headerText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * Fault injection for every route outside `/sim/`: delays, errors, dropped connections and replayed
 * responses, matched by a regular expression on the path. Load it before the modules it should affect.
 */
export const faultsModule: SimulatorModule = {
  name: 'faults',
  description:
    'Fault injection on every route outside /sim/: delay, error, drop (before or after processing) and duplicate; on push channels delay, duplicate, reorder and close.',
  register(app, context) {
    const { engine, controlBase, root } = context;
    const plans = new WeakMap<FastifyRequest, FaultPlan>();
    /** Each request a delay holds, by the ids of the faults that hold it: taking one back lets it go on. */
    const wakers = new Map<() => void, readonly string[]>();
    let closing = false;

    // Woken early (its fault taken back, or the simulator closing), the request still answers; on a
    // close, `connection: close` then frees its socket, which the server would otherwise keep open
    // (and the close waiting) until keep-alive expires.
    async function pause(
      ms: number,
      heldBy: readonly string[],
      reply: FastifyReply,
    ): Promise<void> {
      await wait(ms, heldBy);
      if (closing) reply.header('connection', 'close');
    }

    function wait(ms: number, heldBy: readonly string[]): Promise<void> {
      return new Promise((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          wakers.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, ms);
        wakers.set(wake, heldBy);
      });
    }

    /** Lets the requests held by delays that `taken` says were taken back go on at once. */
    function release(taken: (heldBy: readonly string[]) => boolean): void {
      for (const [wake, heldBy] of [...wakers]) if (taken(heldBy)) wake();
    }

    function strike(state: FaultsState, fault: ArmedRouteFault, request: FastifyRequest): void {
      strikeFault(state, fault);
      context.emit('faults.applied', {
        id: fault.id,
        action: fault.action,
        after: fault.after,
        method: request.method,
        path: pathOf(request.url),
      });
    }

    function planFor(request: FastifyRequest, path: string): FaultPlan {
      const state = engine.store.get(faultsState);
      const plan: FaultPlan = {
        key: `${request.method} ${path}`,
        delayBefore: 0,
        delayedBy: [],
        after: [],
        injected: false,
      };
      for (const fault of [...state.faults]) {
        if (!requestFaultActions.includes(fault.action)) continue;
        if (!new RegExp(fault.route).test(path)) continue;
        if (fault.action === 'duplicate' && !state.responses.has(plan.key)) continue;
        if (fault.probability < 1 && !(engine.random() < fault.probability)) continue;
        strike(state, fault, request);
        if (fault.after) {
          plan.after.push(fault);
          if (fault.action !== 'delay') break;
        } else if (fault.action === 'delay') {
          plan.delayBefore += fault.ms ?? 0;
          plan.delayedBy.push(fault.id);
        } else {
          plan.before = fault;
          break;
        }
      }
      return plan;
    }

    function drop(request: FastifyRequest, reply: FastifyReply): FastifyReply {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }

    root.addHook('onRequest', async (request, reply) => {
      const path = pathOf(request.url);
      // Preflights would otherwise use up counts meant for the requests they precede.
      if (request.method === 'OPTIONS' || path.startsWith(FAULT_EXEMPT_PREFIX)) return;
      const plan = planFor(request, path);
      plans.set(request, plan);
      const recorded = engine.store.get(faultsState).responses.get(plan.key);
      if (plan.delayBefore > 0) await pause(plan.delayBefore, plan.delayedBy, reply);
      const fault = plan.before;
      if (!fault) return;
      plan.injected = true;
      if (fault.action === 'drop') return drop(request, reply);
      if (fault.action === 'duplicate' && recorded) {
        if (recorded.contentType) reply.header('content-type', recorded.contentType);
        if (recorded.contentDisposition) {
          reply.header('content-disposition', recorded.contentDisposition);
        }
        return reply.code(recorded.status).send(recorded.payload);
      }
      const status = fault.status ?? 500;
      return reply
        .code(status)
        .header('content-type', 'application/json; charset=utf-8')
        .send(errorBody(status));
    });

    root.addHook('onSend', async (request, reply, payload) => {
      const plan = plans.get(request);
      if (!plan || plan.injected) return payload;
      for (const fault of plan.after) {
        if (fault.action === 'delay') {
          await pause(fault.ms ?? 0, [fault.id], reply);
        } else if (fault.action === 'drop') {
          drop(request, reply);
          return payload;
        } else {
          const status = fault.status ?? 500;
          reply.code(status).header('content-type', 'application/json; charset=utf-8');
          return errorBody(status);
        }
      }
      if (payload === null || typeof payload === 'string' || Buffer.isBuffer(payload)) {
        engine.store.get(faultsState).responses.set(plan.key, {
          status: reply.statusCode,
          contentType: headerText(reply.getHeader('content-type')),
          contentDisposition: headerText(reply.getHeader('content-disposition')),
          payload,
        });
      }
      return payload;
    });

    // Lets delayed requests finish at once so that closing the simulator does not wait them out.
    root.addHook('preClose', (done) => {
      closing = true;
      release(() => true);
      done();
    });

    acceptRawBodies(app);
    const faults = `${controlBase}/faults`;

    app.get(faults, () => ({ faults: engine.store.get(faultsState).faults }));
    app.post<FaultRoute>(faults, (request, reply) => {
      const result = readJsonBody(request.body, faultSchema);
      if (!result.ok) return reply.code(400).send(bodyError(result.issues));
      const state = engine.store.get(faultsState);
      const { count, ms, status, ...rest } = result.value;
      const fault: ArmedRouteFault = {
        id: `fault-${state.nextId}`,
        ...rest,
        ...(ms === undefined ? {} : { ms }),
        ...(status === undefined ? {} : { status }),
        remaining: count ?? null,
        hits: 0,
        armedAt: new Date(engine.clock.now()).toISOString(),
      };
      state.nextId += 1;
      state.faults.push(fault);
      context.emit('faults.armed', fault);
      return { fault };
    });
    app.delete(faults, () => {
      const state = engine.store.get(faultsState);
      const cleared = state.faults.length;
      state.faults = [];
      release(() => true);
      context.emit('faults.cleared', { cleared });
      return { cleared };
    });
    app.delete<FaultRoute>(`${faults}/:id`, (request, reply) => {
      const state = engine.store.get(faultsState);
      const kept = state.faults.filter((fault) => fault.id !== request.params.id);
      if (kept.length === state.faults.length) {
        return reply
          .code(404)
          .send({ error: 'Not Found', message: `No fault with id ${request.params.id}` });
      }
      state.faults = kept;
      release((heldBy) => heldBy.includes(request.params.id));
      context.emit('faults.cleared', { cleared: 1, id: request.params.id });
      return { cleared: 1 };
    });
  },
};
