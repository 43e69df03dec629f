import type { FastifyInstance } from 'fastify';
import type { SimulatorDomain, SimulatorDomainInfo } from './domain';
import type { SimulatorEngine } from './engine/engine';
import type { SimulatorEvent } from './engine/event-log';
import type { ResolvedSimulatorOptions } from './options';

/** Root path of the control API; each module puts its own control endpoints under `{CONTROL_BASE}/{name}`. */
export const CONTROL_BASE = '/sim/api';

/** One route a module registered. */
export interface SimulatorEndpoint {
  /** HTTP method (`GET` for WebSocket routes). */
  method: string;
  /** Full path, including any prefix. */
  path: string;
  /** Whether the route is a WebSocket endpoint. */
  websocket: boolean;
}

/** A loaded module as the control API lists it. */
export interface SimulatorModuleInfo {
  /** The module's name. */
  name: string;
  /** What it simulates. */
  description: string;
  /** The routes it registered. */
  endpoints: SimulatorEndpoint[];
}

/** What a module receives besides its Fastify context: the shared engine and a few paths. */
export interface SimulatorContext {
  /** The run's shared state, event log, faults and clock. */
  readonly engine: SimulatorEngine;
  /** The validated simulator options. */
  readonly options: ResolvedSimulatorOptions;
  /** The root Fastify instance, for hooks that must see the routes of the modules loaded after this one. */
  readonly root: FastifyInstance;
  /** Path prefix of the site glue endpoints, e.g. `/cx-api`. */
  readonly apiBase: string;
  /** Root of the control API, {@link CONTROL_BASE}. */
  readonly controlBase: string;
  /** Appends an event to the run's log under this module's name. */
  emit<T>(type: string, data: T): SimulatorEvent<T>;
  /** Every loaded module with the endpoints registered so far. */
  modules(): readonly SimulatorModuleInfo[];
  /** Every loaded domain, with the modules that provide and need it. */
  domains(): readonly SimulatorDomainInfo[];
  /** The run's api of a domain this module provides or needs (e.g. `context.domain(chatDomain)`, the conversations). */
  domain<Options, Api>(domain: SimulatorDomain<Options, Api>): Api;
  /** The validated options of a domain this module provides or needs. */
  domainOptions<Options, Api>(domain: SimulatorDomain<Options, Api>): Options;
}

/** One protocol (or the control API) of the simulator, registered in its own encapsulated Fastify context. */
export interface SimulatorModule {
  /** Unique kebab-case name; also its control path segment (`/sim/api/{name}`). */
  readonly name: string;
  /** One line saying what it simulates. */
  readonly description: string;
  /** Domains this module brings into the run; each is created once however many modules bring it. */
  readonly provides?: readonly SimulatorDomain[];
  /** Names of domains this module uses without bringing them; the start fails when no loaded module provides one. */
  readonly needs?: readonly string[];
  /** Adds the module's routes, hooks and body parsers to `app`, which is private to this module. */
  register(app: FastifyInstance, context: SimulatorContext): void | Promise<void>;
}
