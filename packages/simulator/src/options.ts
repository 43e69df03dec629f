import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import * as z from 'zod';
import {
  chatOptionsSchema,
  resolveChatOptions,
  type ChatOptions,
  type ResolvedChatOptions,
} from './chat/chat.options';
import { systemClock, type Clock } from './engine/clock';
import { createSeededRandom, type RandomSource } from './engine/random';
import { CONTROL_BASE, type SimulatorModule } from './module';
import { builtInModules } from './modules';

/** Options of `startSimulator` and `createSimulatorApp`. */
export interface SimulatorOptions {
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
  /** Chat behaviour: limits, the GMS api key, the scripted agent scenario and its delays. */
  chat?: ChatOptions;
  /** Modules to load, in order; pass `[...builtInModules, mine]` to add one. @default builtInModules */
  modules?: readonly SimulatorModule[];
}

/** The options after validation, with every default filled in. */
export interface ResolvedSimulatorOptions {
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
  /** Chat behaviour with every default filled in. */
  chat: ResolvedChatOptions;
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

const moduleNamePattern = /^[a-z][a-z0-9-]*$/;

const moduleSchema = z.looseObject({
  name: z
    .string()
    .regex(moduleNamePattern, 'must be kebab-case (a-z, 0-9, "-"), starting with a letter'),
  description: z.string().min(1, 'must not be empty'),
  register: z.custom<SimulatorModule['register']>(
    (value) => typeof value === 'function',
    'must be a function',
  ),
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
  chat: chatOptionsSchema.optional(),
  modules: z
    .array(moduleSchema)
    .superRefine((modules, ctx) => {
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
    })
    .optional(),
});

/** Validates simulator options and fills in the defaults; throws {@link SimulatorOptionsError}. */
export function parseSimulatorOptions(input: SimulatorOptions = {}): ResolvedSimulatorOptions {
  const result = optionsSchema.safeParse(input);
  if (!result.success) {
    throw new SimulatorOptionsError(
      result.error.issues.flatMap((issue) =>
        issue.code === 'unrecognized_keys'
          ? issue.keys.map((key) => ({
              field: [...issue.path.map(String), key].join('.'),
              message: 'is not a simulator option',
            }))
          : [
              {
                field: issue.path.length > 0 ? issue.path.map(String).join('.') : 'options',
                message: issue.message,
              },
            ],
      ),
    );
  }
  const options = result.data;
  return {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    apiBase: options.apiBase ?? '/cx-api',
    staticRoot: options.staticRoot === undefined ? undefined : resolve(options.staticRoot),
    logger: options.logger ?? false,
    cors: options.cors ?? true,
    clock: options.clock ?? systemClock,
    random:
      typeof options.random === 'number'
        ? createSeededRandom(options.random)
        : (options.random ?? Math.random),
    chat: resolveChatOptions(options.chat),
    // The caller's module objects, not zod's copies, so a module keeps its identity and `this`.
    modules: input.modules ?? builtInModules,
  };
}
