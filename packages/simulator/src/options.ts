import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod';
import type { ChatOptions, ResolvedChatOptions } from './chat/chat.options';
import { collectDomains } from './domain-registry';
import { systemClock, type Clock } from './engine/clock';
import { createSeededRandom, type RandomSource } from './engine/random';
import type { SimulatorDomain } from './domain';
import { CONTROL_BASE, type SimulatorModule } from './module';
import { builtInModules } from './modules';

/**
 * The options of each domain, under the domain's name. A domain defined outside the package adds
 * its entry by declaration merging (`declare module '@cxkit/simulator' { interface
 * SimulatorDomainOptions { stats?: StatsOptions } }`); its own schema validates it either way.
 */
export interface SimulatorDomainOptions {
  /** Chat behaviour: limits, the GMS api key, the scripted agent scenario and its delays. */
  chat?: ChatOptions;
}

/** The validated options of each loaded domain, under its name; extended by declaration merging like {@link SimulatorDomainOptions}. */
export interface ResolvedSimulatorDomainOptions {
  /** Chat behaviour with every default filled in; there whenever the chat domain is loaded (the built-in modules load it). */
  chat?: ResolvedChatOptions;
}

/** Options of `startSimulator` and `createSimulatorApp`. */
export interface SimulatorOptions extends SimulatorDomainOptions {
  /** TCP port to listen on; 0 lets the OS choose a free one. @default 0 */
  port?: number;
  /** Interface to listen on. @default '127.0.0.1' */
  host?: string;
  /** Path prefix of the site glue endpoints: a leading `/` and no trailing one. @default '/cx-api' */
  apiBase?: string;
  /** Directory whose files are served at `/` (a built demo site). */
  staticRoot?: string;
  /** Log every request through Fastify's logger. @default false */
  logger?: boolean;
  /** Cross-origin policy: `true` reflects any origin, `false` turns CORS off, else the allowed origin(s). @default true */
  cors?: boolean | string | string[];
  /** Time source for timestamps and uptime. @default systemClock */
  clock?: Clock;
  /** Randomness for fault probabilities: a function like `Math.random`, or a seed for a repeatable one. @default Math.random */
  random?: RandomSource | number;
  /** Modules to load, in order; pass `[...builtInModules, mine]` to add one. @default builtInModules */
  modules?: readonly SimulatorModule[];
}

/** The options after validation, with every default filled in. */
export interface ResolvedSimulatorOptions extends ResolvedSimulatorDomainOptions {
  /** TCP port to listen on (0: the OS chooses). */
  port: number;
  /** Interface to listen on. */
  host: string;
  /** Path prefix of the site glue endpoints. */
  apiBase: string;
  /** Absolute path of the directory served at `/`, if any. */
  staticRoot: string | undefined;
  /** Whether Fastify logs requests. */
  logger: boolean;
  /** Cross-origin policy. */
  cors: boolean | string | string[];
  /** Time source. */
  clock: Clock;
  /** Randomness for fault probabilities. */
  random: RandomSource;
  /** Modules to load, in order. */
  modules: readonly SimulatorModule[];
}

/** One invalid simulator option. */
export interface SimulatorOptionProblem {
  /** Dotted path of the bad field (`port`, `modules.1.name`). */
  field: string;
  /** What is wrong with it. */
  message: string;
}

/** Thrown when simulator options are invalid; the message names every bad field. */
export class SimulatorOptionsError extends Error {
  /** Each bad field with its problem. */
  readonly problems: readonly SimulatorOptionProblem[];
  /** Dotted paths of the bad fields, without repeats. */
  readonly fields: readonly string[];

  /** Builds the error from the problems found. */
  constructor(problems: readonly SimulatorOptionProblem[]) {
    const details = problems.map(({ field, message }) => `${field}: ${message}`).join('; ');
    super(`Invalid simulator options: ${details}`);
    this.name = 'SimulatorOptionsError';
    this.problems = problems;
    this.fields = [...new Set(problems.map(({ field }) => field))];
  }
}

function isDirectory(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

const namePattern = /^[a-z][a-z0-9-]*$/;
const kebabCase = 'must be kebab-case (a-z, 0-9, "-"), starting with a letter';
const isFunction = (value: unknown) => typeof value === 'function';

const domainSchema = z.looseObject({
  name: z.string().regex(namePattern, kebabCase),
  description: z.string().min(1, 'must not be empty'),
  options: z.custom<SimulatorDomain['options']>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as { safeParse?: unknown }).safeParse === 'function',
    'must be a zod schema',
  ),
  create: z.custom<SimulatorDomain['create']>(isFunction, 'must be a function'),
  start: z.custom<SimulatorDomain['start']>(isFunction, 'must be a function').optional(),
});

const moduleSchema = z.looseObject({
  name: z.string().regex(namePattern, kebabCase),
  description: z.string().min(1, 'must not be empty'),
  provides: z.array(domainSchema).optional(),
  needs: z.array(z.string().regex(namePattern, kebabCase)).optional(),
  register: z.custom<SimulatorModule['register']>(isFunction, 'must be a function'),
});

