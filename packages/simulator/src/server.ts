import type { AddressInfo } from 'node:net';
import fastifyCors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import fastifyWebsocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { chatDomain } from './chat/chat.domain';
import type { ChatEngine } from './chat/chat-engine.types';
import type { SimulatorDomain, SimulatorDomainInfo } from './domain';
import { createDomainRegistry, type DomainRegistry } from './domain-registry';
import { createEngine, type SimulatorEngine } from './engine/engine';
import {
  CONTROL_BASE,
  type SimulatorContext,
  type SimulatorModule,
  type SimulatorModuleInfo,
} from './module';
import {
  parseSimulatorOptions,
  type ResolvedSimulatorOptions,
  type SimulatorOptions,
} from './options';

/** What `createSimulatorApp` adds to its Fastify instance. */
export interface SimulatorRuntime {
  /** The run's shared engine (state, event log, faults, clock). */
  readonly engine: SimulatorEngine;
  /** The run's conversations (the chat domain's api); throws when no loaded module provides the chat domain. */
  readonly chat: ChatEngine;
  /** The validated options. */
  readonly options: ResolvedSimulatorOptions;
  /** The loaded modules and their endpoints. */
  modules(): readonly SimulatorModuleInfo[];
  /** The loaded domains, with the modules that provide and need them. */
  domains(): readonly SimulatorDomainInfo[];
  /** The run's api of a loaded domain; throws when no loaded module provides it. */
  domain<Options, Api>(domain: SimulatorDomain<Options, Api>): Api;
}

/** The simulator's Fastify instance, not yet listening. */
export type SimulatorApp = FastifyInstance & {
  /** The engine, options and modules of this simulator. */
  readonly simulator: SimulatorRuntime;
};

/** Addresses of a listening simulator. */
export interface SimulatorUrls {
  /** The static site root (`{url}/`), when `staticRoot` is set. */
  site: string | undefined;
  /** The glue endpoints' base (`{url}{apiBase}`). */
  api: string;
  /** The control API root (`{url}/sim/api/`). */
  control: string;
  /** The health endpoint. */
  health: string;
  /** The events WebSocket (`ws://...`). */
  events: string;
}

/** A listening simulator. */
export interface SimulatorInstance {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:50123`. */
  url: string;
  /** The port actually listened on. */
  port: number;
  /** Addresses of the site, glue API, control API, health and events. */
  urls: SimulatorUrls;
  /** The run's engine: state store, event log, faults and clock. */
  state: SimulatorEngine;
  /** The run's conversations (the chat domain's api), to drive or observe chats from a test. */
  readonly chat: ChatEngine;
  /** The run's api of a loaded domain, to drive or observe it from a test. */
  domain<Options, Api>(domain: SimulatorDomain<Options, Api>): Api;
  /** The underlying Fastify instance (e.g. for `inject`). */
  app: SimulatorApp;
  /** Stops listening and closes open connections; safe to call more than once. */
  close(): Promise<void>;
}

const corsMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Builds the simulator's Fastify app with its domains created and its modules registered; call `listen` or `inject` on it. */
export function createSimulatorApp(input: SimulatorOptions = {}): SimulatorApp {
  const options = parseSimulatorOptions(input);
  const engine = createEngine({ clock: options.clock, random: options.random });
  const domains = createDomainRegistry(options.modules, engine, { ...options });
  const loaded: SimulatorModuleInfo[] = [];
  const modules = () => loaded;

  const app = Fastify({ logger: options.logger, routerOptions: { ignoreTrailingSlash: true } });
  if (options.cors !== false) {
    app.register(fastifyCors, { origin: options.cors, credentials: true, methods: corsMethods });
  }
  app.register(fastifyWebsocket);
  domains.start();
  app.addHook('onClose', async () => {
    domains.stop();
    engine.timers.clearAll();
  });
  if (options.staticRoot !== undefined) {
    app.register(fastifyStatic, { root: options.staticRoot });
  }
  for (const module of options.modules) {
    const info: SimulatorModuleInfo = {
      name: module.name,
      description: module.description,
      endpoints: [],
    };
    loaded.push(info);
    app.register(async (scope) => {
      scope.addHook('onRoute', (route) => recordRoute(info, route));
      await module.register(
        scope,
        moduleContext(module, { engine, domains, options, modules, app }),
      );
    });
  }
  const runtime: SimulatorRuntime = {
    engine,
    get chat() {
      return domains.api(chatDomain);
    },
    options,
    modules,
    domains: () => domains.list(),
    domain: (domain) => domains.api(domain),
  };
  app.decorate('simulator', runtime);
  // decorate() does not narrow the instance's type; widening first lets the cast add `simulator`.
  const instance: FastifyInstance = app;
  return instance as SimulatorApp;
}

/** What every module's context shares: the run's engine, domains, options and root app. */
interface SharedContext {
  /** The run's engine. */
  engine: SimulatorEngine;
  /** The run's domains. */
  domains: DomainRegistry;
  /** The validated options. */
  options: ResolvedSimulatorOptions;
  /** The loaded modules so far. */
  modules: () => readonly SimulatorModuleInfo[];
  /** The root Fastify instance. */
  app: FastifyInstance;
}

function moduleContext(
  module: SimulatorModule,
  { engine, domains, options, modules, app }: SharedContext,
): SimulatorContext {
  const own = domains.scoped(module);
  return {
    engine,
    options,
    root: app,
    apiBase: options.apiBase,
    controlBase: CONTROL_BASE,
    emit: (type, data) => engine.events.append(module.name, type, data),
    modules,
    domains: () => domains.list(),
    domain: own.api,
    domainOptions: own.options,
  };
}

function recordRoute(
  info: SimulatorModuleInfo,
  route: { method: string | string[]; url: string; websocket?: boolean },
): void {
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  for (const method of methods) {
    // Fastify adds a HEAD route after every GET; listing it again would only be noise.
    const isImplicitHead =
      method === 'HEAD' &&
      info.endpoints.some((endpoint) => endpoint.method === 'GET' && endpoint.path === route.url);
    if (!isImplicitHead) {
      info.endpoints.push({ method, path: route.url, websocket: route.websocket === true });
    }
  }
}

function baseUrl(host: string, port: number): string {
  // Listening on every interface still needs a concrete address to print and to connect to.
  const reachable = host === '0.0.0.0' ? '127.0.0.1' : host === '::' ? '::1' : host;
  const hostPart = reachable.includes(':') ? `[${reachable}]` : reachable;
  return `http://${hostPart}:${port}`;
}

/** Validates the options, starts the simulator and resolves once it listens. */
export async function startSimulator(input: SimulatorOptions = {}): Promise<SimulatorInstance> {
  const app = createSimulatorApp(input);
  const { options, engine } = app.simulator;
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  const url = baseUrl(options.host, port);
  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    urls: {
      site: options.staticRoot === undefined ? undefined : `${url}/`,
      api: `${url}${options.apiBase}`,
      control: `${url}${CONTROL_BASE}/`,
      health: `${url}${CONTROL_BASE}/health`,
      events: `${url.replace(/^http/, 'ws')}${CONTROL_BASE}/events`,
    },
    state: engine,
    get chat() {
      return app.simulator.chat;
    },
    domain: (domain) => app.simulator.domain(domain),
    app,
    close() {
      closing ??= app.close().then(() => undefined);
      return closing;
    },
  };
}
