import type { SimulatorDomain, SimulatorDomainInfo } from './domain';
import type { SimulatorEngine } from './engine/engine';
import type { SimulatorModule } from './module';
import type { SimulatorOptionProblem } from './options';

/** The domains a list of modules brings, in order of first mention, and what is wrong with their declarations. */
export interface CollectedDomains {
  /** Each domain once, in the order the modules first provide it. */
  domains: SimulatorDomain[];
  /** Duplicate or reserved names and needs no module provides, as option problems under `modules`. */
  problems: SimulatorOptionProblem[];
}

/**
 * Collects the domains `modules` provide. The same definition provided by several modules is one
 * domain; another definition under a taken name, a name that is a simulator option (`reserved`),
 * and a need that no module provides are problems, named by the module field that declares them.
 */
export function collectDomains(
  modules: readonly SimulatorModule[],
  reserved: ReadonlySet<string>,
): CollectedDomains {
  const byName = new Map<string, { domain: SimulatorDomain; module: string }>();
  const problems: SimulatorOptionProblem[] = [];
  modules.forEach((module, index) => {
    (module.provides ?? []).forEach((domain, position) => {
      const field = `modules.${index}.provides.${position}.name`;
      const known = byName.get(domain.name);
      if (reserved.has(domain.name)) {
        problems.push({ field, message: `domain name "${domain.name}" is a simulator option` });
      } else if (known === undefined) {
        byName.set(domain.name, { domain, module: module.name });
      } else if (known.domain !== domain) {
        problems.push({
          field,
          message: `duplicate domain name "${domain.name}" (module "${known.module}" provides another domain of that name)`,
        });
      }
    });
  });
  modules.forEach((module, index) => {
    (module.needs ?? []).forEach((name, position) => {
      if (byName.has(name)) return;
      problems.push({
        field: `modules.${index}.needs.${position}`,
        message: `module "${module.name}" needs domain "${name}", which no loaded module provides`,
      });
    });
  });
  return { domains: [...byName.values()].map(({ domain }) => domain), problems };
}

/** The domains of one run, created on its engine. */
export interface DomainRegistry {
  /** Every loaded domain with the modules that provide and need it. */
  list(): readonly SimulatorDomainInfo[];
  /** Whether a domain of this name is loaded. */
  has(name: string): boolean;
  /** The run's api of a loaded domain; throws when it is not loaded or was loaded from another definition. */
  api<Options, Api>(domain: SimulatorDomain<Options, Api>): Api;
  /** The validated options of a loaded domain; throws like {@link DomainRegistry.api}. */
  options<Options, Api>(domain: SimulatorDomain<Options, Api>): Options;
  /** The accessors of `module`, which may reach only the domains it provides or needs. */
  scoped(module: SimulatorModule): Pick<DomainRegistry, 'api' | 'options'>;
  /** Runs each domain's `start`, in load order. */
  start(): void;
  /** Stops what `start` started, in reverse order; safe to call more than once. */
  stop(): void;
}

/** One created domain. */
interface Entry {
  /** Its definition. */
  domain: SimulatorDomain;
  /** Its validated options. */
  options: unknown;
  /** What its `create` returned. */
  api: unknown;
}

/** Creates every domain of `modules` (already validated) on `engine`, reading each one's options from `options` by name. */
export function createDomainRegistry(
  modules: readonly SimulatorModule[],
  engine: SimulatorEngine,
  options: Readonly<Record<string, unknown>>,
): DomainRegistry {
  const { domains } = collectDomains(modules, new Set());
  const entries = new Map<string, Entry>();
  for (const domain of domains) {
    const own = options[domain.name];
    entries.set(domain.name, { domain, options: own, api: domain.create(engine, own) });
  }
  const info: SimulatorDomainInfo[] = domains.map((domain) => ({
    name: domain.name,
    description: domain.description,
    providedBy: modules
      .filter((module) => module.provides?.includes(domain))
      .map((module) => module.name),
    neededBy: modules
      .filter((module) => module.needs?.includes(domain.name))
      .map((module) => module.name),
  }));
  const stops: (() => void)[] = [];

  function entryOf(domain: SimulatorDomain): Entry {
    const entry = entries.get(domain.name);
    if (entry === undefined) {
      throw new Error(`No domain "${domain.name}" is loaded: no loaded module provides it`);
    }
    if (entry.domain !== domain) {
      throw new Error(
        `Domain "${domain.name}" is loaded from another definition than the one given`,
      );
    }
    return entry;
  }

  const registry: DomainRegistry = {
    list: () => info,
    has: (name) => entries.has(name),
    api: <Options, Api>(domain: SimulatorDomain<Options, Api>) => entryOf(domain).api as Api,
    options: <Options, Api>(domain: SimulatorDomain<Options, Api>) =>
      entryOf(domain).options as Options,
    scoped(module) {
      const declared = new Set([
        ...(module.provides ?? []).map((domain) => domain.name),
        ...(module.needs ?? []),
      ]);
      const check = (domain: SimulatorDomain) => {
        if (!declared.has(domain.name)) {
          throw new Error(
            `Module "${module.name}" uses domain "${domain.name}" without declaring it in provides or needs`,
          );
        }
      };
      return {
        api: (domain) => {
          check(domain);
          return registry.api(domain);
        },
        options: (domain) => {
          check(domain);
          return registry.options(domain);
        },
      };
    },
    start() {
      for (const { domain, api, options: own } of entries.values()) {
        const stop = domain.start?.({ api, options: own, engine });
        if (stop) stops.push(stop);
      }
    },
    stop() {
      for (const stop of stops.splice(0).reverse()) stop();
    },
  };
  return registry;
}
