import type * as z from 'zod';
import type { SimulatorEngine } from './engine/engine';

/** What a domain's `start` receives: the run's domain value, its options and the engine. */
export interface DomainStartInput<Options, Api> {
  /** What the domain's `create` returned for this run. */
  readonly api: Api;
  /** The domain's validated options, defaults filled in. */
  readonly options: Options;
  /** The run's shared engine (state, event log, faults, clock, timers). */
  readonly engine: SimulatorEngine;
}

/**
 * One back end of the simulator (chat, callback, stats, ...): its options, the state and api it
 * builds on the run's engine, and what runs while the simulator does. Modules bring domains into a
 * run (`provides`) or name the ones they use (`needs`), and reach them through `context.domain`.
 */
export interface SimulatorDomain<Options = unknown, Api = unknown> {
  /** Unique kebab-case name; also the key of its options in `startSimulator`'s options (`{ chat: {...} }`). */
  readonly name: string;
  /** One line saying what it simulates. */
  readonly description: string;
  /**
   * Validates the value under the domain's name in the simulator options (`undefined` when none is
   * given) and fills in its defaults; its issues are reported under that name (`chat.maxMessageLength`).
   */
  readonly options: z.ZodType<Options>;
  /** Builds the domain's api on the run's engine; state it keeps belongs in the engine's store, so a reset clears it. */
  create(engine: SimulatorEngine, options: Options): Api;
  /** Starts what runs on its own (scripted agents, generators) once every domain exists; returns how to stop it at close. */
  start?(input: DomainStartInput<Options, Api>): (() => void) | void;
}

/** Declares a domain; define it once at module scope and share the constant (modules and tests look it up by it). */
export function defineDomain<Options, Api>(
  domain: SimulatorDomain<Options, Api>,
): SimulatorDomain<Options, Api> {
  return Object.freeze({ ...domain });
}

/** A loaded domain as the control API lists it. */
export interface SimulatorDomainInfo {
  /** The domain's name. */
  name: string;
  /** What it simulates. */
  description: string;
  /** Names of the modules that bring it into the run. */
  providedBy: string[];
  /** Names of the modules that need it from another module. */
  neededBy: string[];
}
