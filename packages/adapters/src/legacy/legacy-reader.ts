import type * as z from 'zod/mini';
import { isRecord } from './legacy-values';
import { ignoredPaths, type Shape } from './legacy-shape';

/** One invalid legacy widget setting. */
export interface LegacySettingsIssue {
  /** Dotted path of the setting, e.g. `webchat.autoInvite.timeToInviteSeconds`; the widget's key for the whole. */
  field: string;
  /** What is wrong with it. */
  message: string;
}

/** The spec's text for a configuration that is missing, empty or invalid (`webchat.commands.invalidConfiguration`). */
export const invalidConfiguration = 'Invalid configuration';

/** Legacy widget settings that failed validation; the message names every bad setting. */
export class LegacySettingsError extends Error {
  /** Every invalid setting. */
  readonly issues: LegacySettingsIssue[];

  /** Creates the error from the setting issues (and the error they came from, if any). */
  constructor(issues: LegacySettingsIssue[], options?: ErrorOptions) {
    // Missing, not an object, or empty: the spec's text alone, since there is no setting to name.
    const whole = issues.every((issue) => !issue.field.includes('.'));
    const named = issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ');
    super(whole ? invalidConfiguration : `${invalidConfiguration}: ${named}`, options);
    this.name = 'LegacySettingsError';
    this.issues = issues;
  }
}

/** A path below the widget's key, e.g. `['autoInvite', 'enabled']` or `['form', 'inputs', 0]`. */
export type SettingsPath = readonly (string | number)[];

/** Collects the issues of every setting of one widget, so that one error can name them all. */
export interface SettingsReader {
  /** The widget's key, e.g. `webchat`: the first part of every issue's path. */
  readonly key: string;
  /** Records an issue at `path`. */
  add(path: SettingsPath, message: string): void;
  /** Parses `value` at `path`: its data, or `undefined` after recording its issues. */
  read<T>(schema: z.ZodMiniType<T>, value: unknown, path: SettingsPath): T | undefined;
  /** Whether an issue has been recorded. */
  hasIssues(): boolean;
}

/** A widget's own options error: the issues it names, each with its field under the options. */
export type OptionsErrorClass = abstract new (
  ...args: never[]
) => Error & { readonly issues: readonly { field: string; message: string }[] };

/**
 * Checks settings with the widget's own options (`check` throws `errorClass` naming each bad one):
 * records each issue on `reader` under its field, without the options' own first part, and says
 * whether the settings read. Any other error passes through.
 */
export function checkWithOwnOptions(
  reader: SettingsReader,
  check: () => unknown,
  errorClass: OptionsErrorClass,
): boolean {
  try {
    check();
    return true;
  } catch (error) {
    if (!(error instanceof errorClass)) throw error;
    for (const issue of error.issues) reader.add(issue.field.split('.').slice(1), issue.message);
    return false;
  }
}

/** A reader whose issues go into `issues`. */
export function createSettingsReader(key: string, issues: LegacySettingsIssue[]): SettingsReader {
  const add = (path: SettingsPath, message: string) =>
    issues.push({ field: [key, ...path].join('.'), message });
  return {
    key,
    add,
    read(schema, value, path) {
      const parsed = schema.safeParse(value);
      if (parsed.success) return parsed.data;
      for (const issue of parsed.error.issues)
        add([...path, ...issue.path.map(String)], issue.message);
      return undefined;
    },
    hasIssues: () => issues.length > 0,
  };
}

/** One widget's legacy settings: how they are read, and which of them are used. */
export interface LegacySettingsDefinition<T> {
  /** The key under `window._genesys.widgets`, e.g. `webchat`. */
  key: string;
  /** Reads the settings: the result, or `undefined` when an issue was recorded. */
  read(settings: Record<string, unknown>, reader: SettingsReader): T | undefined;
  /** Which settings `value` was read from; the others are listed as ignored. */
  used(settings: Record<string, unknown>, value: T): Shape;
  /** The error thrown for the issues. @default LegacySettingsError */
  error?: new (issues: LegacySettingsIssue[]) => LegacySettingsError;
}

/** Legacy settings read by {@link readLegacySettings}. */
export interface ReadLegacySettings<T> {
  /** What the settings give. */
  value: T;
  /** Settings cxkit does not use, as dotted paths from the widget's key in the order they appear. */
  ignored: string[];
}

/**
 * Reads one widget's legacy settings by its definition: refuses settings that are not an object
 * or have no entries, and throws the definition's error naming every bad setting (in the order
 * the page wrote them, a missing setting first), or returns the value and the ignored settings.
 */
export function readLegacySettings<T>(
  definition: LegacySettingsDefinition<T>,
  settings: unknown,
): ReadLegacySettings<T> {
  const { key, error: SettingsError = LegacySettingsError } = definition;
  if (!isRecord(settings) || Object.keys(settings).length === 0) {
    const message = isRecord(settings) ? 'Expected at least one setting' : 'Expected an object';
    throw new SettingsError([{ field: key, message }]);
  }
  const issues: LegacySettingsIssue[] = [];
  const value = definition.read(settings, createSettingsReader(key, issues));
  if (issues.length > 0 || value === undefined) {
    // Sort keeps each key's own order; a setting the page did not write ranks -1, first.
    const order = Object.keys(settings);
    const rank = (issue: LegacySettingsIssue) => order.indexOf(issue.field.split('.')[1] ?? '');
    throw new SettingsError(issues.sort((a, b) => rank(a) - rank(b)));
  }
  return { value, ignored: ignoredPaths(settings, definition.used(settings, value), key) };
}