const modulesSchema = z.array(moduleSchema).superRefine((modules, ctx) => {
  const seen = new Set<string>();
  modules.forEach((module, index) => {
    if (seen.has(module.name)) {
      ctx.addIssue({
        code: 'custom',
        path: [index, 'name'],
        message: `duplicate module name "${module.name}"`,
      });
    }
    seen.add(module.name);
  });
});

const optionsSchema = z.strictObject({
  port: z.int().min(0).max(65535).optional(),
  host: z.string().min(1, 'must not be empty').optional(),
  apiBase: z
    .string()
    .regex(
      /^(\/[\w.~!$&'()*+,;=:@%-]+)+$/,
      'must be a path such as "/cx-api": a leading "/", no trailing "/", no query or fragment',
    )
    .refine(
      (path) => path !== CONTROL_BASE && !path.startsWith(`${CONTROL_BASE}/`),
      `must not lie inside the control API (${CONTROL_BASE})`,
    )
    .optional(),
  staticRoot: z
    .string()
    .min(1, 'must not be empty')
    .refine(isDirectory, 'must be an existing directory')
    .optional(),
  logger: z.boolean().optional(),
  cors: z
    .union([z.boolean(), z.string().min(1), z.array(z.string().min(1)).min(1)], {
      error: 'must be true, false, an origin or a non-empty list of origins',
    })
    .optional(),
  clock: z
    .custom<Clock>(
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        typeof (value as { now?: unknown }).now === 'function',
      'must be an object with a now() method',
    )
    .optional(),
  random: z
    .union(
      [
        z.int().min(0).max(0xffffffff),
        z.custom<RandomSource>((value) => typeof value === 'function'),
      ],
      { error: 'must be a function returning numbers in [0, 1) or an integer seed' },
    )
    .optional(),
  modules: z.unknown().optional(),
});

/** The option names a domain cannot take, since its options live beside them. */
const reservedNames: ReadonlySet<string> = new Set(optionsSchema.keyof().options);

function problemsOf(issues: readonly z.core.$ZodIssue[], prefix: PropertyKey[] = []) {
  return issues.flatMap((issue): SimulatorOptionProblem[] => {
    const path = [...prefix, ...issue.path].map(String);
    return issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          field: [...path, key].join('.'),
          message: 'is not a simulator option',
        }))
      : [{ field: path.length > 0 ? path.join('.') : 'options', message: issue.message }];
  });
}

/**
 * Validates simulator options and fills in the defaults; throws {@link SimulatorOptionsError}.
 * The modules come first: the domains they provide decide which other keys are options (each
 * domain's, checked by its own schema); while the modules are invalid, such keys go unchecked.
 */
export function parseSimulatorOptions(input: SimulatorOptions = {}): ResolvedSimulatorOptions {
  const problems: SimulatorOptionProblem[] = [];
  // The caller's module objects, not zod's copies, so a module keeps its identity and `this`.
  let modules: readonly SimulatorModule[] = builtInModules;
  let domains: readonly SimulatorDomain[] | undefined;
  if (input.modules === undefined) {
    domains = collectDomains(modules, reservedNames).domains;
  } else {
    const parsed = modulesSchema.safeParse(input.modules);
    if (parsed.success) {
      modules = input.modules;
      const collected = collectDomains(modules, reservedNames);
      problems.push(...collected.problems);
      if (collected.problems.length === 0) domains = collected.domains;
    } else {
      problems.push(...problemsOf(parsed.error.issues, ['modules']));
    }
  }
  // The keys beside the base options are the domains', whose schemas are only known at run time.
  const schema = (
    domains === undefined
      ? optionsSchema.catchall(z.unknown())
      : optionsSchema.extend(
          Object.fromEntries(domains.map((domain) => [domain.name, domain.options])),
        )
  ) as z.ZodType<z.output<typeof optionsSchema> & Record<string, unknown>>;
  const result = schema.safeParse(input);
  if (!result.success) problems.push(...problemsOf(result.error.issues));
  if (problems.length > 0 || !result.success) throw new SimulatorOptionsError(problems);
  const { port, host, apiBase, staticRoot, logger, cors, clock, random, ...rest } = result.data;
  const domainOptions = Object.fromEntries(
    (domains ?? []).map((domain) => [domain.name, rest[domain.name]]),
  );
  return {
    ...domainOptions,
    port: port ?? 0,
    host: host ?? '127.0.0.1',
    apiBase: apiBase ?? '/cx-api',
    staticRoot: staticRoot === undefined ? undefined : resolve(staticRoot),
    logger: logger ?? false,
    cors: cors ?? true,
    clock: clock ?? systemClock,
    random: typeof random === 'number' ? createSeededRandom(random) : (random ?? Math.random),
    modules,
  };
}
