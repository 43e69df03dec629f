import * as z from 'zod/mini';
import { fieldIssuesOf, type FieldIssue } from '../services/config-issues/config-issues';

/** One option of a widget: the check of its value, and its default (none: the option is optional). */
export interface OptionSpec<T, HasDefault extends boolean = boolean> {
  /** Checks a value the page gives; its message says what was expected. */
  schema: z.ZodMiniType<T>;
  /** Whether the option has a default. */
  hasDefault: HasDefault;
  /** The default, when it has one. */
  default?: T;
}

/** An option with a default: the resolved options always have it. */
export const option = <T>(schema: z.ZodMiniType<T>, defaultValue: T): OptionSpec<T, true> => ({
  schema,
  hasDefault: true,
  default: defaultValue,
});

/** An option without a default: the resolved options have it only when it was given. */
export const optionalOption = <T>(schema: z.ZodMiniType<T>): OptionSpec<T, false> => ({
  schema,
  hasDefault: false,
});

/** A widget's options by name. */
export type OptionSpecs = Record<string, OptionSpec<unknown>>;

type ValueOf<Spec> = Spec extends OptionSpec<infer T> ? T : never;
type DefaultedKeys<Specs> = {
  [K in keyof Specs]: Specs[K] extends OptionSpec<unknown, true> ? K : never;
}[keyof Specs];

/** The resolved options of `Specs`: every option with a default present, the others optional. */
export type OptionsOf<Specs extends OptionSpecs> = {
  [K in keyof Pick<Specs, DefaultedKeys<Specs>>]: ValueOf<Specs[K]>;
} & { [K in keyof Omit<Specs, DefaultedKeys<Specs>>]?: ValueOf<Specs[K]> };

/** The options a page gives for `Specs`: each one optional. */
export type OptionsInput<Specs extends OptionSpecs> = Partial<OptionsOf<Specs>>;

/** A widget's options declared once: their type ({@link OptionsOf}), their defaults and their run-time check. */
export interface OptionsDefinition<Specs extends OptionSpecs> {
  /** The options' declarations. */
  specs: Specs;
  /** The defaults of the options that have one. */
  defaults: OptionsOf<Specs>;
  /** The check of a whole options object: unknown keys are refused. */
  schema: z.ZodMiniType<OptionsInput<Specs>>;
  /** The issues of `options` as a page gives them (none for `undefined`), each named from `name`, e.g. `chatOptions`. */
  issues(options: unknown, name: string): FieldIssue[];
}

/**
 * Declares a widget's options once, so that their type, defaults and check cannot drift apart.
 * `notObject` is the message for options that are not an object.
 */
export function defineOptions<Specs extends OptionSpecs>(
  specs: Specs,
  notObject: string,
): OptionsDefinition<Specs> {
  const entries = Object.entries(specs);
  const defaults = Object.fromEntries(
    entries.filter(([, spec]) => spec.hasDefault).map(([key, spec]) => [key, spec.default]),
  ) as OptionsOf<Specs>;
  const schema = z.strictObject(
    Object.fromEntries(entries.map(([key, spec]) => [key, z.optional(spec.schema)])),
    { error: notObject },
  ) as unknown as z.ZodMiniType<OptionsInput<Specs>>;
  return {
    specs,
    defaults,
    schema,
    issues(options, name) {
      if (options === undefined) return [];
      const parsed = schema.safeParse(options);
      return parsed.success
        ? []
        : fieldIssuesOf(parsed.error, { prefix: name, whole: name, unknown: 'Unknown option' });
    },
  };
}
